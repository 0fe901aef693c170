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

/** The part of the drawing a user sees: its centre and size in block inches (y up), whatever their screen. */
export interface ViewArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Another user in the workspace: their pointer, selected objects, current tool ('Wall') and view, if any. */
export interface Peer {
  clientId: number;
  user: PresenceUser;
  pointer: ScenePoint | null;
  /** The keys of every object they selected (as many as their presence carries: PRESENCE_SELECTION_BYTES). */
  selection: ObjectKey[];
  /** How many objects they selected (more than `selection` holds when their selection was too large to carry). */
  selectionCount: number;
  tool: string | null;
  view: ViewArea | null;
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

/**
 * The room the selected objects' keys may take in this user's presence (JSON bytes): collab-server
 * closes a socket whose presence is over MAX_PRESENCE_STATE_BYTES (2 KiB), and the pointer, user,
 * tool and view take the rest. About 60 keys; a larger selection carries its first ones and its count.
 */
export const PRESENCE_SELECTION_BYTES = 1200;

/** What this user's presence says of their selection: the keys that fit, and how many they are. */
export function presenceSelectionOf(keys: readonly ObjectKey[]): { selection: ObjectKey[]; selectionCount: number } {
  const selection: ObjectKey[] = [];
  let bytes = 2;
  for (const key of keys) {
    bytes += JSON.stringify(key).length + 1;
    if (bytes > PRESENCE_SELECTION_BYTES) break;
    selection.push(key);
  }
  return { selection, selectionCount: keys.length };
}

/** The selected keys a presence carries: a list (or one key, as earlier editors sent), strings only. */
function selectionOf(value: unknown): ObjectKey[] {
  const keys = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return keys.filter((k): k is string => typeof k === 'string' && k.length > 0).slice(0, 200);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A view area from awareness, or null when missing or malformed (a size must be positive). */
export function viewAreaOf(value: unknown): ViewArea | null {
  const v = value as Partial<ViewArea> | null | undefined;
  if (!v || !isNumber(v.x) || !isNumber(v.y) || !isNumber(v.width) || !isNumber(v.height)) return null;
  return v.width > 0 && v.height > 0 ? { x: v.x, y: v.y, width: v.width, height: v.height } : null;
}

/** One peer from its awareness state; null when it carries no usable user (a watcher sets none). */
export function peerOf(clientId: number, state: Record<string, unknown>): Peer | null {
  const user = state.user as Partial<PresenceUser> | undefined;
  if (!user || typeof user.name !== 'string' || typeof user.colour !== 'string' || typeof user.uid !== 'string') return null;
  const pointer = state.pointer as Partial<ScenePoint> | null | undefined;
  const selection = selectionOf(state.selection);
  return {
    clientId,
    user: { uid: user.uid, name: user.name, colour: user.colour },
    pointer: pointer && isNumber(pointer.x) && isNumber(pointer.y) ? { x: pointer.x, y: pointer.y } : null,
    selection,
    selectionCount: isNumber(state.selectionCount) ? Math.max(Math.floor(state.selectionCount), selection.length) : selection.length,
    tool: typeof state.tool === 'string' && state.tool.trim() ? state.tool.slice(0, 40) : null,
    view: viewAreaOf(state.view),
  };
}

/** The other users present, from awareness states (by client id); malformed states are skipped. */
export function peersOf(states: ReadonlyMap<number, Record<string, unknown>>, self: number): Peer[] {
  const peers: Peer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === self) continue;
    const peer = peerOf(clientId, state);
    if (peer) peers.push(peer);
  }
  return peers.sort((a, b) => a.clientId - b.clientId);
}

/** What each colleague is doing with which tool, one entry per user (their first tab that says). */
export function toolsByUser(peers: readonly Peer[]): Map<string, string> {
  const tools = new Map<string, string>();
  for (const peer of peers) if (peer.tool && !tools.has(peer.user.uid)) tools.set(peer.user.uid, peer.tool);
  return tools;
}
