import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './report';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Cold `npm start` to ready: a new, empty emulator state (so it seeds), timed from the command
 * to the ready marker, with the moment the emulators said they were ready. Then Ctrl-C (SIGINT),
 * and a check that no process is left behind.
 */
export async function coldStart(root: string): Promise<Figure[]> {
  const state = mkdtempSync(path.join(tmpdir(), 'workhub-state-'));
  rmSync(state, { recursive: true, force: true });
  const runDir = path.join(root, '.run');
  const emulatorsLog = path.join(runDir, 'emulators.log');
  const ready = path.join(runDir, 'ready');
  rmSync(ready, { force: true });
  rmSync(emulatorsLog, { force: true }); // a previous run's log says 'ready' already
  const started = performance.now();
  const child = spawn('bash', ['scripts/start.sh'], {
    cwd: root,
    env: { ...process.env, WORKHUB_STATE_DIR: state },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let emulatorsAt: number | null = null;
  let readyAt: number | null = null;
  const deadline = started + 300_000;
  while (performance.now() < deadline && readyAt === null && child.exitCode === null) {
    await sleep(100);
    if (emulatorsAt === null && existsSync(emulatorsLog) && readFileSync(emulatorsLog, 'utf8').includes('All emulators ready'))
      emulatorsAt = performance.now();
    if (existsSync(ready)) readyAt = performance.now();
  }
  process.kill(-child.pid!, 'SIGINT');
  await new Promise((r) => child.once('exit', r));
  rmSync(state, { recursive: true, force: true });
  if (readyAt === null || emulatorsAt === null) throw new Error(`npm start did not become ready:\n${output.slice(-3000)}`);
  const total = (readyAt - started) / 1000;
  const emulators = (emulatorsAt - started) / 1000;
  console.log(
    `cold start: ready after ${total.toFixed(1)} s; emulators ready after ${emulators.toFixed(1)} s (${((emulators / total) * 100).toFixed(0)} % of it)`,
  );
  return [
    { name: 'cold npm start to ready', value: total, unit: 's', baseline: 60, baselineNote: 'budget: a minute from command to usable app' },
    {
      name: '  of which: emulators ready',
      value: emulators,
      unit: 's',
      baseline: total,
      baselineNote: 'share of the whole start',
      reference: true,
    },
  ];
}
