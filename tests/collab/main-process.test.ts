import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authEmulatorHost, signUpTestUser, testProjectId } from './support/auth-emulator.js';
import { connectCollabClient } from './support/collab-client.js';
import { within } from './support/wait.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('collab-server main (npm start -w collab-server)', () => {
  it('prints where it listens, serves sockets, and exits 0 on SIGTERM after closing them', async () => {
    const user = await signUpTestUser('main');
    const child = spawn(process.execPath, ['--import', 'tsx', 'collab-server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, COLLAB_HOST: '127.0.0.1', COLLAB_PORT: '0', GCLOUD_PROJECT: testProjectId(), FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const port = await within(
        'the listening line',
        new Promise<number>((resolve) => {
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /collab-server listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output);
            if (match?.[1]) resolve(Number(match[1]));
          });
        }),
        15_000,
      );

      const client = await connectCollabClient({ serverUrl: `ws://127.0.0.1:${port}`, room: 'workspace-main', token: user.idToken });
      await within('sync with the started server', client.synced);

      child.kill('SIGTERM');
      const exitCode = await within('exit after SIGTERM', exited);
      expect(exitCode, output).toBe(0);
      expect((await within('client close event', client.closed)).code).toBe(1001);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
