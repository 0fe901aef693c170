import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_PROTOCOL_VERSION, CollabCloseCode, CollabCloseReason } from '@workhub/domain';
import { InMemoryDocumentStore } from '../../collab-server/src/document-store.js';
import { signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { canonical, liveLayers } from './support/block-doc.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace } from './support/firestore.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { waitFor, within } from './support/wait.js';

/**
 * A live document of the previous shape (live schema version 0), as the editor seeded it before
 * versions existed: no meta.schemaVersion, meta.units copied from the workspace ('mm').
 */
function previousShapeState(extraMeta: Record<string, unknown> = {}): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    const walls = new Y.Array<Y.Map<unknown>>();
    walls.push([new Y.Map<unknown>(Object.entries({ id: 'design/walls:0', name: 'North wall', type: 'rect', points: [0, 44, 96, 48] }))]);
    doc.getMap('layers').set('design/walls', walls);
    const meta = doc.getMap('meta');
    for (const [key, value] of Object.entries({ name: 'roof-cassette', width: 96, height: 48, units: 'mm', ...extraMeta }))
      meta.set(key, value);
  });
  return Y.encodeStateAsUpdate(doc);
}

describe('collab-server: the protocol version in the handshake, the schema version of stored documents', () => {
  let server: TestServer;
  let user: EmulatorUser;
  const store = new InMemoryDocumentStore();
  const open: CollabClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ store });
    user = await signUpTestUser('protocol');
  });

  afterAll(async () => {
    for (const client of open) client.drop();
    await server?.close();
  });

  const connect = async (room: string, protocolVersion?: string | null) => {
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken, protocolVersion });
    open.push(client);
    return client;
  };
  const newRoom = (content?: null) => createWorkspace({ creator: userNameOf(user), ...(content === null ? { content } : {}) });
  const roomFreed = (room: string) => waitFor(`room ${room} to be freed`, () => server.server.room(room) === undefined);

  it('refuses a client without a protocol version (4426) before any sync message: its edit never reaches the document', async () => {
    const room = await newRoom();
    const editor = await connect(room);
    await within('the current client to sync', editor.synced);
    const before = canonical(liveLayers(editor.doc));

    const old = await connect(room, null);
    // What an old page does at once: writes into the document (its SyncStep1 went out on open).
    old.doc.getMap('layers').set('intruder', new Y.Array());
    const closed = await within('the old client to be refused', old.closed);
    expect(closed).toEqual({ code: CollabCloseCode.clientOutdated, reason: CollabCloseReason.clientOutdated });
    expect(old.framesReceived).toBe(0);

    const document = server.server.room(room)!.doc;
    expect(canonical(liveLayers(document))).toBe(before);
    expect(document.getMap('layers').has('intruder')).toBe(false);
    expect(server.server.stats().connections).toBe(1);
    // The current client is undisturbed: an edit of its own still round-trips.
    const watcher = await connect(room);
    await within('a second client to sync', watcher.synced);
    expect(canonical(liveLayers(watcher.doc))).toBe(before);
  });

  it('refuses an older or malformed version the same way, and never opens a room for it', async () => {
    const room = await newRoom();
    for (const version of ['0', 'one', '']) {
      const old = await connect(room, version);
      expect((await within(`version ${JSON.stringify(version)} to be refused`, old.closed)).code).toBe(CollabCloseCode.clientOutdated);
      expect(old.framesReceived).toBe(0);
    }
    expect(server.server.room(room)).toBeUndefined();
    expect(server.logLines.some((line) => line.includes('client protocol outdated'))).toBe(true);
  });

  it('tells a client newer than the server to try again later (1013), without joining it', async () => {
    const room = await newRoom();
    const newer = await connect(room, String(COLLAB_PROTOCOL_VERSION + 1));
    expect(await within('the newer client to be closed', newer.closed)).toEqual({
      code: CollabCloseCode.tryAgainLater,
      reason: CollabCloseReason.clientNewer,
    });
    expect(newer.framesReceived).toBe(0);
    expect(server.server.room(room)).toBeUndefined();
  });

  it('migrates a stored document of the previous shape on load, before the first client sees it, and stores the result', async () => {
    const room = await newRoom(null);
    await store.store(room, previousShapeState());
    const client = await connect(room);
    await within('sync', client.synced);
    expect(client.doc.getMap('meta').toJSON()).toEqual({ name: 'roof-cassette', width: 96, height: 48, units: 'in', schemaVersion: 1 });
    expect(liveLayers(client.doc)['design/walls']).toEqual([
      { id: 'design/walls:0', name: 'North wall', type: 'rect', points: [0, 44, 96, 48] },
    ]);
    await client.close();
    await roomFreed(room);

    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await store.load(room))!);
    expect(stored.getMap('meta').toJSON()).toMatchObject({ units: 'in', schemaVersion: 1 });
    expect(server.logLines.some((line) => line.includes(`migrated room "${room}" from live schema version 0`))).toBe(true);
  });

  it('refuses to open a stored document from a newer WorkHub, and leaves it exactly as stored', async () => {
    const room = await newRoom(null);
    const future = previousShapeState({ schemaVersion: 2, units: 'in' });
    await store.store(room, future);
    const client = await connect(room);
    expect(await within('the client to be closed', client.closed)).toEqual({
      code: CollabCloseCode.internalError,
      reason: CollabCloseReason.documentNewer,
    });
    expect(client.framesReceived).toBe(0);
    await roomFreed(room);
    expect(await store.load(room)).toEqual(future);
  });
});
