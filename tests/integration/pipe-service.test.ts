import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  approversAnswerSchema,
  claimsFor,
  notApproverMessage,
  PIPE_DOT_PATH_MESSAGE,
  SEEDED_ACCESS_GROUPS,
  type AccessClaims,
  type OutsideCall,
  type PbomLine,
  type PipeAssembly,
} from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { frappeConfigFromEnv, frappeErp } from '../../functions/src/engines/erp/frappe';
import { signInAs } from '../support/tokens';
import { onshapeFromEnv, parseDocumentLink } from '../../functions/src/engines/onshape/client';
import {
  LINK,
  assemblyDoc,
  onshapeAssemblyLink,
  createProject,
  expectRefused,
  pipeCall,
  pipeState,
  projectDoc,
  readAssembly,
  removeCreatedErpItems,
  removeProject,
  waitFor,
  waitForJobsOf,
  waitForStage,
} from './pipe-kit';

/**
 * The pipe service over HTTP against the emulators, with the background worker of the Functions
 * emulator running the jobs and the local CAD and purchasing engines reading the seeded build
 * spec, class parts and ERP items. Each run works on its own project (created here, removed at
 * the end), so seeded data and other test files are not disturbed.
 */

const suffix = runSuffix();
const P = `T-${suffix}`;
const MISSING = `T-missing-${suffix}`;
const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;

const A1 = 'm1-floor-cassette';
const A2 = 'm1-exterior-wall-panel';
const A3 = 'm2-roof-cassette';
/** Parts done with an empty parts list: the purchasing BOM has nothing to buy. */
const EMPTY = 'm2-chassis';
/** CAD assigned to one document; parts are asked of another. */
const OTHER_DOC = 'm2-floor-cassette';
/** CAD assigned to a document whose element Onshape does not have. */
const BAD_ELEMENT = 'm2-exterior-wall-panel';
/** An assembly the build spec does not define (dropped before v3.2.1). */
const UNDEFINED = 'm2-closet-casework';

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, as = 'grace') =>
  pipeCall<T>(tokens[as], method, path, body);
const started = async (method: string, path: string, body: unknown) => {
  const answer = await call<{ jobId: string; projectId: string; assembly: string; stage: string }>(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.data!;
};
/** A seeded approver of each role (config/access approvers): design eero, management grace, production ken. */
const APPROVER: Record<string, string> = { design: 'eero', management: 'grace', production: 'ken' };
const approve = async (assembly: string, role: string, as = APPROVER[role]!) => {
  const answer = await call('POST', '/cgaApproval', { projectId: P, assembly, status: 'approved', role, notes: 'ok' }, as);
  expect(answer.status).toBe(200);
};
/** Asserts the project's pipe docs and jobs are exactly as before `act`. */
async function writesNothing(act: () => Promise<void>) {
  const before = await pipeState(db, P);
  await act();
  expect(await pipeState(db, P)).toEqual(before);
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `pipe-service-${suffix}`);
  db = getFirestore(app);
  const emails = ['grace@modulr.example', 'eero@modulr.example', 'ada@modulr.example', 'ken@modulr-build.example', 'linus@modulr.example'];
  for (const email of emails) tokens[email.split('@')[0]!] = await idTokenFor(email);
  const assemblies: PipeAssembly[] = [
    assemblyDoc(P, A1, 'floor-cassette', 0),
    assemblyDoc(P, A2, 'exterior-wall-panel', 1),
    assemblyDoc(P, A3, 'roof-cassette', 2, {
      approvals: {
        design: [{ user: 'eero', status: 'approved', notes: '', at: '2026-11-01T10:00:00.000Z' }],
        management: [{ user: 'eero', status: 'approved', notes: '', at: '2026-11-01T10:00:00.000Z' }],
        production: [],
      },
    }),
    assemblyDoc(P, EMPTY, 'chassis', 4, {
      approvals: { design: [{ user: 'eero', status: 'approved', notes: '' }], management: [], production: [] },
    }),
    assemblyDoc(P, OTHER_DOC, 'floor-cassette', 2),
    assemblyDoc(P, UNDEFINED, 'closet-casework', 0),
    assemblyDoc(P, BAD_ELEMENT, 'exterior-wall-panel', 2),
  ].map((a, order) => ({ ...a, order }));
  assemblies[3]!.parts = { ...assemblies[3]!.parts, parts: [] };
  await createProject(db, projectDoc(P, assemblies.length), assemblies);
  // The document exists in Onshape; the element does not.
  const real = (await readAssembly(db, P, BAD_ELEMENT)).assign.onshapeLink!;
  const badLink = real.replace(/\/e\/[0-9a-f]{24}$/, `/e/${'f'.repeat(24)}`);
  await db.doc(`projects/${P}/pipe/${BAD_ELEMENT}`).update('assign.onshapeLink', badLink, 'assign.details', badLink);
});

afterAll(async () => {
  if (!db) return;
  await waitForJobsOf(db, P).catch((err) => console.error(err));
  await removeProject(db, P);
  await removeCreatedErpItems(db);
  await deleteApp(app);
});

describe('pipe service: stages over HTTP, run by the background worker', () => {
  it('takes an assembly from project assembly to material request, each job answering 202 and ending done', async () => {
    // Project assembly: 202 at once, the stage inProgress with empty substatus and details.
    const job = await started('POST', '/projectAssembly', { projectId: P, projectAssembly: A1 });
    expect(job).toMatchObject({ projectId: P, assembly: A1, stage: 'projectAssembly' });
    const [stageSnap, jobSnap] = await db.getAll(db.doc(`projects/${P}/pipe/${A1}`), db.doc(`backgroundJobs/${job.jobId}`));
    expect(jobSnap!.get('status')).toBe('queued');
    expect(stageSnap!.get('projectAssembly')).toMatchObject({
      status: 'inProgress',
      substatus: '',
      details: '',
      jobId: job.jobId,
      startedBy: 'grace',
    });
    let a = await waitForStage(db, P, A1, 'projectAssembly');
    expect(a.projectAssembly).toMatchObject({ status: 'done', jobId: job.jobId });
    expect(a.projectAssembly.details).toContain('generated from build spec v3.2.1 (structure system');
    expect(a.projectAssembly.leaseUntil).toBeUndefined();

    // CAD assignment (synchronous).
    const link = await onshapeAssemblyLink(P, A1, 'floor-cassette');
    const assigned = await call<{ assembly: string; assign: { status: string; onshapeLink: string } }>('POST', '/assign', {
      projectId: P,
      assembly: A1,
      onshapeLink: link,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ assembly: A1, assign: { status: 'done', onshapeLink: link } });
    expect((await call('GET', `/assign?projectId=${P}&assembly=${A1}`)).body.data).toMatchObject({ assign: { onshapeLink: link } });

    // Parts from the assembly's bill of materials in Onshape: the structure system's class parts and items.
    await started('POST', '/parts', { projectId: P, assembly: A1, onshapeLink: link });
    a = await waitForStage(db, P, A1, 'parts');
    expect(a.parts.status, JSON.stringify(a.parts).slice(0, 600)).toBe('done');
    const parts = a.parts.parts ?? [];
    expect(parts.map((p) => p.name)).toEqual(expect.arrayContaining(['floor-cassette', 'wall-panel', 'rim-joist', 'stud']));
    const classParts = parts.filter((p) => p.classPart);
    expect(classParts.length).toBeGreaterThan(3);
    for (const p of classParts) expect((await db.doc(`classParts/${p.classPart}`).get()).get('system')).toBe('structure');
    expect(parts.every((p) => Number.isInteger(p.qty) && p.qty >= 1)).toBe(true);
    // Quantities are the assembly's bill of materials in Onshape, line for line.
    const bom = await onshapeFromEnv().bom(parseDocumentLink(link)!);
    expect(Object.fromEntries(parts.map((p) => [p.name, p.qty]))).toEqual(Object.fromEntries(bom.map((r) => [r.name, r.quantity])));
    expect((await db.doc(`backgroundJobs/${a.parts.jobId}`).get()).get('calls')).toEqual([
      expect.objectContaining({ system: 'Onshape', method: 'GET', status: 200, path: expect.stringMatching(/\/bom\?indented=false$/) }),
    ]);

    await started('POST', '/reassembly', { projectId: P, assembly: A1 });
    a = await waitForStage(db, P, A1, 'reassembly');
    const reassembly = (
      await call<{ reassembly: { status: string; groups: { name: string; parts: string[] }[] } }>(
        'GET',
        `/reassembly?projectId=${P}&assembly=${A1}`,
      )
    ).body.data!.reassembly;
    expect(reassembly.status).toBe('done');
    expect(reassembly.groups.flatMap((g) => g.parts).sort()).toEqual(parts.map((p) => p.name).sort());

    // The purchasing BOM waits for design approval; the refusal writes nothing.
    await writesNothing(async () =>
      expectRefused(await call('POST', '/pbom', { projectId: P, assembly: A1 }), 409, 'waiting for design approval'),
    );
    await approve(A1, 'design');
    await started('POST', '/pbom', { projectId: P, assembly: A1 });
    a = await waitForStage(db, P, A1, 'pbom');
    expect(a.pbom.status, JSON.stringify(a.pbom).slice(0, 600)).toBe('done');
    const first = a.pbom.items ?? [];
    expect(first).toHaveLength(parts.length);
    // Bought items come from the build spec's ERP codes; a class part without an ERP item has none yet (chassis beams).
    expect(first.filter((l) => l.itemCode).length).toBeGreaterThan(0);
    expect(first.some((l) => !l.itemCode)).toBe(true);
    for (const line of first.filter((l) => l.itemCode)) expect((await db.doc(`erpItems/${line.itemCode}`).get()).exists).toBe(true);
    // Same input, same output.
    await started('POST', '/pbom', { projectId: P, assembly: A1 });
    a = await waitForStage(db, P, A1, 'pbom');
    expect(a.pbom.items).toEqual(first);
    expect((await call<{ pbom: { items: PbomLine[] } }>('GET', `/pbom?projectId=${P}&assembly=${A1}`)).body.data!.pbom.items).toEqual(
      first,
    );

    // Material request: management approval first; lines without an ERP item make it fail with the reason.
    expectRefused(await call('POST', '/materialRequest', { projectId: P, assembly: A1 }), 409, 'waiting for management approval');
    await approve(A1, 'management');
    await started('POST', '/materialRequest', { projectId: P, assembly: A1 });
    a = await waitForStage(db, P, A1, 'materialRequest');
    expect(a.materialRequest).toMatchObject({ status: 'error', substatus: 'Could not generate MR.' });
    expect(a.materialRequest.details).toMatch(/purchasing BOM lines have no ERP item/);

    // Create the missing ERP items, then the material request goes through.
    const createJob = await started('POST', '/pbom/createItems', { projectId: P, assembly: A1 });
    // Starting a job keeps the stage's last results (here the lines the job works on).
    expect((await readAssembly(db, P, A1)).pbom).toMatchObject({ status: 'inProgress', substatus: '', details: '', items: first });
    a = await waitForStage(db, P, A1, 'pbom');
    const created = ((await db.doc(`backgroundJobs/${createJob.jobId}`).get()).get('result.created') as string[]) ?? [];
    expect(a.pbom.status, JSON.stringify(a.pbom).slice(0, 600)).toBe('done');
    expect(a.pbom.items!.every((l) => l.itemCode)).toBe(true);
    expect(created.length).toBeGreaterThan(0);
    for (const code of created) expect((await db.doc(`erpItems/${code}`).get()).get('item_group')).toBe('Manufactured Parts');
    await started('POST', '/materialRequest', { projectId: P, assembly: A1 });
    a = await waitForStage(db, P, A1, 'materialRequest');
    expect(a.materialRequest.status, JSON.stringify(a.materialRequest).slice(0, 600)).toBe('done');
    expect(a.materialRequest.name).toMatch(/^MAT-MR-\d{4}-\d{5}$/);
    expect((await db.doc(`backgroundJobs/${createJob.jobId}`).get()).get('retryOf')).toBeUndefined();
    // Both live in the ERP (issue 24): the items made for the lines, and the Material Request under the name it gave.
    const erp = frappeErp(frappeConfigFromEnv(process.env));
    for (const code of created) expect((await erp.getDoc('Item', code)).item_group).toBe('Manufactured Parts');
    const mr = await erp.getDoc('Material Request', a.materialRequest.name!);
    expect((mr.items as { item_code: string }[]).map((i) => i.item_code)).toEqual(a.pbom.items!.map((l) => l.itemCode));
    // Every ERP call a job made is on its record (issue 24 item 8): an item made is a create among them,
    // the Material Request one create after its checks.
    const callsOf = async (jobId: string) => ((await db.doc(`backgroundJobs/${jobId}`).get()).get('calls') ?? []) as OutsideCall[];
    expect(await callsOf(createJob.jobId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ system: 'ERP', method: 'POST', path: '/api/resource/Item', status: 200 }),
        expect.objectContaining({ system: 'ERP', method: 'GET', path: `/api/resource/Item/${created[0]}`, status: 200 }),
      ]),
    );
    const mrCalls = await callsOf(a.materialRequest.jobId!);
    expect(mrCalls.every((c) => c.system === 'ERP' && c.status === 200 && !c.error)).toBe(true);
    expect(mrCalls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/resource/Material Request']);
    expect(mrCalls.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

  it('refuses a second start while the stage runs (409, one job) and a blocked stage with its reason', async () => {
    const first = await call('POST', '/projectAssembly', { projectId: P, projectAssembly: A2 });
    expect(first.status).toBe(202);
    expectRefused(
      await call('POST', '/projectAssembly', { projectId: P, projectAssembly: A2 }, 'eero'),
      409,
      'projectAssembly is already in progress (started by grace)',
    );
    const jobs = await db.collection('backgroundJobs').where('target.doc', '==', `projects/${P}/pipe/${A2}`).get();
    expect(jobs.size).toBe(1);
    const a = await waitForStage(db, P, A2, 'projectAssembly');
    expect(a.projectAssembly.status, JSON.stringify(a.projectAssembly).slice(0, 600)).toBe('done');
    // Parts need the CAD assignment first.
    expectRefused(await call('POST', '/parts', { projectId: P, assembly: A2, onshapeLink: LINK('x') }), 409, 'waiting for CAD assignment');
  }, 60_000);

  it('runs each assembly on through its stages with POST /run until it is done or blocked', async () => {
    const run = await call<{
      jobs: { jobId: string; assembly: string; stage: string }[];
      waiting: { assembly: string; stage: string; reason: string }[];
    }>('POST', '/run', { projectId: P });
    expect(run.status).toBe(202);
    expect(run.body.data!.jobs).toEqual(expect.arrayContaining([expect.objectContaining({ assembly: A3, stage: 'parts' })]));
    expect(run.body.data!.waiting).toEqual(
      expect.arrayContaining([
        { assembly: A1, stage: 'mbom', reason: 'Manufacturing BOM is made by the opus service' },
        { assembly: A2, stage: 'assign', reason: 'waiting for a CAD link (POST /pipe/assign)' },
      ]),
    );
    // A3 had its CAD link and both approvals: parts, reassembly, pbom (with its ERP items) and the MR, one job each.
    const a = await waitFor(
      'the run of A3 to reach the material request',
      async () => {
        const doc = await readAssembly(db, P, A3);
        const errored = (['parts', 'reassembly', 'pbom', 'materialRequest'] as const).find((s) => doc[s].status === 'error');
        if (errored) throw new Error(`${errored} failed: ${doc[errored].substatus} ${doc[errored].details}`);
        return doc.materialRequest.status === 'done' ? doc : undefined;
      },
      90,
    );
    expect(a.pbom.items!.every((l) => l.itemCode)).toBe(true);
    expect(a.materialRequest.name).toMatch(/^MAT-MR-/);
    const jobs = (await db.collection('backgroundJobs').where('target.doc', '==', `projects/${P}/pipe/${A3}`).get()).docs.map((d) =>
      d.data(),
    );
    expect(jobs.map((j) => j.target.field).sort()).toEqual(['materialRequest', 'parts', 'pbom', 'reassembly']);
    expect(jobs.every((j) => j.kind === 'pipe.run' && j.status === 'done')).toBe(true);
    // Each run job started the next one in the write that recorded it done.
    expect(jobs.filter((j) => j.result?.nextJobId).length).toBe(3);
    // The run went on from assemblies it could move; wait for all of them before the next test.
    await waitForJobsOf(db, P);
  }, 120_000);

  it('fails a job for a real reason: nothing to buy, an unknown CAD document, an assembly the build spec lacks', async () => {
    await started('POST', '/pbom', { projectId: P, assembly: EMPTY });
    let a = await waitForStage(db, P, EMPTY, 'pbom');
    expect(a.pbom).toMatchObject({ status: 'error', substatus: 'Could not generate pbom.' });
    expect(a.pbom.details).toContain('its parts list is empty');

    await started('POST', '/parts', { projectId: P, assembly: OTHER_DOC, onshapeLink: LINK('somebody-elses-document') });
    a = await waitForStage(db, P, OTHER_DOC, 'parts');
    expect(a.parts).toMatchObject({ status: 'error', substatus: 'Could not generate parts.' });
    expect(a.parts.details).toContain('The CAD document somebody-elses-document is not known');

    // Onshape's own answer is what the stage shows, and the job keeps the call it made.
    const badLink = (await readAssembly(db, P, BAD_ELEMENT)).assign.onshapeLink!;
    const badJob = await started('POST', '/parts', { projectId: P, assembly: BAD_ELEMENT, onshapeLink: badLink });
    a = await waitForStage(db, P, BAD_ELEMENT, 'parts');
    expect(a.parts).toMatchObject({ status: 'error', substatus: 'Could not generate parts.' });
    expect(a.parts.details).toMatch(new RegExp(`^Onshape answered 404 for element ${'f'.repeat(24)} of document [0-9a-f]{24}`));
    expect(a.parts.parts).toBeUndefined();
    const badCalls = (await db.doc(`backgroundJobs/${badJob.jobId}`).get()).get('calls') as {
      system: string;
      status: number;
      path: string;
      error?: string;
    }[];
    expect(badCalls.at(-1)).toMatchObject({
      system: 'Onshape',
      method: 'GET',
      status: 404,
      error: expect.stringMatching(/^Onshape answered 404/),
    });
    expect(badCalls.at(-1)!.path).toContain(`/e/${'f'.repeat(24)}/bom`);

    await started('POST', '/projectAssembly', { projectId: P, projectAssembly: UNDEFINED });
    a = await waitForStage(db, P, UNDEFINED, 'projectAssembly');
    expect(a.projectAssembly).toMatchObject({ status: 'error', substatus: 'Could not generate project assembly.' });
    expect(a.projectAssembly.details).toBe('Build spec v3.2.1 does not define the assembly closet-casework');
    // The failed stage is listed as an issue, and can be started again (a retry of the failed job).
    const qsee = await call<{ issues: { assembly: string; kind: string; stage?: string }[] }>('GET', `/qsee?projectId=${P}`);
    expect(qsee.body.data!.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ assembly: UNDEFINED, kind: 'error', stage: 'projectAssembly' })]),
    );
    const retry = await started('POST', '/projectAssembly', { projectId: P, projectAssembly: UNDEFINED });
    expect((await db.doc(`backgroundJobs/${retry.jobId}`).get()).get('retryOf')).toBe(a.projectAssembly.jobId);
    await waitForStage(db, P, UNDEFINED, 'projectAssembly');
  }, 90_000);

  it('records approvals per caller and role, notes, manual material requests; unassigns CAD', async () => {
    await approve(A2, 'design', 'eero');
    const rejected = await call<{ approvals: { design: { user: string; status: string; notes: string }[] } }>(
      'POST',
      '/cgaApproval',
      { projectId: P, assembly: A2, status: 'rejected', role: 'design', notes: 'Header size wrong' },
      'eero',
    );
    expect(rejected.body.data!.approvals.design).toEqual([
      expect.objectContaining({ user: 'eero', status: 'rejected', notes: 'Header size wrong' }),
    ]);
    const mine = await call<{ approvals: { design: { user: string }[] } }>(
      'POST',
      '/cgaApproval',
      { projectId: P, assembly: A2, user: 'ada', status: 'approved', role: 'design', notes: '' },
      'ada',
    );
    expect(mine.body.data!.approvals.design.map((e) => e.user)).toEqual(['eero', 'ada']);
    await writesNothing(async () => {
      expectRefused(
        await call(
          'POST',
          '/cgaApproval',
          { projectId: P, assembly: A2, user: 'eero', status: 'approved', role: 'design', notes: '' },
          'ada',
        ),
        403,
      );
    });

    const note = await call('PUT', '/assembly', { projectId: P, assembly: A2, path: 'notes', value: 'Use 2x6 for the wet wall' });
    expect(note.body.data).toEqual({ assembly: A2, notes: 'Use 2x6 for the wet wall' });
    expect((await readAssembly(db, P, A2)).notes).toBe('Use 2x6 for the wet wall');

    const url = `https://erp.modulr.example/app/material-request/MAT-MR-2026-${suffix.slice(0, 5)}`;
    const manual = await call<{ manualMaterialRequests: { url: string; user: string }[] }>('POST', '/materialRequest/manual', {
      projectId: P,
      cga: A2,
      url,
    });
    expect(manual.status).toBe(200);
    expect(manual.body.data!.manualMaterialRequests).toEqual([expect.objectContaining({ url, user: 'grace' })]);
    await writesNothing(async () =>
      expectRefused(await call('POST', '/materialRequest/manual', { projectId: P, cga: A2, url }), 409, /^Could not assign MR\./),
    );

    await call('POST', '/assign', { projectId: P, assembly: A2, onshapeLink: LINK('a2') });
    const unassigned = await call('DELETE', '/assign', { projectId: P, assembly: A2 });
    expect(unassigned.status).toBe(200);
    expect((await readAssembly(db, P, A2)).assign).toEqual({ status: 'new', substatus: '', details: '' });
  });

  it('answers the reads of the project pipeline', async () => {
    const get = async <T = Record<string, unknown>>(path: string) => {
      const answer = await call<T>('GET', path);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body.data!;
    };
    const bom = await get<{ parts: unknown[]; pbom: unknown[]; materialRequest: string }>(`/bom?projectId=${P}&assembly=${A1}`);
    expect(bom.parts.length).toBe(bom.pbom.length);
    expect(bom.materialRequest).toMatch(/^MAT-MR-/);
    const tree = await get<{ modules: { module: number; assemblies: { assembly: string }[] }[] }>(`/bomTree?projectId=${P}`);
    expect(tree.modules.map((m) => m.module)).toEqual([1, 2]);
    const cga = await get<{ cgas: { assembly: string; stage: string | null; approvals: Record<string, string> }[] }>(
      `/cga?projectId=${P}&assembly=${A1}`,
    );
    expect(cga.cgas).toEqual([
      expect.objectContaining({
        assembly: A1,
        stage: 'mbom',
        approvals: { design: 'approved', management: 'approved', production: 'none' },
      }),
    ]);
    const cuts = await get<{ cuts: { routing: string }[] }>(`/cutList?projectId=${P}&assembly=${A1}`);
    expect(cuts.cuts.every((c) => ['saw-cut', 'beam-saw', 'cnc-router'].includes(c.routing))).toBe(true);
    expect((await get<{ layers: Record<string, unknown> }>(`/layers?projectId=${P}`)).layers['design/walls']).toEqual({
      count: 34,
      length: 410,
    });
    const snapshot = await get<{ assemblies: { assembly: string; stages: Record<string, string> }[] }>(`/snapshot?projectId=${P}`);
    expect(snapshot.assemblies.find((s) => s.assembly === A1)!.stages).toMatchObject({
      projectAssembly: 'done',
      materialRequest: 'done',
      mbom: 'new',
    });
    const sketch = await get<{ defined: boolean; layers: { layer: string }[] }>(`/sketch?projectId=${P}&assembly=${A1}`);
    expect(sketch.defined).toBe(true);
    expect(sketch.layers.length).toBeGreaterThan(0);
    const changes = await get<{ changes: { assembly: string; at: string }[] }>(`/changespace?projectId=${P}`);
    expect(changes.changes.length).toBeGreaterThan(5);
    expect(changes.changes.map((c) => c.at)).toEqual([...changes.changes.map((c) => c.at)].sort().reverse());
    const supported = await get<{ supported: Record<string, { supported: boolean }> }>(`/supported?projectId=${P}&fields=pbom,mbom`);
    expect(supported.supported).toEqual({ pbom: { supported: true }, mbom: { supported: true } });
  });

  it('refuses bad input with a 4xx envelope and writes nothing', async () => {
    await writesNothing(async () => {
      expectRefused(
        await call('POST', '/assign', { projectId: MISSING, assembly: A1, onshapeLink: LINK('x') }),
        404,
        'Assigned wrong project id?',
      );
      expectRefused(await call('POST', '/assign', { projectId: P, assembly: 'm9-nothing', onshapeLink: LINK('x') }), 404);
      expectRefused(await call('POST', '/assign', { projectId: P, assembly: A1 }), 400);
      expectRefused(await call('POST', '/assign', { projectId: P, assembly: A1, onshapeLink: 'javascript:alert(1)' }), 400);
      const dotted = await call('PUT', '/assembly', { projectId: P, assembly: A1, path: 'pbom.status', value: 'done' });
      expectRefused(dotted, 400, PIPE_DOT_PATH_MESSAGE);
      expect(dotted.body.error!.fieldErrors).toEqual({ path: PIPE_DOT_PATH_MESSAGE });
      expectRefused(await call('PUT', '/assembly', { projectId: P, assembly: A1, path: 'approvals', value: 'x' }), 400);
      expectRefused(await call('PUT', '/assembly', { projectId: P, assembly: A1, path: 'notes', value: 'x'.repeat(5001) }), 400);
      expectRefused(await call('PUT', '/assembly', { projectId: P, assembly: A1, path: 'notes', value: 'x'.repeat(3_000_000) }), 413);
      for (const path of ['/pbom', '/reassembly', '/materialRequest', '/pbom/createItems']) {
        expectRefused(await call('POST', path, { projectId: P }), 400);
        expectRefused(await call('POST', path, { projectId: P, assembly: 5 }), 400);
        expectRefused(await call('POST', path, { projectId: P, assembly: 'm1.floor' }), 400);
        expectRefused(await call('POST', path, { projectId: P, assembly: A1, extra: 1 }), 400);
        expectRefused(await call('POST', path, { projectId: MISSING, assembly: A1 }), 404);
        expectRefused(await call('POST', path, { projectId: P, assembly: 'm9-nothing' }), 404);
      }
      expectRefused(await call('POST', '/projectAssembly', { projectId: P, projectAssembly: '__proto__' }), 400);
      expectRefused(await call('POST', '/projectAssembly', { projectId: MISSING, projectAssembly: A1 }), 404);
      expectRefused(await call('POST', '/parts', { projectId: P, assembly: A1, onshapeLink: 'https://x.example/d' }), 400);
      expectRefused(await call('POST', '/run', { projectId: MISSING }), 404);
      expectRefused(await call('POST', '/run', { projectId: [P] }), 400);
      expectRefused(await call('POST', '/cgaApproval', { projectId: P, assembly: A1, status: 'approved', role: 'owner', notes: '' }), 400);
      expectRefused(
        await call('POST', '/cgaApproval', { projectId: P, assembly: 'm9-nothing', status: 'approved', role: 'design', notes: '' }, 'eero'),
        404,
      );
      expectRefused(await call('POST', '/materialRequest/manual', { projectId: P, cga: A1, url: 'https://erp.example/app/item/X' }), 400);
      expectRefused(await call('DELETE', `/assign?projectId=${P}&assembly=m9-nothing`), 404);
      expectRefused(await call('POST', '/pbom', `{"projectId":"${P}","assembly":"${A1}","__proto__":{"polluted":1}}`), 400);
      expectRefused(await call('GET', `/pbom?projectId=${P}&assembly=m1.floor`), 400);
      expectRefused(await call('GET', `/pbom?projectId=${MISSING}&assembly=${A1}`), 404);
      expectRefused(await call('GET', `/supported?projectId=${P}&fields=pbom,nothing`), 400);
      expectRefused(await call('GET', `/snapshot?projectId=${P}&projectId=${P}`), 400);
      expectRefused(await pipeCall(undefined, 'POST', '/pbom', { projectId: P, assembly: A1 }), 401);
    });
  }, 60_000);
});

describe('approval roles are membership (config/access approvers), enforced by the server', () => {
  const approval = (role: string, status: string, as: string, assembly = OTHER_DOC) =>
    call('POST', '/cgaApproval', { projectId: P, assembly, status, role, notes: 'by a non-approver' }, as);

  it('refuses an approval, rejection or withdrawal for a role the caller does not hold: 403 naming the role, nothing written', async () => {
    // linus is a software engineer and workspace admin but no approver; eero approves design only,
    // grace management only, ken production only: nobody releases pbom, MR and mbom alone.
    const refused = [
      ['linus', 'design'],
      ['linus', 'management'],
      ['linus', 'production'],
      ['eero', 'management'],
      ['eero', 'production'],
      ['grace', 'design'],
      ['grace', 'production'],
      ['ken', 'design'],
      ['ken', 'management'],
    ] as const;
    await writesNothing(async () => {
      for (const [as, role] of refused)
        for (const status of ['approved', 'rejected', 'pending']) {
          const answer = await approval(role, status, as);
          expectRefused(answer, 403, notApproverMessage(role));
          expect(answer.body.error!.message).toContain(`Only ${role} approvers may approve, reject or withdraw a ${role} approval`);
          expect(answer.body.error!.error).toBe('forbidden');
        }
    });
    // Each holds their own role.
    for (const [as, role] of [
      ['eero', 'design'],
      ['grace', 'management'],
      ['ken', 'production'],
    ] as const)
      expect((await approval(role, 'pending', as)).status).toBe(200);
    const stored = await readAssembly(db, P, OTHER_DOC);
    expect(stored.approvals.production).toEqual([expect.objectContaining({ user: 'ken', status: 'pending' })]);
  }, 60_000);

  it('is not a claim: a token claiming every approver role gets no further (the server reads config/access)', async () => {
    const email = 'linus@modulr.example';
    const forged = { ...claimsFor(email, SEEDED_ACCESS_GROUPS), approvers: ['design', 'management', 'production'], role: 'production' };
    const { idToken } = await signInAs(email, forged as Partial<AccessClaims>);
    await writesNothing(async () => {
      const answer = await pipeCall(idToken, 'POST', '/cgaApproval', {
        projectId: P,
        assembly: OTHER_DOC,
        status: 'approved',
        role: 'production',
        notes: '',
      });
      expectRefused(answer, 403, notApproverMessage('production'));
    });
  });

  it('takes a change of config/access at once, with no new sign-in', async () => {
    const email = `New.Hire-${suffix}@Modulr.example`;
    const user = `new.hire-${suffix}`;
    const token = await idTokenFor(email.toLowerCase());
    const access = db.doc('config/access');
    await writesNothing(async () =>
      expectRefused(
        await pipeCall(token, 'POST', '/cgaApproval', {
          projectId: P,
          assembly: OTHER_DOC,
          status: 'approved',
          role: 'production',
          notes: '',
        }),
        403,
      ),
    );
    // Added as written by hand (other case): emails are compared normalised.
    await access.update({ 'approvers.production': FieldValue.arrayUnion(email) });
    try {
      const answer = await pipeCall<{ approvals: { production: { user: string; status: string }[] } }>(token, 'POST', '/cgaApproval', {
        projectId: P,
        assembly: OTHER_DOC,
        status: 'approved',
        role: 'production',
        notes: 'new in the factory',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data!.approvals.production).toContainEqual(expect.objectContaining({ user, status: 'approved' }));
      const mine = approversAnswerSchema.parse((await pipeCall(token, 'GET', '/approvers')).body.data);
      expect(mine.mine).toEqual(['production']);
      expect(mine.approvers.production).toContainEqual({ user, name: user });
    } finally {
      await access.update({ 'approvers.production': FieldValue.arrayRemove(email) });
    }
    expectRefused(
      await pipeCall(token, 'POST', '/cgaApproval', {
        projectId: P,
        assembly: OTHER_DOC,
        status: 'pending',
        role: 'production',
        notes: '',
      }),
      403,
    );
  });

  it('GET /approvers names the approvers of each role and the caller’s own roles', async () => {
    const answer = await call('GET', '/approvers', undefined, 'ken');
    expect(answer.status).toBe(200);
    const data = approversAnswerSchema.parse(answer.body.data);
    expect(data.mine).toEqual(['production']);
    expect(data.approvers.production).toEqual([
      { user: 'ken', name: 'Ken Thompson' },
      { user: 'jean', name: 'Jean Prouve' },
    ]);
    expect(data.approvers.design.map((a) => a.name)).toEqual(['Ada Lovelace', 'Eero Saarinen', 'Zaha Hadid']);
    expect(JSON.stringify(data)).not.toContain('@');
    expect(approversAnswerSchema.parse((await call('GET', '/approvers', undefined, 'linus')).body.data).mine).toEqual([]);
    expectRefused(await call('GET', '/approvers?role=design'), 400);
    expectRefused(await pipeCall(undefined, 'GET', '/approvers'), 401);
  });
});
