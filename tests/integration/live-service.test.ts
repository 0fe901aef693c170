import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LOT_TYPES, formatAddress, type PlaceCandidate, type Zone } from '@workhub/domain';
import { CITIES } from '../../emulators/seed/data/places';
import { seededAddresses } from '../../emulators/places/geo';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { clearFaults, fault, knownToPlaces, parcelAt } from '../support/outside-systems';

/**
 * The live (/live), place (/google) and zone (/zone) services over HTTP against the emulators.
 * Reads use the seeded data and a test project (T-<suffix>, with two pipe assemblies); zone
 * reports are written for the test project only and removed at the end. Places and zoning come
 * from the Google Places and zoning GIS stand-ins (emulators/places, emulators/gis), which learn
 * the test project's addresses and parcels through their test controls.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };

const suffix = runSuffix();
const projectId = `T-${suffix}-live`;
const site = { street: `4321 Sequoia Way`, city: 'Bend', state: 'OR', zip: '97701' };
/** The test project's parcel, as the county layer publishes it. */
const parcel = {
  ZONE_CODE: 'R7',
  ZONE_DESC: 'Residential 7,000',
  LOT_TYPE: 'corner',
  LOT_AREA_SQFT: 6900,
  FRONT_SETBACK_FT: 10,
  REAR_SETBACK_FT: 5,
  SIDE_SETBACK_FT: 10,
  MAX_HEIGHT_FT: 30,
  MAX_LOT_COVERAGE: 0.45,
  ADU_ALLOWED: 'Y',
};
const mailing = { street: '77 Fremont Blvd', city: 'Tacoma', state: 'WA', zip: '98402' };
let app: App;
let db: Firestore;
let token: string;

async function get<T = Record<string, unknown>>(path: string, query: Record<string, string> = {}) {
  const res = await fetch(`${FUNCTIONS_URL}${path}?${new URLSearchParams(query).toString()}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function post<T = Record<string, unknown>>(path: string, body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const reportsOf = async (id: string) => (await db.collection('zoneReports').where('projectId', '==', id).get()).docs;

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `live-service-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  await knownToPlaces(site, mailing);
  await parcelAt(site, parcel);
  await parcelAt(mailing);
  const ref = db.doc(`projects/${projectId}`);
  await ref.set({
    id: projectId,
    clientName: 'Live test client',
    apns: [{ apn: '123-456-07', address: site }],
    salesforce: {
      clientName: 'Live test client',
      addresses: [
        { ...mailing, primary: false },
        { ...site, primary: true },
      ],
    },
    milestones: {},
    buildSlot: null,
    buildSpec: 'v1.0.0',
    delivered: false,
    phase: 'sales',
    phases: { sales: { start: '2026-01-01T09:00:00.000Z' } },
    notes: '',
    links: {},
    assemblyCount: 2,
  });
  await ref.collection('pipe').doc('m1-kitchen').set({ projectId, assembly: 'm1-kitchen', module: 1, assemblyName: 'kitchen', order: 1 });
  await ref.collection('pipe').doc('m1-bath').set({ projectId, assembly: 'm1-bath', module: 1, assemblyName: 'bath', order: 0 });
});

afterAll(async () => {
  if (db) {
    for (const doc of await reportsOf(projectId)) await doc.ref.delete();
    await db.recursiveDelete(db.doc(`projects/${projectId}`));
  }
  if (app) await deleteApp(app);
});

describe('live service', () => {
  it('GET /live/project answers the project and its assemblies in board order', async () => {
    const { status, body } = await get<{ project: Record<string, unknown>; assemblies: Record<string, unknown>[] }>('/live/project', {
      projectId,
    });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data!.project).toMatchObject({ id: projectId, clientName: 'Live test client', assemblyCount: 2 });
    expect(body.data!.assemblies.map((a) => a.assembly)).toEqual(['m1-bath', 'm1-kitchen']);
  });

  it('GET /live/base answers the latest base and its base specification, or nulls', async () => {
    const seeded = (await db.collection('projects').where('assemblyCount', '>', 0).limit(5).get()).docs.find((d) =>
      d.get('base.latest.baseSpec'),
    );
    expect(seeded, 'a seeded project with a latest base').toBeDefined();
    const latest = seeded!.get('base.latest') as Record<string, unknown>;
    const { status, body } = await get<{ projectId: string; latest: unknown; baseSpec: Record<string, unknown> | null }>('/live/base', {
      projectId: seeded!.id,
    });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data!.latest).toEqual(latest);
    const spec = (await db.doc(`baseSpecs/${String(latest.baseSpec)}`).get()).data()!;
    expect(body.data!.baseSpec).toMatchObject({
      version: latest.baseSpec,
      createdBy: spec.createdBy,
      layers: Object.keys(spec.layers as object),
    });

    const none = await get('/live/base', { projectId });
    expect(none.body.data).toEqual({ projectId, latest: null, baseSpec: null });
  });

  it('GET /live/blocks lists every current block with its version', async () => {
    const { status, body } = await get<{ blocks: { name: string; version: string; categoryName: string | null }[] }>('/live/blocks');
    expect(status).toBe(200);
    const all = await db.collection('blocks').get();
    const current = all.docs.filter((d) => d.get('version') === undefined);
    expect(body.data!.blocks.length).toBe(Math.min(current.length, 1000));
    expect(body.data!.blocks.map((b) => b.name)).toEqual([...body.data!.blocks.map((b) => b.name)].sort());
    for (const b of body.data!.blocks) expect(b.version).toMatch(/^v\d+\.\d+\.\d+$/);
    const withCategory = current.find((d) => typeof d.get('categoryName') === 'string')!;
    expect(body.data!.blocks.find((b) => b.name === withCategory.get('name'))?.categoryName).toBe(withCategory.get('categoryName'));
  });

  it("GET /live/blocks reads summaries: a commit's layerCount (not the drawing), layer names only for a block stored before it", async () => {
    const layers = { 'design/walls': { objects: [] }, 'design/rooms': { objects: [] } };
    const summarised = `aaa summary ${suffix}`;
    const legacy = `aaa legacy ${suffix}`;
    const base = { width: 96, height: 96, designer: 'eero', type: 'room', categoryName: 'bath' };
    // A stored layerCount is what the list shows, whatever the drawing holds (it is not read).
    await db.doc(`blocks/${summarised}`).set({ ...base, name: summarised, layers, layerCount: 5, currentVersion: 'v1.1.0' });
    await db.doc(`blocks/${summarised}~v1.0.0`).set({ ...base, name: summarised, layers, layerCount: 2, version: 'v1.0.0' });
    await db.doc(`blocks/${legacy}`).set({ ...base, name: legacy, layers });
    try {
      const { body } = await get<{ blocks: { name: string; layerCount: number; archivedVersions: number; version: string }[] }>(
        '/live/blocks',
      );
      const byName = new Map(body.data!.blocks.map((b) => [b.name, b]));
      expect(byName.get(summarised)).toMatchObject({ layerCount: 5, archivedVersions: 1, version: 'v1.1.0' });
      expect(byName.get(legacy)).toMatchObject({ layerCount: 2, archivedVersions: 0 });
    } finally {
      await Promise.all([`blocks/${summarised}`, `blocks/${summarised}~v1.0.0`, `blocks/${legacy}`].map((path) => db.doc(path).delete()));
    }
  });

  it('refuses bad queries with per-field errors and unknown projects with 404', async () => {
    for (const [path, query, field] of [
      ['/live/project', {}, 'projectId'],
      ['/live/project', { projectId: 'a.b/c' }, 'projectId'],
      ['/live/base', { projectId: '' }, 'projectId'],
      ['/live/blocks', { limit: '5' }, '(body)'],
    ] as const) {
      const { status, body } = await get(path, query);
      expect(status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
      expect(Object.keys(body.error!.fieldErrors ?? {})).toContain(field);
    }
    for (const path of ['/live/project', '/live/base']) expect((await get(path, { projectId: `T-${suffix}-missing` })).status).toBe(404);
  });
});

describe('google place service', () => {
  it('finds a project address by its start and every service-area city', async () => {
    const { status, body } = await get<{ candidates: PlaceCandidate[] }>('/google/place', { query: '4321 sequoia bend' });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data!.candidates).toEqual([{ placeId: expect.stringMatching(/^ChIJ/), description: formatAddress(site), address: site }]);
    for (const c of CITIES) {
      const found = await get<{ candidates: PlaceCandidate[] }>('/google/place', { query: `${c.city} ${c.state}`, limit: '10' });
      expect(
        found.body.data!.candidates.map((x) => x.description),
        c.city,
      ).toContain(`${c.city}, ${c.state}`);
    }
  });

  it('gives stable place ids, honours the limit and answers no candidates for nonsense', async () => {
    const a = await get<{ candidates: PlaceCandidate[] }>('/google/place', { query: 'tacoma', limit: '3' });
    const b = await get<{ candidates: PlaceCandidate[] }>('/google/place', { query: 'tacoma', limit: '3' });
    expect(a.body.data!.candidates.length).toBeGreaterThan(0);
    expect(a.body.data!.candidates.length).toBeLessThanOrEqual(3);
    expect(a.body.data).toEqual(b.body.data);
    expect((await get('/google/place', { query: 'qqqzzz nowhere' })).body.data).toEqual({ candidates: [] });
  });

  it('refuses bad queries with per-field errors', async () => {
    for (const query of <Record<string, string>[]>[
      {},
      { query: 'a' },
      { query: 'x'.repeat(201) },
      { query: 'oak', limit: '11' },
      { query: 'oak', limit: 'all' },
    ]) {
      const { status, body } = await get('/google/place', query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('zone service', () => {
  it('looks up the zoning of a project (its primary address) and of the same address, alike, from the parcel the GIS layer holds', async () => {
    const byProject = await get<{ zone: Zone }>('/zone/lookup', { projectId });
    expect(byProject.status, JSON.stringify(byProject.body.error)).toBe(200);
    expect(byProject.body.data!.zone).toEqual({
      address: site,
      jurisdiction: 'Bend, OR',
      code: 'R7',
      description: 'Residential 7,000',
      lotType: 'corner',
      lotAreaSqft: 6900,
      setbacksFt: { front: 10, rear: 5, side: 10 },
      maxHeightFt: 30,
      maxLotCoverage: 0.45,
      aduAllowed: true,
      source: 'county GIS zoning layer',
    });
    expect(LOT_TYPES).toContain(byProject.body.data!.zone.lotType);
    const byAddress = await get<{ zone: Zone }>('/zone/lookup', { address: formatAddress(site) });
    expect(byAddress.body.data).toEqual(byProject.body.data);
  });

  it('says "No zoning data for this address" where the layer has no parcel or Google does not know the address, never inventing setbacks', async () => {
    // The seeded parcels cover every other seeded project's site (P-1001, P-1003, …): P-1002's is not covered.
    const uncovered = seededAddresses()[1]!.site;
    for (const address of [formatAddress(uncovered), '1 Main St, Springfield, IL 62701', '9 Nowhere Ln, Bend, OR 97701']) {
      const { status, body } = await get('/zone/lookup', { address });
      expect(status, address).toBe(404);
      expect(body.error?.message).toBe('No zoning data for this address');
    }
  });

  it('answers 502 naming the system when the zoning GIS or Google Places fails or answers garbage', async () => {
    for (const [system, mode, message] of [
      ['gis', 'fail', /^The zoning GIS answered error 500/],
      ['gis', 'garbage', /^The zoning GIS answered something/],
      ['places', 'fail', /^Google Places answered 503/],
      ['places', 'garbage', /^Google Places answered something/],
    ] as const) {
      await fault(system, mode, 1);
      try {
        const { status, body } = await get('/zone/lookup', { projectId });
        expect(status, `${system} ${mode}`).toBe(502);
        expect(body.error?.message).toMatch(message);
      } finally {
        await clearFaults(system);
      }
    }
    // A report needs the zoning: none is stored when the GIS fails.
    const reports = (await reportsOf(projectId)).length;
    await fault('gis', 'fail', 1);
    try {
      expect((await post('/zone/report', { projectId, notes: 'GIS down' })).status).toBe(502);
    } finally {
      await clearFaults('gis');
    }
    expect((await reportsOf(projectId)).length).toBe(reports);
    await fault('places', 'fail', 1);
    try {
      const { status, body } = await get('/google/place', { query: 'bend' });
      expect(status).toBe(502);
      expect(body.error?.message).toMatch(/^Google Places answered 503/);
    } finally {
      await clearFaults('places');
    }
  });

  it('answers 404 for an unknown project, 400 for bad input', async () => {
    expect((await get('/zone/lookup', { projectId: `T-${suffix}-missing` })).status).toBe(404);
    for (const query of <Record<string, string>[]>[
      {},
      { projectId, address: formatAddress(site) },
      { address: 'my house' },
      { projectId: '__x__/y' },
    ]) {
      const { status, body } = await get('/zone/lookup', query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('POST /zone/report stores the zoning of the project with who and when', async () => {
    const t0 = Date.now();
    const { status, body } = await post<{ reportId: string }>('/zone/report', { projectId, notes: 'Check the rear setback' });
    expect(status, JSON.stringify(body.error)).toBe(200);
    const stored = (await db.doc(`zoneReports/${body.data!.reportId}`).get()).data()!;
    const lookup = await get<{ zone: Zone }>('/zone/lookup', { projectId });
    expect(stored).toMatchObject({ projectId, notes: 'Check the rear setback', createdBy: 'grace', zone: lookup.body.data!.zone });
    expect(Date.parse(String(stored.createdAt))).toBeGreaterThanOrEqual(t0 - 5000);

    const other = await post<{ reportId: string }>('/zone/report', { projectId, address: formatAddress(mailing) });
    expect(other.status, JSON.stringify(other.body.error)).toBe(200);
    expect((await db.doc(`zoneReports/${other.body.data!.reportId}`).get()).get('zone.jurisdiction')).toBe('Tacoma, WA');
    expect((await reportsOf(projectId)).length).toBe(2);
  });

  it('POST /zone/report refuses bad input and unknown projects, writing nothing', async () => {
    const before = (await reportsOf(projectId)).length;
    const cases: [unknown, number][] = [
      [{ projectId, address: '1 Nowhere Ln, Bend, OR 97701' }, 400],
      [{ projectId, notes: 'x'.repeat(5001) }, 400],
      [{ projectId, zone: { code: 'R1' } }, 400],
      [{ notes: 'no project' }, 400],
      [{ projectId: `T-${suffix}-missing` }, 404],
    ];
    for (const [input, expected] of cases) {
      const { status, body } = await post('/zone/report', input);
      expect(status, JSON.stringify(input).slice(0, 80)).toBe(expected);
      expect(body.success).toBe(false);
      if (expected === 400) expect(Object.keys(body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await reportsOf(projectId)).length).toBe(before);
    expect((await reportsOf(`T-${suffix}-missing`)).length).toBe(0);
  });
});
