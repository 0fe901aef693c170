import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../tests/support/emulators';
import { launchChromium, servePage } from './browser';
import { PRODUCTION_PAGE_ENV, bundleStockPage } from './stock-page-bundle';
import { wallNow } from './board-setup';
import type { Figure } from './report';
import { p } from './stats';
import type {} from './pages/item-live-page';

const WARM_UP = 5;
const SAMPLES = 30;
const FIELD = 'lead_time_days';
/** Change n's lead time: 31, 32, … days (each change a new value, so each arrival is told apart). */
const leadTime = (n: number) => 30 + n;
const ARRIVAL_TIMEOUT_MS = 15_000;

/**
 * One live change from another browser to its cell on /stock/items2 (docs/stock-erp.md
 * "Benchmarks"): a staff user's edit of an item's lead time, PUT /erp/document to the functions
 * (as the other browser's erpService.put sends it, with a real ID token), the production Frappe
 * adapter putting it into the ERP stand-in (emulators/erp), re-reading it and writing the erpItems
 * mirror (mirroredAt), until the page showing /stock/items2 (the real route component: the live
 * mirror through useErpItemsLive and the item table, React's production build) shows the new value
 * in the item's lead-time cell. 30 changes one at a time after 5 warm-up, each waiting until the
 * stand-in has delivered its webhook (which mirrors the item again) before the next.
 *
 * Compared with the parts: (a) the PUT's own round trip at the caller (the answer comes after the
 * mirror write), (b) a bare Firestore SDK onSnapshot listener on the same mirror document in the
 * same page (what the table adds over the SDK). Needs the Auth, Firestore and Functions emulators,
 * the seed and the ERP stand-in with the functions' ERP settings (scripts/bench.sh starts them).
 */
export async function itemLiveChange(root: string): Promise<Figure[]> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const erpUrl = process.env.ERP_URL;
  if (!firestoreHost || !erpUrl)
    throw new Error(
      'item-live-change needs the emulators and the ERP stand-in (FIRESTORE_EMULATOR_HOST, ERP_URL): run it with scripts/bench.sh',
    );
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-item-live-${runSuffix()}`);
  const db = getFirestore(app);
  // The first row of /stock/items2's first page (item code ascending), so the cell is on screen.
  const first = (await db.collection('erpItems').orderBy('__name__').limit(1).get()).docs[0];
  if (!first) throw new Error('no erpItems in the emulator: the seed did not run');
  const itemCode = first.id;
  const original = first.get(FIELD) as number | null;
  const token = await idTokenFor('grace@modulr.example');

  const put = async (value: number | null): Promise<void> => {
    const res = await fetch(`${FUNCTIONS_URL}/erp/document`, {
      method: 'PUT',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ documents: [{ docType: 'Item', name: itemCode, field: FIELD, value }] }),
    });
    const envelope = (await res.json()) as { data: { failed: { message: string }[] } | null; error: { message: string } | null };
    if (res.status !== 200) throw new Error(`PUT /erp/document: ${res.status} ${envelope.error?.message}`);
    if (envelope.data!.failed.length) throw new Error(`PUT /erp/document failed: ${envelope.data!.failed[0]!.message}`);
  };
  /** Until the stand-in has no webhook in flight and the mirror holds `value` (so changes do not overlap). */
  const settle = async (value: number | null): Promise<void> => {
    const until = Date.now() + ARRIVAL_TIMEOUT_MS;
    for (;;) {
      const stats = (await (await fetch(`${erpUrl}/__control/stats`)).json()) as { pendingWebhooks: number };
      const mirrored = (await db.doc(`erpItems/${itemCode}`).get()).get(FIELD);
      if (stats.pendingWebhooks === 0 && mirrored === value) return;
      if (Date.now() > until) throw new Error(`the ERP stand-in's webhooks did not settle (mirror ${FIELD} ${mirrored}, want ${value})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  const script = await bundleItemLivePage(root);
  const css = ['web/src/styles.css', 'web/src/features/stock/table/item-table.css', 'web/src/features/stock/views/saved-views.css']
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  const server = await servePage(script, `<style>${css}</style><div id="root" style="height:100vh;overflow:auto"></div>`);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const waiters = new Map<number, () => void>();
    await page.exposeFunction('benchArrived', (n: number) => waiters.get(n)?.());
    await page.goto(server.url);
    await page.evaluate((o) => window.itemLiveBench.start(o), { firestoreHost, gcloudProject: PROJECT_ID, itemCode, field: FIELD });
    await page
      .waitForSelector(`[data-code="${itemCode}"] [data-testid="cell-${FIELD}"] [data-testid="cell-text"]`, { timeout: 30_000 })
      .catch((e) => {
        throw new Error(`the /stock/items2 page did not show ${itemCode} (${errors.join('; ') || (e as Error).message})`);
      });

    const sent: Record<number, number> = {};
    const answered: Record<number, number> = {};
    // When the Firestore emulator committed the first mirror write holding change n's value (its update time).
    const committed: Record<number, number> = {};
    let waitingFor: { n: number; value: number } | null = null;
    const stopCommits = db.doc(`erpItems/${itemCode}`).onSnapshot((snap) => {
      if (waitingFor && committed[waitingFor.n] === undefined && snap.get(FIELD) === waitingFor.value)
        committed[waitingFor.n] = snap.updateTime!.toMillis();
    });
    for (let n = 1; n <= WARM_UP + SAMPLES; n++) {
      const value = leadTime(n);
      await page.evaluate(([i, v]) => window.itemLiveBench.expect(i, v), [n, value] as const);
      waitingFor = { n, value };
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`change ${n} did not reach the cell in ${ARRIVAL_TIMEOUT_MS / 1000} s (${errors.join('; ')})`)),
          ARRIVAL_TIMEOUT_MS,
        );
        waiters.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      sent[n] = wallNow();
      await put(value);
      answered[n] = wallNow();
      await arrived;
      waiters.delete(n);
      await settle(value);
    }
    const { rendered, bare } = await page.evaluate(() => ({ rendered: window.itemLiveBench.rendered, bare: window.itemLiveBench.bare }));
    stopCommits();
    await page.close();
    await put(original);
    await settle(original);

    const samples = Array.from({ length: SAMPLES }, (_, k) => WARM_UP + 1 + k);
    const cell = samples.map((n) => rendered[n]!.at - sent[n]!);
    const roundTrip = samples.map((n) => answered[n]! - sent[n]!);
    const sdk = samples.map((n) => bare[n]!.at - sent[n]!);
    const mirror = samples.map((n) => bare[n]!.mirroredAt - sent[n]!);
    const commit = samples.map((n) => committed[n]! - sent[n]!);
    const delivery = samples.map((n) => bare[n]!.at - committed[n]!);
    const extra = samples.map((n) => rendered[n]!.at - bare[n]!.at);
    const beforeAnswer = samples.filter((n) => rendered[n]!.at < answered[n]!).length;
    const byFrame = samples.filter((n) => rendered[n]!.by === 'frame').length;
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (wall-clock figures grow with it)`,
    );
    console.log(
      `item ${itemCode} ${FIELD}, ${SAMPLES} changes after ${WARM_UP} warm-up: PUT sent → cell p50 ${p(cell, 50)} ms p95 ${p(cell, 95)} ms; ` +
        `PUT round trip p50 ${p(roundTrip, 50)} p95 ${p(roundTrip, 95)}; → mirroredAt p50 ${p(mirror, 50)} p95 ${p(mirror, 95)}; ` +
        `→ committed (update time) p50 ${p(commit, 50)} p95 ${p(commit, 95)}; commit → page's SDK event p50 ${p(delivery, 50)} p95 ${p(delivery, 95)}; ` +
        `→ bare SDK listener p50 ${p(sdk, 50)} p95 ${p(sdk, 95)}; table after the SDK's event p50 ${p(extra, 50)} p95 ${p(extra, 95)}; ` +
        `cell before the PUT's answer in ${beforeAnswer}/${SAMPLES}; seen by the per-frame check (not the observer) in ${byFrame}/${SAMPLES}`,
    );
    return [
      {
        name: 'PUT sent → other browser cell, p50',
        value: p(cell, 50),
        unit: 'ms',
        baseline: p(roundTrip, 50),
        baselineNote: "the PUT's own round trip at the caller, p50",
        reference: true,
      },
      {
        name: 'PUT sent → other browser cell, p95',
        value: p(cell, 95),
        unit: 'ms',
        baseline: p(roundTrip, 95),
        baselineNote: "the PUT's own round trip at the caller, p95",
        reference: true,
      },
      {
        name: '  vs bare SDK listener, p50',
        value: p(cell, 50),
        unit: 'ms',
        baseline: p(sdk, 50),
        baselineNote: 'PUT sent → bare onSnapshot on the mirror doc, same page, p50',
        reference: true,
      },
      {
        name: '  vs bare SDK listener, p95',
        value: p(cell, 95),
        unit: 'ms',
        baseline: p(sdk, 95),
        baselineNote: 'PUT sent → bare onSnapshot on the mirror doc, same page, p95',
        reference: true,
      },
      {
        name: 'PUT sent → mirror stamped (mirroredAt), p50',
        value: p(mirror, 50),
        unit: 'ms',
        baseline: p(roundTrip, 50),
        baselineNote: "the PUT's own round trip at the caller, p50",
        reference: true,
      },
      {
        name: 'PUT sent → mirror committed (update time), p50',
        value: p(commit, 50),
        unit: 'ms',
        baseline: p(roundTrip, 50),
        baselineNote: "the PUT's own round trip at the caller, p50",
        reference: true,
      },
      {
        name: 'mirror committed → page SDK event, p50',
        value: p(delivery, 50),
        unit: 'ms',
        baseline: p(sdk, 50),
        baselineNote: 'PUT sent → bare onSnapshot, p50 (the share of it)',
        reference: true,
      },
      {
        name: 'table after the SDK event, p95',
        value: p(extra, 95),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'one frame at 60 Hz',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    await deleteApp(app);
  }
}

/**
 * The page bundled like the production build (React's production build, minified), the app's
 * build-time settings given as Vite would (a production build: 127.0.0.1 is the production host,
 * so the live query's page is 50 rows as staff get it), the ERP client swapped for the bench stub.
 */
export async function bundleItemLivePage(root: string): Promise<string> {
  return bundleStockPage(root, 'bench/pages/item-live-page.ts', PRODUCTION_PAGE_ENV);
}
