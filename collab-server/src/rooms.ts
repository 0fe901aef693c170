import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import type { RawData, WebSocket } from 'ws';
import type { CollabUser } from './auth.js';
import { blockLayersFromDocument, seedBlockDocument } from './block-content.js';
import { CloseCode, Connection, type ConnectionAccess } from './connection.js';
import type { DocumentStore } from './document-store.js';
import type { Logger } from './logger.js';
import {
  type ClientMessage,
  MalformedMessageError,
  decodeClientMessage,
  encodeAwarenessMessage,
  encodePermissionDenied,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeSyncUpdate,
  toOwnedBytes,
} from './messages.js';
import type { Relay, RelayMessage } from './redis-relay.js';
import type { WorkspaceSource } from './workspaces.js';

export { CloseCode } from './connection.js';

/*
 * Lifecycle of a room (one per workspace id, one Y.Doc):
 *
 * open    The first socket creates it. `loaded` runs once: LevelDB state → (with Redis) the
 *         shared snapshot and a sync with the instances that have the room open → only if none
 *         of these had anything, the workspace's stored content seeds the document. No client is
 *         answered (SyncStep1/2) before `loaded` settles.
 * edit    Every accepted update is queued for LevelDB at once (writes run one at a time; what
 *         arrives meanwhile goes into the next write, merged), relayed to the other sockets and
 *         to Redis, and marks the content dirty for the debounced Firestore write-back.
 * free    When the last socket leaves: every queued update stored (failed writes are retried,
 *         never dropped), the room's LevelDB entries compacted to one, the content written back
 *         and the Redis snapshot saved. Only then is the room removed from the map and its Y.Doc
 *         destroyed; a socket that joins meanwhile simply gets the same room.
 */

/** Applied from LevelDB: already stored, never relayed to Redis. */
const loadOrigin = Symbol('load-from-store');
/** Seeded from the workspace's stored content: stored and relayed like an edit. */
const seedOrigin = Symbol('seed-from-content');
/** From another instance (Redis): stored and sent to local sockets, never published again. */
const remoteOrigin = Symbol('redis');

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

/** Process-wide persistence counters, reported by /healthz. */
export interface PersistenceCounters {
  /** Document updates accepted (from clients, peers or seeding) and queued for LevelDB. */
  acceptedUpdates: number;
  /** Of those, how many are durably in LevelDB. Equal to acceptedUpdates = nothing pending. */
  persistedUpdates: number;
  /** LevelDB writes that failed (and were retried). */
  storeFailures: number;
  /** Successful Firestore write-backs of workspace content. */
  writeBacks: number;
  writeBackFailures: number;
}

export interface RoomContext {
  store: DocumentStore;
  workspaces: WorkspaceSource;
  /** Set when several instances share rooms through Redis. */
  relay: Relay | null;
  log: Logger;
  counters: PersistenceCounters;
  writeBackDebounceMs: number;
  /** Continuous editing still writes back at least this often. */
  writeBackMaxWaitMs: number;
  /** LevelDB entries of a room are compacted into one after this many writes (and when freed). */
  compactEvery: number;
  /** How long an opening room waits for other instances to answer its sync request. */
  peerSyncTimeoutMs: number;
  /** How long a room whose seed another instance claimed waits for that instance's state. */
  seedWaitMs: number;
  /** The token-refresh message: verified by the server, which then calls connection.refresh(). */
  onTokenRefresh(connection: Connection, token: string): void;
}

/** One co-edited document: its Y.Doc, who is looking at it, and the sockets editing it. */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly connections = new Set<Connection>();
  /** Settles once stored state is applied; rejects when it could not be loaded. */
  readonly loaded: Promise<void>;
  /** Set while the room is being flushed after its last socket left. */
  closing: Promise<void> | null = null;
  private isLoaded = false;
  private destroyed = false;
  private unsubscribe: (() => Promise<void>) | null = null;

  // LevelDB: accepted updates not yet stored, oldest first.
  private pending: Uint8Array[] = [];
  private draining: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  private writesSinceCompaction = 0;
  /** Loaded from the store: an earlier session (or a crash) may have left many entries. */
  private loadedEntriesUncompacted = false;
  private idleWaiters: Array<() => void> = [];

  // Firestore write-back.
  private contentDirty = false;
  private dirtySince = 0;
  private writeBackTimer: NodeJS.Timeout | undefined;
  private writeBackChain: Promise<void> = Promise.resolve();
  private lastSkippedLayers = '';

  // Redis: sync requests waiting for answers, by request id; whether any peer sent state.
  private readonly peerWaiters = new Map<string, () => void>();
  private heardFromPeers = false;

  constructor(
    readonly name: string,
    private readonly ctx: RoomContext,
  ) {
    // The server is a relay, not a participant: it announces no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onDocUpdate(update, origin));
    this.awareness.on('update', (change: AwarenessChange, origin: unknown) => this.onAwarenessUpdate(change, origin));
    this.loaded = this.load();
  }

  get pendingUpdates(): number {
    return this.pending.length;
  }

  /** Updates not yet in LevelDB (queued, being written, or waiting for a retry). */
  get hasUnstoredUpdates(): boolean {
    return this.pending.length > 0 || this.draining !== null || this.retryTimer !== undefined;
  }

  private async load(): Promise<void> {
    const { relay } = this.ctx;
    // Subscribed first, so nothing another instance publishes while we load is missed.
    if (relay) this.unsubscribe = await relay.subscribe(this.name, (message, from) => this.onRelayMessage(message, from));
    const stored = await this.ctx.store.load(this.name);
    if (this.destroyed) return;
    if (stored) {
      Y.applyUpdate(this.doc, stored, loadOrigin);
      // A crash may have lost the last debounced write-back, and the entries left behind are
      // compacted when the room is freed: both happen at the flush even without new edits.
      this.contentDirty = true;
      this.dirtySince = Date.now();
      this.loadedEntriesUncompacted = true;
    }
    if (relay) {
      await this.applySnapshot(relay);
      await this.syncWithPeers();
    }
    // Seed only a document nobody has state for: seeding again (after a restart, or on a second
    // instance) would create a second copy of every layer, and the merge keeps only one copy of
    // each: edits made in the other would be lost.
    if (!stored && !this.heardFromPeers && !this.destroyed && (await this.maySeed())) {
      const content = await this.ctx.workspaces.loadBlockContent(this.name);
      if (content && !this.destroyed) {
        seedBlockDocument(this.doc, content, seedOrigin);
        this.ctx.log.info(`collab-server: seeded room ${JSON.stringify(this.name)} from the workspace content`);
      }
    }
    this.isLoaded = true;
  }

  /**
   * Alone, a room with no state seeds itself. With Redis, instances opening a never-seen room at
   * the same moment (within the peer-sync window, before either can answer) race: only the one
   * that claims the seed seeds it; the others wait until its state reaches them (its seed update,
   * its answer to a sync request, or its snapshot). If that never comes (the claimant died before
   * seeding), they seed after `seedWaitMs`, and say so.
   */
  private async maySeed(): Promise<boolean> {
    const { relay } = this.ctx;
    if (!relay || (await relay.claimSeed(this.name))) return true;
    const deadline = Date.now() + this.ctx.seedWaitMs;
    while (!this.heardFromPeers && !this.destroyed && Date.now() < deadline) {
      await this.applySnapshot(relay);
      if (!this.heardFromPeers) await this.syncWithPeers();
      if (!this.heardFromPeers) await delay(50);
    }
    if (this.heardFromPeers || this.destroyed) return false;
    this.ctx.log.error(`collab-server: room ${JSON.stringify(this.name)}: another instance claimed its seed but no state came from it in ${this.ctx.seedWaitMs} ms; seeding here`);
    return true;
  }

  /** The state the last instance to free the room saved in Redis, if any. */
  private async applySnapshot(relay: Relay): Promise<void> {
    const snapshot = await relay.loadSnapshot(this.name);
    if (snapshot && !this.destroyed) {
      this.heardFromPeers = true;
      Y.applyUpdate(this.doc, snapshot, remoteOrigin);
    }
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
      this.ctx.log.error(`collab-server: closing socket in room ${JSON.stringify(this.name)}: ${reason}`);
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
        if (connection.access !== 'edit') {
          this.dropReadOnlyUpdate(connection, message.update);
          return;
        }
        // Origin = the sender, so the update is relayed to everyone else only.
        Y.applyUpdate(this.doc, message.update, connection);
        return;
      case 'awareness':
        applyAwarenessUpdate(this.awareness, message.update, connection);
        return;
      case 'token-refresh':
        this.ctx.onTokenRefresh(connection, message.token);
        return;
    }
  }

  /**
   * A viewer's document update is dropped: nobody else, nor the stored content, ever sees it.
   * The first non-empty one is answered with y-protocols' "permission denied" (y-websocket logs
   * it); the editor is expected to be read-only for them anyway (domain workspaceAccess()).
   * The viewer's own copy keeps its local change until it reloads.
   */
  private dropReadOnlyUpdate(connection: Connection, update: Uint8Array): void {
    // Every client answers our SyncStep1 with a SyncStep2, empty ([0, 0]) when it has nothing new.
    if (update.length <= 2 || connection.toldReadOnly) return;
    connection.toldReadOnly = true;
    this.ctx.log.info(`collab-server: ${connection.user.uid} may only view room ${JSON.stringify(this.name)}: dropping their document updates`);
    connection.send(encodePermissionDenied('read-only: you may view this workspace but not edit it'));
  }

  private onDocUpdate(update: Uint8Array, origin: unknown): void {
    if (origin === loadOrigin) return;
    this.queueForStore(update);
    this.markContentDirty();
    this.broadcast(encodeSyncUpdate(update), origin);
    if (origin !== remoteOrigin) this.publish({ kind: 'update', update });
  }

  private onAwarenessUpdate({ added, updated, removed }: AwarenessChange, origin: unknown): void {
    if (origin instanceof Connection) {
      // `updated` too: a client that cleared its state and set it again shows up there.
      for (const id of [...added, ...updated]) origin.awarenessClientIds.add(id);
      for (const id of removed) origin.awarenessClientIds.delete(id);
    }
    const changed = [...added, ...updated, ...removed];
    this.broadcast(encodeAwarenessMessage(this.awareness, changed), origin);
    if (origin !== remoteOrigin && !this.destroyed) this.publish({ kind: 'awareness', update: encodeAwarenessUpdate(this.awareness, changed) });
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

  // ── LevelDB ─────────────────────────────────────────────────────────────────────────────

  private queueForStore(update: Uint8Array): void {
    this.pending.push(update);
    this.ctx.counters.acceptedUpdates++;
    this.scheduleDrain();
  }

  /** Starts a write now unless one is running (it picks the new updates up) or a retry waits. */
  private scheduleDrain(): void {
    if (this.draining || this.retryTimer) return;
    this.draining = (async () => {
      try {
        await this.drain();
        this.failedAttempts = 0;
      } catch (error) {
        // Nothing is dropped: the updates stay queued, in order, and the write is tried again.
        this.ctx.counters.storeFailures++;
        const wait = Math.min(100 * 2 ** this.failedAttempts++, 5_000);
        this.ctx.log.error(
          `collab-server: storing room ${JSON.stringify(this.name)} failed (${this.pending.length} updates kept in memory, retrying in ${wait} ms): ${errorText(error)}`,
        );
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.scheduleDrain();
        }, wait);
      } finally {
        this.draining = null;
      }
      if (!this.retryTimer && this.pending.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    })();
  }

  private async drain(): Promise<void> {
    const { store, counters } = this.ctx;
    for (;;) {
      if (this.pending.length > 0) {
        const batch = this.pending.slice();
        await store.store(this.name, batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch));
        this.pending.splice(0, batch.length);
        counters.persistedUpdates += batch.length;
        this.writesSinceCompaction++;
        continue;
      }
      // Only with nothing pending: the state encoded here then holds exactly what is stored.
      // When freed: several entries to merge (a single one is already compact).
      const dueWhenFreed = this.writesSinceCompaction > 1 || this.loadedEntriesUncompacted;
      const due = this.writesSinceCompaction >= this.ctx.compactEvery || (this.connections.size === 0 && dueWhenFreed);
      // Never before the stored state is in the document: the compacted state replaces it.
      if (store.compact && due && this.isLoaded && !this.destroyed) {
        await store.compact(this.name, Y.encodeStateAsUpdate(this.doc));
        this.writesSinceCompaction = 0;
        this.loadedEntriesUncompacted = false;
        continue;
      }
      return;
    }
  }

  /** Resolves once every update accepted so far is in the store (retrying failed writes). */
  private whenStored(): Promise<void> {
    if (this.pending.length === 0 && !this.draining && !this.retryTimer) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  // ── Firestore write-back ────────────────────────────────────────────────────────────────

  private markContentDirty(): void {
    if (!this.contentDirty) {
      this.contentDirty = true;
      this.dirtySince = Date.now();
    }
    // Updates while loading (seed, peers) are written back with the first edit or at the flush.
    if (!this.isLoaded || this.destroyed) return;
    clearTimeout(this.writeBackTimer);
    const wait = Math.max(0, Math.min(this.ctx.writeBackDebounceMs, this.dirtySince + this.ctx.writeBackMaxWaitMs - Date.now()));
    this.writeBackTimer = setTimeout(() => void this.writeBack(1), wait);
  }

  /** Writes the live layers into the workspace content, one write at a time. */
  private writeBack(attempts: number): Promise<void> {
    clearTimeout(this.writeBackTimer);
    this.writeBackTimer = undefined;
    const run = this.writeBackChain.then(async () => {
      for (let attempt = 1; this.contentDirty && this.isLoaded && !this.destroyed; attempt++) {
        this.contentDirty = false;
        const { layers, skipped } = blockLayersFromDocument(this.doc);
        const skippedText = skipped.join(', ');
        if (skippedText !== this.lastSkippedLayers && skippedText !== '') {
          this.ctx.log.error(`collab-server: room ${JSON.stringify(this.name)}: layers not matching the block contract are not written back: ${skippedText}`);
        }
        this.lastSkippedLayers = skippedText;
        try {
          const written = await this.ctx.workspaces.writeBlockLayers(this.name, layers);
          this.ctx.counters.writeBacks++;
          if (!written) this.ctx.log.info(`collab-server: workspace ${JSON.stringify(this.name)} is gone; content not written back`);
          return;
        } catch (error) {
          this.contentDirty = true;
          this.ctx.counters.writeBackFailures++;
          this.ctx.log.error(`collab-server: writing back room ${JSON.stringify(this.name)} failed (attempt ${attempt}/${attempts}): ${errorText(error)}`);
          if (attempt >= attempts) {
            // Still in LevelDB: retried later, or at the latest when the room is next opened.
            if (!this.destroyed && !this.closing) this.writeBackTimer = setTimeout(() => void this.writeBack(1), Math.max(1_000, this.ctx.writeBackDebounceMs));
            return;
          }
          await delay(250 * attempt);
        }
      }
    });
    this.writeBackChain = run.catch(() => undefined);
    return run;
  }

  /**
   * Everything to durable storage before the room is freed or the server stops: queued LevelDB
   * writes (retried until they succeed), compaction, the content write-back (three attempts)
   * and the Redis snapshot. A room whose load failed writes nothing back.
   */
  async flush(): Promise<void> {
    this.scheduleDrain(); // compaction is due now that nobody is connected
    await this.whenStored();
    if (!this.isLoaded || this.destroyed) return;
    await this.writeBack(3);
    if (this.ctx.relay) {
      try {
        await this.ctx.relay.saveSnapshot(this.name, Y.encodeStateAsUpdate(this.doc));
      } catch (error) {
        this.ctx.log.error(`collab-server: saving the Redis snapshot of room ${JSON.stringify(this.name)} failed: ${errorText(error)}`);
      }
    }
  }

  // ── Redis ───────────────────────────────────────────────────────────────────────────────

  /*
   * Consistency model with several instances (COLLAB_REDIS_URL):
   * - Each instance has its own LevelDB and stores every update it sees, its clients' and its
   *   peers', so each holds the whole document of the rooms it has open.
   * - Updates and awareness changes are published on `workhub:collab:<room>` and applied by the
   *   instances that have the room open (Yjs updates commute and are idempotent, so order and
   *   duplicates do not matter). Redis pub/sub is fire-and-forget: a message published while an
   *   instance is disconnected is lost to it, so after a reconnect every open room sends a sync
   *   request again (state vector in, missing updates out, both ways).
   * - Opening a room: local LevelDB state, then the snapshot the last instance to free the room
   *   saved in Redis, then a sync request answered by each instance that has it open (waiting
   *   for as many answers as PUBLISH reached subscribers, at most peerSyncTimeoutMs). What we
   *   have that an answering peer lacks is published back.
   * - The stored workspace content seeds the document only if all of that is empty, and only
   *   once: instances opening a never-seen room at the same moment race for a seed claim in
   *   Redis (SET NX, as long-lived as a snapshot); the others wait for the winner's state
   *   (maySeed).
   * Known limit: Redis is not durable here (--save '', no AOF); if Redis lost its snapshots and
   * seed claims and an instance that never had the room opens it while no other instance has it
   * open, it seeds from the stored content, and merging that with another instance's older
   * history later keeps only one copy of each layer: edits made in the other copy are lost.
   * Sticky routing by workspace id makes it rare.
   */

  private publish(message: RelayMessage): void {
    this.ctx.relay?.publish(this.name, message).catch((error: unknown) => {
      this.ctx.log.error(`collab-server: publishing to Redis for room ${JSON.stringify(this.name)} failed: ${errorText(error)}`);
    });
  }

  /** Asks the instances that have the room open for what we lack; resolves when all answered or on timeout. */
  async syncWithPeers(): Promise<void> {
    const { relay } = this.ctx;
    if (!relay || this.destroyed) return;
    const id = randomUUID();
    let answers = 0;
    let expected = Number.POSITIVE_INFINITY;
    let allAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (allAnswered = resolve));
    this.peerWaiters.set(id, () => {
      if (++answers >= expected) allAnswered();
    });
    try {
      const receivers = await relay.publish(this.name, { kind: 'sync-request', id, stateVector: Y.encodeStateVector(this.doc) });
      // Our own subscriber counts among the receivers.
      expected = receivers - 1;
      if (answers >= expected) return;
      await Promise.race([answered, delay(this.ctx.peerSyncTimeoutMs)]);
    } finally {
      this.peerWaiters.delete(id);
    }
  }

  private onRelayMessage(message: RelayMessage, from: string): void {
    if (this.destroyed) return;
    try {
      switch (message.kind) {
        case 'update':
          this.heardFromPeers = true;
          Y.applyUpdate(this.doc, message.update, remoteOrigin);
          return;
        case 'awareness':
          applyAwarenessUpdate(this.awareness, message.update, remoteOrigin);
          return;
        case 'sync-request':
          // A room still loading has nothing reliable to offer; the requester times out.
          if (this.isLoaded) this.answerPeer(from, message.id, message.stateVector);
          return;
        case 'sync-answer': {
          if (message.to !== this.ctx.relay?.instanceId) return;
          this.heardFromPeers = true;
          Y.applyUpdate(this.doc, message.update, remoteOrigin);
          if (message.awareness.length > 0) applyAwarenessUpdate(this.awareness, message.awareness, remoteOrigin);
          const missing = Y.encodeStateAsUpdate(this.doc, message.stateVector);
          if (!isEmptyUpdate(missing)) this.publish({ kind: 'update', update: missing });
          this.peerWaiters.get(message.id)?.();
          return;
        }
      }
    } catch (error) {
      this.ctx.log.error(`collab-server: ignoring a bad Redis message in room ${JSON.stringify(this.name)}: ${errorText(error)}`);
    }
  }

  private answerPeer(to: string, id: string, stateVector: Uint8Array): void {
    const present = [...this.awareness.getStates().keys()];
    this.publish({
      kind: 'sync-answer',
      to,
      id,
      update: Y.encodeStateAsUpdate(this.doc, stateVector),
      stateVector: Y.encodeStateVector(this.doc),
      awareness: present.length > 0 ? encodeAwarenessUpdate(this.awareness, present) : new Uint8Array(),
    });
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.writeBackTimer);
    clearTimeout(this.retryTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }

  /** Unsubscribes from Redis (only this room's listener: a reopened room may share the channel). */
  async detach(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await unsubscribe();
  }
}

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
      room.loaded.then(() => room.syncWithPeers()).catch((error: unknown) => this.ctx.log.error(`collab-server: resync of room ${JSON.stringify(room.name)} failed: ${errorText(error)}`));
    }
  }

  join(roomName: string, socket: WebSocket, user: CollabUser, access: ConnectionAccess): Connection {
    const room = this.rooms.get(roomName) ?? this.open(roomName);
    const connection = new Connection(socket, user, access);
    room.connections.add(connection);

    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) {
        connection.close(CloseCode.unsupportedData, 'text frames are not part of the protocol');
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
      () => connection.close(CloseCode.internalError, 'could not load document'),
    );
    return connection;
  }

  private open(roomName: string): Room {
    const room = new Room(roomName, this.ctx);
    room.loaded.catch((error: unknown) => this.ctx.log.error(`collab-server: loading room ${JSON.stringify(roomName)} failed: ${errorText(error)}`));
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
    for (const connection of sockets) connection.close(CloseCode.goingAway, 'server shutting down');
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
        this.ctx.log.error(`collab-server: shutting down with room ${JSON.stringify(room.name)} not stored: ${room.pendingUpdates} updates lost`);
      }
    }
  }
}

/** An update with no structs and no deletions encodes to [0, 0]. */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length <= 2;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
