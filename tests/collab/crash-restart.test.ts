import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LevelDocumentStore } from '../../collab-server/src/level-store.js';
import { signUpTestUser, userNameOf } from './support/auth-emulator.js';
import { asStoredLayers, canonical, liveLayers, objectIds } from './support/block-doc.js';
import { connectCollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent, sampleBlock } from './support/firestore.js';
import { spawnCollabServer, type SpawnedServer } from './support/spawned-server.js';
import { waitFor, within } from './support/wait.js';

/**
 * "Acknowledged" here: the server applied the client's update and /healthz reports it durably
 * in LevelDB, i.e. acceptedUpdates counts it and persistedUpdates === acceptedUpdates. (The
 * y-websocket protocol has no per-update ack; a client that needs one polls /healthz.)
 */
describe('collab-server: kill -9 and restart', () => {
  let dataDir: string;
  const running: SpawnedServer[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'collab-crash-'));
  });

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    // No debounced write-back during the test: Firestore never sees the edits before the crash,
    // so the restarted server can only have them from LevelDB.
    const server = await spawnCollabServer({ COLLAB_DATA_DIR: dataDir, COLLAB_WRITE_BACK_DEBOUNCE_MS: '600000' });
    running.push(server);
    return server;
  };

  it('loses no acknowledged edit, seeds the stored content only once, and writes the recovered edits back', async () => {
    const user = await signUpTestUser('crash');
    const room = await createWorkspace({ creator: userNameOf(user) });

    const first = await start();
    const client = await connectCollabClient({ serverUrl: first.wsUrl, room, token: user.idToken });
    await within('sync', client.synced);
    const seededIds = objectIds(client.doc).sort();
    expect(seededIds).toEqual(['design/walls:1', 'door-1', 'wall-north']);
    const before = await first.health();

    // Thirty edits, one update each: new objects and a rename of a seeded one.
    const walls = client.doc.getMap('layers').get('design/walls') as Y.Array<Y.Map<unknown>>;
    const edits = 30;
    for (let index = 0; index < edits - 1; index++) {
      walls.push([
        new Y.Map<unknown>([
          ['id', `edit-${index}`],
          ['name', `Stud ${index}`],
          ['type', 'polyline'],
          ['points', [index, 0, index, 44]],
        ]),
      ]);
    }
    walls.get(0).set('name', 'North wall (renamed before the crash)');

    await waitFor('the server to acknowledge every edit', async () => {
      const health = await first.health();
      return health.acceptedUpdates === before.acceptedUpdates + edits && health.persistedUpdates === health.acceptedUpdates;
    });
    const acknowledged = canonical(liveLayers(client.doc));

    first.child.kill('SIGKILL');
    expect((await within('the killed server to exit', first.exited)).signal).toBe('SIGKILL');
    expect((await within('the client to notice', client.closed)).code).toBe(1006);
    // The crash took the debounce window with it: the stored content is still the seed.
    expect(canonical((await readBlockContent(room))?.layers)).toBe(canonical(sampleBlock().layers));

    const second = await start();
    const reader = await connectCollabClient({ serverUrl: second.wsUrl, room, token: user.idToken });
    await within('sync after the restart', reader.synced);
    expect(canonical(liveLayers(reader.doc))).toBe(acknowledged);
    // Seeded once: no object twice (a second seed would repeat the three stored ones).
    const ids = objectIds(reader.doc);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(3 + edits - 1);

    // The recovered document reaches the stored content when the room is freed.
    await reader.close();
    await waitFor('the room to be freed', async () => (await second.health()).rooms === 0, 10_000);
    expect(canonical((await readBlockContent(room))?.layers)).toBe(canonical(asStoredLayers(JSON.parse(acknowledged))));

    second.child.kill('SIGTERM');
    expect((await within('a clean exit', second.exited, 10_000)).code).toBe(0);
    // The thirty-odd entries the crash left behind were compacted into one when the room was freed.
    const store = new LevelDocumentStore(dataDir);
    try {
      expect(await store.entryCount(room)).toBe(1);
    } finally {
      await store.close();
    }
  });
});
