import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, userNameOf } from './support/auth-emulator.js';
import { connectCollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent } from './support/firestore.js';
import { spawnCollabServer } from './support/spawned-server.js';
import { waitFor, within } from './support/wait.js';

describe('collab-server main (npm start -w collab-server)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'collab-main-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints where it listens, serves sockets, and on SIGTERM closes them, writes back the debounce window and exits 0', async () => {
    const user = await signUpTestUser('main');
    const room = await createWorkspace({ creator: userNameOf(user) });
    // A debounce far longer than the test: only the shutdown flush can write the edit back.
    const server = await spawnCollabServer({ COLLAB_DATA_DIR: dataDir, COLLAB_WRITE_BACK_DEBOUNCE_MS: '600000' });
    try {
      await waitFor('the storage line', () => server.output().includes(`documents in ${dataDir}; single instance`));
      const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken });
      await within('sync with the started server', client.synced);
      const walls = client.doc.getMap('layers').get('design/walls') as Y.Array<Y.Map<unknown>>;
      walls.get(0).set('name', 'North wall, moved');
      await waitFor('the server to store the edit', async () => {
        const health = await server.health();
        return health.acceptedUpdates > 0 && health.persistedUpdates === health.acceptedUpdates;
      });
      expect((await readBlockContent(room))?.layers['design/walls']?.objects[0]?.name).toBe('North wall');

      server.child.kill('SIGTERM');
      const exit = await within('exit after SIGTERM', server.exited, 10_000);
      expect(exit.code, server.output()).toBe(0);
      expect((await within('client close event', client.closed)).code).toBe(1001);
      expect((await readBlockContent(room))?.layers['design/walls']?.objects[0]?.name).toBe('North wall, moved');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
