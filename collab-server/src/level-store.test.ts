import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LevelDocumentStore } from './level-store.js';

function edit(doc: Y.Doc, key: string, value: number): Uint8Array {
  let update: Uint8Array = new Uint8Array();
  doc.once('update', (u: Uint8Array) => (update = u));
  doc.getMap('m').set(key, value);
  return update;
}

const contentOf = (state: Uint8Array | null) => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return doc.getMap('m').toJSON();
};

describe('LevelDocumentStore', () => {
  let directory: string;
  let store: LevelDocumentStore;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'level-store-'));
    store = new LevelDocumentStore(join(directory, 'db'));
  });

  afterEach(async () => {
    await store.close().catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
  });

  it('returns null for a room never stored, and the merged updates of a stored one', async () => {
    expect(await store.load('room-1')).toBeNull();
    const doc = new Y.Doc();
    await store.store('room-1', edit(doc, 'a', 1));
    await store.store('room-1', edit(doc, 'b', 2));
    expect(contentOf(await store.load('room-1'))).toEqual({ a: 1, b: 2 });
    expect(await store.entryCount('room-1')).toBe(2);
  });

  it('keeps rooms apart, whatever their names contain', async () => {
    const names = ['a', 'a!0', 'a!', 'a%21', 'ä/x', 'a:0'];
    for (const [index, name] of names.entries()) await store.store(name, edit(new Y.Doc(), name, index));
    for (const [index, name] of names.entries()) expect(contentOf(await store.load(name))).toEqual({ [name]: index });
  });

  it('compacts a room to one entry holding the same document, and keeps appending after it', async () => {
    const doc = new Y.Doc();
    for (let index = 0; index < 5; index++) await store.store('room', edit(doc, `k${index}`, index));
    await store.compact('room', Y.encodeStateAsUpdate(doc));
    expect(await store.entryCount('room')).toBe(1);
    await store.store('room', edit(doc, 'after', 9));
    expect(contentOf(await store.load('room'))).toEqual({ k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, after: 9 });
  });

  it('survives a reopen (sequence numbers continue where they were)', async () => {
    const doc = new Y.Doc();
    await store.store('room', edit(doc, 'a', 1));
    await store.close();
    store = new LevelDocumentStore(join(directory, 'db'));
    await store.store('room', edit(doc, 'b', 2));
    expect(contentOf(await store.load('room'))).toEqual({ a: 1, b: 2 });
    expect(await store.entryCount('room')).toBe(2);
  });

  it('rejects a write that fails instead of swallowing it', async () => {
    await store.open();
    await store.close();
    await expect(store.store('room', edit(new Y.Doc(), 'a', 1))).rejects.toThrow();
  });

  it('refuses a second process on the same directory (LevelDB lock)', async () => {
    await store.open();
    const second = new LevelDocumentStore(join(directory, 'db'));
    await expect(second.open()).rejects.toThrow();
  });
});
