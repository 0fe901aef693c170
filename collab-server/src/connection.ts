import { WebSocket } from 'ws';
import type { CollabUser } from './auth.js';

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

  constructor(
    readonly socket: WebSocket,
    readonly user: CollabUser,
  ) {}

  get greeted(): boolean {
    return this.pendingFrames === null;
  }

  send(message: Uint8Array): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(message, { binary: true }, (error) => {
      // A failed write means the socket is gone; closing it lets the room clean up.
      if (error) this.socket.terminate();
    });
  }

  /** Close reasons are capped at 123 bytes by the protocol. */
  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    let capped = reason;
    while (Buffer.byteLength(capped) > 123) capped = capped.slice(0, -1);
    this.socket.close(code, capped);
  }
}
