import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryDocumentStore, type DocumentStore } from '../../collab-server/src/document-store.js';
import { signUpTestUser, type EmulatorUser } from './support/auth-emulator.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, seededRandom, waitFor, within } from './support/wait.js';

/** What the tests compare: the shared map (keys sorted: Y.Map keeps arrival order) and array, as JSON. */
function content(doc: Y.Doc): string {
  const layers = Object.entries(doc.getMap('layers').toJSON()).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ layers, objects: doc.getArray('objects').toJSON() });
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

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpTestUser('sync');
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('three clients making random concurrent edits to a Y.Map and a Y.Array converge', async () => {
    const room = 'workspace-converge';
    const clients = await Promise.all([connect(room), connect(room), connect(room)]);
    await within('initial sync', Promise.all(clients.map((client) => client.synced)));

    const seed = Date.now() % 100_000;
    const editRandomly = async (client: CollabClient, index: number) => {
      const random = seededRandom(seed * 3 + index);
      const layers = client.doc.getMap<number>('layers');
      const objects = client.doc.getArray<string>('objects');
      for (let step = 0; step < 150; step++) {
        const choice = random();
        const key = `layer-${Math.floor(random() * 8)}`;
        if (choice < 0.35) layers.set(key, Math.floor(random() * 1000));
        else if (choice < 0.45) layers.delete(key);
        else if (choice < 0.85) objects.insert(Math.floor(random() * (objects.length + 1)), [`c${index}-${step}`]);
        else if (objects.length > 0) objects.delete(Math.floor(random() * objects.length), 1);
        // Yield now and then so the three clients' updates cross on the wire.
        if (random() < 0.3) await delay(Math.floor(random() * 3));
      }
    };
    await Promise.all(clients.map(editRandomly));

    await waitFor(
      `three clients to converge (seed ${seed})`,
      () => clients.every((client) => content(client.doc) === content(clients[0]!.doc)),
      10_000,
    );
    const converged = content(clients[0]!.doc);
    expect(clients[0]!.doc.getArray('objects').length).toBeGreaterThan(0);

    // The server's copy is complete too: a late joiner gets exactly the same content.
    const late = await connect(room);
    await within('late joiner sync', late.synced);
    expect(content(late.doc)).toBe(converged);
  });

  it('removes the awareness state of a client that drops, so the others see it leave promptly', async () => {
    const room = 'workspace-awareness';
    const [alice, bob] = await Promise.all([connect(room), connect(room)]);
    await Promise.all([alice.synced, bob.synced]);

    alice.awareness.setLocalStateField('user', { name: 'Alice', colour: '#c33' });
    await waitFor("Bob to see Alice's awareness", () => bob.awareness.getStates().get(alice.doc.clientID)?.user?.name === 'Alice');

    // Bob's state reaches a newcomer in the greeting, without Bob sending anything again.
    bob.awareness.setLocalStateField('user', { name: 'Bob', colour: '#33c' });
    await waitFor("Alice to see Bob's awareness", () => alice.awareness.getStates().has(bob.doc.clientID));
    const carol = await connect(room);
    await waitFor('Carol to see Alice and Bob', () => carol.awareness.getStates().has(alice.doc.clientID) && carol.awareness.getStates().has(bob.doc.clientID));

    // No goodbye from Alice: the server must remove her state, well before the 30 s awareness timeout.
    const droppedAt = Date.now();
    alice.drop();
    await waitFor('Bob and Carol to see Alice leave', () => !bob.awareness.getStates().has(alice.doc.clientID) && !carol.awareness.getStates().has(alice.doc.clientID), 3_000);
    expect(Date.now() - droppedAt).toBeLessThan(3_000);
    expect(carol.awareness.getStates().has(bob.doc.clientID)).toBe(true);
  });

  it('waits for the stored state before answering the first SyncStep1', async () => {
    const stored = new Y.Doc();
    stored.getMap('layers').set('walls', 7);
    stored.getArray('objects').push(['door']);
    const inner = new InMemoryDocumentStore();
    await inner.store('workspace-slow', Y.encodeStateAsUpdate(stored));
    const slowStore: DocumentStore = {
      load: async (room) => {
        await delay(300);
        return inner.load(room);
      },
      store: (room, update) => inner.store(room, update),
    };
    const slowServer = await startTestServer({ store: slowStore });
    try {
      const client = await connect('workspace-slow', slowServer.wsUrl);
      await within('sync with a slow store', client.synced);
      // Synced means the stored content is there at once, not after a later update.
      expect(content(client.doc)).toBe(content(stored));
      await client.close();
    } finally {
      await slowServer.close();
    }
  });

  it('closes sockets with 1011 rather than serve an empty document when the stored state cannot be loaded', async () => {
    let failLoads = true;
    const inner = new InMemoryDocumentStore();
    const flakyStore: DocumentStore = {
      load: async (room) => {
        if (failLoads) throw new Error('disk unavailable');
        return inner.load(room);
      },
      store: (room, update) => inner.store(room, update),
    };
    const flakyServer = await startTestServer({ store: flakyStore });
    try {
      const client = await connect('workspace-flaky', flakyServer.wsUrl);
      const closed = await within('the socket to be closed', client.closed);
      expect(closed).toEqual({ code: 1011, reason: 'could not load document' });
      await waitFor('the failed room to be freed', () => flakyServer.server.stats().rooms === 0);
      expect(flakyServer.logLines.some((line) => line.includes('disk unavailable'))).toBe(true);

      // The failure is not cached: once the store is back, the room opens.
      failLoads = false;
      const retry = await connect('workspace-flaky', flakyServer.wsUrl);
      await within('sync after the store recovered', retry.synced);
    } finally {
      await flakyServer.close();
    }
  });

  it('keeps a room’s content after its last client leaves (in-memory store) and frees the room', async () => {
    const room = 'workspace-reopen';
    const [writer, watcher] = await Promise.all([connect(room), connect(room)]);
    await Promise.all([writer.synced, watcher.synced]);
    writer.doc.getMap('layers').set('roof', 3);
    writer.doc.getArray('objects').push(['window', 'stair']);
    // Relayed to the watcher means the server applied it.
    await waitFor('the edit to pass through the server', () => content(watcher.doc) === content(writer.doc));
    await Promise.all([writer.close(), watcher.close()]);
    await waitFor('the room to close', () => server.server.stats().rooms === 0);

    const reader = await connect(room);
    await within('reopened room sync', reader.synced);
    expect(content(reader.doc)).toBe(content(writer.doc));
  });
});
