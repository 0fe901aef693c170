import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FUNCTIONS_URL, PROJECT_ID, runSuffix } from '../tests/support/emulators';
import { signInAs } from '../tests/support/tokens';
import { launchChromium, servePage } from './browser';
import { bundleStockPage } from './stock-page-bundle';
import type { Figure } from './report';
import { p, round2 } from './stats';
import type {} from './pages/plume-log-page';

const RUNNER = 'grace@modulr.example';
const TIMEOUT_MS = 300_000;

interface Envelope<T> {
  success: boolean;
  data: T;
  error: { message: string } | null;
}

async function call<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${FUNCTIONS_URL}/base${route}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (res.status >= 400 || !envelope.success) throw new Error(`${method} /base${route}: ${res.status} ${envelope.error?.message}`);
  return envelope.data;
}

/**
 * Log lines per second delivered to a watching browser (docs/base-spec.md "Plume pages",
 * issue 15 "Benchmarks"): a generator run (POST /base/generate, a background job on the Functions
 * emulator's worker, log level 3 so every line is kept) over the largest seeded project (by floor
 * area) with the generator of the most steps, watched by a page of Debian's Chromium showing the
 * real plume frame (its log pane reads generatorRuns/{runId}/log live through useLiveQuery).
 *
 * Figures: lines per second the log pane showed (first to last line shown) against the lines per
 * second the run wrote (its lines' own times, first to last): about 1 when the pane keeps up; the
 * delay from a line's time to its row in the pane, p50 and p95, against a bare Firestore SDK
 * listener on the same chunks in the same page (the run writes its lines together at most every
 * 250 ms, so up to 250 ms of either delay is the batching). Lines written before the page's
 * listener answered are left out of the delays. Needs the Auth, Firestore and Functions emulators
 * with the seed (scripts/bench.sh starts them).
 */
export async function generatorLogLive(root: string): Promise<Figure[]> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) throw new Error('generator-log-live needs the emulators (FIRESTORE_EMULATOR_HOST): run it with scripts/bench.sh');
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-generator-log-${runSuffix()}`);
  const db = getFirestore(app);
  const runner = await signInAs(RUNNER);
  const settingsRef = db.doc(`settings/${runner.uid}`);
  const savedSettings = (await settingsRef.get()).data();

  // The largest project with a latest base, and the generator with the most steps.
  const projects = await db.collection('projects').orderBy('base.latest.version').get();
  const largest = projects.docs
    .map((d) => ({ id: d.id, area: Number(d.get('base.latest.floorArea') ?? 0) }))
    .sort((a, b) => b.area - a.area || a.id.localeCompare(b.id))[0];
  if (!largest) throw new Error('no project with a latest base: the seed did not run');
  const { generators } = await call<{ generators: { id: string; steps: string[] }[] }>(runner.idToken, 'GET', '/generators');
  const generator = [...generators].sort((a, b) => b.steps.length - a.steps.length || a.id.localeCompare(b.id))[0];
  if (!generator) throw new Error('no generators: the seed did not run');

  const script = await bundleStockPage(root, 'bench/pages/plume-log-page.ts', {
    MODE: 'production',
    PROD: true,
    DEV: false,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'bench-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    VITE_FIREBASE_APP_ID: 'bench',
    VITE_USE_EMULATORS: 'true',
    VITE_PRODUCTION_HOSTNAMES: '127.0.0.1',
    VITE_MSAL_CLIENT_ID: 'bench',
    VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/bench',
  });
  const css = ['web/src/styles.css', 'web/src/features/plum/plume/plume.css']
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .join('\n');
  const server = await servePage(script, `<style>${css}</style><div id="root"></div>`);
  const browser = await launchChromium();
  try {
    await settingsRef.set({ plume: { logLevel: 3, devWriteLogs: true, runAsJob: true } }, { merge: true });
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);

    const started = Date.now();
    const { runId } = await call<{ runId: string }>(runner.idToken, 'POST', '/generate', {
      generator: generator.id,
      projectId: largest.id,
    });
    await page.evaluate((o) => window.plumeLogBench.start(o), { firestoreHost, gcloudProject: PROJECT_ID, runId });

    // Until the run is done and the pane shows every line the run logged.
    let total = -1;
    for (;;) {
      if (Date.now() - started > TIMEOUT_MS)
        throw new Error(`run ${runId} did not finish in ${TIMEOUT_MS / 1000} s (${errors.join('; ')})`);
      const run = (await db.doc(`generatorRuns/${runId}`).get()).data();
      const stage = run?.run as { status?: string; details?: string } | undefined;
      if (stage?.status === 'error') throw new Error(`run ${runId} failed: ${stage.details ?? ''}`);
      if (stage?.status === 'done') {
        const chunks = await db.collection(`generatorRuns/${runId}/log`).get();
        total = chunks.docs.reduce((s, d) => s + ((d.get('lines') as unknown[]) ?? []).length, 0);
        const shownCount = await page.evaluate(() => Object.keys(window.plumeLogBench.shown).length);
        if (shownCount >= total) break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const ended = Date.now();
    const { shown, bare, subscribedAt } = await page.evaluate(() => ({
      shown: window.plumeLogBench.shown,
      bare: window.plumeLogBench.bare,
      subscribedAt: window.plumeLogBench.subscribedAt,
    }));
    await page.close();

    const numbers = Object.keys(bare)
      .map(Number)
      .sort((a, b) => a - b);
    const written = numbers.map((n) => bare[n]!.written);
    const shownTimes = numbers.map((n) => shown[n]).filter((t): t is number => t !== undefined);
    const spanWritten = (Math.max(...written) - Math.min(...written)) / 1000;
    const spanShown = (Math.max(...shownTimes) - Math.min(...shownTimes)) / 1000;
    const writtenRate = numbers.length / Math.max(spanWritten, 0.001);
    const shownRate = shownTimes.length / Math.max(spanShown, 0.001);
    const live = numbers.filter((n) => bare[n]!.written >= subscribedAt && shown[n] !== undefined);
    const paneDelay = live.map((n) => shown[n]! - bare[n]!.written);
    const sdkDelay = live.map((n) => bare[n]!.at - bare[n]!.written);
    console.log(
      `generator-log-live: ${generator.id} on ${largest.id} (floor area ${largest.area}), run ${runId}: ${total} lines in ${round2((ended - started) / 1000)} s; ` +
        `written ${round2(writtenRate)} lines/s over ${round2(spanWritten)} s, shown ${round2(shownRate)} lines/s over ${round2(spanShown)} s; ` +
        `${live.length} lines written after the page listened: line time → pane p50 ${p(paneDelay, 50)} ms p95 ${p(paneDelay, 95)} ms, ` +
        `→ bare SDK listener p50 ${p(sdkDelay, 50)} ms p95 ${p(sdkDelay, 95)} ms`,
    );
    if (live.length === 0) throw new Error('no line was written after the page listened (the run finished before the page subscribed)');
    return [
      {
        name: 'log lines per second delivered to the watching log pane',
        value: round2(shownRate),
        unit: 'lines/s',
        baseline: round2(writtenRate),
        baselineNote: 'the lines per second the run wrote (its lines’ own times)',
        higherIsBetter: true,
        reference: true,
      },
      {
        name: 'line written → shown in the log pane, p50',
        value: p(paneDelay, 50),
        unit: 'ms',
        baseline: p(sdkDelay, 50),
        baselineNote: 'a bare SDK listener on the same chunks, same page, p50',
        reference: true,
      },
      {
        name: 'line written → shown in the log pane, p95',
        value: p(paneDelay, 95),
        unit: 'ms',
        baseline: 250 + 500,
        baselineNote: 'the 250 ms chunk batching + 500 ms',
      },
      {
        name: 'lines logged (log level 3)',
        value: total,
        unit: 'lines',
        baseline: total,
        baselineNote: `${generator.id} on ${largest.id}`,
        reference: true,
      },
    ];
  } finally {
    if (savedSettings) await settingsRef.set(savedSettings);
    else await settingsRef.delete();
    await browser.close();
    await server.close();
    await deleteApp(app);
  }
}
