import { hash32 } from '@workhub/domain';
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

/** Distinct, readable on white, and none of them the editor's own selection blue. */
export const PRESENCE_COLOURS = [
  '#d81b60',
  '#8e24aa',
  '#3949ab',
  '#00897b',
  '#43a047',
  '#f4511e',
  '#6d4c41',
  '#c0ca33',
  '#00acc1',
  '#5e35b1',
] as const;

/** A user's colour: the same in every browser and every session. */
export function presenceColourOf(uid: string): string {
  return PRESENCE_COLOURS[hash32(uid) % PRESENCE_COLOURS.length] as string;
}

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
