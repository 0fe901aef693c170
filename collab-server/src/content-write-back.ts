import type * as Y from 'yjs';
import { blockLayersFromDocument } from './block-content.js';
import { errorText, type Logger } from './logger.js';
import type { PersistenceCounters } from './persistence-counters.js';
import type { WorkspaceSource } from './workspaces.js';

/** Where the live layers are written back: the workspace's stored content (Firestore). */
export type ContentWriter = Pick<WorkspaceSource, 'writeBlockLayers'>;

export interface ContentWriteBackOptions {
  room: string;
  doc: Y.Doc;
  writer: ContentWriter;
  counters: PersistenceCounters;
  log: Logger;
  /** Written back this long after the last edit... */
  debounceMs: number;
  /** ...and, during continuous editing, at least this often. */
  maxWaitMs: number;
  /** The room's stored state is loaded and the room is not destroyed: only then is anything written. */
  isActive(): boolean;
  /** The room is being freed: its flush makes the last attempts, none is scheduled after. */
  isClosing(): boolean;
}

/** Wait before another try after a failed write-back that is not part of a flush. */
const RETRY_LATER_MIN_MS = 1_000;

/**
 * Keeps the workspace's stored content (`content/block`.data.layers) following the live document,
 * debounced: an edit marks the content dirty and (re)starts the timer; one write runs at a time
 * and reads the layers when it starts, so it carries every edit made before it. A failed write
 * keeps the content dirty and is tried again later; the updates are in LevelDB meanwhile.
 */
export class ContentWriteBack {
  private dirty = false;
  private dirtySince = 0;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private lastSkippedLayers = '';

  constructor(private readonly options: ContentWriteBackOptions) {}

  get isDirty(): boolean {
    return this.dirty;
  }

  /**
   * The document changed. While the room is loading (seed, peers, stored state) this only marks
   * it: that content goes with the first edit or at the flush.
   */
  markDirty(): void {
    if (!this.dirty) {
      this.dirty = true;
      this.dirtySince = Date.now();
    }
    if (!this.options.isActive()) return;
    clearTimeout(this.timer);
    const { debounceMs, maxWaitMs } = this.options;
    const wait = Math.max(0, Math.min(debounceMs, this.dirtySince + maxWaitMs - Date.now()));
    this.timer = setTimeout(() => void this.write(1), wait);
  }

  /** Writes back now if dirty, with up to `attempts` tries (the room is being freed or the server stops). */
  flush(attempts = 3): Promise<void> {
    return this.write(attempts);
  }

  /** The room is destroyed: nothing more is scheduled. */
  stop(): void {
    clearTimeout(this.timer);
  }

  /** Writes the live layers into the workspace content, one write at a time. */
  private write(attempts: number): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { room, doc, writer, counters, log } = this.options;
    const run = this.chain.then(async () => {
      for (let attempt = 1; this.dirty && this.options.isActive(); attempt++) {
        this.dirty = false;
        const { layers, skipped } = blockLayersFromDocument(doc);
        const skippedText = skipped.join(', ');
        if (skippedText !== this.lastSkippedLayers && skippedText !== '') {
          log.error(
            `collab-server: room ${JSON.stringify(room)}: layers not matching the block contract are not written back: ${skippedText}`,
          );
        }
        this.lastSkippedLayers = skippedText;
        try {
          const written = await writer.writeBlockLayers(room, layers);
          counters.writeBacks++;
          if (!written) log.info(`collab-server: workspace ${JSON.stringify(room)} is gone; content not written back`);
          return;
        } catch (error) {
          this.dirty = true;
          counters.writeBackFailures++;
          log.error(
            `collab-server: writing back room ${JSON.stringify(room)} failed (attempt ${attempt}/${attempts}): ${errorText(error)}`,
          );
          if (attempt >= attempts) {
            // Still in LevelDB: retried later, or at the latest when the room is next opened.
            if (this.options.isActive() && !this.options.isClosing()) {
              this.timer = setTimeout(() => void this.write(1), Math.max(RETRY_LATER_MIN_MS, this.options.debounceMs));
            }
            return;
          }
          await delay(250 * attempt);
        }
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
