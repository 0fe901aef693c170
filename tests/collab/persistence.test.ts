import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../collab-server/src/document-store.js';
import { LevelDocumentStore } from '../../collab-server/src/level-store.js';
import { signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { addStud, asStoredLayers, canonical, liveLayers, objectIds } from './support/block-doc.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent, testFirestore } from './support/firestore.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, waitFor, within } from './support/wait.js';

/** Stored state of a room as plain layers (what a reopened document would hold). */
async function storedLayers(store: DocumentStore, room: string): Promise<string> {
  const doc = new Y.Doc();
  const state = await store.load(room);
  if (state) Y.applyUpdate(doc, state);
  return canonical(liveLayers(doc));
}

describe('collab-server persistence (LevelDB and workspace content)', () => {
  let user: EmulatorUser;
  let dataDir: string;
  const servers: TestServer[] = [];
  const stores: LevelDocumentStore[] = [];
  const open: CollabClient[] = [];

  const connect = async (server: TestServer, room: string) => {
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken });
    open.push(client);
    await within('sync', client.synced);
    return client;
  };
  const newRoom = () => createWorkspace({ creator: userNameOf(user) });
  /** A server on its own LevelDB store, which the test can read directly. */
  const serverWithStore = async (
    wrap: (store: LevelDocumentStore) => DocumentStore = (store) => store,
    extra: Parameters<typeof startTestServer>[0] = {},
  ) => {
    const store = new LevelDocumentStore(join(dataDir, `store-${stores.length}`));
    stores.push(store);
    const server = await startTestServer({ ...extra, store: wrap(store) });
    servers.push(server);
    return { server, store };
  };

  beforeAll(async () => {
    user = await signUpTestUser('persist');
    dataDir = await mkdtemp(join(tmpdir(), 'collab-persist-'));
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const store of stores) await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('frees the room and destroys its document after the last client leaves, with the state in LevelDB (compacted) and written back', async () => {
    const { server, store } = await serverWithStore();
    const room = await newRoom();
    const [alice, bob] = [await connect(server, room), await connect(server, room)];
    const doc = server.server.room(room)?.doc;
    expect(doc).toBeDefined();
    for (let index = 0; index < 5; index++) addStud(alice.doc, `stud-${index}`);
    await waitFor('Bob to see the studs', () => objectIds(bob.doc).includes('stud-4'));
    const expected = canonical(liveLayers(alice.doc));

    await Promise.all(open.splice(0).map((client) => client.close()));
    await waitFor('the room to be freed', () => server.server.stats().rooms === 0, 10_000);
    expect(server.server.room(room)).toBeUndefined();
    expect(doc!.isDestroyed).toBe(true);
    expect(server.server.stats()).toMatchObject({ connections: 0, pendingUpdates: 0 });
    expect(await storedLayers(store, room)).toBe(expected);
    expect(await store.entryCount(room)).toBe(1);
    expect(canonical((await readBlockContent(room))?.layers)).toBe(canonical(asStoredLayers(JSON.parse(expected))));
  });

  it('keeps the room (and its unsaved updates) in the map until its last write finished: a client joining meanwhile sees every edit', async () => {
    let slow = true;
    let writesStarted = 0;
    const { server, store } = await serverWithStore((inner) => ({
      load: (name) => inner.load(name),
      store: async (name, update) => {
        writesStarted++;
        if (slow) await delay(400);
        await inner.store(name, update);
      },
      compact: (name, state) => inner.compact(name, state),
    }));
    const room = await newRoom();
    const writer = await connect(server, room);
    const doc = server.server.room(room)?.doc;
    const started = writesStarted;
    addStud(writer.doc, 'late-stud');
    await waitFor('the write to start', () => writesStarted > started);
    await writer.close();
    open.splice(0);

    // The write is still running: the room is still there, and a newcomer gets it, edit included.
    expect(server.server.stats().rooms).toBe(1);
    const reader = await connect(server, room);
    expect(server.server.room(room)?.doc).toBe(doc);
    expect(objectIds(reader.doc)).toContain('late-stud');
    slow = false;
    await reader.close();
    open.splice(0);
    await waitFor('the room to be freed', () => server.server.stats().rooms === 0, 10_000);
    expect(await storedLayers(store, room)).toContain('late-stud');
  });

  it('does not drop an update whose LevelDB write failed: it is kept, retried and stored', async () => {
    let failuresLeft = 1;
    const { server, store } = await serverWithStore((inner) => ({
      load: (name) => inner.load(name),
      store: async (name, update) => {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('disk full (test)');
        }
        await inner.store(name, update);
      },
      compact: (name, state) => inner.compact(name, state),
    }));
    const room = await newRoom();
    // The seed's write is the first one and fails.
    const client = await connect(server, room);
    addStud(client.doc, 'after-failure');
    await waitFor('the failure to be logged', () => server.logLines.some((line) => line.includes('disk full (test)')));
    expect(server.logLines.find((line) => line.includes('disk full (test)'))).toMatch(
      /storing room .* failed \(\d+ updates kept in memory, retrying in \d+ ms\)/,
    );
    await waitFor('the retry to store everything', () => {
      const stats = server.server.stats();
      return stats.persistedUpdates === stats.acceptedUpdates && stats.pendingUpdates === 0;
    });
    expect(server.server.stats().storeFailures).toBe(1);
    const stored = await storedLayers(store, room);
    expect(stored).toContain('after-failure');
    expect(stored).toContain('wall-north'); // the seed that failed first
  });

  it('compacts a room’s LevelDB entries after N writes while it is open', async () => {
    const { server, store } = await serverWithStore(undefined, { compactEvery: 5 });
    const room = await newRoom();
    const client = await connect(server, room);
    for (let index = 0; index < 12; index++) {
      addStud(client.doc, `c-${index}`);
      await delay(5); // separate writes
    }
    await waitFor(
      'every edit stored',
      () => server.server.stats().pendingUpdates === 0 && server.server.stats().persistedUpdates === server.server.stats().acceptedUpdates,
    );
    await delay(50);
    expect(await store.entryCount(room)).toBeLessThan(6);
    expect(await storedLayers(store, room)).toBe(canonical(liveLayers(client.doc)));
  });

  it('writes the content back debounced while clients are connected', async () => {
    const server = await startTestServer({ config: { writeBackDebounceMs: 300 } });
    servers.push(server);
    const room = await newRoom();
    const client = await connect(server, room);
    const before = server.server.stats().writeBacks;
    for (let index = 0; index < 20; index++) addStud(client.doc, `quick-${index}`);
    await waitFor(
      'the write-back',
      async () => ((await readBlockContent(room))?.layers['design/walls']?.objects.length ?? 0) === 22,
      5_000,
    );
    // Twenty edits in a burst: written back once, not twenty times.
    expect(server.server.stats().writeBacks - before).toBeLessThanOrEqual(2);
    expect(server.server.room(room)).toBeDefined(); // still open
  });

  it('after a restart, uses the LevelDB state and never seeds from the stored content again', async () => {
    const directory = join(dataDir, 'restart');
    const firstRun = await startTestServer({ config: { dataDir: directory } });
    const room = await newRoom();
    const client = await connect(firstRun, room);
    addStud(client.doc, 'before-restart');
    await client.close();
    open.splice(0);
    await firstRun.close(true);

    // Someone rewrites the stored content meanwhile (e.g. a script): the live document wins.
    await testFirestore()
      .doc(`workspaces/${room}/content/block`)
      .set({ data: { layers: { 'design/other': { objects: [] } } } }, { mergeFields: ['data.layers'] });

    const secondRun = await startTestServer({ config: { dataDir: directory } });
    servers.push(secondRun);
    const reader = await connect(secondRun, room);
    const ids = objectIds(reader.doc);
    expect(ids.sort()).toEqual(['before-restart', 'design/walls:1', 'door-1', 'wall-north']);
    expect(liveLayers(reader.doc)['design/other']).toBeUndefined();
    await reader.close();
    open.splice(0);
    await waitFor('the room to be freed', () => secondRun.server.stats().rooms === 0, 10_000);
    // Written back from the live document at the flush, though nobody edited in this session.
    expect(Object.keys((await readBlockContent(room))?.layers ?? {}).sort()).toEqual(['design/openings', 'design/walls']);
  });
});
