import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { uidForEmail } from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../tests/support/emulators';
import { launchChromium, servePage } from './browser';
import { BENCH_GENERATOR, followRun, largestSeededProject, removeRun, startRun } from './generator-run';
import { PRODUCTION_PAGE_ENV, bundleStockPage } from './stock-page-bundle';
import type { Figure } from './report';
import { p, round2 } from './stats';
import type {} from './pages/plume-log-page';

const RUNNER = 'grace@modulr.example';
const SHOWN_TIMEOUT_MS = 30_000;

/**
 * Log lines per second delivered to a watching browser (docs/base-spec.md "Plume pages", issue 15
 * "Benchmarks"): the run bench/generator-run.ts makes (its helpers: permit-set over the largest
 * seeded project, POST /base/generate, a background job on the Functions emulator's worker, log
 * level 3 so every line is kept), watched by a page of Debian's Chromium showing the real plume
 * frame (its log pane reads generatorRuns/{runId}/log live through useLiveQuery).
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
  const settingsRef = db.doc(`settings/${uidForEmail(RUNNER)}`);
  const savedSettings = (await settingsRef.get()).data();
  const token = await idTokenFor(RUNNER);
  const { projectId, objects } = await largestSeededProject(db);

  const script = await bundleStockPage(root, 'bench/pages/plume-log-page.ts', PRODUCTION_PAGE_ENV);
  const css = ['web/src/styles.css', 'web/src/features/plum/plume/plume.css']
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .join('\n');
  const server = await servePage(script, `<style>${css}</style><div id="root"></div>`);
  const browser = await launchChromium();
  let runId = '';
  try {
    await settingsRef.set({ plume: { logLevel: 3, devWriteLogs: true, runAsJob: true } }, { merge: true });
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);

    const started = Date.now();
    runId = await startRun(token, BENCH_GENERATOR, projectId);
    await page.evaluate((o) => window.plumeLogBench.start(o), { firestoreHost, runId });
    const run = await followRun(db, runId);
    const total = run.summary!.logLines;
    // Until the pane shows every line the run kept.
    const until = Date.now() + SHOWN_TIMEOUT_MS;
    while ((await page.evaluate(() => Object.keys(window.plumeLogBench.shown).length)) < total) {
      if (Date.now() > until) throw new Error(`the log pane did not show all ${total} lines of run ${runId} (${errors.join('; ')})`);
      await new Promise((r) => setTimeout(r, 100));
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
    if (live.length === 0) throw new Error('no line was written after the page listened (the run finished before the page subscribed)');
    const paneDelay = live.map((n) => shown[n]! - bare[n]!.written);
    const sdkDelay = live.map((n) => bare[n]!.at - bare[n]!.written);
    console.log(
      `generator-log-live: ${BENCH_GENERATOR} on ${projectId} (${objects} objects in its base), run ${runId}: ${total} lines, ` +
        `all shown ${round2((ended - started) / 1000)} s after the request; written ${round2(writtenRate)} lines/s over ${round2(spanWritten)} s, ` +
        `shown ${round2(shownRate)} lines/s over ${round2(spanShown)} s; ${live.length} lines written after the page listened: ` +
        `line time → pane p50 ${p(paneDelay, 50)} ms p95 ${p(paneDelay, 95)} ms, → bare SDK listener p50 ${p(sdkDelay, 50)} ms p95 ${p(sdkDelay, 95)} ms`,
    );
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
        baseline: 750,
        baselineNote: 'budget: the 250 ms chunk batching + 500 ms',
      },
      {
        name: 'lines logged (log level 3)',
        value: total,
        unit: 'lines',
        baseline: total,
        baselineNote: `${BENCH_GENERATOR} on ${projectId}`,
        reference: true,
      },
    ];
  } finally {
    if (runId) await removeRun(db, runId).catch((err) => console.error(err));
    if (savedSettings) await settingsRef.set(savedSettings);
    else await settingsRef.delete();
    await browser.close();
    await server.close();
    await deleteApp(app);
  }
}
