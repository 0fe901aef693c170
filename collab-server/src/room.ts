import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { CollabCloseCode, MAX_PRESENCE_CLIENTS_PER_SOCKET, READ_ONLY_REASON, presenceColourOf } from '@workhub/domain';
import { applySeedPlan, migrateLiveDocument } from './block-content.js';
import { Connection } from './connection.js';
import { ContentWriteBack } from './content-write-back.js';
import type { DocumentStore } from './document-store.js';
import { errorText, type Logger } from './logger.js';
import {
  type ClientMessage,
  MalformedMessageError,
  type PresenceEntry,
  decodeClientMessage,
  encodeAwarenessMessage,
  encodePermissionDenied,
  encodePresence,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeSyncUpdate,
} from './messages.js';
import { PeerSync, remoteOrigin } from './peer-sync.js';
import type { PersistenceCounters } from './persistence-counters.js';
import type { Relay } from './redis-relay.js';
import { UpdateQueue } from './update-queue.js';
import type { WorkspaceSource } from './workspaces.js';

/*
 * Lifecycle of a room (one per workspace id, one Y.Doc):
 *
 * open    The first socket creates it. `loaded` runs once: LevelDB state → (with Redis) the
 *         shared snapshot and a sync with the instances that have the room open → an older
 *         document migrated to the current live schema (domain migrations; a newer one fails the
 *         load) → only if none of these had anything, the workspace's stored content seeds it. No client is
 *         answered (SyncStep1/2) before `loaded` settles.
 * edit    Every accepted update is queued for LevelDB at once (update-queue.ts), relayed to the
 *         other sockets and to Redis (peer-sync.ts), and marks the content dirty for the
 *         debounced Firestore write-back (content-write-back.ts).
 * free    When the last socket leaves: every queued update stored (failed writes are retried,
 *         never dropped), the room's LevelDB entries compacted to one, the content written back
 *         and the Redis snapshot saved. Only then is the room removed from the registry and its
 *         Y.Doc destroyed (room-registry.ts); a socket that joins meanwhile gets the same room.
 */

/** Applied from LevelDB: already stored, never relayed to Redis. */
const loadOrigin = Symbol('load-from-store');
/** Seeded from the workspace's stored content: stored and relayed like an edit. */
const seedOrigin = Symbol('seed-from-content');
/** An older document brought to the current schema on load: stored and relayed like an edit. */
const migrateOrigin = Symbol('migrate-on-load');

/** The stored document is of a schema this server cannot read (a newer WorkHub wrote it). */
export class DocumentRefusedError extends Error {
  override name = 'DocumentRefusedError';
}

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

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
  /** Who announced each awareness client id (the socket while it is open; the person for good). */
  private readonly presenceOwners = new Map<number, { uid: string; connection: Connection | null }>();
  /** Settles once stored state is applied; rejects when it could not be loaded. */
  readonly loaded: Promise<void>;
  /** Set while the room is being flushed after its last socket left. */
  closing: Promise<void> | null = null;
  private isLoaded = false;
  private destroyed = false;
  private readonly updates: UpdateQueue;
  private readonly writeBack: ContentWriteBack;
  /** Null when this is the only instance. */
  private readonly peers: PeerSync | null;

  constructor(
    readonly name: string,
    private readonly ctx: RoomContext,
  ) {
    const isActive = () => this.isLoaded && !this.destroyed;
    this.updates = new UpdateQueue({
      room: name,
      store: ctx.store,
      counters: ctx.counters,
      log: ctx.log,
      compactEvery: ctx.compactEvery,
      isIdle: () => this.connections.size === 0,
      // Never before the stored state is in the document: the compacted state replaces it.
      mayCompact: isActive,
      encodeState: () => Y.encodeStateAsUpdate(this.doc),
    });
    this.writeBack = new ContentWriteBack({
      room: name,
      doc: this.doc,
      writer: ctx.workspaces,
      counters: ctx.counters,
      log: ctx.log,
      debounceMs: ctx.writeBackDebounceMs,
      maxWaitMs: ctx.writeBackMaxWaitMs,
      isActive,
      isClosing: () => this.closing !== null,
    });
    this.peers = ctx.relay
      ? new PeerSync({
          room: name,
          doc: this.doc,
          awareness: this.awareness,
          relay: ctx.relay,
          log: ctx.log,
          peerSyncTimeoutMs: ctx.peerSyncTimeoutMs,
          seedWaitMs: ctx.seedWaitMs,
          isLoaded: () => this.isLoaded,
          isDestroyed: () => this.destroyed,
        })
      : null;
    // The server is a relay, not a participant: it announces no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onDocUpdate(update, origin));
    this.awareness.on('update', (change: AwarenessChange, origin: unknown) => this.onAwarenessUpdate(change, origin));
    this.loaded = this.load();
  }

  get pendingUpdates(): number {
    return this.updates.size;
  }

  /** Updates not yet in LevelDB (queued, being written, or waiting for a retry). */
  get hasUnstoredUpdates(): boolean {
    return this.updates.hasUnstored;
  }

  private async load(): Promise<void> {
    const { peers } = this;
    if (peers) await peers.subscribe();
    const stored = await this.ctx.store.load(this.name);
    if (this.destroyed) return;
    if (stored) {
      Y.applyUpdate(this.doc, stored, loadOrigin);
      // A crash may have lost the last debounced write-back, and the entries left behind are
      // compacted when the room is freed: both happen at the flush even without new edits.
      this.writeBack.markDirty();
      this.updates.loadedFromStore();
    }
    if (peers) await peers.catchUp();
    // Seed only a document nobody has state for: seeding again (after a restart, or on a second
    // instance) would create a second copy of every layer, and the merge keeps only one copy of
    // each: edits made in the other would be lost.
    // An older shape is brought to the current one before any client sees it; a document from a
    // newer WorkHub is not opened (the load fails: nothing is answered, compacted or written back).
    if (!this.destroyed) {
      const migration = migrateLiveDocument(this.doc, migrateOrigin);
      if (migration.kind === 'refuse') throw new DocumentRefusedError(`room ${JSON.stringify(this.name)}: ${migration.message}`);
      if (migration.kind === 'migrate')
        this.ctx.log.info(`collab-server: migrated room ${JSON.stringify(this.name)} from live schema version ${migration.from}`);
    }
    if (!stored && !peers?.heardFromPeers && !this.destroyed && (peers ? await peers.maySeed() : true)) {
      const plan = await this.ctx.workspaces.loadSeedPlan(this.name);
      if (plan && !this.destroyed) {
        applySeedPlan(this.doc, plan, seedOrigin);
        this.ctx.log.info(`collab-server: seeded room ${JSON.stringify(this.name)} from the workspace content`);
      }
    }
    this.isLoaded = true;
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
      connection.close(CollabCloseCode.unsupportedData, reason);
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
      case 'awareness': {
        const entries = this.stampedPresence(connection, message.entries);
        if (entries.length > 0) applyAwarenessUpdate(this.awareness, encodePresence(entries), connection);
        return;
      }
      case 'token-refresh':
        this.ctx.onTokenRefresh(connection, message.token);
        return;
    }
  }

  /**
   * A socket's presence, as others will see it. y-websocket clients send back every awareness
   * change they see (others' states too), so entries for a client id that is someone else's are
   * dropped, never applied: one held by another open socket, or last held by another person (also
   * after they left, or on another instance). A new client id is claimed by the socket (a few at
   * most; the same person's reconnect takes its id back). What is applied carries the signed-in
   * user's own name and colour, whatever the client wrote. Editors and viewers alike; each state's
   * size was checked when the frame was decoded.
   */
  private stampedPresence(connection: Connection, entries: readonly PresenceEntry[]): PresenceEntry[] {
    const { uid, name } = connection.user;
    const user = { uid, name, colour: presenceColourOf(uid) };
    const kept: PresenceEntry[] = [];
    for (const entry of entries) {
      const owner = this.presenceOwners.get(entry.clientId);
      const heldByOther = owner?.connection && owner.connection !== connection && this.connections.has(owner.connection);
      if (heldByOther || (owner && owner.uid !== uid)) continue;
      if (!owner && entry.state === null) continue;
      if (owner?.connection !== connection) {
        if (connection.awarenessClientIds.size >= MAX_PRESENCE_CLIENTS_PER_SOCKET)
          throw new MalformedMessageError(`presence for more than ${MAX_PRESENCE_CLIENTS_PER_SOCKET} clients from one socket`);
        this.presenceOwners.set(entry.clientId, { uid, connection });
        connection.awarenessClientIds.add(entry.clientId);
      }
      kept.push(entry.state === null ? entry : { ...entry, state: { ...entry.state, user } });
    }
    return kept;
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
    this.ctx.log.info(
      `collab-server: ${connection.user.uid} may only view room ${JSON.stringify(this.name)}: dropping their document updates`,
    );
    connection.send(encodePermissionDenied(READ_ONLY_REASON));
  }

  private onDocUpdate(update: Uint8Array, origin: unknown): void {
    if (origin === loadOrigin) return;
    this.updates.push(update);
    this.writeBack.markDirty();
    this.broadcast(encodeSyncUpdate(update), origin);
    if (origin !== remoteOrigin) this.peers?.publish({ kind: 'update', update });
  }

  private onAwarenessUpdate({ added, updated, removed }: AwarenessChange, origin: unknown): void {
    if (origin === remoteOrigin) {
      // Another instance's sockets: their ids are their people's (stamped by that instance).
      for (const id of [...added, ...updated]) {
        const stamped = (this.awareness.getStates().get(id) as { user?: { uid?: unknown } } | undefined)?.user?.uid;
        if (typeof stamped === 'string' && !this.presenceOwners.has(id)) this.presenceOwners.set(id, { uid: stamped, connection: null });
      }
    }
    if (origin instanceof Connection) {
      // `updated` too: a client that cleared its state and set it again shows up there.
      for (const id of [...added, ...updated]) origin.awarenessClientIds.add(id);
      for (const id of removed) origin.awarenessClientIds.delete(id);
    }
    const changed = [...added, ...updated, ...removed];
    this.broadcast(encodeAwarenessMessage(this.awareness, changed), origin);
    if (origin !== remoteOrigin && !this.destroyed)
      this.peers?.publish({ kind: 'awareness', update: encodeAwarenessUpdate(this.awareness, changed) });
  }

  private broadcast(message: Uint8Array, except: unknown): void {
    for (const connection of this.connections) {
      if (connection !== except && connection.greeted) connection.send(message);
    }
  }

  /** Removes the connection and its awareness states; others see the user leave now, not after the 30 s timeout. */
  remove(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    for (const id of connection.awarenessClientIds) {
      const owner = this.presenceOwners.get(id);
      if (owner?.connection === connection) owner.connection = null;
    }
    removeAwarenessStates(this.awareness, [...connection.awarenessClientIds], null);
  }

  /** After Redis came back (or while opening): asks the other instances for what we lack. */
  async syncWithPeers(): Promise<void> {
    await this.peers?.syncWithPeers();
  }

  /**
   * Everything to durable storage before the room is freed or the server stops: queued LevelDB
   * writes (retried until they succeed), compaction, the content write-back (three attempts)
   * and the Redis snapshot. A room whose load failed writes nothing back.
   */
  async flush(): Promise<void> {
    await this.updates.storeAll();
    if (!this.isLoaded || this.destroyed) return;
    await this.writeBack.flush(3);
    await this.peers?.saveSnapshot();
  }

  destroy(): void {
    this.destroyed = true;
    this.writeBack.stop();
    this.updates.stop();
    this.awareness.destroy();
    this.doc.destroy();
  }

  /** Unsubscribes from Redis (only this room's listener: a reopened room may share the channel). */
  async detach(): Promise<void> {
    await this.peers?.detach();
  }
}
