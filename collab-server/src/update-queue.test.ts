import * as Y from 'yjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from './document-store.js';
import type { Logger } from './logger.js';
import { newPersistenceCounters } from './persistence-counters.js';
import { UpdateQueue, type UpdateQueueOptions } from './update-queue.js';

/** Yjs updates of a small document, one per edit, and the document they build. */
function edits(count: number): { source: Y.Doc; updates: Uint8Array[] } {
  const source = new Y.Doc();
  const updates: Uint8Array[] = [];
  source.on('update', (update: Uint8Array) => updates.push(update));
  for (let i = 0; i < count; i++) source.getArray<number>('list').push([i]);
  return { source, updates };
}

/** The document the stored entries rebuild. */
function rebuilt(entries: Uint8Array[]): unknown {
  const doc = new Y.Doc();
  for (const entry of entries) Y.applyUpdate(doc, entry);
  return doc.getArray('list').toJSON();
}

/**
 * A store whose writes the test settles one by one (resolve or reject), recording every call.
 * What it holds is what a durable store would hold: succeeded writes, compactions replacing all.
 */
class ControlledStore implements DocumentStore {
  readonly calls: Array<{ op: 'store' | 'compact'; data: Uint8Array; settled: boolean; settle: (error?: Error) => void }> = [];
  entries: Uint8Array[] = [];
  inFlight = 0;
  maxInFlight = 0;

  load = async () => null;
  store = (_room: string, data: Uint8Array) => this.call('store', data);
  compact = (_room: string, data: Uint8Array) => this.call('compact', data);

  private call(op: 'store' | 'compact', data: Uint8Array): Promise<void> {
    this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    return new Promise((resolve, reject) => {
      this.calls.push({
        op,
        data,
        settled: false,
        settle: (error) => {
          this.inFlight--;
          if (error) return reject(error);
          if (op === 'compact') this.entries = [data];
          else this.entries.push(data);
          resolve();
        },
      });
    });
  }

  /** Settles the oldest unsettled call, after letting the queue reach it. */
  async settleNext(error?: Error): Promise<void> {
    await flushMicrotasks();
    const call = this.calls.find((c) => !c.settled);
    if (!call) throw new Error('no write waiting');
    call.settled = true;
    call.settle(error);
    await flushMicrotasks();
  }
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function queueWith(store: DocumentStore, options: Partial<UpdateQueueOptions> = {}) {
  const lines: string[] = [];
  const log: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  const counters = newPersistenceCounters();
  const queue = new UpdateQueue({
    room: 'ws-1',
    store,
    counters,
    log,
    compactEvery: 1_000,
    isIdle: () => false,
    mayCompact: () => true,
    encodeState: () => new Uint8Array([0, 0]),
    ...options,
  });
  return { queue, counters, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UpdateQueue', () => {
  it('writes one at a time, in order, merging what arrived meanwhile into the next write', async () => {
    const store = new ControlledStore();
    const { queue, counters } = queueWith(store);
    const { source, updates } = edits(4);
    queue.push(updates[0]!);
    queue.push(updates[1]!);
    queue.push(updates[2]!);
    expect(counters).toMatchObject({ acceptedUpdates: 3, persistedUpdates: 0 });
    expect(queue.hasUnstored).toBe(true);

    await store.settleNext(); // the first write held updates[0] only
    expect(store.calls[0]!.data).toEqual(updates[0]);
    expect(counters.persistedUpdates).toBe(1);
    // The next write took 1 and 2 (merged into one entry) as soon as the first was done.
    expect(store.calls[1]!.data).toEqual(Y.mergeUpdates([updates[1]!, updates[2]!]));
    queue.push(updates[3]!); // arrives while that write runs: waits for it
    expect(store.calls).toHaveLength(2);
    await store.settleNext();
    expect(store.calls[2]!.data).toEqual(updates[3]);
    await store.settleNext();

    expect(store.calls).toHaveLength(3);
    expect(store.maxInFlight).toBe(1);
    expect(counters).toMatchObject({ acceptedUpdates: 4, persistedUpdates: 4, storeFailures: 0 });
    expect(queue.hasUnstored).toBe(false);
    expect(rebuilt(store.entries)).toEqual(source.getArray('list').toJSON());
  });

  it('keeps failed updates, in order, and retries with a growing wait until the store takes them', async () => {
    vi.useFakeTimers();
    const store = new ControlledStore();
    const { queue, counters, lines } = queueWith(store);
    const { source, updates } = edits(3);
    let stored = false;
    queue.push(updates[0]!);
    void queue.storeAll().then(() => (stored = true));

    await store.settleNext(new Error('disk full'));
    expect(counters.storeFailures).toBe(1);
    expect(lines.at(-1)).toMatch(/storing room "ws-1" failed \(1 updates kept in memory, retrying in 100 ms\): disk full/);
    queue.push(updates[1]!); // waits for the retry, no write of its own
    await flushMicrotasks();
    expect(store.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(100);
    expect(store.calls).toHaveLength(2);
    expect(store.calls[1]!.data).toEqual(Y.mergeUpdates([updates[0]!, updates[1]!]));
    await store.settleNext(new Error('disk full'));
    expect(lines.at(-1)).toMatch(/2 updates kept in memory, retrying in 200 ms/);
    queue.push(updates[2]!);

    await vi.advanceTimersByTimeAsync(199);
    expect(store.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(stored).toBe(false);
    await store.settleNext();

    expect(stored).toBe(true);
    expect(counters).toMatchObject({ acceptedUpdates: 3, persistedUpdates: 3, storeFailures: 2 });
    expect(rebuilt(store.entries)).toEqual(source.getArray('list').toJSON());
  });

  it('waits at most 5 s between retries, and starts again at 100 ms after a success', async () => {
    vi.useFakeTimers();
    const store = new ControlledStore();
    const { queue, lines } = queueWith(store);
    const { updates } = edits(2);
    queue.push(updates[0]!);
    const waits: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      await store.settleNext(new Error('down'));
      waits.push(/retrying in (\d+) ms/.exec(lines.at(-1)!)![1]!);
      await vi.advanceTimersByTimeAsync(Number(waits.at(-1)));
    }
    expect(waits).toEqual(['100', '200', '400', '800', '1600', '3200', '5000', '5000']);
    await store.settleNext();
    queue.push(updates[1]!);
    await store.settleNext(new Error('down again'));
    expect(lines.at(-1)).toMatch(/retrying in 100 ms/);
  });

  it('compacts the entries into the state after compactEvery writes', async () => {
    const store = new ControlledStore();
    const state = new Uint8Array([1, 2, 3]);
    const { queue } = queueWith(store, { compactEvery: 2, encodeState: () => state });
    const { updates } = edits(3);
    queue.push(updates[0]!);
    await store.settleNext();
    queue.push(updates[1]!);
    await store.settleNext();
    await store.settleNext(); // the compaction
    expect(store.calls.map((c) => c.op)).toEqual(['store', 'store', 'compact']);
    expect(store.entries).toEqual([state]);
    queue.push(updates[2]!);
    await store.settleNext();
    expect(store.calls.map((c) => c.op)).toEqual(['store', 'store', 'compact', 'store']);
  });

  it('compacts when the room goes idle with several entries, or with entries loaded from the store', async () => {
    let idle = false;
    const store = new ControlledStore();
    const { queue } = queueWith(store, { isIdle: () => idle });
    const { updates } = edits(2);
    queue.push(updates[0]!);
    await store.settleNext();
    idle = true;
    const one = queue.storeAll();
    await flushMicrotasks();
    await one;
    expect(store.calls.map((c) => c.op)).toEqual(['store']); // one entry is compact already

    idle = false;
    queue.push(updates[1]!);
    await store.settleNext();
    idle = true;
    const two = queue.storeAll();
    await store.settleNext();
    await two;
    expect(store.calls.map((c) => c.op)).toEqual(['store', 'store', 'compact']);

    const reopened = new ControlledStore();
    const { queue: loaded } = queueWith(reopened, { isIdle: () => true });
    loaded.loadedFromStore();
    const flushed = loaded.storeAll();
    await reopened.settleNext();
    await flushed;
    expect(reopened.calls.map((c) => c.op)).toEqual(['compact']);
  });

  it('never compacts while the room may not (still loading, or destroyed)', async () => {
    const store = new ControlledStore();
    const { queue } = queueWith(store, { compactEvery: 1, isIdle: () => true, mayCompact: () => false });
    const { updates } = edits(2);
    queue.push(updates[0]!);
    await store.settleNext();
    queue.push(updates[1]!);
    await store.settleNext();
    await queue.storeAll();
    expect(store.calls.map((c) => c.op)).toEqual(['store', 'store']);
  });

  it('stops retrying once the room is destroyed', async () => {
    vi.useFakeTimers();
    const store = new ControlledStore();
    const { queue } = queueWith(store);
    queue.push(edits(1).updates[0]!);
    await store.settleNext(new Error('down'));
    queue.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.calls).toHaveLength(1);
  });
});
