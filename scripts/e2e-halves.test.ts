import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * npm test runs the end-to-end specs in two halves on two test slots (scripts/test.sh,
 * scripts/lib.sh `e2e_half`): together they must be every spec, each once.
 */

const root = new URL('../', import.meta.url).pathname;
const half = (which: string, list?: string) =>
  execFileSync('bash', ['-c', `source scripts/lib.sh && e2e_half ${which}`], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...(list ? { E2E_SECOND_HALF_LIST: list } : {}) },
  })
    .split(' ')
    .filter(Boolean);

describe('the two halves of the end-to-end tests', () => {
  it('are every spec, each in one half only, and neither is empty', () => {
    const [first, second] = [half('first'), half('second')];
    const specs = readdirSync(`${root}tests/e2e`)
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => `tests/e2e/${name}`);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect(first.filter((spec) => second.includes(spec))).toEqual([]);
    expect([...first, ...second].sort()).toEqual(specs.sort());
  });

  it('fail when the list names a spec that does not exist (a renamed spec would drop out of the run)', () => {
    const list = join(mkdtempSync(join(tmpdir(), 'e2e-halves-')), 'list.txt');
    writeFileSync(list, '# a comment\njobs.spec.ts\nno-such.spec.ts\n');
    expect(() => half('second', list)).toThrow(/no-such\.spec\.ts: no such spec/);
    writeFileSync(list, 'jobs.spec.ts  # the jobs pages\n');
    expect(half('second', list)).toEqual(['tests/e2e/jobs.spec.ts']);
    expect(half('first', list)).not.toContain('tests/e2e/jobs.spec.ts');
  });
});
