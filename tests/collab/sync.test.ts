import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_DOCUMENT_SCHEMA_VERSION } from '@workhub/domain';
import { InMemoryDocumentStore, type DocumentStore } from '../../collab-server/src/document-store.js';
import { signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { asStoredLayers, canonical, liveLayers, objectIds, randomLayerEdit } from './support/block-doc.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent, sampleBlock } from './support/firestore.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, seededRandom, waitFor, within } from './support/wait.js';

/** What the tests compare: every shared type the tests touch, keys sorted. */
function content(doc: Y.Doc): string {
  return canonical({ layers: doc.getMap('layers').toJSON(), meta: doc.getMap('meta').toJSON(), objects: doc.getArray('objects').toJSON() });
}

describe('collab-server sync and awareness', () => {
  let server: TestServer;
  let user: EmulatorUser;
  const open: CollabClient[] = [];

  const connect = async (room: string, serverUrl = server.wsUrl): Promise<CollabClient> => {
    const client = await connectCollabClient({ serverUrl, room, token: user.idToken });
    open.push(client);
    return client;
  };
  const newWorkspace = (withContent = false) => createWorkspace({ creator: userNameOf(user), content: withContent ? sampleBlock() : null });

  beforeAll(async () => {
    server = await startTestServer({ config: { writeBackDebounceMs: 200 } });
    user = await signUpTestUser('sync');
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('five clients making random concurrent edits to the layers converge, and so do the server and the stored content', async () => {
    const room = await newWorkspace(true);
    const clients = await Promise.all(Array.from({ length: 5 }, () => connect(room)));
    await within('initial sync', Promise.all(clients.map((client) => client.synced)));
    // Everyone starts from the seeded block.
    for (const client of clients) expect(objectIds(client.doc).sort()).toEqual(['design/walls:1', 'door-1', 'wall-north']);

    const seed = Date.now() % 100_000;
    const editRandomly = async (client: CollabClient, index: number) => {
      const random = seededRandom(seed * 5 + index);
      for (let step = 0; step < 120; step++) {
        randomLayerEdit(client.doc, random, `c${index}-${step}`);
        // Yield now and then so the five clients' updates cross on the wire.
        if (random() < 0.3) await delay(Math.floor(random() * 3));
      }
    };
    await Promise.all(clients.map(editRandomly));

    await waitFor(
      `five clients to converge (seed ${seed})`,
      () => clients.every((client) => content(client.doc) === content(clients[0]!.doc)),
      10_000,
    );
    const converged = content(clients[0]!.doc);
    expect(objectIds(clients[0]!.doc).length).toBeGreaterThan(0);

    // The server's copy is complete too: a late joiner gets exactly the same content.
    const late = await connect(room);
    await within('late joiner sync', late.synced);
    expect(content(late.doc)).toBe(converged);

    // Once everyone left, the stored content is the converged layers.
    const expectedLayers = canonical(asStoredLayers(liveLayers(late.doc)));
    await Promise.all(open.splice(0).map((client) => client.close()));
    await waitFor('the room to be freed', () => server.server.room(room) === undefined, 10_000);
    expect(canonical((await readBlockContent(room))?.layers)).toBe(expectedLayers);
  });

  it('removes the awareness state of a client that drops, so the others see it leave promptly', async () => {
    const room = await newWorkspace();
    const [alice, bob] = await Promise.all([connect(room), connect(room)]);
    await Promise.all([alice.synced, bob.synced]);

    alice.awareness.setLocalStateField('selection', 'alice-marker');
    await waitFor("Bob to see Alice's awareness", () => bob.awareness.getStates().get(alice.doc.clientID)?.selection === 'alice-marker');

    // Bob's state reaches a newcomer in the greeting, without Bob sending anything again.
    bob.awareness.setLocalStateField('selection', 'bob-marker');
    await waitFor("Alice to see Bob's awareness", () => alice.awareness.getStates().has(bob.doc.clientID));
    const carol = await connect(room);
    await waitFor(
      'Carol to see Alice and Bob',
      () => carol.awareness.getStates().has(alice.doc.clientID) && carol.awareness.getStates().has(bob.doc.clientID),
    );

    // No goodbye from Alice: the server must remove her state, well before the 30 s awareness timeout.
    const droppedAt = Date.now();
    alice.drop();
    await waitFor(
      'Bob and Carol to see Alice leave',
      () => !bob.awareness.getStates().has(alice.doc.clientID) && !carol.awareness.getStates().has(alice.doc.clientID),
      3_000,
    );
    expect(Date.now() - droppedAt).toBeLessThan(3_000);
    expect(carol.awareness.getStates().has(bob.doc.clientID)).toBe(true);
  });

  it('waits for the stored state before answering the first SyncStep1', async () => {
    const room = await newWorkspace();
    const stored = new Y.Doc();
    stored.getMap('layers').set('walls', 7);
    stored.getArray('objects').push(['door']);
    // A document of the current live schema (an unversioned one would be migrated on load).
    stored.getMap('meta').set('schemaVersion', LIVE_DOCUMENT_SCHEMA_VERSION);
    const inner = new InMemoryDocumentStore();
    await inner.store(room, Y.encodeStateAsUpdate(stored));
    const slowStore: DocumentStore = {
      load: async (name) => {
        await delay(300);
        return inner.load(name);
      },
      store: (name, update) => inner.store(name, update),
    };
    const slowServer = await startTestServer({ store: slowStore });
    try {
      const client = await connect(room, slowServer.wsUrl);
      await within('sync with a slow store', client.synced);
      // Synced means the stored content is there at once, not after a later update.
      expect(content(client.doc)).toBe(content(stored));
      await client.close();
    } finally {
      await slowServer.close();
    }
  });

  it('waits for the seed from the stored workspace content before answering the first SyncStep1', async () => {
    const room = await newWorkspace(true);
    const client = await connect(room);
    await within('sync', client.synced);
    // Synced means seeded: no client ever starts from an empty document it would then fill.
    expect(objectIds(client.doc).sort()).toEqual(['design/walls:1', 'door-1', 'wall-north']);
    expect(client.doc.getMap('meta').toJSON()).toEqual({ name: 'roof-cassette', width: 96, height: 48, units: 'in', schemaVersion: 1 });
    const walls = liveLayers(client.doc)['design/walls']!;
    expect(walls[0]).toEqual(sampleBlock().layers['design/walls']!.objects[0]);
    expect(walls[1]).toEqual({ id: 'design/walls:1', name: 'Partition', type: 'polyline', points: [48, 0, 48, 44] });
  });

  it('closes sockets with 1011 rather than serve an empty document when the stored state cannot be loaded', async () => {
    const room = await newWorkspace(true);
    let failLoads = true;
    const inner = new InMemoryDocumentStore();
    const flakyStore: DocumentStore = {
      load: async (name) => {
        if (failLoads) throw new Error('disk unavailable');
        return inner.load(name);
      },
      store: (name, update) => inner.store(name, update),
    };
    const flakyServer = await startTestServer({ store: flakyStore });
    try {
      const client = await connect(room, flakyServer.wsUrl);
      const closed = await within('the socket to be closed', client.closed);
      expect(closed).toEqual({ code: 1011, reason: 'could not load document' });
      await waitFor('the failed room to be freed', () => flakyServer.server.stats().rooms === 0);
      expect(flakyServer.logLines.some((line) => line.includes('disk unavailable'))).toBe(true);
      // Nothing was seeded or written back from a document that never loaded.
      expect(canonical((await readBlockContent(room))?.layers)).toBe(canonical(sampleBlock().layers));

      // The failure is not cached: once the store is back, the room opens (seeded once).
      failLoads = false;
      const retry = await connect(room, flakyServer.wsUrl);
      await within('sync after the store recovered', retry.synced);
      expect(objectIds(retry.doc)).toHaveLength(3);
    } finally {
      await Promise.all(open.splice(0).map((client) => client.close()));
      await flakyServer.close();
    }
  });

  it('keeps a room’s content after its last client leaves (LevelDB) and frees the room', async () => {
    const room = await newWorkspace();
    const [writer, watcher] = await Promise.all([connect(room), connect(room)]);
    await Promise.all([writer.synced, watcher.synced]);
    writer.doc.transact(() => {
      writer.doc.getMap('layers').set('roof', new Y.Array());
      writer.doc.getArray('objects').push(['window', 'stair']);
      // Stamped as the editor's seed stamps a document (an unversioned one is migrated on reopen).
      writer.doc.getMap('meta').set('schemaVersion', LIVE_DOCUMENT_SCHEMA_VERSION);
    });
    // Relayed to the watcher means the server applied it.
    await waitFor('the edit to pass through the server', () => content(watcher.doc) === content(writer.doc));
    await Promise.all([writer.close(), watcher.close()]);
    await waitFor('the room to close', () => server.server.room(room) === undefined);

    const reader = await connect(room);
    await within('reopened room sync', reader.synced);
    expect(content(reader.doc)).toBe(content(writer.doc));
  });
});
