import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { buildSeed } from '../emulators/seed/index';
import { bundlePage, launchChromium, servePage, type PageServer } from './browser';

/**
 * What the two board benchmarks share: the seeded projects and their pipe documents written into
 * the emulator, the bench page (bench/pages/board-page.ts) bundled with React's profiling build
 * (so the Profiler reports in a production bundle) and the app's own styles, served on loopback.
 */
export interface BoardBenchSetup {
  db: Firestore;
  server: PageServer;
  browser: Browser;
  /** The pipe documents written: 'projectId/assembly' → fields. */
  pipe: { id: string; data: Record<string, unknown> }[];
  gcloudProject: string;
  firestoreHost: string;
  open(name: string, mode: 'project' | 'all', projectId?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function setUpBoardBench(root: string): Promise<BoardBenchSetup> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost)
    throw new Error('the board benchmarks need the Firestore emulator (FIRESTORE_EMULATOR_HOST): run them with scripts/bench.sh');
  const gcloudProject = process.env.GCLOUD_PROJECT ?? 'demo-workhub';
  const app = getApps().find((a) => a.name === 'bench-board') ?? initializeApp({ projectId: gcloudProject }, 'bench-board');
  const db = getFirestore(app);

  // The seeded projects and pipelines (as emulators/seed writes them).
  const seed = buildSeed();
  const writes = [
    ...seed.projects.map((p) => ({ path: `projects/${p.id}`, data: p.data })),
    ...seed.pipe.map((d) => ({ path: `projects/${d.id.replace('/', '/pipe/')}`, data: d.data })),
  ];
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 400)) batch.set(db.doc(w.path), w.data as Record<string, unknown>);
    await batch.commit();
  }

  // React's production build with the Profiler's timings on.
  const script = await bundlePage(root, 'bench/pages/board-page.ts', { alias: { 'react-dom/client': 'react-dom/profiling' } });
  const css = (
    await Promise.all(['web/src/styles.css', 'web/src/features/pipeline/pipeline.css'].map((f) => readFile(path.join(root, f), 'utf8')))
  ).join('\n');
  const server = await servePage(script, `<style>${css}</style><div id="root" style="height:100vh;overflow:auto"></div>`);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });

  return {
    db,
    server,
    browser,
    pipe: seed.pipe,
    gcloudProject,
    firestoreHost,
    async open(name, mode, projectId) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`board bench page ${name}: ${error.message}`));
      await page.goto(server.url);
      await page.evaluate((o) => window.boardBench.start(o), { firestoreHost, gcloudProject, mode, projectId });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A status write as a worker makes it: the stage in progress with substatus `bench {n}`. */
export function benchStage(n: number) {
  const at = Date.now();
  return {
    status: 'inProgress',
    substatus: `bench ${n}`,
    details: '',
    startedBy: 'bench',
    startedAt: new Date(at).toISOString(),
    jobId: `bench-${n}`,
    leaseUntil: new Date(at + 600_000).toISOString(),
  };
}

/** The page clock Node shares with the pages (both read the system's wall clock at high resolution). */
export const wallNow = () => performance.timeOrigin + performance.now();
