import { mkdir } from 'node:fs/promises';
import { ClassicLevel } from 'classic-level';
import * as Y from 'yjs';
import type { DocumentStore } from './document-store.js';

/**
 * Rooms' Yjs updates in LevelDB (classic-level), append-only:
 *
 *   u!<room, URI-encoded, '!' too>!<sequence, 16 digits>  →  one Yjs update
 *
 * `load` merges a room's updates into one; `compact` swaps them all for one state update in a
 * single atomic batch. Every write is awaited and a failure rejects (nothing is caught and only
 * logged here): the room keeps the update and retries.
 */
export class LevelDocumentStore implements DocumentStore {
  private readonly db: ClassicLevel<string, Uint8Array>;
  /** Next sequence number per room, known after its first load or write. */
  private readonly nextSequence = new Map<string, number>();
  private opened: Promise<void> | null = null;

  constructor(readonly directory: string) {
    this.db = new ClassicLevel<string, Uint8Array>(directory, { keyEncoding: 'utf8', valueEncoding: 'view' });
  }

  /** Creates the directory and opens the database (LevelDB locks it: one process per directory). */
  open(): Promise<void> {
    this.opened ??= (async () => {
      await mkdir(this.directory, { recursive: true });
      await this.db.open();
    })();
    return this.opened;
  }

  async load(room: string): Promise<Uint8Array | null> {
    await this.open();
    const entries = await this.db.iterator(range(room)).all();
    const last = entries.at(-1);
    // A write that raced with this read may already have taken a higher number: keep it.
    const next = last ? sequenceOf(last[0]) + 1 : 0;
    if ((this.nextSequence.get(room) ?? -1) < next) this.nextSequence.set(room, next);
    if (entries.length === 0) return null;
    const updates = entries.map(([, value]) => value);
    return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
  }

  async store(room: string, update: Uint8Array): Promise<void> {
    await this.open();
    const sequence = await this.takeSequence(room);
    await this.db.put(keyOf(room, sequence), update);
  }

  async compact(room: string, state: Uint8Array): Promise<void> {
    await this.open();
    const keys = await this.db.keys(range(room)).all();
    const sequence = await this.takeSequence(room);
    await this.db.batch([
      ...keys.map((key) => ({ type: 'del' as const, key })),
      { type: 'put' as const, key: keyOf(room, sequence), value: state },
    ]);
  }

  /** How many entries a room has (tests check that compaction happened). */
  async entryCount(room: string): Promise<number> {
    await this.open();
    return (await this.db.keys(range(room)).all()).length;
  }

  async close(): Promise<void> {
    if (this.opened) await this.opened.catch(() => undefined);
    await this.db.close();
  }

  private async takeSequence(room: string): Promise<number> {
    let next = this.nextSequence.get(room);
    if (next === undefined) {
      const [lastKey] = await this.db.keys({ ...range(room), reverse: true, limit: 1 }).all();
      next = lastKey === undefined ? 0 : sequenceOf(lastKey) + 1;
    }
    // Taken before the write: a failed write leaves a gap, never a reused key.
    this.nextSequence.set(room, next + 1);
    return next;
  }
}

// With '!' encoded, no room's prefix is a prefix of another room's keys.
const prefixOf = (room: string) => `u!${encodeURIComponent(room).replaceAll('!', '%21')}!`;
const keyOf = (room: string, sequence: number) => `${prefixOf(room)}${String(sequence).padStart(16, '0')}`;
// ':' sorts right after '9', so the range holds exactly the room's numbered keys.
const range = (room: string) => ({ gte: `${prefixOf(room)}0`, lt: `${prefixOf(room)}:` });
const sequenceOf = (key: string) => Number(key.slice(key.lastIndexOf('!') + 1));
