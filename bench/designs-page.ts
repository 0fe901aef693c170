import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DESIGN_PAGE_SIZE, SEEDED_ACCESS_GROUPS, claimsFor, designPageLabel, tagFilterQuery, type TagFilters } from '@workhub/domain';
import { buildSeed } from '../emulators/seed/build';
import { FUNCTIONS_URL, PROJECT_ID, runSuffix } from '../tests/support/emulators';
import { customTokenFor } from '../tests/support/tokens';
import { launchChromium, servePage } from './browser';
import type { Figure } from './report';
import { p } from './stats';
import { bundleStockPage, productionAppEnv } from './stock-page-bundle';
import type {} from './pages/designs-page';

const COUNT = 10_000;
const PAGE_STEPS = 20;

/** The designs of `npm run seed -- --designs 10000`, by id, and the tag filters measured (with the designs each matches). */
function benchDesigns() {
  const designs = buildSeed(undefined, { designs: COUNT }).designs;
  if (designs.length !== COUNT) throw new Error(`the seed generator made ${designs.length} designs, not ${COUNT}`);
  const tagCounts = new Map<string, number>();
  for (const d of designs) for (const key of Object.keys(d.data.tag as object)) tagCounts.set(key, (tagCounts.get(key) ?? 0) + 1);
  const keys = [...tagCounts.keys()].sort();
  if (keys.length < 2) throw new Error('the large design set has fewer than two tags');
  const matches = (filters: TagFilters) =>
    designs.filter((d) =>
      Object.entries(filters).every(([key, mode]) => {
        const value = (d.data.tag as Record<string, unknown>)[key];
        return mode === true ? value !== undefined : value === null || value === undefined;
      }),
    ).length;
  // Up to 8 tags, each filtered by 'exists' and by 'is null'.
  const filters = keys
    .slice(0, 8)
    .flatMap((key) =>
      (['exists', 'null'] as const).map((mode) => ({ key, mode, count: matches({ [key]: mode === 'exists' ? true : null }) })),
    );
  return { designs, filters };
}

/**
 * The designs page (/designs, the real route component and store) in Chromium with 10,000 designs
 * in the Firestore emulator (the designs of `npm run seed -- --designs 10000`, written here in
 * place of the default 36) through the Functions emulator's database service: a page change
 * (Next, 20 pages on; then Previous, 20 pages back, shown from the store's pages at once and
 * refreshed), and a tag filter (up to 8 tags, each 'exists' and 'is null': first fetched, then again from the store), each from the
 * click to the page showing the expected 'Designs a–b of n'. Compared with the service's own round
 * trip from the same page for the same request. Needs the Auth, Firestore and Functions emulators
 * and the seed (scripts/bench.sh starts them).
 */
export async function designsPage(root: string): Promise<Figure[]> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost)
    throw new Error(
      'designs-page needs the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST): run it with scripts/bench.sh',
    );
  const { designs, filters } = benchDesigns();
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-designs-${runSuffix()}`);
  const db = getFirestore(app);
  const writer = db.bulkWriter();
  for (const old of (await db.collection('designs').select().get()).docs) void writer.delete(old.ref);
  for (const d of designs) void writer.set(db.collection('designs').doc(d.id), { name: d.data.name, tag: d.data.tag });
  await writer.close();
  const stored = (await db.collection('designs').count().get()).data().count;
  if (stored !== COUNT) throw new Error(`the emulator holds ${stored} designs, not ${COUNT}`);
  for (const f of filters)
    if (!(await db.doc(`tags/${f.key}`).get()).exists) throw new Error(`the tag ${f.key} is not seeded: run the seed first`);

  const email = 'grace@modulr.example';
  const customToken = await customTokenFor(email, claimsFor(email, SEEDED_ACCESS_GROUPS));
  const css = ['web/src/styles.css', 'web/src/features/designs/designs.css']
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .join('\n');
  const script = await bundleStockPage(
    root,
    'bench/pages/designs-page.ts',
    productionAppEnv({ VITE_FIRESTORE_EMULATOR_HOST: firestoreHost, VITE_AUTH_EMULATOR_URL: `http://${authHost}`, VITE_API_BASE: '/api' }),
  );
  const server = await servePage(script, `<style>${css}</style><div id="root"></div>`, FUNCTIONS_URL);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.evaluate((o) => window.designsBench.start(o), { customToken });
    const all = (skip: number) => designPageLabel({ skip, limit: DESIGN_PAGE_SIZE, count: COUNT });
    const open = await page
      .evaluate((label) => window.designsBench.waitFor(label), all(0))
      .catch((e: Error) => {
        throw new Error(`the designs page did not open: ${e.message} ${errors.join('; ')}`);
      });
    if ((await page.evaluate(() => window.designsBench.rows())) !== DESIGN_PAGE_SIZE) throw new Error('the first page has not 10 rows');

    const forward: number[] = [];
    const back: number[] = [];
    const barePages: number[] = [];
    for (let i = 1; i <= PAGE_STEPS; i++) forward.push(await page.evaluate(([l]) => window.designsBench.page('next', l!), [all(i * 10)]));
    for (let i = PAGE_STEPS - 1; i >= 0; i--)
      back.push(await page.evaluate(([l]) => window.designsBench.page('previous', l!), [all(i * 10)]));
    for (let i = 0; i < PAGE_STEPS; i++) barePages.push(await page.evaluate(([s]) => window.designsBench.bare({}, s!), [i * 10 + 500]));

    for (const f of filters) await page.waitForSelector(`select[aria-label="Filter tag"] option[value="${f.key}"]`, { state: 'attached' });
    const fresh: Record<'exists' | 'null', number[]> = { exists: [], null: [] };
    const bareFilters: Record<'exists' | 'null', number[]> = { exists: [], null: [] };
    const cached: number[] = [];
    const removed: number[] = [];
    // Round 0: each filter for the first time (fetched); round 1: again (its first page held by the store, then refreshed).
    for (let round = 0; round < 2; round++) {
      for (const f of filters) {
        const label = designPageLabel({ skip: 0, limit: DESIGN_PAGE_SIZE, count: f.count });
        const ms = await page.evaluate(([k, m, l]) => window.designsBench.filter(k!, m as 'exists' | 'null', l!), [f.key, f.mode, label]);
        // Let the refresh land before the filter is removed.
        await page.waitForTimeout(50);
        removed.push(await page.evaluate(([l]) => window.designsBench.unfilter(l!), [all(0)]));
        if (round === 1) {
          cached.push(ms);
          continue;
        }
        fresh[f.mode].push(ms);
        const query = tagFilterQuery({ [f.key]: f.mode === 'exists' ? true : null });
        bareFilters[f.mode].push(await page.evaluate(([q]) => window.designsBench.bare(q as Record<string, unknown>, 0), [query]));
      }
    }
    await page.screenshot({ path: path.join(root, 'bench/.out/designs-page.png') }).catch(() => undefined);
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (wall-clock figures grow with it)`,
    );
    console.log(
      `${COUNT} designs; opened in ${Math.round(open)} ms; filters ${filters.map((f) => `${f.key} ${f.mode} (${f.count})`).join(', ')}`,
    );
    return [
      {
        name: `page change (Next, a new page of ${COUNT} designs), p50`,
        value: p(forward, 50),
        unit: 'ms',
        baseline: p(barePages, 50),
        baselineNote: 'GET designs (page + count) round trip from the page alone, p50',
        reference: true,
      },
      { name: 'page change (Next), p95', value: p(forward, 95), unit: 'ms', baseline: 300, baselineNote: 'budget: 300 ms' },
      {
        name: 'page change back (Previous, page held by the store), p95',
        value: p(back, 95),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'budget: one frame',
      },
      {
        name: `tag filter 'exists' → first page, p50`,
        value: p(fresh.exists, 50),
        unit: 'ms',
        baseline: p(bareFilters.exists, 50),
        baselineNote: 'GET designs with the filter, round trip from the page alone, p50',
        reference: true,
      },
      {
        name: `tag filter 'is null' → first page, p50`,
        value: p(fresh.null, 50),
        unit: 'ms',
        baseline: p(bareFilters.null, 50),
        baselineNote: 'GET designs with the filter, round trip from the page alone, p50',
        reference: true,
      },
      {
        name: 'tag filter → first page, p95 (every filter, first time)',
        value: p([...fresh.exists, ...fresh.null], 95),
        unit: 'ms',
        baseline: 1000,
        baselineNote: 'budget: 1 s',
      },
      {
        name: 'tag filter again → first page (held by the store), p50',
        value: p(cached, 50),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'one frame (p95 below: one sample of 16 is the slowest there)',
        reference: true,
      },
      {
        name: 'tag filter again → first page (held by the store), p95',
        value: p(cached, 95),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'budget: one frame',
      },
      {
        name: 'filter removed → first page (held by the store), p95',
        value: p(removed, 95),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'budget: one frame',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    await deleteApp(app);
  }
}
