import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { OutsideCall, PipeAssembly } from '@workhub/domain';
import { emptyApprovals } from '@workhub/domain/testing';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { frappeConfigFromEnv, frappeErp } from '../../functions/src/engines/erp/frappe';
import { buildSeedErpItems } from '../../emulators/seed/build';
import {
  assemblyDoc,
  createProject,
  pipeCall,
  projectDoc,
  readAssembly,
  removeProject,
  waitForJobsOf,
  waitFor,
  waitForStage,
} from './pipe-kit';

/**
 * Issue 24's fault cases for the pipeline's outside systems, end to end: the pipe service's jobs run
 * by the Functions emulator's worker against the Onshape and ERP stand-ins, which are told to fail
 * (5xx), answer garbage (an HTML page), drop the connection or answer slower than the adapter's
 * timeout (15 s). Each time the stage ends in error with the system named in its details and on the
 * job's outside calls, nothing is half-written, and starting the stage again works. A create the
 * ERP accepted after the adapter gave up (its answer slower than the timeout) is found by the
 * retry: no second Material Request.
 */

const suffix = runSuffix();
const P = `T-faults-${suffix}`;
const PARTS = 'm1-floor-cassette';
const MR = 'm1-exterior-wall-panel';
const TIMEOUT_MS = 15_000;
const PAST_TIMEOUT = TIMEOUT_MS + 1_500;
let app: App;
let db: Firestore;
let token: string;
const erp = frappeErp(frappeConfigFromEnv(process.env));
const seeded = buildSeedErpItems();
const lines = [
  { itemCode: seeded[1]!.id, qty: 3, part: 'stud' },
  { itemCode: seeded[2]!.id, qty: 5, part: 'sheet' },
];

const control = async (url: string | undefined, name: string, body: unknown) => {
  const res = await fetch(`${url}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
};
const onshapeFault = (fault: Record<string, unknown>) => control(process.env.ONSHAPE_URL, 'fault', fault);
const erpFault = (fault: Record<string, unknown>) => control(process.env.ERP_URL, 'fault', fault);

async function start(path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await pipeCall<{ jobId: string }>(token, 'POST', path, { projectId: P, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.data!.jobId;
}
const callsOf = async (jobId: string) => ((await db.doc(`backgroundJobs/${jobId}`).get()).get('calls') ?? []) as OutsideCall[];
/** The Material Requests the ERP holds for the test assembly (their title names project and assembly). */
const requestsInErp = () =>
  erp.list('Material Request', { fields: ['name', 'title'], filters: [['title', 'like', `WorkHub ${P} ${MR} job %`]], limit: 0 });

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `pipe-faults-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  const approved = { user: 'eero', status: 'approved' as const, notes: '', at: '2026-11-20T10:00:00.000Z' };
  const assemblies: PipeAssembly[] = [
    assemblyDoc(P, PARTS, 'floor-cassette', 2),
    assemblyDoc(P, MR, 'exterior-wall-panel', 5, {
      approvals: { ...emptyApprovals(), design: [approved], management: [{ ...approved, user: 'grace' }] },
    }),
  ].map((a, order) => ({ ...a, order }));
  assemblies[1]!.pbom = { ...assemblies[1]!.pbom, items: lines };
  await createProject(db, projectDoc(P, assemblies.length, 1), assemblies);
});

afterEach(async () => {
  await control(process.env.ONSHAPE_URL, 'reset', {});
  await control(process.env.ERP_URL, 'clear', {});
});

afterAll(async () => {
  if (!db) return;
  await waitForJobsOf(db, P).catch((err) => console.error(err));
  await removeProject(db, P);
  await deleteApp(app);
});

describe('the pipeline when an outside system fails', () => {
  it('Onshape failing, answering garbage, dropping the connection or answering past the timeout: the parts stage names Onshape, keeps no parts; again, it works', async () => {
    const link = (await readAssembly(db, P, PARTS)).assign.onshapeLink!;
    for (const fault of [
      { mode: 'fail', status: 500, path: '/bom', expect: /^Onshape answered 500 for element [0-9a-f]{24} of document [0-9a-f]{24}/ },
      { mode: 'garbage', path: '/bom', expect: /^Onshape answered GET .*not its API's answer/ },
      { mode: 'drop', path: '/bom', expect: /^Onshape could not be reached \(GET / },
      { mode: 'slow', ms: PAST_TIMEOUT, path: '/bom', expect: /^Onshape did not (finish )?answer(ing)? GET .* within 15 s/ },
    ]) {
      await onshapeFault(fault);
      const jobId = await start('/parts', { assembly: PARTS, onshapeLink: link });
      const a = await waitForStage(db, P, PARTS, 'parts', 60);
      expect(a.parts.status, `${fault.mode}: ${a.parts.details}`).toBe('error');
      expect(a.parts.details).toMatch(fault.expect);
      expect(a.parts.parts).toBeUndefined();
      expect((await callsOf(jobId)).at(-1)).toMatchObject({ system: 'Onshape', method: 'GET', error: expect.stringMatching(fault.expect) });
      expect((await readAssembly(db, P, PARTS)).reassembly.status).toBe('new');
    }
    await start('/parts', { assembly: PARTS, onshapeLink: link });
    const a = await waitForStage(db, P, PARTS, 'parts', 60);
    expect(a.parts.status, a.parts.details).toBe('done');
    expect(a.parts.parts!.length).toBeGreaterThan(0);
  }, 240_000);

  it('the ERP failing, answering garbage or past the timeout: the material request names the ERP and makes no request; one the ERP made after the timeout is found again, not made twice', async () => {
    const path = 'api/resource/Material Request';
    for (const fault of [
      {
        mode: 'fail',
        status: 503,
        path,
        expect: /^The ERP answered 503 \(GET \/api\/resource\/Material Request\?.*\): Service temporarily unavailable/,
      },
      { mode: 'garbage', path, expect: /^The ERP answered something that is not JSON \(GET \/api\/resource\/Material Request/ },
      { mode: 'slow', ms: PAST_TIMEOUT, path, expect: /^The ERP did not answer within 15000 ms \(GET \/api\/resource\/Material Request/ },
    ]) {
      await erpFault(fault);
      const jobId = await start('/materialRequest', { assembly: MR });
      const a = await waitForStage(db, P, MR, 'materialRequest', 60);
      expect(a.materialRequest.status, `${fault.mode}: ${a.materialRequest.details}`).toBe('error');
      expect(a.materialRequest).toMatchObject({ substatus: 'Could not generate MR.' });
      expect(a.materialRequest.details).toMatch(fault.expect);
      expect(a.materialRequest.name).toBeUndefined();
      const calls = await callsOf(jobId);
      expect(calls.at(-1)).toMatchObject({ system: 'ERP', method: 'GET', error: expect.stringMatching(fault.expect) });
      expect(await requestsInErp()).toEqual([]);
    }

    // The ERP makes the request but answers after the adapter gave up: the stage fails (it cannot
    // know), the ERP holds one request; starting the stage again (a retry of the failed job, same
    // key) finds that request instead of making a second.
    await erpFault({ mode: 'slow', ms: PAST_TIMEOUT, path, method: 'POST' });
    await start('/materialRequest', { assembly: MR });
    const failed = await waitForStage(db, P, MR, 'materialRequest', 60);
    expect(failed.materialRequest.status).toBe('error');
    expect(failed.materialRequest.details).toMatch(/^The ERP did not answer within 15000 ms \(POST /);
    const [made] = await waitFor('the ERP to hold the request it made after the timeout', async () => {
      const held = await requestsInErp();
      return held.length ? held : undefined;
    });
    const retried = await start('/materialRequest', { assembly: MR });
    const done = await waitForStage(db, P, MR, 'materialRequest', 60);
    expect(done.materialRequest.status, done.materialRequest.details).toBe('done');
    expect(done.materialRequest.name).toBe(made!.name);
    expect(done.materialRequest.details).toContain('raised before this retry');
    expect((await requestsInErp()).map((r) => r.name)).toEqual([made!.name]);
    expect((await callsOf(retried)).every((c) => c.system === 'ERP' && c.status === 200 && !c.error)).toBe(true);
    const mr = await erp.getDoc('Material Request', made!.name as string);
    expect((mr.items as { item_code: string; qty: number }[]).map((i) => [i.item_code, i.qty])).toEqual(
      lines.map((l) => [l.itemCode, l.qty]),
    );
  }, 240_000);
});
