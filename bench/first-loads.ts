import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { CORE_ROUTES } from '../tests/e2e/routes';
import { launchChromium } from './browser';
import type { Figure } from './report';
import { p } from './stats';

/** Goals (issue 27 item 8): every route's meaningful content within 2 s, the sign-in within 3 s, on a quiet machine. */
const ROUTE_GOAL_MS = 2000;
const SIGN_IN_GOAL_MS = 3000;
/** Loads per route (FIRST_LOADS_RUNS), and the bound of one load: a load past it counts as that long. */
const RUNS = Number(process.env.FIRST_LOADS_RUNS ?? 3);
const LOAD_BOUND_MS = 30_000;
const EMAIL = 'ada@modulr.example';

/**
 * What shows that a route's data is in, beyond the generic rule (`meaningfulContent`): the rows,
 * the drawing, the form the page is for. A route not listed here is ready by the generic rule alone.
 */
export const READY_SELECTORS: Record<string, string> = {
  '/software/docs': '[data-testid="service-pipe"] td:nth-child(3):not(:empty)',
  '/software/docs/pipe': '[data-testid^="route-"], table tbody tr',
  '/stock/items': 'table tbody tr',
  '/stock/items2': 'table tbody tr',
  '/dash2': 'table tbody tr',
  // P-1001 is the newest project, still in sales with no base committed: its board's content is the empty state.
  '/dash2/P-1001': 'table tbody tr, [data-testid="board-empty"]',
  '/plum/class-blocks': '[data-testid="class-block-row"]',
  '/plum/class-blocks/kitchen/galley/kitchen-galley-8x9': '[data-testid="class-block-facts"]',
  '/admin/email/welcome': 'main input, main textarea',
  '/admin/jobs': '[data-testid="menu"]',
};

/**
 * The generic rule of a page's meaningful content, run in the page: the app has drawn the address
 * (`html[data-rendered-path]`, web/src/app/root-layout.tsx), a `main` is shown, nothing on the page
 * is busy (`aria-busy="true"`) or says it is still loading or reading ("Loading…", "Reading the
 * items…", "Opening the drawing…"), and the route's own selector (READY_SELECTORS) matches.
 */
function meaningfulContent([expected, selector]: [string, string | null]): number | false {
  const drawn = document.documentElement.dataset.renderedPath;
  if (!drawn) return false;
  const [wantPath, wantQuery] = expected.split('?');
  const [drawnPath, drawnQuery] = drawn.split('?');
  if (drawnPath !== wantPath || (wantQuery && drawnQuery !== wantQuery)) return false;
  if (!document.querySelector('main, section')) return false;
  if (document.querySelector('[aria-busy="true"]')) return false;
  if (selector && !document.querySelector(selector)) return false;
  const waiting = /^(Loading|Reading|Opening)\b[^\n]*…$/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.parentElement?.textContent?.trim() ?? '';
    if (waiting.test(text) && node.parentElement!.getClientRects().length > 0) return false;
  }
  return performance.now();
}

/** FIRST_LOADS_TRACE=1: each load also prints its timeline (the document's phases and every request). */
const TRACE = process.env.FIRST_LOADS_TRACE === '1';
/** With TRACE, a load still not ready after this long prints the requests it has open. */
const SLOW_MS = 5000;

/** The page's timeline so far, run in the page: navigation phases and each request's start → end (ms from navigation start). */
function timeline(): string {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const lines = nav
    ? [
        `  document: response ${Math.round(nav.responseEnd)}, DOMContentLoaded ${Math.round(nav.domContentLoadedEventEnd)}, load ${Math.round(nav.loadEventEnd)}`,
      ]
    : [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const name = entry.name.replace(location.origin, '').replace(/\?.*$/, (q) => (q.length > 60 ? `${q.slice(0, 60)}…` : q));
    lines.push(`  ${Math.round(entry.startTime)} → ${Math.round(entry.responseEnd)}  ${entry.initiatorType} ${name}`);
  }
  return lines.join('\n');
}

/** Which part of `meaningfulContent` a page that never got ready still fails, in words (printed with the load). */
function whyNotReady([expected, selector]: [string, string | null]): string {
  const drawn = document.documentElement.dataset.renderedPath;
  if (drawn !== expected) return `the address drawn is ${drawn ?? 'none'}`;
  if (!document.querySelector('main, section')) return 'no main or section';
  const busy = document.querySelector('[aria-busy="true"]');
  if (busy)
    return `busy: <${busy.tagName.toLowerCase()}> ${busy.getAttribute('data-testid') ?? ''} "${(busy.textContent ?? '').trim().slice(0, 80)}"`;
  if (selector && !document.querySelector(selector))
    return `nothing matches ${selector}; main says "${(document.querySelector('main')?.textContent ?? '').trim().slice(0, 160)}"`;
  return 'a "Loading…"/"Reading…"/"Opening…" line is shown';
}

/** One full load of `address` in a new tab of the signed-in browser: ms from navigation start to meaningful content. */
async function loadOnce(context: BrowserContext, origin: string, address: string): Promise<number> {
  const page = await context.newPage();
  // A live read that had to listen again, or any other warning or error, is part of the load's story.
  if (TRACE)
    page.on('console', (m) => ['warning', 'error'].includes(m.type()) && console.log(`  ${address} console ${m.type()}: ${m.text()}`));
  // And the requests still open when a load is slow (a stream that never answered).
  const open = new Map<Request, number>();
  const started = Date.now();
  if (TRACE) {
    page.on('request', (r) => open.set(r, Date.now() - started));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
  }
  const slow = TRACE
    ? setTimeout(() => {
        const still = [...open].map(([r, at]) => `    open since ${at} ms: ${r.method()} ${r.url().slice(0, 160)}`);
        console.log(`  ${address} still loading after ${SLOW_MS} ms; requests open:\n${still.join('\n') || '    none'}`);
      }, SLOW_MS)
    : undefined;
  try {
    await page.goto(origin + address, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(meaningfulContent, [address, READY_SELECTORS[address] ?? null] as [string, string | null], {
      polling: 'raf',
      timeout: LOAD_BOUND_MS,
    });
    const ready = Number(await handle.jsonValue());
    if (TRACE) console.log(`${address} ready at ${Math.round(ready)} ms:\n${await page.evaluate(timeline)}`);
    return ready;
  } catch {
    console.log(
      `${address}: not ready after ${LOAD_BOUND_MS} ms: ${await page.evaluate(whyNotReady, [address, READY_SELECTORS[address] ?? null] as [string, string | null]).catch(() => 'page gone')}`,
    );
    return LOAD_BOUND_MS;
  } finally {
    clearTimeout(slow);
    await page.close();
  }
}

/** A first sign-in in a new browser context: opening the app signed out → the signed-in user shown. */
async function signInOnce(context: BrowserContext, origin: string): Promise<{ ms: number; page: Page }> {
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(`${origin}/`);
  const provider = `https://localhost:${process.env.OIDC_PORT}`;
  await page.waitForURL((url) => url.origin === provider, { timeout: LOAD_BOUND_MS * 2 });
  const atProvider = Date.now() - start;
  await page.getByRole('button', { name: EMAIL, exact: true }).click({ timeout: LOAD_BOUND_MS });
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: LOAD_BOUND_MS });
  const continued = Date.now() - start;
  await page
    .getByTestId('signed-in-user')
    .filter({ hasText: EMAIL.split('@')[0]! })
    .waitFor({ timeout: LOAD_BOUND_MS * 2 });
  const ms = Date.now() - start;
  if (TRACE)
    console.log(
      `sign-in: at the identity provider ${atProvider} ms, Continue clicked ${continued} ms, user shown ${ms} ms; the app's last document:\n${await page.evaluate(timeline)}`,
    );
  return { ms, page };
}

/** The built test app (web/$WEB_TEST_DIST) served by `vite preview` on the slot's port, /api forwarded to the Functions emulator. */
async function serveTestApp(root: string): Promise<{ origin: string; stop: () => void }> {
  const port = process.env.WEB_TEST_PORT;
  const dist = process.env.WEB_TEST_DIST;
  if (!port || !dist || !process.env.OIDC_PORT)
    throw new Error('first-loads needs a test slot with the built test app and the identity provider: run it with scripts/bench.sh');
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['vite', 'preview', '--outDir', dist, '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    env: { ...process.env, WORKHUB_WEB_PORT: port },
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) {
      stop();
      throw new Error(`vite preview did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * First loads (issue 27 item 8): in Debian's Chromium against the built test app (vite preview of
 * web/$WEB_TEST_DIST) with the emulators, the seed and the stand-ins (scripts/bench.sh):
 * - the sign-in, RUNS times in a new browser: from opening the app signed out, through the local
 *   identity provider (the account, Continue), to the signed-in user shown;
 * - every core route (tests/e2e/routes.ts; FIRST_LOADS_ROUTES, space-separated, picks some), RUNS
 *   full loads each in a new tab of a signed-in browser (a returning user's): from navigation start
 *   to the page's meaningful content (`meaningfulContent`, READY_SELECTORS).
 * p50/p95 per route against the goals (2 s a route, 3 s the sign-in); a load past 30 s counts as 30 s.
 */
export async function firstLoads(root: string): Promise<Figure[]> {
  const picked = process.env.FIRST_LOADS_ROUTES?.split(/\s+/).filter(Boolean);
  const routes = picked?.length ? CORE_ROUTES.filter((r) => picked.includes(r)) : CORE_ROUTES;
  if (picked?.length && routes.length !== picked.length) throw new Error(`FIRST_LOADS_ROUTES names a route not in tests/e2e/routes.ts`);
  const app = await serveTestApp(root);
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    console.log(`machine: ${cpus().length} cores, load average ${load()} at the start`);
    const signIns: number[] = [];
    let session: BrowserContext | null = null;
    for (let i = 0; i < RUNS; i++) {
      if (session) await session.close();
      session = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
      const { ms, page } = await signInOnce(session, app.origin);
      signIns.push(ms);
      console.log(`sign-in: ${ms} ms (load ${load()})`);
      await page.close();
    }
    figures.push(
      { name: 'sign-in p50', value: p(signIns, 50), unit: 'ms', baseline: SIGN_IN_GOAL_MS, baselineNote: 'goal 3 s' },
      { name: 'sign-in p95', value: p(signIns, 95), unit: 'ms', baseline: SIGN_IN_GOAL_MS, baselineNote: 'goal 3 s' },
    );
    const perRoute: { route: string; times: number[] }[] = [];
    for (const route of routes) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await loadOnce(session!, app.origin, route));
      perRoute.push({ route, times });
      // As it goes: a long run shows where it is, and a stopped one what it had.
      console.log(`${route}: ${times.map((t) => `${Math.round(t)} ms`).join(', ')} (load ${load()})`);
      figures.push(
        { name: `${route} p50`, value: p(times, 50), unit: 'ms', baseline: ROUTE_GOAL_MS, baselineNote: 'goal 2 s' },
        { name: `${route} p95`, value: p(times, 95), unit: 'ms', baseline: ROUTE_GOAL_MS, baselineNote: 'goal 2 s' },
      );
    }
    await session!.close();
    console.log(`load average ${load()} at the end`);
    const slowest = [...perRoute].sort((a, b) => p(b.times, 50) - p(a.times, 50)).slice(0, 10);
    console.log(`slowest (p50): ${slowest.map((r) => `${r.route} ${p(r.times, 50)} ms`).join(', ')}`);
  } finally {
    await browser.close();
    app.stop();
  }
  return figures;
}
