import { WebSocket } from 'ws';
import { CollabCloseCode, CollabCloseReason, MAX_CLOSE_REASON_BYTES } from '@workhub/domain';
import type { CollabUser } from './auth.js';

/** 'edit': document updates are applied; 'view': they are dropped (sync and awareness still work). */
export type ConnectionAccess = 'edit' | 'view';

// setTimeout fires at once for delays above 2^31-1 ms.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One authenticated socket in one room. */
export class Connection {
  /** Awareness client ids this socket announced; removed for everyone when it leaves. */
  readonly awarenessClientIds = new Set<number>();
  /**
   * Frames that arrived before the room's stored state was loaded, answered once it is;
   * null afterwards. Until then the connection gets no broadcasts either: its first SyncStep2
   * carries everything.
   */
  pendingFrames: Uint8Array[] | null = [];
  /** Set once the client was told its updates are dropped (once per socket). */
  toldReadOnly = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly socket: WebSocket,
    public user: CollabUser,
    public access: ConnectionAccess,
  ) {
    this.armExpiry();
    socket.once('close', () => clearTimeout(this.expiryTimer));
  }

  get greeted(): boolean {
    return this.pendingFrames === null;
  }

  /**
   * A fresh token for the same user (the token-refresh message): the socket now lives until the
   * new token expires.
   */
  refresh(user: CollabUser): void {
    this.user = user;
    this.armExpiry();
  }

  /** Closes the socket with 4401 when the ID token expires, unless a fresh token arrived before. */
  private armExpiry(): void {
    clearTimeout(this.expiryTimer);
    const remaining = this.user.expiresAt - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        if (Date.now() >= this.user.expiresAt) this.close(CollabCloseCode.tokenExpired, CollabCloseReason.tokenExpired);
        else this.armExpiry();
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
    this.expiryTimer.unref();
  }

  send(message: Uint8Array): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(message, { binary: true }, (error) => {
      // A failed write means the socket is gone; closing it lets the room clean up.
      if (error) this.socket.terminate();
    });
  }

  /** Close reasons are capped at 123 bytes by the protocol. */
  close(code: CollabCloseCode, reason: string): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    let capped = reason;
    while (Buffer.byteLength(capped) > MAX_CLOSE_REASON_BYTES) capped = capped.slice(0, -1);
    this.socket.close(code, capped);
  }
}
