import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_HOST, FUNCTIONS_URL } from '../support/emulators';

/**
 * The Functions emulator runs the functions on Node.js 22, the Cloud Functions runtime they are
 * deployed to (nodejs22), and the test run's collab-server runs on it too (docs/decisions.md
 * "Node.js runtime"). The emulator runs a function in a worker process started with the node that
 * runs the Firebase CLI, so the workers of this run's emulator (found by the environment the
 * emulator gives them) are asked which Node they are. Linux only (reads /proc).
 */

const MAJOR = '22';
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

interface Proc {
  pid: string;
  env: Map<string, string>;
  argv: string[];
  cwd: string;
  exe: string;
}

/** Every process this user may read, with its environment, command line and binary. */
function processes(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const env = new Map(
          readFileSync(`/proc/${pid}/environ`, 'utf8')
            .split('\0')
            .filter(Boolean)
            .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string]),
        );
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return [{ pid, env, argv, cwd: readlinkSync(`/proc/${pid}/cwd`), exe: readlinkSync(`/proc/${pid}/exe`) }];
      } catch {
        return []; // gone meanwhile, or not ours to read
      }
    });
}

/** The Node.js version a binary reports. */
const versionOf = (exe: string) => execFileSync(exe, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();

describe.runIf(process.platform === 'linux')('the Node.js that runs', () => {
  it('the functions in the Functions emulator is Node.js 22', async () => {
    // A request that runs the api function (answered 404 by the function's own router), so a worker is up.
    const res = await fetch(`${FUNCTIONS_URL}/no-such-service`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error?: { error?: string } }).error?.error).toBe('not-found');

    const workers = processes().filter(
      (p) =>
        p.env.get('FUNCTIONS_EMULATOR') === 'true' &&
        p.env.get('K_SERVICE') === 'api' &&
        p.env.get('FIRESTORE_EMULATOR_HOST') === FIRESTORE_HOST &&
        p.cwd === `${root}/functions`,
    );
    expect(workers.length, "a worker of this run's Functions emulator for `api`").toBeGreaterThan(0);
    for (const worker of workers) {
      const version = versionOf(worker.exe);
      expect(version.split('.')[0], `worker ${worker.pid} runs ${worker.exe} (Node ${version})`).toBe(MAJOR);
    }
  });

  it("this run's collab-server is Node.js 22", () => {
    const port = process.env.COLLAB_PORT ?? '1334';
    const servers = processes().filter(
      (p) =>
        p.env.get('COLLAB_PORT') === port &&
        p.cwd === root &&
        p.argv.some((arg) => arg.endsWith('collab-server/src/main.ts')) &&
        /\/node$/.test(p.exe),
    );
    expect(servers.length, `collab-server on ${port}`).toBeGreaterThan(0);
    for (const server of servers) {
      const version = versionOf(server.exe);
      expect(version.split('.')[0], `process ${server.pid} (${server.argv.join(' ')}) runs Node ${version}`).toBe(MAJOR);
    }
  });
});
