import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_PROTOCOL_PARAM, COLLAB_PROTOCOL_VERSION } from '@workhub/domain';
import { InMemoryDocumentStore, type DocumentStore } from '../../collab-server/src/document-store.js';
import { signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace } from './support/firestore.js';
import { openSilentSocket } from './support/raw-http.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, waitFor, within } from './support/wait.js';

const MAX_MESSAGE_BYTES = 64 * 1024;
const KEEPALIVE_MS = 200;

/** A frame of the y-websocket protocol built by hand, valid or not. */
function frame(build: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  build(encoder);
  return encoding.toUint8Array(encoder);
}

/** A real update with its tail cut off: what a corrupted write would look like. */
function corruptedUpdate(): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('layers').set('intruder', 1);
  const update = Y.encodeStateAsUpdate(doc);
  return frame((encoder) => {
    encoding.writeVarUint(encoder, 0); // sync
    encoding.writeVarUint(encoder, 2); // update
    encoding.writeVarUint8Array(encoder, update.subarray(0, update.length - 3));
  });
}

const malformedFrames: Array<{ name: string; data: Uint8Array | string }> = [
  { name: 'an empty frame', data: new Uint8Array() },
  { name: 'an unknown message type', data: frame((e) => encoding.writeVarUint(e, 7)) },
  {
    name: 'an unknown sync message type',
    data: frame((e) => {
      encoding.writeVarUint(e, 0);
      encoding.writeVarUint(e, 9);
    }),
  },
  { name: 'a sync update shorter than its length prefix', data: new Uint8Array([0, 2, 50, 1, 2]) },
  { name: 'a corrupted Yjs update', data: corruptedUpdate() },
  { name: 'a truncated awareness update', data: new Uint8Array([1, 5, 1, 2]) },
  {
    name: 'an awareness state that is not JSON',
    data: frame((e) => {
      const inner = encoding.createEncoder();
      encoding.writeVarUint(inner, 1); // one entry
      encoding.writeVarUint(inner, 42); // client id
      encoding.writeVarUint(inner, 1); // clock
      encoding.writeVarString(inner, '{not json');
      encoding.writeVarUint(e, 1);
      encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
    }),
  },
  { name: 'a text frame', data: 'hello' },
];

describe('collab-server robustness', () => {
  let server: TestServer;
  let user: EmulatorUser;
  let alice: CollabClient;
  let bob: CollabClient;
  let room: string;

  const connect = (roomName = room) => connectCollabClient({ serverUrl: server.wsUrl, room: roomName, token: user.idToken });

  /** Proves the room still relays: Alice writes, Bob must see it. */
  const expectStillSyncing = async (value: number) => {
    alice.doc.getMap('probes').set('probe', value);
    await waitFor(`Bob to receive probe ${value}`, () => bob.doc.getMap('probes').get('probe') === value);
  };

  beforeAll(async () => {
    server = await startTestServer({ config: { maxMessageBytes: MAX_MESSAGE_BYTES }, keepaliveIntervalMs: KEEPALIVE_MS });
    user = await signUpTestUser('robust');
    room = await createWorkspace({ creator: userNameOf(user), content: null });
    [alice, bob] = await Promise.all([connect(), connect()]);
    await within('Alice and Bob sync', Promise.all([alice.synced, bob.synced]));
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await server?.close();
  });

  it.each(malformedFrames)('closes only the sender of $name (1003), the others keep syncing', async ({ data }) => {
    const mallory = await connect();
    await mallory.synced;
    mallory.sendRaw(data);
    const closed = await within('the malformed sender to be closed', mallory.closed);
    expect(closed.code).toBe(1003);
    expect(closed.reason.length).toBeGreaterThan(0);

    await expectStillSyncing(Math.floor(Math.random() * 1e9));
    expect(bob.doc.getMap('layers').has('intruder')).toBe(false);
    expect(server.server.stats()).toMatchObject({ rooms: 1, connections: 2 });
    expect((await server.health()).ok).toBe(true);
  });

  it('refuses a message over COLLAB_MAX_MESSAGE_BYTES (1009) without disturbing the room', async () => {
    const mallory = await connect();
    await mallory.synced;
    mallory.sendRaw(new Uint8Array(MAX_MESSAGE_BYTES + 1024));
    expect((await within('the oversized sender to be closed', mallory.closed)).code).toBe(1009);
    await expectStillSyncing(-1);
  });

  it('cuts a socket that stops answering pings, and keeps the ones that answer', async () => {
    const silent = await openSilentSocket(
      '127.0.0.1',
      server.port,
      `/${room}?token=${encodeURIComponent(user.idToken)}&${COLLAB_PROTOCOL_PARAM}=${COLLAB_PROTOCOL_VERSION}`,
    );
    try {
      await waitFor('the silent socket to join', () => server.server.stats().connections === 3);
      const joinedAt = Date.now();
      await waitFor('the silent socket to be cut', () => server.server.stats().connections === 2, 10 * KEEPALIVE_MS);
      // Cut after one missed pong: between one and two intervals (plus scheduling slack).
      expect(Date.now() - joinedAt).toBeLessThan(3 * KEEPALIVE_MS + 500);
      await delay(3 * KEEPALIVE_MS);
      expect(server.server.stats().connections).toBe(2);
      await expectStillSyncing(-2);
    } finally {
      silent.destroy();
    }
  });

  it('answers /healthz with room and connection counts, down to zero after the last client leaves', async () => {
    expect(await server.health()).toMatchObject({ ok: true, rooms: 1, connections: 2 });
    const elsewhere = await connect(await createWorkspace({ creator: userNameOf(user), content: null }));
    await elsewhere.synced;
    expect(await server.health()).toMatchObject({ ok: true, rooms: 2, connections: 3 });

    await Promise.all([alice.close(), bob.close(), elsewhere.close()]);
    await waitFor('rooms to be freed', async () => (await server.health()).rooms === 0);
    const health = await server.health();
    expect(health).toMatchObject({ ok: true, rooms: 0, connections: 0, pendingUpdates: 0, storeFailures: 0 });
    // Every accepted update (the probes above) is in LevelDB.
    expect(health.persistedUpdates).toBe(health.acceptedUpdates);
    expect(health.acceptedUpdates).toBeGreaterThan(0);

    expect((await fetch(`${server.httpUrl}/nothing-here`)).status).toBe(404);
    expect((await fetch(`${server.httpUrl}/healthz`, { method: 'POST' })).status).toBe(405);
  });

  it('on close: tells clients it is going away (1001), finishes store writes, stops listening', async () => {
    const inner = new InMemoryDocumentStore();
    let writesInFlight = 0;
    const slowWrites: DocumentStore = {
      load: (roomName) => inner.load(roomName),
      store: async (roomName, update) => {
        writesInFlight++;
        await delay(100);
        await inner.store(roomName, update);
        writesInFlight--;
      },
    };
    const closing = await startTestServer({ store: slowWrites });
    const shutdownRoom = await createWorkspace({ creator: userNameOf(user), content: null });
    const client = await connectCollabClient({ serverUrl: closing.wsUrl, room: shutdownRoom, token: user.idToken });
    await client.synced;
    client.doc.getMap('layers').set('floor', 1);
    await waitFor('the write to start', () => writesInFlight > 0);

    await within('server close', closing.close());
    expect(writesInFlight).toBe(0);
    expect((await within('client close event', client.closed)).code).toBe(1001);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await inner.load(shutdownRoom)) ?? new Uint8Array([0, 0]));
    expect(stored.getMap('layers').get('floor')).toBe(1);
    await expect(fetch(`${closing.httpUrl}/healthz`)).rejects.toThrow();
  });
});
