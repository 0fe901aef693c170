import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { generatorRunSchema, generatorSchema, uidForEmail, type GeneratorRun } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../tests/support/emulators';
import type { Figure } from './report';
import { percentile, round2 } from './stats';

/**
 * A generator run over the largest seeded project (the one whose latest base counts the most
 * objects), through the base service as a background job, against the emulators with the seed:
 * POST /base/generate, then the run document followed until its stage is done.
 *
 * Figures (server side): wall time from the request to the stage done, the documents the run wrote
 * (its summary: outputs, log chunks, the run), the log lines kept at logLevel 3 (debug) and the log
 * chunks written per second (LOG_FLUSH_MS bounds it at 4). The helpers below (largestSeededProject,
 * startRun, followRun) are exported so a browser-side figure (log lines delivered to a watching
 * page) can reuse the same run. Needs the Auth, Firestore and Functions emulators (scripts/bench.sh).
 */

export const BENCH_GENERATOR = 'permit-set';
const EMAIL = 'linus@modulr.example';
const TIMEOUT_MS = 120_000;
const RUNS = 3;

/** The seeded project whose latest base counts the most objects (sum of its layers' counts). */
export async function largestSeededProject(db: Firestore): Promise<{ projectId: string; objects: number }> {
  const snap = await db.collection('projects').where('base.latest.modules', '>=', 1).get();
  let best = { projectId: '', objects: -1 };
  for (const d of snap.docs) {
    const counts = (d.get('base.latest.counts') ?? {}) as Record<string, { count?: number }>;
    const objects = Object.values(counts).reduce((a, c) => a + (c.count ?? 0), 0);
    if (objects > best.objects || (objects === best.objects && d.id < best.projectId)) best = { projectId: d.id, objects };
  }
  if (!best.projectId) throw new Error('no seeded project with a latest base');
  return best;
}

/** POST /base/generate as the bench user; answers the run id (202, a background job). */
export async function startRun(token: string, generator: string, projectId: string): Promise<string> {
  const res = await fetch(`${FUNCTIONS_URL}/base/generate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ generator, projectId }),
  });
  const envelope = (await res.json()) as { data: { runId: string } | null; error: { message: string } | null };
  if (res.status !== 202 || !envelope.data) throw new Error(`POST /base/generate: ${res.status} ${envelope.error?.message}`);
  return envelope.data.runId;
}

/** Follows a run document until its stage is done (a listener: no polling delay). */
export function followRun(db: Firestore, runId: string): Promise<GeneratorRun> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`run ${runId} did not finish in ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const stop = db
      .collection('generatorRuns')
      .doc(runId)
      .onSnapshot((snap) => {
        const run = generatorRunSchema.safeParse({ ...snap.data(), id: snap.id });
        if (!run.success) return;
        if (run.data.run.status === 'error') {
          clearTimeout(timer);
          stop();
          reject(new Error(`run ${runId} failed: ${run.data.run.substatus} ${run.data.run.details}`));
        } else if (run.data.run.status === 'done' && run.data.summary) {
          clearTimeout(timer);
          stop();
          resolve(run.data);
        }
      }, reject);
  });
}

/** Removes a run, its log, outputs and jobs. */
export async function removeRun(db: Firestore, runId: string): Promise<void> {
  const ref = db.collection('generatorRuns').doc(runId);
  for (const sub of ['log', 'outputs']) {
    const snap = await ref.collection(sub).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  const jobs = await db.collection('backgroundJobs').where('target.doc', '==', `generatorRuns/${runId}`).get();
  await Promise.all(jobs.docs.map((d) => d.ref.delete()));
  await ref.delete();
}

export async function generatorRun(): Promise<Figure[]> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-generator-${runSuffix()}`);
  const db = getFirestore(app);
  const settingsRef = db.collection('settings').doc(uidForEmail(EMAIL));
  const saved = (await settingsRef.get()).data();
  let runId = '';
  try {
    const token = await idTokenFor(EMAIL);
    await settingsRef.set({ plume: { logLevel: 3, devWriteLogs: true, runAsJob: true } }, { merge: true });
    const { projectId, objects } = await largestSeededProject(db);
    const generator = generatorSchema.parse((await db.collection('baseGenerators').doc(BENCH_GENERATOR).get()).data());
    const engineMs = generator.steps.length * generator.stepMs;
    // One run first, not measured: the Functions emulator loads the worker on its first trigger.
    runId = await startRun(token, BENCH_GENERATOR, projectId);
    await followRun(db, runId);
    await removeRun(db, runId);
    runId = '';
    const walls: number[] = [];
    const rates: number[] = [];
    let run: GeneratorRun | undefined;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      runId = await startRun(token, BENCH_GENERATOR, projectId);
      run = await followRun(db, runId);
      walls.push(performance.now() - started);
      const chunks = (await db.collection('generatorRuns').doc(runId).collection('log').count().get()).data().count;
      const runMs = Date.parse(run.run.finishedAt ?? '') - Date.parse(run.run.startedAt ?? '');
      rates.push(chunks / Math.max(0.001, runMs / 1000));
      await removeRun(db, runId);
      runId = '';
    }
    const wallMs = percentile(walls, 50);
    console.log(
      `  ${BENCH_GENERATOR} on ${projectId} (${objects} objects in its base): ${generator.steps.length} steps × ${generator.stepMs} ms; medians of ${RUNS} runs after one warm-up`,
    );
    return [
      {
        name: `wall time (${projectId}, ${BENCH_GENERATOR})`,
        value: Math.round(wallMs),
        unit: 'ms',
        baseline: engineMs + 3000,
        baselineNote: `budget: the engine's ${engineMs} ms + 3 s (job claim and end, each ≥ 1 s after the last write)`,
      },
      {
        name: 'documents written',
        value: run!.summary!.documents,
        unit: 'docs',
        baseline: generator.layers.length + generator.steps.length + 1,
        baselineNote: 'budget: one per layer, at most one log chunk per step, the run',
      },
      {
        name: 'log lines kept (logLevel 3)',
        value: run!.summary!.logLines,
        unit: 'lines',
        baseline: objects + generator.layers.length + generator.steps.length + 5,
        baselineNote: 'reference: one debug line per object, one per layer and per step',
        reference: true,
      },
      {
        name: 'log chunks per second',
        value: round2(percentile(rates, 50)),
        unit: '/s',
        baseline: 4,
        baselineNote: 'budget: at most one chunk per 250 ms',
      },
    ];
  } finally {
    if (runId) await removeRun(db, runId).catch((err) => console.error(err));
    if (saved) await settingsRef.set(saved);
    else await settingsRef.delete();
    await deleteApp(app);
  }
}
