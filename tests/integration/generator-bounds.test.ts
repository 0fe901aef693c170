/**
 * One request cannot make a generator run without end (issue 23, item 7): the numbers a run takes
 * from the project (modules, floor area, per-layer counts) are bounded, so a project document with
 * modules: 1e9 is refused (409 naming the field and its bound, nothing written) by a run, a test run
 * and a dry run; one run of a kind per project is in flight at a time (409 naming the running one);
 * and a person has at most GENERATOR_MAX_RUNS_PER_USER runs in flight (429 naming them).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATOR_INPUT_BOUNDS, GENERATOR_MAX_RUNS_PER_USER, uidForEmail } from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';

const suffix = runSuffix();
const EMAIL = `bounds-${suffix}@modulr.example`;
const UID = uidForEmail(EMAIL);
let app: App;
let db: Firestore;
let token = '';
const projects: string[] = [];
const runs: string[] = [];

const future = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** A project like P-1004 whose latest base has the given numbers. */
async function project(name: string, latest: Record<string, unknown>): Promise<string> {
  const id = `BOUNDS-${name}-${suffix}`;
  const seeded = (await db.collection('projects').doc('P-1004').get()).data()!;
  await db
    .collection('projects')
    .doc(id)
    .set({ ...seeded, id, base: { latest: { version: 'v0.1.0', baseSpec: 'v0.2.1', modules: 3, floorArea: 1200, ...latest } } });
  projects.push(id);
  return id;
}

/** A run in flight (in progress, live lease) as a job that is running leaves it. */
async function runInFlight(projectId: string, kind: 'generate' | 'test', createdByUid: string): Promise<string> {
  const id = `bounds-run-${runs.length}-${suffix}`;
  await db
    .collection('generatorRuns')
    .doc(id)
    .set({
      id,
      kind,
      generator: 'site-plan',
      projectId,
      baseSpecVersion: 'v0.2.1',
      createdBy: 'someone',
      createdByUid,
      createdAt: new Date().toISOString(),
      settings: { logLevel: 2, devWriteLogs: true, runAsJob: true },
      run: {
        status: 'inProgress',
        substatus: 'step 2 of 4',
        details: '',
        startedBy: 'someone',
        startedAt: new Date().toISOString(),
        jobId: `job-${id}`,
        leaseUntil: future(600),
      },
    });
  runs.push(id);
  return id;
}

const runsOf = async (projectId: string) => (await db.collection('generatorRuns').where('projectId', '==', projectId).get()).size;

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `generator-bounds-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor(EMAIL);
  // Runs as jobs (the default), so nothing runs inline here.
  await db
    .collection('settings')
    .doc(UID)
    .set({ plume: { logLevel: 2, devWriteLogs: true, runAsJob: true } });
});

afterAll(async () => {
  await Promise.all([
    ...projects.map((id) => db.collection('projects').doc(id).delete()),
    ...runs.map((id) => db.collection('generatorRuns').doc(id).delete()),
    db.collection('settings').doc(UID).delete(),
  ]);
  await deleteApp(app);
});

describe('generator inputs taken from the project are bounded', () => {
  it('refuses a run, a test run and a dry run of a project with modules: 1e9, naming the field and its bound; nothing is written', async () => {
    const id = await project('huge', { modules: 1e9 });
    const message = `${id}'s data is outside what a generator run takes (base.latest.modules: modules must be at most ${GENERATOR_INPUT_BOUNDS.modules.max}): correct the project's base first`;
    for (const [path, body] of [
      ['/base/generate', { generator: 'module-layout', projectId: id }],
      ['/base/test', { key: 'module-layout-walls', projectId: id }],
      ['/base/invoke', { generator: 'module-layout', projectId: id }],
    ] as const) {
      const res = await callService('POST', path, token, body);
      expect(res.status, path).toBe(409);
      expect(res.body.error, path).toMatchObject({
        error: 'conflict',
        message,
        fieldErrors: { 'base.latest.modules': 'modules must be at most 200' },
      });
    }
    expect(await runsOf(id)).toBe(0);
  });

  it('refuses a floor area, a layer count and a length past their bounds, each named', async () => {
    const id = await project('counts', {
      floorArea: 5e7,
      counts: { 'design/walls': { count: 1e7, length: -1 }, 'design/doors': { count: 12 } },
    });
    const res = await callService('POST', '/base/generate', token, { generator: 'module-layout', projectId: id });
    expect(res.status).toBe(409);
    expect(res.body.error?.fieldErrors).toEqual({
      'base.latest.floorArea': 'floorArea must be at most 200,000',
      'base.latest.counts.design/walls.count': 'count must be at most 5,000',
      'base.latest.counts.design/walls.length': 'length must be at least 0',
    });
    expect(await runsOf(id)).toBe(0);
  });
});

describe('generator runs in flight are bounded', () => {
  it('one run of a kind per project: a second is refused with 409 naming the running one', async () => {
    const id = await project('busy', {});
    const running = await runInFlight(id, 'generate', 'another-uid');
    const res = await callService('POST', '/base/generate', token, { generator: 'module-layout', projectId: id });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toContain(`A generate run of ${id} is in progress: run ${running} (job job-${running})`);
    expect(await runsOf(id)).toBe(1);
  });

  it(`a person has at most ${GENERATOR_MAX_RUNS_PER_USER} runs in flight: the next is refused with 429 naming them`, async () => {
    const mine: string[] = [];
    for (let i = 0; i < GENERATOR_MAX_RUNS_PER_USER; i++) mine.push(await runInFlight(await project(`mine${i}`, {}), 'generate', UID));
    const free = await project('free', {});
    const res = await callService('POST', '/base/generate', token, { generator: 'module-layout', projectId: free });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ error: 'rate-limited' });
    expect(res.body.error?.message).toContain(`You have ${GENERATOR_MAX_RUNS_PER_USER} generator runs in progress`);
    for (const run of mine) expect(res.body.error?.message).toContain(run);
    expect(await runsOf(free)).toBe(0);
    // Someone else starts a run on that project at once.
    const other = await callService<{ runId: string }>(
      'POST',
      '/base/generate',
      await idTokenFor(`bounds-other-${suffix}@modulr.example`),
      {
        generator: 'module-layout',
        projectId: free,
      },
    );
    expect(other.status).toBe(202);
    runs.push(other.body.data!.runId);
  });
});
