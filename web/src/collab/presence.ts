import type { ObjectKey } from './live-object';

/** A point of the drawing in block inches, y up (what awareness carries, whatever each user's zoom). */
export interface ScenePoint {
  x: number;
  y: number;
}

/** Who a co-editor is, as awareness shows them. */
export interface PresenceUser {
  uid: string;
  name: string;
  colour: string;
}

/** Another user in the workspace: their pointer and selected object, if any. */
export interface Peer {
  clientId: number;
  user: PresenceUser;
  pointer: ScenePoint | null;
  selection: ObjectKey | null;
}

// The colours are domain's: collab-server stamps the same colour on every presence it relays.
export { PRESENCE_COLOURS, presenceColourOf } from '@workhub/domain';

/** Up to two initials of a name or user ('Ada Lovelace' → 'AL', 'eero' → 'E'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** One avatar per user: the same user in two tabs is one person. */
export function presentUsers(peers: readonly Peer[]): PresenceUser[] {
  const byUid = new Map<string, PresenceUser>();
  for (const peer of peers) if (!byUid.has(peer.user.uid)) byUid.set(peer.user.uid, peer.user);
  return [...byUid.values()];
}
