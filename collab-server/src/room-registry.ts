import type { RawData, WebSocket } from 'ws';
import { CollabCloseCode, CollabCloseReason } from '@workhub/domain';
import type { CollabUser } from './auth.js';
import { Connection, type ConnectionAccess } from './connection.js';
import { errorText } from './logger.js';
import { toOwnedBytes } from './messages.js';
import { DocumentRefusedError, Room, type RoomContext } from './room.js';

/** All open rooms, by name. A room lives while a socket is in it, and until its writes are done. */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();
  private emptyWaiters: Array<() => void> = [];

  constructor(private readonly ctx: RoomContext) {}

  get roomCount(): number {
    return this.rooms.size;
  }

  get connectionCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.connections.size;
    return count;
  }

  get pendingUpdates(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.pendingUpdates;
    return count;
  }

  /** The open room (tests look at its document). */
  get(roomName: string): Room | undefined {
    return this.rooms.get(roomName);
  }

  openRooms(): Room[] {
    return [...this.rooms.values()];
  }

  /** After Redis came back: every open room asks its peers for what it missed. */
  resyncAll(): void {
    for (const room of this.rooms.values()) {
      room.loaded
        .then(() => room.syncWithPeers())
        .catch((error: unknown) =>
          this.ctx.log.error(`collab-server: resync of room ${JSON.stringify(room.name)} failed: ${errorText(error)}`),
        );
    }
  }

  /** Puts an upgraded socket in its room (opened on first use); frames go to the room from now on. */
  join(roomName: string, socket: WebSocket, user: CollabUser, access: ConnectionAccess): Connection {
    const room = this.rooms.get(roomName) ?? this.open(roomName);
    const connection = new Connection(socket, user, access);
    room.connections.add(connection);

    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) {
        connection.close(CollabCloseCode.unsupportedData, CollabCloseReason.textFrame);
        return;
      }
      room.receive(connection, toOwnedBytes(data));
    });
    socket.on('error', (error) => this.ctx.log.error(`collab-server: socket error in room ${JSON.stringify(roomName)}: ${error.message}`));
    socket.on('close', (code: number) => {
      this.leave(room, connection);
      this.ctx.log.info(`collab-server: ${connection.user.uid} left room ${JSON.stringify(roomName)} (${code})`);
    });
    this.ctx.log.info(`collab-server: ${user.uid} joined room ${JSON.stringify(roomName)} (${access})`);

    room.loaded.then(
      () => {
        if (room.connections.has(connection)) room.greet(connection);
      },
      (error: unknown) =>
        connection.close(
          CollabCloseCode.internalError,
          error instanceof DocumentRefusedError ? CollabCloseReason.documentNewer : CollabCloseReason.loadFailed,
        ),
    );
    return connection;
  }

  private open(roomName: string): Room {
    const room = new Room(roomName, this.ctx);
    room.loaded.catch((error: unknown) =>
      this.ctx.log.error(`collab-server: loading room ${JSON.stringify(roomName)} failed: ${errorText(error)}`),
    );
    this.rooms.set(roomName, room);
    return room;
  }

  private leave(room: Room, connection: Connection): void {
    room.remove(connection);
    if (room.connections.size > 0 || room.closing) return;
    room.closing = this.free(room);
  }

  /**
   * Last one out: flush, then free. The room stays in the map until its writes are done, so a
   * socket joining meanwhile gets this room (and its unsaved updates), never a fresh load that
   * would miss them.
   */
  private async free(room: Room): Promise<void> {
    try {
      await room.loaded;
    } catch {
      // Nothing was served; only what peers sent meanwhile is stored below.
    }
    do {
      await room.flush();
      if (room.connections.size > 0) {
        room.closing = null; // back in use; freed when the new sockets leave
        return;
      }
      // Edits that arrived during the flush (from a peer) need another round.
    } while (room.hasUnstoredUpdates);
    // No await between the last check and here: nobody can join a room about to be destroyed.
    this.rooms.delete(room.name);
    room.destroy();
    try {
      await room.detach(); // a destroyed room ignores what still arrives meanwhile
    } catch (error) {
      this.ctx.log.error(`collab-server: leaving the Redis channel of room ${JSON.stringify(room.name)} failed: ${errorText(error)}`);
    }
    this.ctx.log.info(`collab-server: room ${JSON.stringify(room.name)} stored and freed`);
    if (this.rooms.size === 0) {
      for (const resolve of this.emptyWaiters.splice(0)) resolve();
    }
  }

  /**
   * Shutdown: asks every socket to close (1001), cuts those that have not after `graceMs`, and
   * resolves once every room is flushed and freed, or after `flushTimeoutMs` (naming what
   * could not be stored: a store that keeps failing must not keep the process from exiting).
   */
  async closeAll(graceMs: number, flushTimeoutMs: number): Promise<void> {
    const sockets = [...this.rooms.values()].flatMap((room) => [...room.connections]);
    for (const connection of sockets) connection.close(CollabCloseCode.goingAway, CollabCloseReason.shuttingDown);
    if (this.rooms.size === 0) return;
    const empty = new Promise<void>((resolve) => this.emptyWaiters.push(resolve));
    const cut = setTimeout(() => {
      for (const connection of sockets) connection.socket.terminate();
    }, graceMs);
    let timedOut = false;
    let giveUpTimer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      giveUpTimer = setTimeout(() => {
        timedOut = true;
        resolve();
      }, graceMs + flushTimeoutMs);
    });
    await Promise.race([empty, giveUp]);
    clearTimeout(cut);
    clearTimeout(giveUpTimer);
    if (timedOut) {
      for (const room of this.rooms.values()) {
        this.ctx.log.error(
          `collab-server: shutting down with room ${JSON.stringify(room.name)} not stored: ${room.pendingUpdates} updates lost`,
        );
      }
    }
  }
}
