import { spawn, type ChildProcess } from 'node:child_process';
import { within } from './wait.js';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's redis-server (apt-get install -y redis-server) on a private port, without
 * persistence, as scripts/start.sh and scripts/test.sh do. Fails (never skips) when it is not
 * installed.
 */
export async function startRedis(port = Number(process.env.COLLAB_TEST_REDIS_PORT ?? 6390)): Promise<TestRedis> {
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed: the Redis scale-out tests need it (Debian: apt-get install -y redis-server)')
          : error,
      );
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`redis-server exited with ${code} before it was ready (port ${port} in use?):\n${output}`)),
    );
  });
  await within(`redis-server on port ${port}`, ready, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await within('redis-server to stop', exited, 10_000);
    },
  };
}
