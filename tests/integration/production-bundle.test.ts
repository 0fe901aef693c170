import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** scripts/test.sh builds web/dist with a production configuration before the integration tests. */
const dist = path.resolve(import.meta.dirname, '../../web/dist');
const assets = path.join(dist, 'assets');

/** The budget of the first page's JavaScript (issue 11; `npm run bench -- first-page-size` reports it). */
const FIRST_PAGE_BUDGET_KIB = 250;

/** Firebase SDKs the first page (sign-in, home) must not load: only Auth (and the app core) belong there. */
const NOT_ON_THE_FIRST_PAGE =
  /\/node_modules\/(reactfire|re2js|@firebase\/(firestore|webchannel-wrapper|database|functions|storage|remote-config|installations))\//;

/** Firebase SDKs that reactfire imports but WorkHub never uses: in no chunk at all. */
const NEVER_BUNDLED = /\/node_modules\/@firebase\/(database|functions|storage|remote-config|installations)\//;

function bundleText(): string {
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(3);
  return files.map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
}

/** The scripts index.html loads or preloads: what the browser fetches for the first page. */
function firstPageFiles(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  expect(files.length).toBeGreaterThan(0);
  return files;
}

/** The source files bundled into a chunk, from its source map (the build writes one per chunk with code). */
function sourcesOf(file: string): string[] {
  const map = path.join(assets, `${file}.map`);
  if (!existsSync(map)) {
    const text = readFileSync(path.join(assets, file), 'utf8');
    // The bundler's own module helpers (rolldown emits them as a chunk of their own, without a
    // map, once several chunks share a CommonJS module; Vite's module-preload helper, once several
    // chunks import others lazily): small, and no SDK code in them.
    if (/^(rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(file)) {
      expect(text.length, `${file} is the bundler's helpers only`).toBeLessThan(4096);
      expect(text).not.toMatch(/firebase|firestore|reactfire/i);
      return [];
    }
    // Otherwise only a chunk that does nothing but import others has no map.
    expect(text, `${file} without a source map`).toMatch(/^(import\s*"[^"]+";?\s*)*$/);
    return [];
  }
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) => path.resolve(assets, s));
}

describe('production web bundle', () => {
  it('contains no way to sign in other than the work-account single sign-on', () => {
    // Minification renames functions but keeps each Auth REST call as ("POST", "/v1/accounts:…").
    const calls = new Set([...bundleText().matchAll(/["'`]POST["'`],\s*["'`]\/v1\/accounts:([A-Za-z]+)/g)].map((m) => m[1]));
    for (const bypass of ['signInWithPassword', 'signUp', 'signInWithEmailLink', 'signInWithPhoneNumber']) {
      expect(calls.has(bypass), bypass).toBe(false);
    }
    expect(calls.has('signInWithCustomToken')).toBe(true);
    expect(bundleText()).toContain('login.microsoftonline.com/company-tenant-id');
  });

  it('does not connect to the emulators', () => {
    const text = bundleText();
    expect(text.includes('127.0.0.1:9099')).toBe(false);
    expect(text.includes('127.0.0.1:8080')).toBe(false);
    // Nor to the local error-report receiver (scripts/lib.sh build_production_web leaves it out).
    expect(text).not.toMatch(/127\.0\.0\.1:\d+\/stream/);
  });

  it(`first page: at most ${FIRST_PAGE_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
    const gzip = firstPageFiles().reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
    expect(gzip / 1024).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KIB);
  });

  it('first page: Firebase Auth only, no Firestore, reactfire or other Firebase SDK', () => {
    const sources = firstPageFiles().flatMap(sourcesOf);
    expect(sources.some((s) => s.includes('/node_modules/@firebase/auth/'))).toBe(true);
    expect(sources.filter((s) => NOT_ON_THE_FIRST_PAGE.test(s))).toEqual([]);
  });

  it('the Firebase SDKs that reactfire imports but WorkHub does not use are in no chunk', () => {
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const sources = files.flatMap(sourcesOf);
    // Firestore and reactfire are bundled (lazily), so the source maps do name node_modules.
    expect(sources.some((s) => s.includes('/node_modules/@firebase/firestore/'))).toBe(true);
    expect(sources.some((s) => s.includes('/node_modules/reactfire/'))).toBe(true);
    expect(sources.filter((s) => NEVER_BUNDLED.test(s))).toEqual([]);
  });
});
