import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { authEmulatorHost, testProjectId } from './auth-emulator.js';
import { firestoreEmulatorHost } from './firestore.js';
import { within } from './wait.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  wsUrl: string;
  httpUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far. */
  output(): string;
  health(): Promise<{
    ok: boolean;
    rooms: number;
    connections: number;
    acceptedUpdates: number;
    persistedUpdates: number;
    pendingUpdates: number;
  }>;
}

/** Runs collab-server/src/main.ts as `npm start -w collab-server` does, on a free port; resolves once it listens. */
export async function spawnCollabServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'collab-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      COLLAB_HOST: '127.0.0.1',
      COLLAB_PORT: '0',
      GCLOUD_PROJECT: testProjectId(),
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
      FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const port = await within(
      'the listening line',
      new Promise<number>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /collab-server listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match?.[1]) resolve(Number(match[1]));
        });
        void exited.then(({ code }) => reject(new Error(`collab-server exited with ${code} before listening:\n${output}`)));
      }),
      60_000,
    );
    const httpUrl = `http://127.0.0.1:${port}`;
    return {
      child,
      port,
      wsUrl: `ws://127.0.0.1:${port}`,
      httpUrl,
      exited,
      output: () => output,
      async health() {
        const response = await fetch(`${httpUrl}/healthz`);
        return (await response.json()) as Awaited<ReturnType<SpawnedServer['health']>>;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
