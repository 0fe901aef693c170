import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPlanOf, type BlockLayers } from '@workhub/domain';
import { applySeedPlan } from './block-content.js';
import { ContentWriteBack, type ContentWriteBackOptions, type ContentWriter } from './content-write-back.js';
import type { Logger } from './logger.js';
import { newPersistenceCounters } from './persistence-counters.js';

const DEBOUNCE = 1_000;
const MAX_WAIT = 3_000;

/** A workspace content writer that records what it was given, and fails while told to. */
class RecordingWriter implements ContentWriter {
  readonly written: Array<{ at: number; layers: BlockLayers }> = [];
  failuresLeft = 0;
  workspaceGone = false;
  inFlight = 0;
  maxInFlight = 0;
  /** Set to hold each write open until the test releases it. */
  gate: Promise<void> | null = null;

  async writeBlockLayers(_id: string, layers: BlockLayers): Promise<boolean> {
    this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    try {
      if (this.gate) await this.gate;
      if (this.failuresLeft > 0) {
        this.failuresLeft--;
        throw new Error('firestore unavailable');
      }
      if (this.workspaceGone) return false;
      this.written.push({ at: Date.now(), layers: structuredClone(layers) });
      return true;
    } finally {
      this.inFlight--;
    }
  }
}

function wallNames(layers: BlockLayers | undefined): string[] {
  return (layers?.['design/walls']?.objects ?? []).map((o) => o.name);
}

function setup(options: Partial<ContentWriteBackOptions> = {}) {
  const doc = new Y.Doc();
  applySeedPlan(
    doc,
    seedPlanOf({
      name: 'b',
      width: 10,
      height: 10,
      layers: { 'design/walls': { objects: [{ name: 'wall 0', type: 'rect', points: [0, 0, 1, 1] }] } },
    }).plan,
    null,
  );
  const writer = new RecordingWriter();
  const lines: string[] = [];
  const log: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  const counters = newPersistenceCounters();
  const state = { active: true, closing: false };
  const writeBack = new ContentWriteBack({
    room: 'ws-1',
    doc,
    writer,
    counters,
    log,
    debounceMs: DEBOUNCE,
    maxWaitMs: MAX_WAIT,
    isActive: () => state.active,
    isClosing: () => state.closing,
    ...options,
  });
  let edits = 0;
  /** One edit: a wall added, and the document marked dirty, as the room does on every update. */
  const edit = () => {
    const walls = doc.getMap<Y.Array<Y.Map<unknown>>>('layers').get('design/walls')!;
    walls.push([
      new Y.Map<unknown>([
        ['name', `wall ${++edits}`],
        ['type', 'rect'],
        ['points', [0, 0, 1, 1]],
      ]),
    ]);
    writeBack.markDirty();
  };
  return { doc, writer, lines, counters, state, writeBack, edit };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContentWriteBack', () => {
  it('writes once, debounced after the last edit, with every edit in it', async () => {
    const { writer, counters, edit } = setup();
    const start = Date.now();
    edit();
    await vi.advanceTimersByTimeAsync(600);
    edit();
    await vi.advanceTimersByTimeAsync(600);
    edit();
    expect(writer.written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(writer.written).toHaveLength(1);
    expect(writer.written[0]!.at - start).toBe(1_200 + DEBOUNCE);
    expect(wallNames(writer.written[0]!.layers)).toEqual(['wall 0', 'wall 1', 'wall 2', 'wall 3']);
    expect(counters.writeBacks).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE);
    expect(writer.written).toHaveLength(1); // nothing new, nothing written
  });

  it('still writes at least every maxWaitMs while edits keep coming', async () => {
    const { writer, edit } = setup();
    const start = Date.now();
    for (let i = 0; i < 20; i++) {
      edit();
      await vi.advanceTimersByTimeAsync(500);
    }
    const times = writer.written.map((w) => w.at - start);
    expect(times.slice(0, 3)).toEqual([MAX_WAIT, 2 * MAX_WAIT, 3 * MAX_WAIT]);
  });

  it('only marks while the room is loading; the content goes with the first edit or the flush', async () => {
    const { writer, state, writeBack, edit } = setup();
    state.active = false;
    edit();
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE);
    expect(writer.written).toHaveLength(0);
    expect(writeBack.isDirty).toBe(true);
    state.active = true;
    await writeBack.flush();
    expect(wallNames(writer.written[0]?.layers)).toEqual(['wall 0', 'wall 1']);
  });

  it('flushes at once, and not at all when nothing changed', async () => {
    const { writer, writeBack, edit } = setup();
    await writeBack.flush();
    expect(writer.written).toHaveLength(0);
    edit();
    await writeBack.flush();
    expect(writer.written).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE); // the debounce timer was cancelled
    expect(writer.written).toHaveLength(1);
  });

  it('retries a failed flush up to three times, waiting longer each time', async () => {
    const { writer, counters, lines, writeBack, edit } = setup();
    edit();
    writer.failuresLeft = 2;
    const flushed = writeBack.flush(3);
    await vi.advanceTimersByTimeAsync(250 + 500);
    await flushed;
    expect(writer.written).toHaveLength(1);
    expect(counters).toMatchObject({ writeBacks: 1, writeBackFailures: 2 });
    expect(lines.filter((l) => l.includes('failed'))).toEqual([
      'collab-server: writing back room "ws-1" failed (attempt 1/3): firestore unavailable',
      'collab-server: writing back room "ws-1" failed (attempt 2/3): firestore unavailable',
    ]);
  });

  it('keeps the content dirty after a failed write and tries again later, unless the room is being freed', async () => {
    const { writer, counters, state, writeBack, edit } = setup();
    writer.failuresLeft = 1;
    edit();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(counters.writeBackFailures).toBe(1);
    expect(writeBack.isDirty).toBe(true);
    await vi.advanceTimersByTimeAsync(DEBOUNCE); // the later try
    expect(writer.written).toHaveLength(1);
    expect(writeBack.isDirty).toBe(false);

    writer.failuresLeft = 3;
    edit();
    state.closing = true;
    const flushed = writeBack.flush(3);
    await vi.advanceTimersByTimeAsync(250 + 500);
    await flushed;
    expect(counters.writeBackFailures).toBe(4);
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE);
    expect(writer.written).toHaveLength(1); // nothing scheduled after a freeing room's flush
    expect(writeBack.isDirty).toBe(true); // still in LevelDB: written back when the room next opens
  });

  it('runs one write at a time; edits made during a write go in the next one', async () => {
    const { writer, writeBack, edit } = setup();
    let release: () => void = () => undefined;
    writer.gate = new Promise((resolve) => (release = resolve));
    edit();
    await vi.advanceTimersByTimeAsync(DEBOUNCE); // write 1 starts and waits
    edit();
    const flushed = writeBack.flush(); // queued behind write 1
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE);
    writer.gate = null;
    release();
    await flushed;
    expect(writer.maxInFlight).toBe(1);
    expect(writer.written.map((w) => wallNames(w.layers))).toEqual([
      ['wall 0', 'wall 1'],
      ['wall 0', 'wall 1', 'wall 2'],
    ]);
  });

  it('writes only layers within the block contract, and names the others once', async () => {
    const { doc, writer, lines, writeBack, edit } = setup();
    doc.getMap('layers').set('scribbles', 42);
    edit();
    await writeBack.flush();
    edit();
    await writeBack.flush();
    expect(Object.keys(writer.written[1]!.layers)).toEqual(['design/walls']);
    expect(lines.filter((l) => l.includes('not matching the block contract'))).toEqual([
      'collab-server: room "ws-1": layers not matching the block contract are not written back: scribbles',
    ]);
  });

  it('says so when the workspace is gone, and writes nothing', async () => {
    const { writer, lines, writeBack, edit } = setup();
    writer.workspaceGone = true;
    edit();
    await writeBack.flush();
    expect(writer.written).toHaveLength(0);
    expect(lines).toContain('collab-server: workspace "ws-1" is gone; content not written back');
  });

  it('schedules nothing once stopped', async () => {
    const { writer, writeBack, edit } = setup();
    edit();
    writeBack.stop();
    await vi.advanceTimersByTimeAsync(10 * DEBOUNCE);
    expect(writer.written).toHaveLength(0);
  });
});
