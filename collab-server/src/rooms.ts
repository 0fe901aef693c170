import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import type { RawData, WebSocket } from 'ws';
import type { CollabUser } from './auth.js';
import { Connection } from './connection.js';
import type { DocumentStore } from './document-store.js';
import type { Logger } from './logger.js';
import {
  type ClientMessage,
  MalformedMessageError,
  decodeClientMessage,
  encodeAwarenessMessage,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeSyncUpdate,
  toOwnedBytes,
} from './messages.js';

/** WebSocket close codes this module uses (RFC 6455 §7.4.1). */
export const CloseCode = {
  goingAway: 1001,
  unsupportedData: 1003,
  internalError: 1011,
} as const;

// Marks the transaction that applies stored state, which must be neither stored again nor relayed.
const loadOrigin = Symbol('load-from-store');

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

/** One co-edited document: its Y.Doc, who is looking at it, and the sockets editing it. */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly connections = new Set<Connection>();
  /** Settles once stored state is applied; rejects when it could not be loaded. */
  readonly loaded: Promise<void>;
  /** Store writes run one after another, in update order. */
  private writes: Promise<void> = Promise.resolve();
  private destroyed = false;

  constructor(
    readonly name: string,
    private readonly store: DocumentStore,
    private readonly log: Logger,
    previousWrites: Promise<void>,
  ) {
    // The server is a relay, not a participant: it announces no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onDocUpdate(update, origin));
    this.awareness.on('update', (change: AwarenessChange, origin: unknown) => this.onAwarenessUpdate(change, origin));
    // Writes of an earlier instance of this room must land before we read the store back.
    this.loaded = previousWrites.then(() => this.loadStoredState());
  }

  private async loadStoredState(): Promise<void> {
    const stored = await this.store.load(this.name);
    if (stored && !this.destroyed) Y.applyUpdate(this.doc, stored, loadOrigin);
  }

  get allWritesDone(): Promise<void> {
    return this.writes;
  }

  /** Called once the room is loaded: the client gets our state vector and who is present. */
  greet(connection: Connection): void {
    connection.send(encodeSyncStep1(this.doc));
    const present = [...this.awareness.getStates().keys()];
    if (present.length > 0) connection.send(encodeAwarenessMessage(this.awareness, present));
    const waiting = connection.pendingFrames ?? [];
    connection.pendingFrames = null;
    for (const frame of waiting) {
      if (!this.receive(connection, frame)) return;
    }
  }

  /** Handles one frame; returns false when the frame was malformed and the socket is closing. */
  receive(connection: Connection, frame: Uint8Array): boolean {
    if (connection.pendingFrames) {
      connection.pendingFrames.push(frame);
      return true;
    }
    try {
      this.apply(connection, decodeClientMessage(frame));
      return true;
    } catch (error) {
      const reason = error instanceof MalformedMessageError ? error.message : `rejected update (${errorText(error)})`;
      this.log.error(`collab-server: closing socket in room ${JSON.stringify(this.name)}: ${reason}`);
      connection.close(CloseCode.unsupportedData, reason);
      return false;
    }
  }

  private apply(connection: Connection, message: ClientMessage): void {
    switch (message.kind) {
      case 'sync-step1':
        connection.send(encodeSyncStep2(this.doc, message.stateVector));
        return;
      case 'sync-step2':
      case 'sync-update':
        // Origin = the sender, so the update is relayed to everyone else only.
        Y.applyUpdate(this.doc, message.update, connection);
        return;
      case 'awareness':
        applyAwarenessUpdate(this.awareness, message.update, connection);
        return;
    }
  }

  private onDocUpdate(update: Uint8Array, origin: unknown): void {
    if (origin === loadOrigin) return;
    this.writes = this.writes
      .then(() => this.store.store(this.name, update))
      .catch((error: unknown) => this.log.error(`collab-server: storing room ${JSON.stringify(this.name)} failed: ${errorText(error)}`));
    this.broadcast(encodeSyncUpdate(update), origin);
  }

  private onAwarenessUpdate({ added, updated, removed }: AwarenessChange, origin: unknown): void {
    if (origin instanceof Connection) {
      // `updated` too: a client that cleared its state and set it again shows up there.
      for (const id of [...added, ...updated]) origin.awarenessClientIds.add(id);
      for (const id of removed) origin.awarenessClientIds.delete(id);
    }
    this.broadcast(encodeAwarenessMessage(this.awareness, [...added, ...updated, ...removed]), origin);
  }

  private broadcast(message: Uint8Array, except: unknown): void {
    for (const connection of this.connections) {
      if (connection !== except && connection.greeted) connection.send(message);
    }
  }

  /** Removes the connection and its awareness states; others see the user leave now, not after the 30 s timeout. */
  remove(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    removeAwarenessStates(this.awareness, [...connection.awarenessClientIds], null);
  }

  destroy(): void {
    this.destroyed = true;
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/** All open rooms, by name. A room lives while at least one socket is in it. */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();
  /** Pending store writes of rooms already closed, so a reopened room reads them back. */
  private readonly closingWrites = new Map<string, Promise<void>>();
  private emptyWaiters: Array<() => void> = [];

  constructor(
    private readonly store: DocumentStore,
    private readonly log: Logger,
  ) {}

  get roomCount(): number {
    return this.rooms.size;
  }

  get connectionCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.connections.size;
    return count;
  }

  join(roomName: string, socket: WebSocket, user: CollabUser): void {
    const room = this.rooms.get(roomName) ?? this.open(roomName);
    const connection = new Connection(socket, user);
    room.connections.add(connection);

    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) {
        connection.close(CloseCode.unsupportedData, 'text frames are not part of the protocol');
        return;
      }
      room.receive(connection, toOwnedBytes(data));
    });
    socket.on('error', (error) => this.log.error(`collab-server: socket error in room ${JSON.stringify(roomName)}: ${error.message}`));
    socket.on('close', () => {
      this.leave(room, connection);
      this.log.info(`collab-server: ${user.uid} left room ${JSON.stringify(roomName)}`);
    });
    this.log.info(`collab-server: ${user.uid} joined room ${JSON.stringify(roomName)}`);

    room.loaded.then(
      () => {
        if (room.connections.has(connection)) room.greet(connection);
      },
      () => connection.close(CloseCode.internalError, 'could not load document'),
    );
  }

  private open(roomName: string): Room {
    const room = new Room(roomName, this.store, this.log, this.closingWrites.get(roomName) ?? Promise.resolve());
    room.loaded.catch((error: unknown) => this.log.error(`collab-server: loading room ${JSON.stringify(roomName)} failed: ${errorText(error)}`));
    this.rooms.set(roomName, room);
    return room;
  }

  private leave(room: Room, connection: Connection): void {
    room.remove(connection);
    if (room.connections.size > 0 || this.rooms.get(room.name) !== room) return;
    // Last one out: free the document; its queued writes still finish.
    this.rooms.delete(room.name);
    room.destroy();
    const writes = room.allWritesDone.then(() => {
      if (this.closingWrites.get(room.name) === writes) this.closingWrites.delete(room.name);
    });
    this.closingWrites.set(room.name, writes);
    if (this.rooms.size === 0) {
      for (const resolve of this.emptyWaiters.splice(0)) resolve();
    }
  }

  /**
   * Shutdown: asks every socket to close (1001), cuts those that have not after `graceMs`, and
   * resolves once every room is gone and every store write has landed.
   */
  async closeAll(graceMs: number): Promise<void> {
    const sockets = [...this.rooms.values()].flatMap((room) => [...room.connections]);
    for (const connection of sockets) connection.close(CloseCode.goingAway, 'server shutting down');
    if (this.rooms.size > 0) {
      const empty = new Promise<void>((resolve) => this.emptyWaiters.push(resolve));
      const timer = setTimeout(() => {
        for (const connection of sockets) connection.socket.terminate();
      }, graceMs);
      await empty;
      clearTimeout(timer);
    }
    await Promise.all(this.closingWrites.values());
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
