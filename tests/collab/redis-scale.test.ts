import { createClient } from 'redis';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { asStoredLayers, canonical, liveLayers, objectIds, randomLayerEdit } from './support/block-doc.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent } from './support/firestore.js';
import { startRedis, type TestRedis } from './support/redis.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, seededRandom, waitFor, within } from './support/wait.js';

const content = (doc: Y.Doc) =>
  canonical({ layers: doc.getMap('layers').toJSON(), meta: doc.getMap('meta').toJSON(), probes: doc.getMap('probes').toJSON() });

/** Two collab-server instances, each with its own LevelDB, sharing rooms through one Redis. */
describe('collab-server scale-out through Redis', () => {
  let redis: TestRedis;
  let east: TestServer;
  let west: TestServer;
  let user: EmulatorUser;
  const open: CollabClient[] = [];
  const extraServers: TestServer[] = [];

  const connect = async (server: TestServer, room: string) => {
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken });
    open.push(client);
    await within('sync', client.synced);
    return client;
  };
  const startInstance = () => startTestServer({ config: { redisUrl: redis.url, writeBackDebounceMs: 200 } });

  beforeAll(async () => {
    redis = await startRedis();
    [east, west] = await Promise.all([startInstance(), startInstance()]);
    user = await signUpTestUser('redis');
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await Promise.all([east?.close(), west?.close(), ...extraServers.map((server) => server.close())]);
    await redis?.stop();
  });

  it('clients on two instances making random concurrent edits converge, see each other, and the content is seeded once', async () => {
    const room = await createWorkspace({ creator: userNameOf(user) });
    const first = await connect(east, room);
    const clients = [first, await connect(west, room), await connect(east, room), await connect(west, room)];
    // The second instance got the seeded document from the first, rather than seeding it again.
    for (const client of clients) expect(objectIds(client.doc).sort()).toEqual(['design/walls:1', 'door-1', 'wall-north']);

    first.awareness.setLocalStateField('selection', 'east');
    await waitFor(
      'a client on the other instance to see the presence',
      () => clients[1]!.awareness.getStates().get(first.doc.clientID)?.selection === 'east',
    );

    const seed = Date.now() % 100_000;
    await Promise.all(
      clients.map(async (client, index) => {
        const random = seededRandom(seed * 7 + index);
        for (let step = 0; step < 100; step++) {
          randomLayerEdit(client.doc, random, `i${index}-${step}`);
          if (random() < 0.3) await delay(Math.floor(random() * 3));
        }
      }),
    );
    await waitFor(
      `four clients on two instances to converge (seed ${seed})`,
      () => clients.every((client) => content(client.doc) === content(first.doc)),
      10_000,
    );
    const ids = objectIds(first.doc);
    expect(new Set(ids).size).toBe(ids.length);

    // Both instances hold (and stored) the whole document.
    const expected = content(first.doc);
    const lateEast = await connect(east, room);
    const lateWest = await connect(west, room);
    expect(content(lateEast.doc)).toBe(expected);
    expect(content(lateWest.doc)).toBe(expected);

    // A presence that leaves on one instance leaves on the other too.
    first.drop();
    await waitFor(
      'the dropped presence to disappear on the other instance',
      () => !lateWest.awareness.getStates().has(first.doc.clientID),
      3_000,
    );

    const storedLayers = canonical(asStoredLayers(liveLayers(lateWest.doc)));
    await Promise.all(open.splice(0).map((client) => client.close()));
    await waitFor(
      'both instances to free the room',
      () => east.server.room(room) === undefined && west.server.room(room) === undefined,
      10_000,
    );
    expect(canonical((await readBlockContent(room))?.layers)).toBe(storedLayers);
  });

  it('two instances opening a never-seen room at the same moment seed it once: edits made at once on either side all survive', async () => {
    const room = await createWorkspace({ creator: userNameOf(user) });
    // Both rooms open within the peer-sync window: neither hears the other before it must decide to seed.
    const [onEast, onWest] = await Promise.all([connect(east, room), connect(west, room)]);
    const rename = (client: CollabClient, id: string, name: string) => {
      for (const objects of client.doc.getMap<Y.Array<Y.Map<unknown>>>('layers').values()) {
        for (const object of objects) if (object.get('id') === id) object.set('name', name);
      }
    };
    rename(onEast, 'wall-north', 'renamed on east');
    rename(onWest, 'door-1', 'renamed on west');
    await waitFor('the two clients to converge', () => content(onEast.doc) === content(onWest.doc), 5_000);
    // Two seeds would hold two copies of each layer, and only one copy survives the merge: the
    // edit made in the other copy would be gone.
    const names = Object.fromEntries(
      Object.values(liveLayers(onWest.doc))
        .flat()
        .map((object) => [object.id, object.name]),
    );
    expect(names['wall-north']).toBe('renamed on east');
    expect(names['door-1']).toBe('renamed on west');
    expect(objectIds(onEast.doc).sort()).toEqual(['design/walls:1', 'door-1', 'wall-north']);
    const seeded = [...east.logLines, ...west.logLines].filter((line) => line.includes(`seeded room ${JSON.stringify(room)}`));
    expect(seeded).toHaveLength(1);
  });

  it('a room whose seed claim was taken by an instance that never delivered is seeded after the wait, and the server says so', async () => {
    const room = await createWorkspace({ creator: userNameOf(user) });
    // An instance that claimed the seed and died before seeding.
    const commands = createClient({ url: redis.url });
    await commands.connect();
    await commands.set(`workhub:collab:seeded:${room}`, 'an-instance-that-died');
    await commands.close();
    const patient = await startTestServer({ config: { redisUrl: redis.url }, seedWaitMs: 300 });
    extraServers.push(patient);
    const client = await connect(patient, room);
    expect(objectIds(client.doc).sort()).toEqual(['design/walls:1', 'door-1', 'wall-north']);
    expect(patient.logLines.some((line) => line.includes('another instance claimed its seed but no state came from it'))).toBe(true);
  });

  it('an instance opening a room that another instance has open gets its state from it', async () => {
    const room = await createWorkspace({ creator: userNameOf(user) });
    const writer = await connect(east, room);
    writer.doc.getMap('probes').set('only-in-the-live-document', 1);
    (writer.doc.getMap('layers').get('design/walls') as Y.Array<Y.Map<unknown>>).delete(0, 1);
    await waitFor(
      'east to store the edits',
      () =>
        east.server.stats().pendingUpdates === 0 && east.server.room(room)?.doc.getMap('probes').has('only-in-the-live-document') === true,
    );

    const reader = await connect(west, room);
    expect(content(reader.doc)).toBe(content(writer.doc));
    expect(objectIds(reader.doc).sort()).toEqual(['design/walls:1', 'door-1']);
  });

  it('a fresh instance opening a room nobody has open starts from the snapshot the last instance saved, not from a second seed', async () => {
    const room = await createWorkspace({ creator: userNameOf(user) });
    const writer = await connect(east, room);
    // Not part of the stored content (only layers are written back): it can only come from Yjs state.
    writer.doc.getMap('probes').set('from-the-snapshot', true);
    (writer.doc.getMap('layers').get('design/openings') as Y.Array<Y.Map<unknown>>).delete(0, 1);
    const expected = content(writer.doc);
    await writer.close();
    open.splice(0);
    await waitFor('east to free the room', () => east.server.room(room) === undefined, 10_000);

    const fresh = await startInstance(); // empty LevelDB
    extraServers.push(fresh);
    const reader = await connect(fresh, room);
    expect(content(reader.doc)).toBe(expected);

    // And east, reopening from its own LevelDB alongside, shares the same history: no duplicates.
    const again = await connect(east, room);
    again.doc.getMap('probes').set('after', 2);
    await waitFor('the two to converge', () => content(reader.doc) === content(again.doc));
    const ids = objectIds(again.doc);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(['design/walls:1', 'wall-north']);
  });
});
