import * as Y from 'yjs';
import type { DocumentStore } from './document-store.js';
import { errorText, type Logger } from './logger.js';
import type { PersistenceCounters } from './persistence-counters.js';

/** A failed write is retried after 100 ms, then twice as long each time, at most 5 s apart. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export interface UpdateQueueOptions {
  room: string;
  store: DocumentStore;
  counters: PersistenceCounters;
  log: Logger;
  /** The room's entries are compacted into one after this many writes. */
  compactEvery: number;
  /** Nobody is connected: compaction is due as soon as the room has several entries. */
  isIdle(): boolean;
  /** Whether the room's state may replace its stored entries (never before they are applied). */
  mayCompact(): boolean;
  /** The room's whole document as one update (what compaction stores). */
  encodeState(): Uint8Array;
}

/**
 * A room's accepted updates on their way to the document store (LevelDB). Every update is queued
 * at once; writes run one at a time, and what arrives meanwhile goes into the next write, merged.
 * Nothing is ever dropped: a failed write keeps its updates queued, in order, and is retried with
 * a growing wait. After `compactEvery` writes, and when the room goes idle, the room's entries
 * are replaced by its state.
 */
export class UpdateQueue {
  // Accepted updates not yet stored, oldest first.
  private pending: Uint8Array[] = [];
  private draining: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  private writesSinceCompaction = 0;
  /** Loaded from the store: an earlier session (or a crash) may have left many entries. */
  private loadedEntriesUncompacted = false;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: UpdateQueueOptions) {}

  /** Updates accepted but not yet written. */
  get size(): number {
    return this.pending.length;
  }

  /** Updates not yet in the store (queued, being written, or waiting for a retry). */
  get hasUnstored(): boolean {
    return this.pending.length > 0 || this.draining !== null || this.retryTimer !== undefined;
  }

  /** The room's stored entries were loaded: compact them when the room is freed, even without edits. */
  loadedFromStore(): void {
    this.loadedEntriesUncompacted = true;
  }

  push(update: Uint8Array): void {
    this.pending.push(update);
    this.options.counters.acceptedUpdates++;
    this.scheduleDrain();
  }

  /** Resolves once every update accepted so far is in the store (and any due compaction done). */
  storeAll(): Promise<void> {
    this.scheduleDrain(); // compaction may be due now that nobody is connected
    if (!this.hasUnstored) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The room is destroyed: no more retries. */
  stop(): void {
    clearTimeout(this.retryTimer);
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
        this.options.counters.storeFailures++;
        const wait = Math.min(FIRST_RETRY_MS * 2 ** this.failedAttempts++, MAX_RETRY_MS);
        this.options.log.error(
          `collab-server: storing room ${JSON.stringify(this.options.room)} failed (${this.pending.length} updates kept in memory, retrying in ${wait} ms): ${errorText(error)}`,
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
    const { store, counters, room } = this.options;
    for (;;) {
      if (this.pending.length > 0) {
        const batch = this.pending.slice();
        await store.store(room, batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch));
        this.pending.splice(0, batch.length);
        counters.persistedUpdates += batch.length;
        this.writesSinceCompaction++;
        continue;
      }
      // Only with nothing pending: the state encoded here then holds exactly what is stored.
      // When idle: several entries to merge (a single one is already compact).
      const dueWhenIdle = this.writesSinceCompaction > 1 || this.loadedEntriesUncompacted;
      const due = this.writesSinceCompaction >= this.options.compactEvery || (this.options.isIdle() && dueWhenIdle);
      if (store.compact && due && this.options.mayCompact()) {
        await store.compact(room, this.options.encodeState());
        this.writesSinceCompaction = 0;
        this.loadedEntriesUncompacted = false;
        continue;
      }
      return;
    }
  }
}
