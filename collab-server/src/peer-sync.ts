import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { applyAwarenessUpdate, encodeAwarenessUpdate, type Awareness } from 'y-protocols/awareness';
import { errorText, type Logger } from './logger.js';
import type { Relay, RelayMessage } from './redis-relay.js';

/** From another instance (Redis): stored and sent to local sockets, never published again. */
export const remoteOrigin = Symbol('redis');

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

export interface PeerSyncOptions {
  room: string;
  doc: Y.Doc;
  awareness: Awareness;
  relay: Relay;
  log: Logger;
  /** How long an opening room waits for other instances to answer its sync request. */
  peerSyncTimeoutMs: number;
  /** How long a room whose seed another instance claimed waits for that instance's state. */
  seedWaitMs: number;
  /** The room's own state is loaded: only then does it answer other instances' sync requests. */
  isLoaded(): boolean;
  isDestroyed(): boolean;
}

/** One room's link to the other instances that have it open, through Redis. */
export class PeerSync {
  // Sync requests waiting for answers, by request id.
  private readonly waiters = new Map<string, () => void>();
  private unsubscribe: (() => Promise<void>) | null = null;
  /** Whether any other instance (or a snapshot) gave us state. */
  heardFromPeers = false;

  constructor(private readonly options: PeerSyncOptions) {}

  /** Subscribed before the room loads anything, so nothing another instance publishes meanwhile is missed. */
  async subscribe(): Promise<void> {
    this.unsubscribe = await this.options.relay.subscribe(this.options.room, (message, from) => this.onMessage(message, from));
  }

  /** What other instances have: the last saved snapshot, then the answers to a sync request. */
  async catchUp(): Promise<void> {
    await this.applySnapshot();
    await this.syncWithPeers();
  }

  /**
   * Alone, a room with no state seeds itself. With Redis, instances opening a never-seen room at
   * the same moment (within the peer-sync window, before either can answer) race: only the one
   * that claims the seed seeds it; the others wait until its state reaches them (its seed update,
   * its answer to a sync request, or its snapshot). If that never comes (the claimant died before
   * seeding), they seed after `seedWaitMs`, and say so.
   */
  async maySeed(): Promise<boolean> {
    const { relay, room, seedWaitMs, log } = this.options;
    if (await relay.claimSeed(room)) return true;
    const deadline = Date.now() + seedWaitMs;
    while (!this.heardFromPeers && !this.options.isDestroyed() && Date.now() < deadline) {
      await this.applySnapshot();
      if (!this.heardFromPeers) await this.syncWithPeers();
      if (!this.heardFromPeers) await delay(50);
    }
    if (this.heardFromPeers || this.options.isDestroyed()) return false;
    log.error(
      `collab-server: room ${JSON.stringify(room)}: another instance claimed its seed but no state came from it in ${seedWaitMs} ms; seeding here`,
    );
    return true;
  }

  /** Asks the instances that have the room open for what we lack; resolves when all answered or on timeout. */
  async syncWithPeers(): Promise<void> {
    const { relay, room, doc } = this.options;
    if (this.options.isDestroyed()) return;
    const id = randomUUID();
    let answers = 0;
    let expected = Number.POSITIVE_INFINITY;
    let allAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (allAnswered = resolve));
    this.waiters.set(id, () => {
      if (++answers >= expected) allAnswered();
    });
    try {
      const receivers = await relay.publish(room, { kind: 'sync-request', id, stateVector: Y.encodeStateVector(doc) });
      // Our own subscriber counts among the receivers.
      expected = receivers - 1;
      if (answers >= expected) return;
      await Promise.race([answered, delay(this.options.peerSyncTimeoutMs)]);
    } finally {
      this.waiters.delete(id);
    }
  }

  /** Sends a local change to the other instances (fire and forget: a failure is logged). */
  publish(message: RelayMessage): void {
    const { relay, room, log } = this.options;
    relay.publish(room, message).catch((error: unknown) => {
      log.error(`collab-server: publishing to Redis for room ${JSON.stringify(room)} failed: ${errorText(error)}`);
    });
  }

  /** The room is freed: its state for whichever instance opens it next. */
  async saveSnapshot(): Promise<void> {
    const { relay, room, doc, log } = this.options;
    try {
      await relay.saveSnapshot(room, Y.encodeStateAsUpdate(doc));
    } catch (error) {
      log.error(`collab-server: saving the Redis snapshot of room ${JSON.stringify(room)} failed: ${errorText(error)}`);
    }
  }

  /** Unsubscribes from Redis (only this room's listener: a reopened room may share the channel). */
  async detach(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await unsubscribe();
  }

  /** The state the last instance to free the room saved in Redis, if any. */
  private async applySnapshot(): Promise<void> {
    const snapshot = await this.options.relay.loadSnapshot(this.options.room);
    if (snapshot && !this.options.isDestroyed()) {
      this.heardFromPeers = true;
      Y.applyUpdate(this.options.doc, snapshot, remoteOrigin);
    }
  }

  private onMessage(message: RelayMessage, from: string): void {
    const { doc, awareness, relay, room, log } = this.options;
    if (this.options.isDestroyed()) return;
    try {
      switch (message.kind) {
        case 'update':
          this.heardFromPeers = true;
          Y.applyUpdate(doc, message.update, remoteOrigin);
          return;
        case 'awareness':
          applyAwarenessUpdate(awareness, message.update, remoteOrigin);
          return;
        case 'sync-request':
          // A room still loading has nothing reliable to offer; the requester times out.
          if (this.options.isLoaded()) this.answer(from, message.id, message.stateVector);
          return;
        case 'sync-answer': {
          if (message.to !== relay.instanceId) return;
          this.heardFromPeers = true;
          Y.applyUpdate(doc, message.update, remoteOrigin);
          if (message.awareness.length > 0) applyAwarenessUpdate(awareness, message.awareness, remoteOrigin);
          const missing = Y.encodeStateAsUpdate(doc, message.stateVector);
          if (!isEmptyUpdate(missing)) this.publish({ kind: 'update', update: missing });
          this.waiters.get(message.id)?.();
          return;
        }
      }
    } catch (error) {
      log.error(`collab-server: ignoring a bad Redis message in room ${JSON.stringify(room)}: ${errorText(error)}`);
    }
  }

  private answer(to: string, id: string, stateVector: Uint8Array): void {
    const { doc, awareness } = this.options;
    const present = [...awareness.getStates().keys()];
    this.publish({
      kind: 'sync-answer',
      to,
      id,
      update: Y.encodeStateAsUpdate(doc, stateVector),
      stateVector: Y.encodeStateVector(doc),
      awareness: present.length > 0 ? encodeAwarenessUpdate(awareness, present) : new Uint8Array(),
    });
  }
}

/** An update with no structs and no deletions encodes to [0, 0]. */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length <= 2;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
