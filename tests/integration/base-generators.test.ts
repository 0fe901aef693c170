import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  backgroundJobSchema,
  compareAnswerSchema,
  diagramAnswerSchema,
  diagramGeneratorsAnswerSchema,
  generatorRunSchema,
  generatorsAnswerSchema,
  invokeAnswerSchema,
  logChunkSchema,
  runInlineAnswerSchema,
  runOutputSchema,
  runStartedAnswerSchema,
  runsAnswerSchema,
  stageDisplayStatus,
  testAnswerSchema,
  testsAnswerSchema,
  uidForEmail,
  type GeneratorRun,
  type LogLine,
} from '@workhub/domain';
import { callService } from '../support/service-call';
import { buildSeed } from '../../emulators/seed/index';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * Generators, tests and their runs (docs/base-spec.md "Generators") and the Diagrams service,
 * against the emulators: runs are real background jobs through the Functions emulator's worker and
 * the generator service's stand-in (emulators/generators). The caller's plume settings (settings/{uid}.plume) are set per test and put
 * back at the end; every run this file starts is removed at the end (with its log, outputs and job).
 */

const EMAIL = 'margaret@modulr.example';
const UID = uidForEmail(EMAIL);
const suffix = runSuffix();
let app: App;
let db: Firestore;
let token: string;
let savedSettings: Record<string, unknown> | undefined;

/** A seeded project's latest base counts of walls: the generator draws as many, as long, as its latest base says. */
const seededWalls = (projectId: string) => {
  const latest = buildSeed().projects.find((p) => p.id === projectId)!.data.base as {
    latest: { counts: Record<string, { count: number; length: number }> };
  };
  return latest.latest.counts['design/walls']!;
};
const started = new Set<string>();

type Doc = Record<string, unknown>;
const call = <T = Doc>(method: string, path: string, body?: unknown, as: string | undefined = token) =>
  callService<T>(method, path, as, body);
const q = (params: Record<string, string | undefined>) =>
  `?${new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])))}`;

async function setPlume(plume: { logLevel: number; devWriteLogs: boolean; runAsJob: boolean }) {
  await db.collection('settings').doc(UID).set({ plume }, { merge: true });
}

/** Everything a refused request must leave alone: how many runs and run jobs there are. */
async function written(): Promise<{ runs: number; jobs: number }> {
  const [runs, jobs] = await Promise.all([
    db.collection('generatorRuns').count().get(),
    db.collection('backgroundJobs').where('kind', 'in', ['base.generate', 'base.test']).count().get(),
  ]);
  return { runs: runs.data().count, jobs: jobs.data().count };
}

async function readRun(runId: string): Promise<GeneratorRun> {
  const snap = await db.collection('generatorRuns').doc(runId).get();
  return generatorRunSchema.parse({ ...snap.data(), id: snap.id });
}

async function logOf(runId: string): Promise<{ seq: number; lines: LogLine[] }[]> {
  const snap = await db.collection('generatorRuns').doc(runId).collection('log').orderBy('seq').get();
  return snap.docs.map((d) => logChunkSchema.parse(d.data()));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the run's stage is done or error (polling), noting the job statuses and stage substatuses seen on the way. */
async function followRun(
  runId: string,
  jobId?: string,
): Promise<{ run: GeneratorRun; jobStatuses: string[]; substatuses: string[]; logLinesWhileRunning: Set<number> }> {
  const jobStatuses: string[] = [];
  const substatuses: string[] = [];
  const logLinesWhileRunning = new Set<number>();
  for (let i = 0; i < 600; i++) {
    const [run, job, log] = await Promise.all([
      readRun(runId),
      jobId ? db.collection('backgroundJobs').doc(jobId).get() : undefined,
      db.collection('generatorRuns').doc(runId).collection('log').get(),
    ]);
    if (job?.exists) {
      const status = backgroundJobSchema.parse(job.data()).status;
      if (jobStatuses[jobStatuses.length - 1] !== status) jobStatuses.push(status);
    }
    // How many lines were stored at each look while the stage still ran: the log arrives as the run goes.
    if (run.run.status === 'inProgress')
      logLinesWhileRunning.add(log.docs.reduce((a, d) => a + logChunkSchema.parse(d.data()).lines.length, 0));
    if (substatuses[substatuses.length - 1] !== run.run.substatus) substatuses.push(run.run.substatus);
    if (
      (run.run.status === 'done' || run.run.status === 'error') &&
      (!jobId || jobStatuses.at(-1) === 'done' || jobStatuses.at(-1) === 'error')
    )
      return { run, jobStatuses, substatuses, logLinesWhileRunning };
    await pause(50);
  }
  throw new Error(`run ${runId} did not finish`);
}

async function removeRun(runId: string) {
  const ref = db.collection('generatorRuns').doc(runId);
  for (const sub of ['log', 'outputs']) {
    const snap = await ref.collection(sub).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  const jobs = await db.collection('backgroundJobs').where('target.doc', '==', `generatorRuns/${runId}`).get();
  await Promise.all(jobs.docs.map((d) => d.ref.delete()));
  await ref.delete();
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `base-generators-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor(EMAIL);
  savedSettings = (await db.collection('settings').doc(UID).get()).data();
});

afterAll(async () => {
  if (!db) return;
  for (const runId of started) {
    // A run still going finishes first, so its job does not write into a removed document.
    await followRun(runId).catch(() => undefined);
    await removeRun(runId);
  }
  if (savedSettings) await db.collection('settings').doc(UID).set(savedSettings);
  else await db.collection('settings').doc(UID).delete();
  await deleteApp(app);
});

describe('generators and tests: reads', () => {
  it('lists the seeded generators and tests', async () => {
    const gens = await call('GET', '/base/generators');
    expect(gens.status).toBe(200);
    const { generators } = generatorsAnswerSchema.parse(gens.body.data);
    expect(generators.map((g) => g.id).sort()).toEqual([
      'foundation-plan',
      'module-layout',
      'permit-set',
      'roof-framing',
      'site-plan',
      'utility-runs',
    ]);
    expect(generators.map((g) => g.name)).toEqual([...generators.map((g) => g.name)].sort((a, b) => a.localeCompare(b)));

    const tests = await call('GET', '/base/tests');
    expect(testsAnswerSchema.parse(tests.body.data).tests.map((t) => t.key)).toContain('utility-runs-short-plumbing');
  });

  it('reads a test with its last run, and refuses unknown and malformed keys', async () => {
    const res = await call('GET', `/base/test${q({ key: 'utility-runs-short-plumbing' })}`);
    expect(res.status).toBe(200);
    const { test, lastRun } = testAnswerSchema.parse(res.body.data);
    expect(test.generator).toBe('utility-runs');
    expect(lastRun?.test).toEqual({ passed: false, failures: ['utilities/plumbing length 64 is above the maximum 60'] });
    expect((await call('GET', `/base/test${q({ key: 'no-such-test' })}`)).status).toBe(404);
    const bad = await call('GET', `/base/test${q({ key: 'A/B' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fieldErrors).toHaveProperty('key');
    expect((await call('GET', '/base/test')).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/base/generators', undefined, '')).status).toBe(401);
    expect((await call('POST', '/base/generate', { generator: 'site-plan', projectId: 'P-1004' }, '')).status).toBe(401);
  });

  it('GET /generate reads one run or a project’s runs, newest first', async () => {
    const one = await call('GET', `/base/generate${q({ runId: 'seed-run-module-layout-p1003-b' })}`);
    expect(one.status).toBe(200);
    expect((one.body.data as { run: GeneratorRun }).run.previousRunId).toBe('seed-run-module-layout-p1003-a');
    const many = await call('GET', `/base/generate${q({ projectId: 'P-1003', generator: 'module-layout' })}`);
    const { runs } = runsAnswerSchema.parse(many.body.data);
    const ids = runs.map((r) => r.id);
    expect(ids.indexOf('seed-run-module-layout-p1003-b')).toBeLessThan(ids.indexOf('seed-run-module-layout-p1003-a'));
    expect(runs.every((r) => r.generator === 'module-layout' && r.projectId === 'P-1003')).toBe(true);
    expect((await call('GET', `/base/generate${q({ runId: 'no-such-run' })}`)).status).toBe(404);
    for (const bad of [
      {},
      { runId: 'a', projectId: 'P-1003' },
      { runId: 'a/b' },
      { generator: 'site-plan' },
      { projectId: 'P-1003', extra: 'x' },
    ])
      expect((await call('GET', `/base/generate${q(bad)}`)).status, JSON.stringify(bad)).toBe(400);
  });
});

describe('starting runs: bad input writes nothing', () => {
  it('refuses bad, unknown and unready inputs with nothing written', async () => {
    await setPlume({ logLevel: 2, devWriteLogs: true, runAsJob: true });
    const before = await written();
    const cases: [unknown, number, string?][] = [
      [{}, 400, 'generator'],
      [{ generator: 'site-plan' }, 400, 'projectId'],
      [{ generator: 'Site Plan', projectId: 'P-1004' }, 400, 'generator'],
      [{ generator: 'site-plan', projectId: 'P-1004', extra: 1 }, 400],
      [{ generator: 'site-plan', projectId: 'P-1004', baseSpecVersion: '0.3' }, 400, 'baseSpecVersion'],
      ['{"generator":"site-plan","projectId":"P-1004","__proto__":{"x":1}}', 400],
      [{ generator: 'no-such-generator', projectId: 'P-1004' }, 404],
      [{ generator: 'site-plan', projectId: 'P-9999' }, 404],
      [{ generator: 'site-plan', projectId: 'P-1004', baseSpecVersion: 'v9.9.9' }, 404],
      // P-1001 has committed project bases but no latest base on the project.
      [{ generator: 'site-plan', projectId: 'P-1001' }, 409],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/base/generate', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      if (field) expect(res.body.error?.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
    }
    for (const [body, status] of [
      [{}, 400],
      [{ key: 'no-such-test' }, 404],
      [{ key: 'site-plan-one-parcel', projectId: 'P-9999' }, 404],
      [{ key: 'site-plan-one-parcel', projectId: 'P-1001' }, 409],
    ] as const)
      expect((await call('POST', '/base/test', body)).status, JSON.stringify(body)).toBe(status);
    for (const [body, status] of [
      [{}, 400],
      [{ runId: 'no-such-run' }, 404],
      [{ runId: '__proto__/x' }, 400],
    ] as const)
      expect((await call('POST', '/base/generate/retry', body)).status, JSON.stringify(body)).toBe(status);
    expect(await written()).toEqual(before);
  });
});

describe('a generator run as a background job', () => {
  let runId = '';

  it('goes queued → running (step by step) → done, its log arriving in chunks and its layers in outputs', async () => {
    await setPlume({ logLevel: 3, devWriteLogs: true, runAsJob: true });
    const res = await call('POST', '/base/generate', { generator: 'module-layout', projectId: 'P-1003' });
    expect(res.status).toBe(202);
    const { jobId, runId: id } = runStartedAnswerSchema.parse(res.body.data);
    runId = id;
    started.add(runId);
    const { run, jobStatuses, substatuses, logLinesWhileRunning } = await followRun(runId, jobId);
    expect(jobStatuses).toEqual(['queued', 'running', 'done']);
    // Seen growing while it ran: some lines, then more (not all at once at the end).
    expect([...logLinesWhileRunning].filter((n) => n > 0 && n < run.summary!.logLines).length).toBeGreaterThan(0);
    expect(substatuses.some((s) => /^step [1-7] of 7: /.test(s))).toBe(true);
    expect(run.run).toMatchObject({ status: 'done', substatus: '5 layer(s) drawn', jobId });
    expect(run).toMatchObject({
      kind: 'generate',
      createdBy: 'margaret',
      baseSpecVersion: 'v0.2.1',
      previousRunId: 'seed-run-module-layout-p1003-b',
    });
    expect(run.settings).toEqual({ logLevel: 3, devWriteLogs: true, runAsJob: true });

    const chunks = await logOf(runId);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    const lines = chunks.flatMap((c) => c.lines);
    expect(lines.map((l) => l.n)).toEqual(lines.map((_, i) => i));
    expect(lines.length).toBe(run.summary?.logLines);
    // Info and debug lines (P-1003's lot is known and its modules fit: no warning, no error; the
    // engine's own tests cover those lines, emulators/generators/engine.test.ts).
    expect(new Set(lines.map((l) => l.level))).toEqual(new Set([2, 3]));
    expect(lines[0]?.message).toBe('step 1 of 7: reading the project base');

    const outputs = await db.collection('generatorRuns').doc(runId).collection('outputs').get();
    expect(outputs.docs.map((d) => d.id).sort()).toEqual([
      'design~doors',
      'design~modules',
      'design~rooms',
      'design~walls',
      'design~windows',
    ]);
    const walls = runOutputSchema.parse(outputs.docs.find((d) => d.id === 'design~walls')!.data());
    const seeded = seededWalls('P-1003');
    expect(walls).toMatchObject({ layer: 'design/walls', count: Math.round(seeded.count), length: seeded.length });
    expect(run.summary?.layers['design/walls']).toEqual({ count: Math.round(seeded.count), length: seeded.length, area: 0 });
    expect(run.summary?.documents).toBe(outputs.size + chunks.length + 1);
  });

  it('compares with the previous run of the same generator and project: the same inputs draw the same layers', async () => {
    const res = await call('GET', `/base/generate/compare${q({ runId })}`);
    expect(res.status).toBe(200);
    const answer = compareAnswerSchema.parse(res.body.data);
    expect(answer.with).toBe('seed-run-module-layout-p1003-b');
    expect(answer.layers.map((l) => l.layer)).toEqual(['design/modules', 'design/walls', 'design/rooms', 'design/doors', 'design/windows']);
    expect(answer.layers.every((l) => l.change === 'unchanged')).toBe(true);
  });

  it('compares a run on a newer base spec: the layers it adds', async () => {
    const res = await call('GET', `/base/generate/compare${q({ runId: 'seed-run-utility-runs-p1002-b' })}`);
    const answer = compareAnswerSchema.parse(res.body.data);
    expect(answer.with).toBe('seed-run-utility-runs-p1002-a');
    expect(answer.layers.length).toBe(5);
    expect(answer.layers.every((l) => l.change === 'added' && l.before === null)).toBe(true);
    const across = compareAnswerSchema.parse(
      (await call('GET', `/base/generate/compare${q({ runId, with: 'seed-run-utility-runs-p1002-b' })}`)).body.data,
    );
    expect(across.layers.filter((l) => l.change === 'removed').map((l) => l.layer)).toContain('utilities/sewer');
    expect(across.layers.filter((l) => l.change === 'added').map((l) => l.layer)).toContain('design/walls');
    expect((await call('GET', `/base/generate/compare${q({ runId: 'seed-run-module-layout-p1003-a' })}`)).status).toBe(409);
    expect((await call('GET', `/base/generate/compare${q({ runId: 'no-such-run' })}`)).status).toBe(404);
    expect((await call('GET', `/base/generate/compare${q({ runId, with: 'no-such-run' })}`)).status).toBe(404);
    expect((await call('GET', `/base/generate/compare${q({ runId: '' })}`)).status).toBe(400);
  });

  it('a dry run (invoke) draws the same layers and writes nothing', async () => {
    const before = await written();
    const res = await call('POST', '/base/invoke', { generator: 'module-layout', projectId: 'P-1003' });
    expect(res.status).toBe(200);
    const { layers, log } = invokeAnswerSchema.parse(res.body.data);
    const stored = await db.collection('generatorRuns').doc(runId).collection('outputs').get();
    for (const d of stored.docs) expect(layers.find((l) => l.layer === d.get('layer'))).toEqual(d.data());
    expect(log.some((l) => l.level === 3)).toBe(true);
    const partial = invokeAnswerSchema.parse(
      (await call('POST', '/base/invoke', { generator: 'module-layout', projectId: 'P-1003', step: 2 })).body.data,
    );
    expect(partial.layers.map((l) => l.layer)).toEqual(['design/modules']);
    expect(partial.log.at(-1)?.message).toMatch(/^design\/modules: 3 object/);
    for (const [body, status] of [
      [{ generator: 'module-layout', projectId: 'P-1003', step: 0 }, 400],
      [{ generator: 'module-layout' }, 400],
      [{ generator: 'nope', projectId: 'P-1003' }, 404],
      [{ generator: 'module-layout', projectId: 'P-9999' }, 404],
    ] as const)
      expect((await call('POST', '/base/invoke', body)).status, JSON.stringify(body)).toBe(status);
    expect(await written()).toEqual(before);
  });
});

describe('plume settings decide how a run goes', () => {
  it('runAsJob false runs inline and answers the finished run; logLevel 1 keeps only errors and warnings', async () => {
    await setPlume({ logLevel: 1, devWriteLogs: true, runAsJob: false });
    const jobsBefore = (await written()).jobs;
    // P-1005 has no lot size in its committed base: the run warns that the lot is estimated.
    const res = await call('POST', '/base/generate', { generator: 'module-layout', projectId: 'P-1005' });
    expect(res.status).toBe(200);
    const { runId, run } = runInlineAnswerSchema.parse(res.body.data);
    started.add(runId);
    expect(run.run.status).toBe('done');
    expect(run.run.jobId).toBeUndefined();
    expect(run.summary?.layers['design/walls']?.count).toBe(Math.round(seededWalls('P-1005').count));
    const lines = (await logOf(runId)).flatMap((c) => c.lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.level <= 1)).toBe(true);
    expect(lines.some((l) => l.level === 1 && l.message.includes('the lot is estimated'))).toBe(true);
    expect(run.summary?.logLines).toBe(lines.length);
    expect((await written()).jobs).toBe(jobsBefore);
  });

  it('devWriteLogs false stores no log lines, only the summary and outputs', async () => {
    await setPlume({ logLevel: 3, devWriteLogs: false, runAsJob: false });
    const res = await call('POST', '/base/generate', { generator: 'site-plan', projectId: 'P-1004' });
    expect(res.status).toBe(200);
    const { runId, run } = runInlineAnswerSchema.parse(res.body.data);
    started.add(runId);
    expect(await logOf(runId)).toEqual([]);
    expect(run.summary?.logLines).toBe(0);
    expect(Object.keys(run.summary?.layers ?? {})).toHaveLength(6);
    const outputs = await db.collection('generatorRuns').doc(runId).collection('outputs').count().get();
    expect(outputs.data().count).toBe(6);
  });
});

describe('test runs', () => {
  it('a failing test records its verdict (job base.test)', async () => {
    await setPlume({ logLevel: 2, devWriteLogs: true, runAsJob: true });
    const res = await call('POST', '/base/test', { key: 'utility-runs-short-plumbing' });
    expect(res.status).toBe(202);
    const { runId, jobId } = runStartedAnswerSchema.parse(res.body.data);
    started.add(runId);
    const job = backgroundJobSchema.parse((await db.collection('backgroundJobs').doc(jobId).get()).data());
    expect(job.kind).toBe('base.test');
    const { run } = await followRun(runId, jobId);
    expect(run).toMatchObject({ kind: 'test', testKey: 'utility-runs-short-plumbing', projectId: 'P-1003', generator: 'utility-runs' });
    expect(run.test).toEqual({ passed: false, failures: ['utilities/plumbing length 64 is above the maximum 60'] });
    expect(run.run).toMatchObject({ status: 'done', substatus: 'failed: 1 expectation(s) not met' });
    const latest = testAnswerSchema.parse((await call('GET', `/base/test${q({ key: 'utility-runs-short-plumbing' })}`)).body.data);
    expect(latest.lastRun?.id).toBe(runId);
  });

  it('a passing test on another project, inline', async () => {
    await setPlume({ logLevel: 2, devWriteLogs: true, runAsJob: false });
    const res = await call('POST', '/base/test', { key: 'site-plan-one-parcel', projectId: 'P-1005' });
    expect(res.status).toBe(200);
    const { runId, run } = runInlineAnswerSchema.parse(res.body.data);
    started.add(runId);
    expect(run.projectId).toBe('P-1005');
    expect(run.test).toEqual({ passed: true, failures: [] });
  });
});

describe('the generator service failing (its stand-in, emulators/generators, steered by its test controls)', () => {
  const GENERATOR_URL = process.env.GENERATOR_URL;
  const control = async (name: string, body: unknown = {}) => {
    if (!GENERATOR_URL)
      throw new Error('GENERATOR_URL is not set: these tests run with the generator service stand-in (npm test starts it)');
    const res = await fetch(`${GENERATOR_URL}/__control/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };

  it('a run the service fails ends in error naming it, with nothing half-written; a retry runs it to the end', async () => {
    await setPlume({ logLevel: 2, devWriteLogs: true, runAsJob: true });
    await control('fail-run', { afterSteps: 2 });
    const res = await call('POST', '/base/generate', { generator: 'module-layout', projectId: 'P-1003' });
    expect(res.status).toBe(202);
    const { jobId, runId } = runStartedAnswerSchema.parse(res.body.data);
    started.add(runId);
    const { run } = await followRun(runId, jobId);
    expect(run.run).toMatchObject({ status: 'error', substatus: 'The generator service could not run the generator.' });
    expect(run.run.details).toBe('the generator service failed the run: the generator stopped at step 3 of 7 (test control)');
    expect(run.summary).toBeUndefined();

    const retried = await call('POST', '/base/generate/retry', { runId });
    expect(retried.status).toBe(202);
    const again = await followRun(runId, runStartedAnswerSchema.parse(retried.body.data).jobId);
    expect(again.run.run).toMatchObject({ status: 'done', substatus: '5 layer(s) drawn' });
    // The retry started clean: one first line, not the failed attempt's lines and then its own.
    const lines = (await logOf(runId)).flatMap((c) => c.lines);
    expect(lines.filter((l) => l.message === 'step 1 of 7: reading the project base')).toHaveLength(1);
  });

  it('down: a dry run answers 502 naming the generator service, and works again once it is back', async () => {
    await control('fail', { status: 503, count: 1 });
    const down = await call('POST', '/base/invoke', { generator: 'module-layout', projectId: 'P-1003', step: 2 });
    expect(down.status).toBe(502);
    expect(down.body.error).toMatchObject({
      message: 'the generator service answered 503 for POST /v1/runs: The test control failed this request',
    });
    expect((await call('POST', '/base/invoke', { generator: 'module-layout', projectId: 'P-1003', step: 2 })).status).toBe(200);
  });
});

describe('a killed job stalls and can be retried', () => {
  const past = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
  const future = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  /** The state a worker that died mid-run leaves: the stage inProgress with its lease run out, the job running with an expired lease, a partial log. */
  async function deadRun(runId: string, leaseUntil: string) {
    const deadJob = `dead-${runId}`;
    const stage = {
      status: 'inProgress',
      substatus: 'step 2 of 7: placing modules',
      details: '',
      startedBy: 'margaret',
      startedAt: past(120),
      jobId: deadJob,
      leaseUntil,
    };
    const run = {
      id: runId,
      kind: 'generate',
      generator: 'module-layout',
      projectId: 'P-1003',
      baseSpecVersion: 'v0.2.1',
      createdBy: 'margaret',
      createdAt: past(120),
      settings: { logLevel: 2, devWriteLogs: true, runAsJob: true },
      run: stage,
    };
    await db.collection('generatorRuns').doc(runId).set(run);
    await db
      .collection('generatorRuns')
      .doc(runId)
      .collection('log')
      .doc('000000')
      .set({ seq: 0, lines: [{ n: 0, at: past(119), level: 2, message: 'step 1 of 7: reading the project base' }] });
    await db
      .collection('backgroundJobs')
      .doc(deadJob)
      .set({
        kind: 'base.generate',
        target: { doc: `generatorRuns/${runId}`, field: 'run' },
        input: { runId },
        status: 'running',
        substatus: stage.substatus,
        createdBy: 'margaret',
        createdAt: past(120),
        leaseUntil,
        attempts: 1,
      });
    started.add(runId);
    return deadJob;
  }

  it('shows the dead run stalled, retries it as a new job and finishes it from the start', async () => {
    const runId = `stalled-${suffix}`;
    const deadJob = await deadRun(runId, past(60));
    const shown = (await call('GET', `/base/generate${q({ runId })}`)).body.data as { run: GeneratorRun };
    expect(stageDisplayStatus(shown.run.run, Date.now())).toBe('stalled');

    const res = await call('POST', '/base/generate/retry', { runId });
    expect(res.status).toBe(202);
    const { jobId } = runStartedAnswerSchema.parse(res.body.data);
    expect(jobId).not.toBe(deadJob);
    expect(backgroundJobSchema.parse((await db.collection('backgroundJobs').doc(jobId).get()).data()).retryOf).toBe(deadJob);
    const { run } = await followRun(runId, jobId);
    expect(run.run).toMatchObject({ status: 'done', jobId });
    const lines = (await logOf(runId)).flatMap((c) => c.lines);
    expect(lines.map((l) => l.n)).toEqual(lines.map((_, i) => i));
    expect(lines.filter((l) => l.message === 'step 1 of 7: reading the project base')).toHaveLength(1);
    expect(run.summary?.layers['design/modules']?.count).toBe(3);

    // Done now: a retry is refused and writes nothing.
    const before = await written();
    expect((await call('POST', '/base/generate/retry', { runId })).status).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('refuses a retry while the lease is live', async () => {
    const runId = `live-${suffix}`;
    await deadRun(runId, future(120));
    const before = await written();
    expect((await call('POST', '/base/generate/retry', { runId })).status).toBe(409);
    expect(await written()).toEqual(before);
    // Let it lapse so the cleanup's wait ends: the job never ran.
    await db.collection('generatorRuns').doc(runId).update({ 'run.status': 'error' });
  });
});

describe('Diagrams service', () => {
  it('lists its diagrams', async () => {
    const res = await call('GET', '/diagrams/generators');
    expect(res.status).toBe(200);
    expect(diagramGeneratorsAnswerSchema.parse(res.body.data).generators.map((g) => g.id)).toEqual([
      'draw-order',
      'layer-legend',
      'systems',
    ]);
  });

  it('draws a base-spec version as SVG, the same each time, writing nothing', async () => {
    const before = await written();
    const spec = (await db.collection('baseSpecs').doc('v0.3.0').get()).data() as {
      layers: Record<string, { color: string }>;
      systems: Record<string, unknown>;
    };
    const res = await call('POST', '/diagrams/invoke', { generator: 'draw-order' });
    expect(res.status).toBe(200);
    const { svg, title } = diagramAnswerSchema.parse(res.body.data);
    expect(title).toBe('Draw order, base spec v0.3.0');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const [layer, { color }] of Object.entries(spec.layers)) {
      expect(svg).toContain(`>${layer}<`);
      expect(svg).toContain(`fill="${color}"`);
    }
    expect(diagramAnswerSchema.parse((await call('POST', '/diagrams/invoke', { generator: 'draw-order' })).body.data).svg).toBe(svg);

    const old = diagramAnswerSchema.parse(
      (await call('POST', '/diagrams/invoke', { generator: 'layer-legend', version: 'v0.1.0' })).body.data,
    );
    expect(old.svg).toContain('>design/walls<');
    expect(old.svg).not.toContain('utilities/');
    const systems = diagramAnswerSchema.parse(
      (await call('POST', '/diagrams/invoke', { generator: 'systems', version: 'v0.3.0' })).body.data,
    );
    for (const name of Object.keys(spec.systems)) expect(systems.svg).toContain(name);
    expect(await written()).toEqual(before);
  });

  it('refuses unknown diagrams and versions', async () => {
    expect((await call('POST', '/diagrams/invoke', { generator: 'nope' })).status).toBe(400);
    expect((await call('POST', '/diagrams/invoke', { generator: 'systems', version: 'v9.9.9' })).status).toBe(404);
    expect((await call('POST', '/diagrams/invoke', { generator: 'systems', version: 'latest' })).status).toBe(400);
    expect((await call('POST', '/diagrams/invoke', {})).status).toBe(400);
    expect((await call('GET', '/diagrams/generators', undefined, '')).status).toBe(401);
  });
});
