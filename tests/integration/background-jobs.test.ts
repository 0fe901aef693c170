import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { backgroundJobSchema, stageDisplayStatus, type BackgroundJob } from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { recordJobEnd } from '../../functions/src/jobs/run-job';
import { startJob } from '../../functions/src/jobs/start-job';
import {
  assemblyDoc,
  createProject,
  expectRefused,
  pipeCall,
  projectDoc,
  readAssembly,
  removeProject,
  waitForJobsOf,
  waitForStage,
} from './pipe-kit';

/**
 * The background-job mechanism (functions/src/jobs) against the emulators: the Functions
 * emulator's Firestore trigger is the worker. A dead worker is simulated by writing the state it
 * leaves behind (stage inProgress with a lapsed lease, job `running` with an expired lease).
 */

const suffix = runSuffix();
const P = `T-jobs-${suffix}`;
const STALLED = 'm1-exterior-wall-panel';
const DIRECT = 'm1-floor-cassette';
/** CAD assigned (a copy in the Onshape stand-in): its parts job waits on a slowed BOM answer. */
const SLOW = 'm2-floor-cassette';
let app: App;
let db: Firestore;
let token: string;

const past = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `background-jobs-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  const wallPanel = await db.collection('classParts').where('name', '==', 'wall-panel').limit(1).get();
  const stalled = assemblyDoc(P, STALLED, 'exterior-wall-panel', 4, {
    approvals: { design: [{ user: 'eero', status: 'approved', notes: '' }], management: [], production: [] },
  });
  stalled.parts = {
    ...stalled.parts,
    parts: [
      { name: 'wall-panel', qty: 6, classPart: wallPanel.docs[0]!.id },
      { name: 'stud', qty: 40 },
    ],
  };
  const direct = { ...assemblyDoc(P, DIRECT, 'floor-cassette', 0), order: 1 };
  const slow = { ...assemblyDoc(P, SLOW, 'floor-cassette', 2), order: 2 };
  await createProject(db, projectDoc(P, 3), [stalled, direct, slow]);
});

afterAll(async () => {
  if (!db) return;
  await waitForJobsOf(db, P).catch((err) => console.error(err));
  await removeProject(db, P);
  await deleteApp(app);
});

describe('background jobs: lease, stalled, retry, late finish', () => {
  it('shows a dead worker as stalled, retries it through the service, and keeps the late finisher out of the stage', async () => {
    // The state a worker that died mid-job leaves: stage inProgress, its lease run out; job running, lease expired.
    const oldJobId = `dead-${suffix}`;
    const target = { doc: `projects/${P}/pipe/${STALLED}`, field: 'pbom' };
    const deadJob: BackgroundJob = {
      kind: 'pipe.pbom',
      target,
      input: { projectId: P, assembly: STALLED },
      status: 'running',
      substatus: 'matching ERP items',
      createdBy: 'eero',
      createdAt: past(120),
      startedAt: past(118),
      leaseUntil: past(60),
      heartbeatAt: past(90),
      attempts: 1,
      worker: 'worker-dead',
    };
    await db.doc(`backgroundJobs/${oldJobId}`).set(deadJob);
    await db.doc(target.doc).update('pbom', {
      status: 'inProgress',
      substatus: 'matching ERP items',
      details: '',
      startedBy: 'eero',
      startedAt: past(120),
      jobId: oldJobId,
      leaseUntil: past(60),
    });
    const before = await readAssembly(db, P, STALLED);
    expect(stageDisplayStatus(before.pbom, Date.now())).toBe('stalled');
    // The service reads show it stalled too.
    const cga = await pipeCall<{ cgas: { assembly: string; stage: string; status: string }[] }>(
      token,
      'GET',
      `/cga?projectId=${P}&assembly=${STALLED}`,
    );
    expect(cga.body.data!.cgas[0]).toMatchObject({ stage: 'pbom', status: 'stalled' });

    // Retry through the service: 202, a new job recording the one it retries, and it runs to done.
    const retry = await pipeCall<{ jobId: string }>(token, 'POST', '/pbom', { projectId: P, assembly: STALLED });
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    const newJobId = retry.body.data!.jobId;
    expect(newJobId).not.toBe(oldJobId);
    expect((await db.doc(`backgroundJobs/${newJobId}`).get()).get('retryOf')).toBe(oldJobId);
    const after = await waitForStage(db, P, STALLED, 'pbom');
    expect(after.pbom).toMatchObject({ status: 'done', jobId: newJobId, startedBy: 'grace' });
    expect(after.pbom.items!.map((l) => l.part)).toEqual(['wall-panel', 'stud']);
    const newJob = backgroundJobSchema.parse((await db.doc(`backgroundJobs/${newJobId}`).get()).data());
    expect(newJob).toMatchObject({ status: 'done', attempts: 1, retryOf: oldJobId });
    // A worker writes progress at most once a second (a job that ends sooner writes none: the
    // engines no longer sleep between steps), so heartbeatAt is not asserted here.
    expect(newJob.startedAt).toBeDefined();

    // The presumed-dead worker finishes late: its job records its end, the stage stays the retry's.
    await recordJobEnd(oldJobId, deadJob, { outcome: { details: 'late result', stageFields: { items: [] } } });
    const untouched = await readAssembly(db, P, STALLED);
    expect(untouched.pbom).toEqual(after.pbom);
    expect((await db.doc(`backgroundJobs/${oldJobId}`).get()).get('status')).toBe('done');
    await recordJobEnd(oldJobId, deadJob, { failure: { substatus: 'Could not generate pbom.', details: 'late failure' } });
    expect((await readAssembly(db, P, STALLED)).pbom).toEqual(after.pbom);
  }, 60_000);

  it('renews the lease with its progress while an outside call keeps the job busy', async () => {
    // The Onshape stand-in holds the BOM answer well past the one-second gap between progress writes.
    const slowed = await fetch(`${process.env.ONSHAPE_URL}/__control/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'slow', ms: 3000, path: '/bom' }),
    });
    expect(slowed.status).toBe(200);
    const link = (await readAssembly(db, P, SLOW)).assign.onshapeLink!;
    const started = await pipeCall<{ jobId: string }>(token, 'POST', '/parts', { projectId: P, assembly: SLOW, onshapeLink: link });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const a = await waitForStage(db, P, SLOW, 'parts');
    expect(a.parts.status).toBe('done');
    const job = backgroundJobSchema.parse((await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data());
    // Its progress ('reading the bill of materials') was written while it waited, stamping heartbeatAt.
    expect(job.heartbeatAt).toBeDefined();
  }, 60_000);

  it('refuses a second job while the lease is live (409) and lets exactly one run', async () => {
    const target = { doc: `projects/${P}/pipe/${DIRECT}`, field: 'projectAssembly' };
    const request = { kind: 'pipe.projectAssembly', target, input: { projectId: P, assembly: DIRECT }, user: 'ada' };
    const jobId = await startJob(request);
    await expect(startJob(request)).rejects.toMatchObject({
      status: 409,
      message: 'projectAssembly is already in progress (started by ada)',
    });
    expectRefused(await pipeCall(token, 'POST', '/projectAssembly', { projectId: P, projectAssembly: DIRECT }), 409, /already in progress/);
    const a = await waitForStage(db, P, DIRECT, 'projectAssembly');
    expect(a.projectAssembly).toMatchObject({ status: 'done', jobId, startedBy: 'ada' });
    const jobs = await db.collection('backgroundJobs').where('target.doc', '==', target.doc).get();
    expect(jobs.docs.map((d) => [d.id, d.get('status'), d.get('attempts')])).toEqual([[jobId, 'done', 1]]);
  }, 60_000);

  it('ends a job of an unknown kind in error, with the reason on its stage', async () => {
    const target = { doc: `projects/${P}/pipe/${DIRECT}`, field: 'reassembly' };
    const jobId = await startJob({ kind: 'pipe.nothing', target, input: {}, user: 'ada' });
    const a = await waitForStage(db, P, DIRECT, 'reassembly');
    expect(a.reassembly).toMatchObject({ status: 'error', substatus: 'Unknown job kind pipe.nothing', jobId });
    const ended = (await db.doc(`backgroundJobs/${jobId}`).get()).data() as BackgroundJob;
    expect(ended).toMatchObject({ status: 'error', substatus: 'Unknown job kind pipe.nothing' });
    // Only that stage changed: the project assembly before it stays done.
    expect(a.projectAssembly.status).toBe('done');
  }, 60_000);
});
