/**
 * The wire contract between collab-server and its clients (the web app's collab layer), on top
 * of the y-websocket protocol: one definition both sides import.
 */

import { SESSION_TOO_OLD_MESSAGE } from '../access.js';

/**
 * The version of this wire contract (the message types, close codes and the live document's
 * shape as clients write it). Every client sends it in the upgrade URL (COLLAB_PROTOCOL_PARAM);
 * collab-server refuses a client that sends none or an older one with `clientOutdated` before any
 * sync message, so a page loaded before a deployment cannot write an old shape into a document.
 * Raise it (and COLLAB_MIN_PROTOCOL_VERSION with it, unless the server still speaks the old one)
 * whenever a change would let an old client corrupt a document (docs/decisions.md).
 */
export const COLLAB_PROTOCOL_VERSION = 1;
/** The oldest client version collab-server still accepts. */
export const COLLAB_MIN_PROTOCOL_VERSION = 1;

/** The upgrade URL's query parameter carrying the client's protocol version (next to the token). */
export const COLLAB_PROTOCOL_PARAM = 'protocol';

/**
 * How the server judges the version a client sent (the raw query parameter, null when absent):
 * 'ok'; 'outdated' when missing, malformed or older than COLLAB_MIN_PROTOCOL_VERSION (the client
 * must reload); 'newer' when the client is ahead of this server (a deployment in progress: the
 * client retries and reaches an updated server).
 */
export function protocolVersionVerdict(
  sent: string | null,
  server: { min: number; current: number } = { min: COLLAB_MIN_PROTOCOL_VERSION, current: COLLAB_PROTOCOL_VERSION },
): 'ok' | 'outdated' | 'newer' {
  if (sent === null || !/^[1-9][0-9]{0,8}$/.test(sent)) return 'outdated';
  const version = Number(sent);
  if (version < server.min) return 'outdated';
  return version > server.current ? 'newer' : 'ok';
}

/** What a person is told when collab-server refused this page's client as outdated. */
export const COLLAB_RELOAD_MESSAGE = 'WorkHub was updated — reload to keep editing';

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
  /** The client is newer than this server (a deployment in progress): try again later. */
  tryAgainLater: 1013,
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
  /**
   * The client's protocol version is missing or older than the server accepts: it must reload.
   * Sent right after the upgrade, before any sync message (like HTTP 426 Upgrade Required).
   */
  clientOutdated: 4426,
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
  clientOutdated: 'Client protocol outdated: reload the page',
  clientNewer: 'Client protocol newer than this server: retrying',
  documentNewer: 'Document written by a newer WorkHub: this server cannot open it',
} as const;

/** Close reasons are capped at 123 bytes by the protocol. */
export const MAX_CLOSE_REASON_BYTES = 123;

/** What a person is told when the server closed their socket for good (by close code). */
export const COLLAB_REFUSAL_MESSAGES: Readonly<Record<number, string>> = {
  [CollabCloseCode.sessionRevoked]: 'your session ended; sign in again',
  [CollabCloseCode.workspaceGone]: 'the workspace was committed or deleted',
  [CollabCloseCode.clientOutdated]: COLLAB_RELOAD_MESSAGE,
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
