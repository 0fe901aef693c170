import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  it('are every spec, each in one half only; the first is never empty', () => {
    const [first, second] = [half('first'), half('second')];
    const specs = readdirSync(`${root}tests/e2e`)
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => `tests/e2e/${name}`);
    expect(first.length).toBeGreaterThan(0);
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

  it("the second half's web app is the first's with its own slot's addresses, or nothing when one is missing", () => {
    const web = mkdtempSync(join(tmpdir(), 'e2e-web-'));
    mkdirSync(join(web, 'dist-test/slot0/assets'), { recursive: true });
    writeFileSync(join(web, 'dist-test/slot0/index.html'), '<!doctype html><script src="/assets/env-a.js"></script>');
    const env = (spotlight: string) =>
      `const env={auth:"http://127.0.0.1:9199",firestore:"127.0.0.1:8180",authority:"https://localhost:9543",known:"localhost:9543",spotlight:"http://127.0.0.1:${spotlight}/stream",erp:"http://127.0.0.1:8700",other:"127.0.0.1:81801"};`;
    writeFileSync(join(web, 'dist-test/slot0/assets/env-a.js'), env('8760'));
    const copy = () =>
      execFileSync('bash', ['-c', `source scripts/lib.sh && test_ports_env 3 && copy_test_web 0 '${web}'`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      });
    copy();
    expect(readFileSync(join(web, 'dist-test/slot3/assets/env-a.js'), 'utf8')).toBe(
      'const env={auth:"http://127.0.0.1:12199",firestore:"127.0.0.1:11180",authority:"https://localhost:12543",known:"localhost:12543",spotlight:"http://127.0.0.1:11760/stream",erp:"http://127.0.0.1:11700",other:"127.0.0.1:81801"};',
    );
    expect(readFileSync(join(web, 'dist-test/slot3/index.html'), 'utf8')).toContain('/assets/env-a.js');
    // A build without one of the addresses (it changed how they are built in): no copy at all.
    writeFileSync(join(web, 'dist-test/slot0/assets/env-a.js'), env('8999'));
    expect(copy).toThrow(/no 127\.0\.0\.1:8760 in it/);
    expect(existsSync(join(web, 'dist-test/slot3'))).toBe(false);
  });
});
