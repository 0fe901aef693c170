import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  MBOM_EXPORT_COLUMNS,
  PBOM_EXPORT_COLUMNS,
  exportDocSchema,
  pipeAssemblySchema,
  projectSchema,
  type MbomLine,
  type PbomLine,
  type PipeAssembly,
  type Stage,
} from '@workhub/domain';
import { ROUTING_MINUTES } from '../../functions/src/engines/manufacturing';
import { onshapeFromEnv, parseDocumentLink } from '../../functions/src/engines/onshape/client';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The opus service over HTTP against the emulators (functions emulator with the background
 * worker, seeded catalogue and ERP items). Each run works on its own projects `T-<suffix>…`,
 * written here with the admin SDK and removed at the end, with their jobs and exports.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };
type JobStart = { jobId: string; projectId: string; assembly?: string; stage: string };

const suffix = runSuffix();
/** The main project: assemblies at every point the routes care about. */
const P = `T-${suffix}`;
/** A project whose purchasing BOM names an item the ERP does not know, and no manufacturing BOM. */
const P_ERP = `T-${suffix}-erp`;
/** A project on a build spec that does not exist: CAD assignment cannot find its class parts. */
const P_CAD = `T-${suffix}-cad`;
const PROJECTS = [P, P_ERP, P_CAD];
const BUILD_SPEC = 'v3.2.1';
const UNKNOWN_ITEM = `LBR-T${suffix.toUpperCase()}`;
const CALLER = 'grace';

let app: App;
let db: Firestore;
let token = '';
let erpCodes: string[] = [];

const NEW: Stage = { status: 'new', substatus: '', details: '' };
const DONE: Stage = { status: 'done', substatus: '', details: '', startedBy: 'ada', startedAt: '2026-11-01T09:00:00.000Z' };
const approved = (user: string) => [{ user, status: 'approved' as const, notes: '', at: '2026-11-02T09:00:00.000Z' }];

function projectDoc(id: string, buildSpec: string, assemblyCount: number): DocumentData {
  return projectSchema.parse({
    id,
    clientName: `Opus test ${suffix}`,
    apns: [],
    salesforce: { clientName: `Opus test ${suffix}` },
    milestones: {},
    buildSlot: null,
    buildSpec,
    delivered: false,
    phase: 'production',
    phases: { sales: { start: '2026-01-01T00:00:00.000Z' } },
    notes: '',
    links: {},
    base: { latest: { version: 'v0.3.0' } },
    assemblyCount,
  });
}

/** A pipe document: stages before `doneThrough` (inclusive) done, the rest new, with overrides. */
function pipeDoc(projectId: string, assembly: string, order: number, doneThrough: number, extra: Partial<PipeAssembly> = {}): PipeAssembly {
  const stages = ['projectAssembly', 'assign', 'parts', 'reassembly', 'pbom', 'materialRequest', 'mbom'] as const;
  const [, m, ...rest] = /^m(\d+)-(.+)$/.exec(assembly)!;
  const doc: Record<string, unknown> = {
    projectId,
    assembly,
    module: Number(m),
    assemblyName: rest.join(''),
    order,
    approvals: { design: [], management: [], production: [] },
    manualMaterialRequests: [],
    notes: '',
  };
  stages.forEach((s, i) => (doc[s] = i <= doneThrough ? { ...DONE } : { ...NEW }));
  return pipeAssemblySchema.parse({ ...doc, ...extra });
}

const allApprovals = { design: approved('ada'), management: approved('ben'), production: approved('cy') };

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}/opus${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const pipePath = (projectId: string, assembly: string) => `projects/${projectId}/pipe/${assembly}`;
const readPipe = async (projectId: string, assembly: string) =>
  pipeAssemblySchema.parse((await db.doc(pipePath(projectId, assembly)).get()).data());
const readOpus = async (projectId: string) => projectSchema.parse((await db.doc(`projects/${projectId}`).get()).data()).opus;

/** Polls a stage until it is no longer in progress (the worker wrote its end). */
/** The Onshape stand-in's test controls (emulators/onshape/main.ts). */
async function onshapeControl(what: string, body: unknown): Promise<void> {
  const res = await fetch(`${process.env.ONSHAPE_URL}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}
async function onshapeCopies(): Promise<{ id: string; name: string }[]> {
  return ((await (await fetch(`${process.env.ONSHAPE_URL}/__control/stats`)).json()) as { copies: { id: string; name: string }[] }).copies;
}

async function settled<S extends Stage>(read: () => Promise<S | undefined>, timeoutMs = 45_000): Promise<S> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const stage = await read();
    if (stage && stage.status !== 'inProgress') return stage;
    if (Date.now() > until) throw new Error(`stage still ${JSON.stringify(stage)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Update times of every test document and the number of jobs and exports naming the test projects. */
async function writtenState(): Promise<string> {
  const parts: string[] = [];
  for (const id of PROJECTS) {
    const [project, pipe] = await Promise.all([db.doc(`projects/${id}`).get(), db.collection(`projects/${id}/pipe`).get()]);
    parts.push(`${project.ref.path}@${project.updateTime?.toMillis()}`);
    for (const d of pipe.docs) parts.push(`${d.ref.path}@${d.updateTime.toMillis()}`);
  }
  const [jobs, exports] = await Promise.all([
    db.collection('backgroundJobs').where('input.projectId', 'in', PROJECTS).get(),
    db.collection('exports').where('projectId', 'in', PROJECTS).get(),
  ]);
  parts.push(`jobs=${jobs.size}`, `exports=${exports.size}`);
  return parts.join('\n');
}

/** The catalogue's class parts of a system serving the build spec, as the engine should pick them. */
async function catalogueParts(system: string) {
  const snap = await db.collection('classParts').where('system', '==', system).get();
  return snap.docs
    .map((d) => d.data())
    .filter((d) => (d.buildSpecs as string[]).includes(BUILD_SPEC))
    .sort((a, b) => String(a.path).localeCompare(String(b.path)));
}

async function download(exportId: string, format: 'csv' | 'xlsx') {
  const res = await fetch(`${FUNCTIONS_URL}/opus/exports/file?exportId=${encodeURIComponent(exportId)}&format=${format}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The first sheet's rows, `columns` cells each (exceljs numbers cells from 1; a blank cell reads as ''). */
async function xlsxRows(bytes: Buffer, columns: number): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: columns }, (_, i) => values[i + 1] ?? ''));
  });
  return rows;
}

async function removeTestData(): Promise<void> {
  for (const id of PROJECTS) await db.recursiveDelete(db.doc(`projects/${id}`));
  const [jobs, exports] = await Promise.all([
    db.collection('backgroundJobs').where('input.projectId', 'in', PROJECTS).get(),
    db.collection('exports').where('projectId', 'in', PROJECTS).get(),
  ]);
  for (const d of jobs.docs) await d.ref.delete();
  for (const d of exports.docs) await db.recursiveDelete(d.ref);
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `opus-service-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor(`${CALLER}@modulr.example`);
  // Real ERP items (in use, purchased) for the purchasing BOMs.
  const items = await db.collection('erpItems').where('lifecycle', '==', 'U - In Use').limit(40).get();
  erpCodes = items.docs.filter((d) => d.get('item_group') !== 'Manufactured Parts').map((d) => d.id);
  expect(erpCodes.length).toBeGreaterThanOrEqual(6);
  const pbom = (codes: string[], qty: number): Partial<PipeAssembly> => ({
    pbom: { ...DONE, details: `${codes.length} items`, items: codes.map((itemCode, i) => ({ itemCode, qty: qty + i * 7 })) },
  });

  const batch = db.batch();
  const main: PipeAssembly[] = [
    // Ready for a manufacturing BOM (material request done, production approved), with a purchasing BOM.
    pipeDoc(P, 'm1-bath-pod', 0, 5, { approvals: allApprovals, ...pbom(erpCodes.slice(0, 3), 4) }),
    pipeDoc(P, 'm1-kitchen-casework', 1, 5, {
      approvals: allApprovals,
      ...pbom(erpCodes.slice(3, 6), 11),
      // The parts stage lists six base cabinet boxes: the mbom takes its quantity from there.
      parts: { ...DONE, parts: [{ name: 'base cabinet box', qty: 6, classPart: 'cabinetry/base-cabinet-box' }] },
    }),
    // Material request done but no production approval yet.
    pipeDoc(P, 'm1-chassis', 2, 5, { approvals: { ...allApprovals, production: [] } }),
    // Ready for CAD assignment (project assembly done).
    pipeDoc(P, 'm2-bath-pod', 3, 0),
    // Not ready for CAD assignment.
    pipeDoc(P, 'm2-chassis', 4, -1),
  ];
  batch.set(db.doc(`projects/${P}`), projectDoc(P, BUILD_SPEC, main.length));
  for (const a of main) batch.set(db.doc(pipePath(P, a.assembly)), a);
  batch.set(db.doc(`projects/${P_ERP}`), projectDoc(P_ERP, BUILD_SPEC, 1));
  batch.set(
    db.doc(pipePath(P_ERP, 'm1-floor-cassette')),
    pipeDoc(P_ERP, 'm1-floor-cassette', 0, 4, { approvals: allApprovals, ...pbom([erpCodes[0]!, UNKNOWN_ITEM], 3) }),
  );
  batch.set(db.doc(`projects/${P_CAD}`), projectDoc(P_CAD, 'v9.9.9', 1));
  batch.set(db.doc(pipePath(P_CAD, 'm1-bath-pod')), pipeDoc(P_CAD, 'm1-bath-pod', 0, 0));
  await batch.commit();
});

afterAll(async () => {
  if (db) {
    // Measured, not asserted: how long each job ran in the worker (claim to end).
    const jobs = await db.collection('backgroundJobs').where('input.projectId', 'in', PROJECTS).get();
    const runs = jobs.docs
      .map((d) => d.data())
      .filter((j) => j.startedAt && j.finishedAt)
      .map((j) => `${j.kind} ${j.status} ${Date.parse(j.finishedAt) - Date.parse(j.startedAt)} ms`);
    console.log(`[opus] job runs: ${runs.sort().join('; ')}`);
    await removeTestData();
  }
  if (app) await deleteApp(app);
});

describe('opus service: bad input is refused with a 4xx envelope and writes nothing', () => {
  const cases: Array<[string, string, string, unknown, number, string?]> = [
    ['cadAssign/bulk, missing assembly', 'POST', '/cadAssign/bulk', { projectId: P }, 400, 'projectAssembly'],
    [
      'cadAssign/bulk, dotted assembly',
      'POST',
      '/cadAssign/bulk',
      { projectId: P, projectAssembly: 'm2.bath-pod' },
      400,
      'projectAssembly',
    ],
    ['cadAssign/bulk, wrong type', 'POST', '/cadAssign/bulk', { projectId: 5, projectAssembly: 'm2-bath-pod' }, 400, 'projectId'],
    ['cadAssign/bulk, unknown key', 'POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm2-bath-pod', force: true }, 400],
    ['cadAssign/bulk, unknown project', 'POST', '/cadAssign/bulk', { projectId: `T-${suffix}-none`, projectAssembly: 'm2-bath-pod' }, 404],
    ['cadAssign/bulk, unknown assembly', 'POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm9-bath-pod' }, 404],
    ['manufacturingBom, empty cgas', 'POST', '/manufacturingBom', { projectId: P, cgas: [] }, 400, 'cgas'],
    ['manufacturingBom, cgas not a list', 'POST', '/manufacturingBom', { projectId: P, cgas: 'm1-bath-pod' }, 400, 'cgas'],
    ['manufacturingBom, dotted cga', 'POST', '/manufacturingBom', { projectId: P, cgas: ['m1.bath-pod'] }, 400, 'cgas.0'],
    [
      'manufacturingBom, oversized cgas',
      'POST',
      '/manufacturingBom',
      { projectId: P, cgas: Array.from({ length: 501 }, (_, i) => `m${i}-bath-pod`) },
      400,
      'cgas',
    ],
    ['manufacturingBom, a cga twice', 'POST', '/manufacturingBom', { projectId: P, cgas: ['m1-bath-pod', 'm1-bath-pod'] }, 400, 'cgas'],
    ['manufacturingBom, one unknown cga', 'POST', '/manufacturingBom', { projectId: P, cgas: ['m1-bath-pod', 'm9-bath-pod'] }, 404],
    ['manufacturingBom, unknown project', 'POST', '/manufacturingBom', { projectId: `T-${suffix}-none`, cgas: ['m1-bath-pod'] }, 404],
    ['manufacturingBom/export, missing projectId', 'POST', '/manufacturingBom/export', {}, 400, 'projectId'],
    ['manufacturingBom/export, unknown project', 'POST', '/manufacturingBom/export', { projectId: `T-${suffix}-none` }, 404],
    ['purchasingBom/export, id with a slash', 'POST', '/purchasingBom/export', { projectId: `${P}/pipe` }, 400, 'projectId'],
    ['purchasingBom/export, unknown project', 'POST', '/purchasingBom/export', { projectId: `T-${suffix}-none` }, 404],
    ['cncPackage, unknown project', 'GET', `/cncPackage?projectId=T-${suffix}-none`, undefined, 404],
    ['cncPackage, no project', 'GET', '/cncPackage', undefined, 400, 'projectId'],
    ['exports, dotted project id', 'GET', `/exports?projectId=${P}.x`, undefined, 400, 'projectId'],
    ['exports/file, bad format', 'GET', '/exports/file?exportId=whatever&format=pdf', undefined, 400, 'format'],
    ['exports/file, unknown export', 'GET', `/exports/file?exportId=${P}-none&format=csv`, undefined, 404],
    ['exports/file, no export id', 'GET', '/exports/file?format=xlsx', undefined, 400, 'exportId'],
    ['exports/file, reserved export id', 'GET', '/exports/file?exportId=__name__&format=csv', undefined, 400, 'exportId'],
  ];
  it.each(cases)('%s', async (_name, method, path, body, status, field) => {
    const before = await writtenState();
    const res = await call(method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ success: false, data: null, error: { error: expect.any(String), message: expect.any(String) } });
    if (field) expect(Object.keys(res.body.error!.fieldErrors ?? {})).toContain(field);
    expect(await writtenState()).toBe(before);
  });

  it("bulk CAD assign to a missing project says 'Assigned wrong project id?' (404), starting nothing", async () => {
    const before = await writtenState();
    const res = await call('POST', '/cadAssign/bulk', { projectId: `T-${suffix}-none`, projectAssembly: 'm2-bath-pod' });
    expect(res.status).toBe(404);
    expect(res.body.error!.message).toBe('Assigned wrong project id?');
    expect(await writtenState()).toBe(before);
  });

  it('refuses stages whose prerequisites are not met (409 in words), starting nothing', async () => {
    const before = await writtenState();
    const cad = await call('POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm2-chassis' });
    expect(cad.status).toBe(409);
    expect(cad.body.error!.message).toBe('m2-chassis: waiting for the project assembly');
    // All or none: the ready bath pod does not start while the chassis waits for approval.
    const mbom = await call('POST', '/manufacturingBom', { projectId: P, cgas: ['m1-bath-pod', 'm1-chassis'] });
    expect(mbom.status).toBe(409);
    expect(mbom.body.error!.message).toBe('m1-chassis: waiting for production approval');
    expect(await writtenState()).toBe(before);
    expect((await readPipe(P, 'm1-bath-pod')).mbom.status).toBe('new');
  });
});

describe('opus service: CAD bulk assignment', () => {
  it('assigns every class part of the assembly to its Onshape document in the background; 409 while it runs', async () => {
    const started = await call<JobStart>('POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm2-bath-pod' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data).toEqual({ jobId: expect.any(String), projectId: P, assembly: 'm2-bath-pod', stage: 'assign' });
    const running = (await readPipe(P, 'm2-bath-pod')).assign;
    expect(running).toMatchObject({ status: 'inProgress', startedBy: CALLER, jobId: started.body.data!.jobId });

    const again = await call('POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm2-bath-pod' });
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe(`assign is already in progress (started by ${CALLER})`);

    const assign = await settled(async () => (await readPipe(P, 'm2-bath-pod')).assign);
    const bathParts = await catalogueParts('bath');
    expect(bathParts.length).toBeGreaterThan(0);
    expect(assign.status).toBe('done');
    // A copy of the company's template in Onshape (the stand-in), named after the project assembly.
    expect(assign.onshapeLink).toMatch(/^https:\/\/cad\.onshape\.example\/documents\/[0-9a-f]{24}\/w\/[0-9a-f]{24}\/e\/[0-9a-f]{24}$/);
    expect(assign.details).toBe(`Copied ${P} m2-bath-pod for ${bathParts.length} class parts: ${assign.onshapeLink}`);
    const job = (await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()!;
    expect(job).toMatchObject({
      status: 'done',
      kind: 'opus.cadAssignBulk',
      result: { onshapeLink: assign.onshapeLink, parts: bathParts.length, copied: true },
    });
    expect(job.calls.map((c: { method: string; status: number }) => `${c.method} ${c.status}`)).toEqual([
      'GET 200', // the copy's name: none yet
      'GET 200', // the template
      'POST 200', // the copy
      'GET 200', // the copy's workspace
      'GET 200', // its assembly element
    ]);
    const copies = await onshapeCopies();
    expect(copies.filter((c) => c.name === `${P} m2-bath-pod`)).toHaveLength(1);
    const bom = await onshapeFromEnv().bom(parseDocumentLink(assign.onshapeLink)!);
    expect(bom.length).toBeGreaterThan(0);

    // Again (a retried job whose worker died after Onshape made the copy looks the same): the copy
    // is found by its name, none is made.
    const second = await call<JobStart>('POST', '/cadAssign/bulk', { projectId: P, projectAssembly: 'm2-bath-pod' });
    expect(second.status).toBe(202);
    const reassigned = await settled(async () => (await readPipe(P, 'm2-bath-pod')).assign);
    expect(reassigned).toMatchObject({ status: 'done', onshapeLink: assign.onshapeLink });
    expect((await onshapeCopies()).filter((c) => c.name === `${P} m2-bath-pod`)).toHaveLength(1);
    expect((await db.doc(`backgroundJobs/${second.body.data!.jobId}`).get()).get('result')).toMatchObject({ copied: false });
  }, 60_000);

  it('Onshape failing the copy, timing out or answering garbage ends the job in an error naming Onshape; the retry works', async () => {
    const key = 'm1-floor-cassette';
    for (const fault of [
      { mode: 'fail', status: 500, path: '/copy', expect: /^Onshape answered 500 for document [0-9a-f]{24}/ },
      { mode: 'garbage', path: '/copy', expect: /^Onshape answered POST .*not its API's answer/ },
      { mode: 'drop', path: '/copy', expect: /^Onshape could not be reached/ },
    ]) {
      await onshapeControl('fault', fault);
      const started = await call<JobStart>('POST', '/cadAssign/bulk', { projectId: P_ERP, projectAssembly: key });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const failed = await settled(async () => (await readPipe(P_ERP, key)).assign);
      expect(failed).toMatchObject({ status: 'error', substatus: 'Could not bulk assign CAD.' });
      expect(failed.details).toMatch(fault.expect);
      expect(failed.onshapeLink).toBeUndefined();
      const calls = (await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).get('calls') as { method: string; error?: string }[];
      expect(calls.at(-1)).toMatchObject({ method: 'POST', error: expect.stringMatching(fault.expect) });
      expect((await onshapeCopies()).filter((c) => c.name === `${P_ERP} ${key}`)).toHaveLength(0);
    }
    const retried = await call<JobStart>('POST', '/cadAssign/bulk', { projectId: P_ERP, projectAssembly: key });
    expect(retried.status).toBe(202);
    const assign = await settled(async () => (await readPipe(P_ERP, key)).assign);
    expect(assign).toMatchObject({ status: 'done' });
    expect((await onshapeCopies()).filter((c) => c.name === `${P_ERP} ${key}`)).toHaveLength(1);
  }, 90_000);

  it("fails with 'Could not bulk assign CAD.' when the project's build spec has no class parts", async () => {
    const started = await call<JobStart>('POST', '/cadAssign/bulk', { projectId: P_CAD, projectAssembly: 'm1-bath-pod' });
    expect(started.status).toBe(202);
    const assign = await settled(async () => (await readPipe(P_CAD, 'm1-bath-pod')).assign);
    expect(assign).toMatchObject({ status: 'error', substatus: 'Could not bulk assign CAD.', details: 'Build spec v9.9.9 not found' });
    expect(assign.onshapeLink).toBeUndefined();
  }, 60_000);
});

describe('opus service: manufacturing BOMs and their export', () => {
  let exportId = '';
  const mbomRows: (string | number)[][] = [];

  it('starts one mbom job per assembly; a repeat while running is a 409; lines come from the class parts and routings', async () => {
    const cgas = ['m1-bath-pod', 'm1-kitchen-casework'];
    const started = await call<{ jobs: { jobId: string; assembly: string; stage: string }[] }>('POST', '/manufacturingBom', {
      projectId: P,
      cgas,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const jobs = started.body.data!.jobs;
    expect(jobs.map((j) => [j.assembly, j.stage])).toEqual(cgas.map((a) => [a, 'mbom']));
    expect(new Set(jobs.map((j) => j.jobId)).size).toBe(2);

    const again = await call('POST', '/manufacturingBom', { projectId: P, cgas: ['m1-kitchen-casework'] });
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe(`mbom is already in progress (started by ${CALLER})`);

    for (const [assembly, system] of [
      ['m1-bath-pod', 'bath'],
      ['m1-kitchen-casework', 'cabinetry'],
    ] as const) {
      const mbom = await settled(async () => (await readPipe(P, assembly)).mbom);
      expect(mbom.status, JSON.stringify(mbom)).toBe('done');
      const parts = await catalogueParts(system);
      const lines = mbom.lines ?? [];
      expect(lines.map((l) => l.classPart)).toEqual(parts.map((p) => p.key));
      lines.forEach((line: MbomLine, i) => {
        const part = parts[i]!;
        const routing = (part.routings as { id: string }[]).map((r) => r.id);
        const qty = assembly === 'm1-kitchen-casework' && part.path === 'cabinetry/base-cabinet-box' ? 6 : 1;
        expect(line).toEqual({
          classPart: part.key,
          qty,
          description: part.description,
          routing,
          minutes: qty * routing.reduce((sum, id) => sum + ROUTING_MINUTES[id]!, 0),
        });
      });
      expect(mbom.details).toBe(`${lines.length} lines, ${lines.reduce((s, l) => s + (l.minutes ?? 0), 0)} min`);
    }
  }, 90_000);

  it('lists the CNC package: the mbom lines routed through the CNC router', async () => {
    const res = await call<{ projectId: string; parts: Record<string, unknown>[] }>('GET', `/cncPackage?projectId=${P}`);
    expect(res.status).toBe(200);
    const expected = [];
    for (const assembly of ['m1-bath-pod', 'm1-kitchen-casework']) {
      const a = await readPipe(P, assembly);
      for (const line of a.mbom.lines ?? [])
        if (line.routing?.includes('cnc-router'))
          expected.push({
            assembly,
            module: 1,
            classPart: line.classPart,
            description: line.description,
            qty: line.qty,
            routing: line.routing,
            minutes: line.minutes,
          });
    }
    expect(res.body.data).toEqual({ projectId: P, parts: expected });
  });

  it("exports the manufacturing BOM: 'initializing export' first, then done with the export id", async () => {
    const started = await call<JobStart>('POST', '/manufacturingBom/export', { projectId: P });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data).toEqual({ jobId: expect.any(String), projectId: P, stage: 'opus.mbom' });
    const job = (await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()!;
    expect(job).toMatchObject({ kind: 'opus.mbomExport', target: { doc: `projects/${P}`, field: 'opus.mbom' } });
    // The stage shows the initial substatus from the moment the job is accepted.
    expect((await readOpus(P))?.mbom).toMatchObject({ status: 'inProgress', substatus: 'initializing export', startedBy: CALLER });
    const again = await call('POST', '/manufacturingBom/export', { projectId: P });
    expect(again.status).toBe(409);

    const stage = await settled(async () => (await readOpus(P))?.mbom);
    expect(stage, JSON.stringify(stage)).toMatchObject({ status: 'done', substatus: 'exported', exportId: expect.any(String) });
    exportId = stage.exportId!;
    for (const a of ['m1-bath-pod', 'm1-kitchen-casework']) {
      const pipe = await readPipe(P, a);
      for (const l of pipe.mbom.lines!)
        mbomRows.push([a, pipe.module, l.classPart, l.description ?? '', l.qty, (l.routing ?? []).join(' > '), l.minutes ?? '']);
    }
    expect(mbomRows.length).toBeGreaterThan(4);
    const doc = exportDocSchema.parse((await db.doc(`exports/${exportId}`).get()).data());
    expect(doc).toMatchObject({
      projectId: P,
      kind: 'mbom',
      createdBy: CALLER,
      columns: [...MBOM_EXPORT_COLUMNS],
      rowCount: mbomRows.length,
      chunkCount: 1,
    });
    expect(stage.details).toBe(`${mbomRows.length} rows`);
  }, 60_000);

  it('downloads the mbom export as CSV and XLSX with exactly the BOM rows', async () => {
    expect(exportId).not.toBe('');
    const day = (await db.doc(`exports/${exportId}`).get()).get('createdAt').slice(0, 10);
    const csv = await download(exportId, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${P}-mbom-${day}.csv"`);
    const parsed = parseCsv(csv.bytes.toString('utf8')) as string[][];
    expect(parsed).toEqual([[...MBOM_EXPORT_COLUMNS], ...mbomRows.map((r) => r.map(String))]);

    const xlsx = await download(exportId, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="${P}-mbom-${day}.xlsx"`);
    expect(await xlsxRows(xlsx.bytes, MBOM_EXPORT_COLUMNS.length)).toEqual([[...MBOM_EXPORT_COLUMNS], ...mbomRows]);
  });

  it("fails the mbom export with 'Could not export Mbom.' when no assembly has a manufacturing BOM", async () => {
    const started = await call<JobStart>('POST', '/manufacturingBom/export', { projectId: P_ERP });
    expect(started.status).toBe(202);
    const stage = await settled(async () => (await readOpus(P_ERP))?.mbom);
    expect(stage).toMatchObject({
      status: 'error',
      substatus: 'Could not export Mbom.',
      details: `No manufacturing BOM to export: no assembly of ${P_ERP} has a finished mbom`,
    });
    expect(stage.exportId).toBeUndefined();
  }, 60_000);
});

describe('opus service: purchasing BOM export', () => {
  it('exports every purchasing BOM line joined with its ERP item, as CSV and XLSX', async () => {
    const started = await call<JobStart>('POST', '/purchasingBom/export', { projectId: P });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await readOpus(P))?.pbom).toMatchObject({ status: 'inProgress', substatus: '' });
    const stage = await settled(async () => (await readOpus(P))?.pbom);
    expect(stage, JSON.stringify(stage)).toMatchObject({ status: 'done', exportId: expect.any(String) });

    const expected: (string | number)[][] = [];
    for (const a of ['m1-bath-pod', 'm1-kitchen-casework']) {
      for (const line of (await readPipe(P, a)).pbom.items as PbomLine[]) {
        const erp = (await db.doc(`erpItems/${line.itemCode}`).get()).data()!;
        expected.push([
          a,
          line.itemCode,
          erp.item_name,
          line.qty,
          erp.stock_uom,
          erp.item_group,
          erp.default_supplier ?? '',
          erp.default_warehouse ?? '',
          erp.lead_time_days ?? '',
        ]);
      }
    }
    expect(expected).toHaveLength(6);
    const csv = await download(stage.exportId!, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${P}-pbom-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(parseCsv(csv.bytes.toString('utf8'))).toEqual([[...PBOM_EXPORT_COLUMNS], ...expected.map((r) => r.map(String))]);
    const xlsx = await download(stage.exportId!, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(await xlsxRows(xlsx.bytes, PBOM_EXPORT_COLUMNS.length)).toEqual([[...PBOM_EXPORT_COLUMNS], ...expected]);

    const list = await call<{ exports: Record<string, unknown>[] }>('GET', `/exports?projectId=${P}`);
    expect(list.status).toBe(200);
    expect(list.body.data!.exports.map((e) => [e.kind, e.rowCount, e.createdBy])).toEqual([
      ['pbom', 6, CALLER],
      ['mbom', expect.any(Number), CALLER],
    ]);
    expect(list.body.data!.exports[0]!.exportId).toBe(stage.exportId);
  }, 60_000);

  it("refuses an export naming an item the ERP does not know: status error, the server's error as substatus", async () => {
    const started = await call<JobStart>('POST', '/purchasingBom/export', { projectId: P_ERP });
    expect(started.status).toBe(202);
    const stage = await settled(async () => (await readOpus(P_ERP))?.pbom);
    expect(stage).toMatchObject({ status: 'error', substatus: `Unknown ERP item ${UNKNOWN_ITEM}` });
    expect(stage.exportId).toBeUndefined();
    const job = (await db.doc(`backgroundJobs/${started.body.data!.jobId}`).get()).data()!;
    expect(job).toMatchObject({ status: 'error', error: `Unknown ERP item ${UNKNOWN_ITEM}` });
    const list = await call<{ exports: unknown[] }>('GET', `/exports?projectId=${P_ERP}`);
    expect(list.body.data!.exports).toEqual([]);
  }, 60_000);
});
