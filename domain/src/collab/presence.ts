import { hash32 } from '../access.js';

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

/** A user's colour: the same in every browser and every session, and what collab-server stamps on their presence. */
export function presenceColourOf(uid: string): string {
  return PRESENCE_COLOURS[hash32(uid) % PRESENCE_COLOURS.length] as string;
}

/**
 * The largest presence (awareness) state one client may announce, as JSON: a user, a pointer and a
 * selected object's key take about 200 bytes; collab-server closes a socket that sends more.
 */
export const MAX_PRESENCE_STATE_BYTES = 2048;

/** Awareness client ids one socket may announce (one per document; a few for reconnects). */
export const MAX_PRESENCE_CLIENTS_PER_SOCKET = 4;
