import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  STRUCTURE_JOB_KIND,
  VERSIONED_CONTENT_ENTRY,
  VERSIONED_CONTENT_PREFIX,
  chunkDocId,
  chunksOf,
  contentBytesOf,
  costsDocSchema,
  structureDocSchema,
  versionDocId,
  type CostsDoc,
  type Project,
  type StructureInputParams,
  type VersionDoc,
  type VersionedWorkspace,
} from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';
import { BUILD_SPEC, createProject, expectRefused, projectDoc, waitFor } from './pipe-kit';

/**
 * The calculation routes of the base service (docs/base-spec.md "Calculations") against the
 * emulators: prices, the structure job (statuses, versions and packages), assets, changespaces,
 * price updates, a project's latest base and its variations. Every refused request is checked to
 * write nothing. Test projects, costs and versions of its own are removed at the end.
 */

const suffix = runSuffix();
const P = `T-calc-${suffix}`;
const BARE = `T-calc-bare-${suffix}`;
const MISSING = `T-calc-missing-${suffix}`;
const COST_VERSION = `v90.${Math.floor(Math.random() * 1e5)}.0`;
let app: App;
let db: Firestore;
let token: string;
const changespaceNames: string[] = [];

const base = (path: string) => `/base${path}`;
const get = <T>(path: string, query: Record<string, string>) => callService<T>('GET', `${base(path)}?${new URLSearchParams(query)}`, token);
const post = <T>(path: string, body: unknown) => callService<T>('POST', base(path), token, body);
const stamp = async (path: string) => {
  const snap = await db.doc(path).get();
  return snap.exists ? `${snap.updateTime!.seconds}.${snap.updateTime!.nanoseconds}` : 'missing';
};
const rect = (x: number, y: number, w: number, h: number) => ({ type: 'rect', points: [x, y, x + w, y, x + w, y + h, x, y + h] });
/** A committed project base's content: modules and a shape layer (inches). */
const baseDrawing = () => ({
  projectId: P,
  baseSpec: baseSpecVersion,
  layers: {
    'design/modules': { objects: [rect(0, 0, 240, 360), rect(240, 0, 240, 360)] },
    [specialLayer]: { objects: [rect(0, 0, 120, 180), rect(120, 0, 120, 180)] },
  },
});
const cents = (n: number) => Math.round(n * 100) / 100;

const versionDoc = (projectId: string, version: string, message: string): VersionDoc => {
  const [major, minor, patch] = version.slice(1).split('.').map(Number) as [number, number, number];
  return {
    id: versionDocId({ projectId, name: 'base', type: 'json', version }),
    name: 'base',
    type: 'json',
    projectId,
    version,
    major,
    minor,
    patch,
    creator: 'ada',
    created: `2026-10-0${patch + 1}T10:00:00.000Z`,
    message,
    candidateId: '',
    workspaceId: '',
    contentBytes: 2,
    contentChunks: 1,
  };
};

let baseSpecVersion = '';
let specialSystem = '';
let specialLayer = '';
let specSystems: Record<string, { layers: string[] }> = {};

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `base-calculations-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  // A system of the newest base spec with a layer: the test project measures its own area there.
  const specs = await db.collection('baseSpecs').get();
  const newest = specs.docs.map((d) => d.id).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  baseSpecVersion = newest[newest.length - 1]!;
  const systems = (specs.docs.find((d) => d.id === baseSpecVersion)!.get('systems') ?? {}) as Record<string, { layers: string[] }>;
  specSystems = systems;
  // A system drawing on no layer with the floor's area, but on another layer: it gets an area of its own.
  const floorLayers = ['design/modules', 'assemblies/floor'];
  const [system, entry] = Object.entries(systems).find(([, s]) => s.layers.length > 0 && !s.layers.some((l) => floorLayers.includes(l)))!;
  specialSystem = system;
  specialLayer = entry.layers[0]!;

  const project: Project = projectDoc(P, 0, 2);
  project.base!.latest!.baseSpec = baseSpecVersion;
  project.base!.latest!.counts = { ...project.base!.latest!.counts, [specialLayer]: { count: 2, area: 300 } };
  await createProject(db, project, []);
  const bare: Project = { ...projectDoc(BARE, 0), phase: 'sales' };
  delete bare.base;
  await createProject(db, bare, []);
  const batch = db.batch();
  for (const [v, m] of [
    ['v1.0.0', 'Initial layout'],
    ['v1.0.1', 'Client revisions'],
    ['v1.1.0', 'Added deck'],
  ] as const) {
    // The version's content: a drawing of two 20 × 30 ft modules and two 10 × 15 ft shapes on the special layer.
    const text = JSON.stringify(baseDrawing());
    const doc = { ...versionDoc(P, v, m), contentBytes: contentBytesOf(text), contentChunks: chunksOf(text).length };
    batch.set(db.doc(`versions/${doc.id}`), doc);
    for (const chunk of chunksOf(text))
      batch.set(db.doc(`versions/${doc.id}/content/${chunkDocId(VERSIONED_CONTENT_PREFIX, chunk.index)}`), {
        ...VERSIONED_CONTENT_ENTRY,
        ...chunk,
      });
  }
  const workspace: VersionedWorkspace = {
    id: `ws-${P}`,
    creator: 'grace',
    deleted: false,
    major: 1,
    minor: 2,
    patch: 0,
    name: 'base',
    projectId: P,
    status: 'patched',
    workspaceName: 'base w1.2.0',
    workspaceType: 'space',
    type: 'json',
    created: '2026-10-10T10:00:00.000Z',
    modified: '2026-10-10T10:00:00.000Z',
    contentBytes: 2,
    contentChunks: 1,
  };
  batch.set(db.doc(`workspaces/${workspace.id}`), workspace);
  await batch.commit();
});

afterAll(async () => {
  if (!db) return;
  await waitFor(
    'the structure jobs to end',
    async () => {
      const jobs = await db
        .collection('backgroundJobs')
        .where('target.doc', 'in', [`structure/${P}`, `structure/${BARE}`])
        .get();
      return jobs.docs.every((d) => ['done', 'error'].includes(String(d.get('status')))) ? jobs : undefined;
    },
    60,
  ).catch((err) => console.error(err));
  const refs = [
    ...(
      await db
        .collection('backgroundJobs')
        .where('target.doc', 'in', [`structure/${P}`, `structure/${BARE}`])
        .get()
    ).docs.map((d) => d.ref),
    ...(await db.collection('versions').where('projectId', '==', P).get()).docs.map((d) => d.ref),
    ...(await db.collectionGroup('content').get()).docs.filter((d) => d.ref.path.startsWith(`versions/${P}@`)).map((d) => d.ref),
    db.doc(`workspaces/ws-${P}`),
    db.doc(`structure/${P}`),
    db.doc(`structure/${BARE}`),
    db.doc(`projects/${P}`),
    db.doc(`projects/${BARE}`),
    db.doc(`costs/${COST_VERSION}`),
  ];
  for (const name of changespaceNames) {
    for (const cs of (await db.collection('changespaces').where('name', '==', name).get()).docs) {
      refs.push(...(await cs.ref.collection('contents').get()).docs.map((d) => d.ref), cs.ref);
    }
  }
  const batch = db.batch();
  refs.forEach((r) => batch.delete(r));
  await batch.commit();
  await deleteApp(app);
});

type Price = {
  projectId: string;
  version: string;
  lines: { system: string; areaSqFt: number; costPerSqFt: number; total: number }[];
  total: number;
  previous?: { version: string; total: number };
};

describe('GET /base/calculate', () => {
  it("prices the project's latest base with its build spec's costs, and the previous version's total", async () => {
    const costs = costsDocSchema.parse((await db.doc(`costs/${BUILD_SPEC}`).get()).data());
    const answer = await get<Price>('/calculate', { projectId: P });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const price = answer.body.data!;
    expect(price.version).toBe(BUILD_SPEC);
    expect(price.lines.map((l) => l.system)).toEqual(Object.keys(costs.systems).sort());
    for (const line of price.lines) {
      const s = costs.systems[line.system]!;
      const perSqFt = cents((s.materialPerSqFt + s.laborPerSqFt) * (1 + s.markupPercent / 100));
      // A system drawing on the layer with its own area (and on none with the floor's) is priced on
      // it; every other on the floor area (1200, also the area of design/modules and assemblies/floor).
      const layers = specSystems[line.system]?.layers ?? [];
      const area = layers.includes(specialLayer) && !layers.some((l) => ['design/modules', 'assemblies/floor'].includes(l)) ? 300 : 1200;
      expect(line).toEqual({ system: line.system, areaSqFt: area, costPerSqFt: perSqFt, total: cents(area * perSqFt) });
    }
    expect(price.total).toBeCloseTo(
      price.lines.reduce((sum, l) => sum + l.total, 0),
      2,
    );
    expect(price.lines.find((l) => l.system === specialSystem)?.areaSqFt).toBe(300);
    expect(price.previous?.version).toBe('v3.2.0');
    expect(price.previous?.total).toBeGreaterThan(0);
    expect(price.previous?.total).not.toBe(price.total);
  });

  it('prices with a chosen costs version', async () => {
    const answer = await get<Price>('/calculate', { projectId: P, version: 'v3.0.0' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 'v3.0.0', previous: { version: 'v2.1.0' } });
  });

  it('refuses bad input, unknown projects and versions, and projects without a base', async () => {
    const missing = await get('/calculate', {});
    expectRefused(missing, 400);
    expect(missing.body.error?.fieldErrors?.projectId).toBeTruthy();
    const badVersion = await get('/calculate', { projectId: P, version: '3.2' });
    expectRefused(badVersion, 400);
    expect(badVersion.body.error?.fieldErrors?.version).toBeTruthy();
    expectRefused(await get('/calculate', { projectId: 'a/b' }), 400);
    expectRefused(await get('/calculate', { projectId: P, extra: '1' }), 400);
    expectRefused(await get('/calculate', { projectId: MISSING }), 404);
    expectRefused(await get('/calculate', { projectId: P, version: 'v9.9.9' }), 404);
    expectRefused(await get('/calculate', { projectId: BARE }), 409);
    expectRefused(await callService('GET', `/base/calculate?projectId=${P}`, undefined), 401);
  });
});

type StructureStart = { jobId: string };

/** Every status the job document goes through, as a listener sees them. */
function watchJob(jobId: string): { statuses: string[]; stop: () => void } {
  const statuses: string[] = [];
  const stop = db.doc(`backgroundJobs/${jobId}`).onSnapshot((snap) => {
    const status = snap.get('status') as string | undefined;
    if (status && statuses[statuses.length - 1] !== status) statuses.push(status);
  });
  return { statuses, stop };
}

const readStructure = async () => structureDocSchema.parse((await db.doc(`structure/${P}`).get()).data());

describe('POST /base/calculate/structure and GET /base/calculate/structure/assets', () => {
  it('creates the structure document with default inputs, runs the job queued → running → done and appends v1 and its package', async () => {
    expect((await db.doc(`structure/${P}`).get()).exists).toBe(false);
    const started = await post<StructureStart>('/calculate/structure', { projectId: P });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { jobId } = started.body.data!;
    const watch = watchJob(jobId);
    try {
      const created = await readStructure();
      expect(created.inputParams.lotType).toBe('regular');
      expect(created.inputParams.dimensions.map((d) => d.type)).toEqual(['width', 'depth']);
      expect(created.calculation?.jobId).toBe(jobId);
      // A second start while it runs is refused.
      expectRefused(await post('/calculate/structure', { projectId: P }), 409);
      const done = await waitFor('the structure job to end', async () => {
        const s = await readStructure();
        return s.calculation?.status === 'done' || s.calculation?.status === 'error' ? s : undefined;
      });
      await waitFor('the job listener to see done', async () => (watch.statuses.includes('done') ? true : undefined), 10);
      expect(watch.statuses).toEqual(['queued', 'running', 'done']);
      expect(done.calculation?.status).toBe('done');
      expect(done.calculation?.substatus).toMatch(/^v1: .*joists/);
      expect(done.versions.map((v) => v.version)).toEqual(['v1']);
      expect(done.versions[0]!.createdBy).toBe('grace');
      expect(done.versions[0]!.inputParams).toEqual(created.inputParams);
      expect(done.versions[0]!.result).toMatchObject({ footprintSqFt: expect.any(Number), floorJoist: expect.any(String) });
      expect(done.packages.map((p) => p.id)).toEqual([`${P}-v1`]);
      const job = (await db.doc(`backgroundJobs/${jobId}`).get()).data()!;
      expect(job).toMatchObject({ kind: STRUCTURE_JOB_KIND, status: 'done', target: { doc: `structure/${P}`, field: 'calculation' } });
    } finally {
      watch.stop();
    }
  });

  it('calculates given inputs (normalised, overrides winning) as the next version and keeps them as the stored inputs', async () => {
    const inputParams = {
      lotType: 'Corner',
      parcelLines: [
        { label: 'rear', lengthFt: 60 },
        { label: 'Front', lengthFt: 60 },
        { label: 'front', lengthFt: 110 },
        { label: 'side', lengthFt: 110 },
      ],
      dimensions: [
        { type: 'depth', valueFt: 44 },
        { type: 'width', valueFt: 14 },
      ],
      windSpeedMph: 100,
      snowLoadPsf: 0,
      seismicS1: 0.2,
      overrideSeismicS1: 1.1,
      overrideXbracing: false,
    };
    const started = await post<StructureStart>('/calculate/structure', { projectId: P, inputParams });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitFor('v2', async () => {
      const s = await readStructure();
      return s.calculation?.status === 'done' && s.versions.length === 2 ? s : undefined;
    });
    const stored: StructureInputParams = done.inputParams;
    expect(stored.lotType).toBe('corner');
    expect(stored.parcelLines.map((l) => l.label)).toEqual(['front', 'front', 'side', 'rear']);
    const v2 = done.versions[1]!;
    expect(v2.version).toBe('v2');
    expect(v2.result).toMatchObject({
      seismicS1: 1.1,
      seismicS1Source: 'override',
      xbracing: false,
      xbracingSource: 'override',
      widthFt: 14,
    });
    expect(done.packages.map((p) => p.version)).toEqual(['v1', 'v2']);
    expect(done.packages[1]!.assets.some((a) => a.name.includes('xbracing'))).toBe(false);
  });

  it('answers the packages newest first with their assets', async () => {
    const answer = await get<{ projectId: string; packages: { id: string; assets: { name: string; kind: string; bytes: number }[] }[] }>(
      '/calculate/structure/assets',
      { projectId: P },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data!.packages.map((p) => p.id)).toEqual([`${P}-v2`, `${P}-v1`]);
    expect(answer.body.data!.packages[0]!.assets.map((a) => a.kind)).toEqual(['calculation', 'drawing', 'data']);
    const seeded = await get<{ packages: unknown[] }>('/calculate/structure/assets', { projectId: 'P-1002' });
    expect(seeded.body.data!.packages.length).toBeGreaterThan(0);
    const none = await get<{ packages: unknown[] }>('/calculate/structure/assets', { projectId: BARE });
    expect(none.body.data).toEqual({ projectId: BARE, packages: [] });
  });

  it('refuses bad inputs and unknown projects, writing nothing', async () => {
    const before = await stamp(`structure/${P}`);
    const jobsBefore = (await db.collection('backgroundJobs').where('target.doc', '==', `structure/${P}`).get()).size;
    const good = (await readStructure()).inputParams;
    const twoFronts = await post('/calculate/structure', {
      projectId: P,
      inputParams: { ...good, lotType: 'regular', parcelLines: [...good.parcelLines, { label: 'front', lengthFt: 10 }] },
    });
    expectRefused(twoFronts, 400);
    expect(Object.keys(twoFronts.body.error?.fieldErrors ?? {})).toContain('inputParams.parcelLines');
    const badLabel = await post('/calculate/structure', {
      projectId: P,
      inputParams: { ...good, parcelLines: [{ label: 'back', lengthFt: 5 }] },
    });
    expectRefused(badLabel, 400);
    expectRefused(await post('/calculate/structure', { projectId: P, inputParams: { ...good, lotType: 'triangle' } }), 400);
    expectRefused(
      await post('/calculate/structure', { projectId: P, inputParams: { ...good, dimensions: [{ type: 'height', valueFt: 9 }] } }),
      400,
    );
    expectRefused(await post('/calculate/structure', { projectId: P, inputParams: { ...good, overrideXbracing: 'yes' } }), 400);
    expectRefused(await post('/calculate/structure', { projectId: P, extra: true }), 400);
    expectRefused(await post('/calculate/structure', {}), 400);
    expectRefused(await post('/calculate/structure', { projectId: MISSING }), 404);
    expect(await stamp(`structure/${P}`)).toBe(before);
    expect(await stamp(`structure/${MISSING}`)).toBe('missing');
    expect((await db.collection('backgroundJobs').where('target.doc', '==', `structure/${P}`).get()).size).toBe(jobsBefore);
    // A stored document that does not fit the schema is left alone.
    await db.doc(`structure/${BARE}`).set({ projectId: BARE, inputParams: { lotType: 'triangle' }, versions: 'lost?' });
    const malformed = await stamp(`structure/${BARE}`);
    expectRefused(await post('/calculate/structure', { projectId: BARE }), 409);
    expect(await stamp(`structure/${BARE}`)).toBe(malformed);
    expectRefused(await get('/calculate/structure/assets', { projectId: MISSING }), 404);
    expectRefused(await get('/calculate/structure/assets', {}), 400);
  });
});

describe('POST /base/changespace', () => {
  it('creates a changespace for the caller with its contents', async () => {
    const name = `Calc changespace ${suffix}`;
    changespaceNames.push(name);
    const answer = await post<{ changespaceId: string }>('/changespace', {
      application: 'plum',
      name,
      contents: [
        { id: 'structure-inputs', data: { projectId: P, windSpeedMph: 120 } },
        { id: 'note', data: { text: 'Try a corner lot' } },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const ref = db.doc(`changespaces/${answer.body.data!.changespaceId}`);
    expect((await ref.get()).data()).toEqual({ application: 'plum', creator: 'grace', name, deleted: false });
    const contents = await ref.collection('contents').get();
    expect(Object.fromEntries(contents.docs.map((d) => [d.id, d.data()]))).toEqual({
      'structure-inputs': { projectId: P, windSpeedMph: 120 },
      note: { text: 'Try a corner lot' },
    });
  });

  it('refuses bad input and writes nothing', async () => {
    const name = `Calc refused ${suffix}`;
    changespaceNames.push(name);
    const bad = [
      { application: 'spreadsheet', name },
      { application: 'plum', name: '' },
      { application: 'plum' },
      { application: 'plum', name, creator: 'someone-else' },
      { application: 'plum', name, contents: [{ id: 'a/b', data: {} }] },
      { application: 'plum', name, contents: [{ id: 'x', data: { 'a.b': { __name__: 1 } } }] },
      {
        application: 'plum',
        name,
        contents: [
          { id: 'x', data: {} },
          { id: 'x', data: {} },
        ],
      },
      { application: 'plum', name, contents: Array.from({ length: 101 }, (_, i) => ({ id: `c${i}`, data: {} })) },
    ];
    for (const body of bad) expectRefused(await post('/changespace', body), 400);
    expect((await db.collection('changespaces').where('name', '==', name).get()).size).toBe(0);
  });
});

describe('POST /base/updatePrices', () => {
  it('copies costs from another version, then scales them by percent and replaces named prices', async () => {
    const source = costsDocSchema.parse((await db.doc(`costs/${BUILD_SPEC}`).get()).data());
    // A version of its own (a test costs document), started from the seeded build spec's costs.
    await db.doc(`costs/${COST_VERSION}`).set({ ...source, version: COST_VERSION });
    const copied = await post<{ costs: CostsDoc; previous: CostsDoc }>('/updatePrices', {
      version: COST_VERSION,
      from: BUILD_SPEC,
      percent: 10,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const [system, s] = Object.entries(source.systems)[0]!;
    expect(copied.body.data!.previous.version).toBe(BUILD_SPEC);
    expect(copied.body.data!.costs.systems[system]).toEqual({
      materialPerSqFt: cents(s.materialPerSqFt * 1.1),
      laborPerSqFt: cents(s.laborPerSqFt * 1.1),
      markupPercent: s.markupPercent,
    });
    const stored = costsDocSchema.parse((await db.doc(`costs/${COST_VERSION}`).get()).data());
    expect(stored).toMatchObject({ version: COST_VERSION, updatedBy: 'grace' });
    expect(stored.systems).toEqual(copied.body.data!.costs.systems);

    const named = await post<{ costs: CostsDoc }>('/updatePrices', { version: COST_VERSION, systems: { [system]: { markupPercent: 33 } } });
    expect(named.status).toBe(200);
    expect(named.body.data!.costs.systems[system]!.markupPercent).toBe(33);
    expect(named.body.data!.costs.systems[system]!.materialPerSqFt).toBe(cents(s.materialPerSqFt * 1.1));
  });

  it('refuses bad input, unknown versions and systems, writing nothing', async () => {
    const before = await stamp(`costs/${COST_VERSION}`);
    const seeded = await stamp(`costs/${BUILD_SPEC}`);
    const unknownSystem = await post('/updatePrices', { version: COST_VERSION, systems: { pool: { markupPercent: 1 } } });
    expectRefused(unknownSystem, 400);
    expect(unknownSystem.body.error?.fieldErrors?.['systems.pool']).toBeTruthy();
    for (const body of [
      { version: COST_VERSION },
      { version: COST_VERSION, percent: 5, systems: { bath: { markupPercent: 1 } } },
      { version: COST_VERSION, percent: 'ten' },
      { version: COST_VERSION, percent: -95 },
      { version: '3.2.1', percent: 1 },
      { version: COST_VERSION, systems: { bath: { markupPercent: 1, colour: 'red' } } },
    ])
      expectRefused(await post('/updatePrices', body), 400);
    expectRefused(await post('/updatePrices', { version: 'v91.0.0', percent: 1 }), 404);
    expectRefused(await post('/updatePrices', { version: COST_VERSION, from: 'v0.0.9', percent: 1 }), 404);
    expect(await stamp(`costs/${COST_VERSION}`)).toBe(before);
    expect(await stamp(`costs/${BUILD_SPEC}`)).toBe(seeded);
    expect(await stamp('costs/v91.0.0')).toBe('missing');
  });
});

describe('POST /base/latest and GET /base/variation/list', () => {
  it("sets the project's latest base from a committed version, its counts taken from the version's drawing", async () => {
    const answer = await post<{ project: Project }>('/latest', { projectId: P, version: 'v1.0.1' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = (await db.doc(`projects/${P}`).get()).data() as Project;
    expect(stored.base?.latest).toMatchObject({
      version: 'v1.0.1',
      committed: '2026-10-02T10:00:00.000Z',
      committedBy: 'ada',
      message: 'Client revisions',
      modules: 2,
      floorArea: 1200,
    });
    expect(stored.base?.latest?.counts?.['design/modules']).toEqual({ count: 2, area: 1200 });
    expect(stored.base?.latest?.counts?.[specialLayer]?.count).toBe(2);
    // Counts come from the drawing only: the fixture's walls are not drawn in it.
    expect(stored.base?.latest?.counts?.['design/walls']).toBeUndefined();
    expect(answer.body.data!.project.base?.latest).toEqual(stored.base?.latest);
  });

  it('refuses versions that are not committed, unknown ones and bad input, writing nothing', async () => {
    const before = await stamp(`projects/${P}`);
    expectRefused(await post('/latest', { projectId: P, version: 'v1.2.0' }), 409);
    expectRefused(await post('/latest', { projectId: P, version: 'v1.5.0' }), 404);
    expectRefused(await post('/latest', { projectId: MISSING, version: 'v1.0.0' }), 404);
    expectRefused(await post('/latest', { projectId: P, version: 'latest' }), 400);
    expectRefused(await post('/latest', { projectId: P }), 400);
    expectRefused(await post('/latest', { projectId: P, version: 'v1.0.0', base: {} }), 400);
    expect(await stamp(`projects/${P}`)).toBe(before);
    expect(await stamp(`projects/${MISSING}`)).toBe('missing');
  });

  it('lists the variations newest first, only the newest patch of each minor with latest=patch, and the workspaces', async () => {
    type List = { versions: { version: string; name: string; message: string }[]; workspaces?: { id: string; workspaceName: string }[] };
    const all = await get<List>('/variation/list', { projectId: P });
    expect(all.status).toBe(200);
    expect(all.body.data!.versions.map((v) => v.version)).toEqual(['v1.1.0', 'v1.0.1', 'v1.0.0']);
    expect(all.body.data!.workspaces).toBeUndefined();
    const latest = await get<List>('/variation/list', { projectId: P, latest: 'patch', workspaces: 'true' });
    expect(latest.body.data!.versions.map((v) => v.version)).toEqual(['v1.1.0', 'v1.0.1']);
    expect(latest.body.data!.workspaces?.map((w) => w.workspaceName)).toEqual(['base w1.2.0']);
    const seeded = await get<List>('/variation/list', { projectId: 'P-1001' });
    expect(seeded.body.data!.versions.some((v) => v.name === 'base')).toBe(true);
  });

  it('refuses bad queries and unknown projects', async () => {
    expectRefused(await get('/variation/list', { projectId: P, latest: 'minor' }), 400);
    expectRefused(await get('/variation/list', { projectId: P, workspaces: 'yes' }), 400);
    expectRefused(await get('/variation/list', {}), 400);
    expectRefused(await get('/variation/list', { projectId: MISSING }), 404);
  });
});
