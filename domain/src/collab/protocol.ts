/**
 * The wire contract between collab-server and its clients (the web app's collab layer), on top
 * of the y-websocket protocol: one definition both sides import.
 */

import { SESSION_TOO_OLD_MESSAGE } from '../access.js';

/** Top-level message types. 0-2 are y-websocket's; 100 is WorkHub's extension. */
export const CollabMessageType = {
  /** y-protocols/sync: SyncStep1, SyncStep2, Update. */
  sync: 0,
  /** y-protocols/awareness: who is present, their pointer and selection. */
  awareness: 1,
  /** y-protocols/auth: the server tells a viewer its document updates are dropped. */
  auth: 2,
  /**
   * A fresh Firebase ID token (varString) on the open socket, so the socket outlives the first
   * token's expiry. A client that never sends it is closed with 4401 at expiry and reconnects.
   */
  tokenRefresh: 100,
} as const;
export type CollabMessageType = (typeof CollabMessageType)[keyof typeof CollabMessageType];

/** WebSocket close codes the server uses (RFC 6455 §7.4.1; 4xxx are ours). */
export const CollabCloseCode = {
  goingAway: 1001,
  /** A frame that is not a y-websocket message. */
  unsupportedData: 1003,
  /** Set by `ws` itself for a message over COLLAB_MAX_MESSAGE_BYTES. */
  messageTooBig: 1009,
  internalError: 1011,
  /** The ID token expired (reconnect with a fresh one) or a refreshed token was invalid. */
  tokenExpired: 4401,
  /** The session was revoked (signed out everywhere, account disabled) or the user changed. */
  sessionRevoked: 4403,
  /** The workspace was deleted (or committed) while the socket was open. */
  workspaceGone: 4404,
} as const;
export type CollabCloseCode = (typeof CollabCloseCode)[keyof typeof CollabCloseCode];

/** The reason the server puts in each close frame (malformed frames get the decoder's own reason). */
export const CollabCloseReason = {
  shuttingDown: 'server shutting down',
  textFrame: 'text frames are not part of the protocol',
  loadFailed: 'could not load document',
  tokenExpired: 'Token expired',
  tokenInvalid: 'Invalid or expired ID token',
  notAuthorized: 'Not authorized',
  otherUser: 'Token belongs to another user',
  sessionRevoked: 'Session revoked',
  sessionTooOld: SESSION_TOO_OLD_MESSAGE,
  workspaceGone: 'Workspace not found',
} as const;

/** Close reasons are capped at 123 bytes by the protocol. */
export const MAX_CLOSE_REASON_BYTES = 123;

/** What a person is told when the server closed their socket for good (by close code). */
export const COLLAB_REFUSAL_MESSAGES: Readonly<Record<number, string>> = {
  [CollabCloseCode.sessionRevoked]: 'your session ended; sign in again',
  [CollabCloseCode.workspaceGone]: 'the workspace was committed or deleted',
};

/**
 * Whether a client reconnects after a close: yes unless the server closed for good (4400-4499),
 * except an expired token, which a fresh one fixes.
 */
export function shouldReconnect(code: number): boolean {
  return code === CollabCloseCode.tokenExpired || !(code >= 4400 && code < 4500);
}

/** The upgrade URL's query parameter carrying the ID token (y-websocket's `params: { token }`). */
export const COLLAB_TOKEN_PARAM = 'token';

/** The y-protocols/auth "permission denied" reason sent to a viewer who sent an edit. */
export const READ_ONLY_REASON = 'read-only: you may view this workspace but not edit it';
