import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LEGACY_ASSET_KINDS, legacyAssetsStateSchema, type LegacyAssetsState } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { bareProjectDoc } from '../support/pipe-fixtures';

/**
 * The homehub service's legacy assets against the emulators: generation runs as background jobs
 * (the Functions emulator's trigger is the worker) to done, or to an error kept on its version
 * with the spec's message; bad input writes nothing; the design package answers the refreshed state.
 */

type Envelope<T> = {
  success: boolean;
  data: T | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

const suffix = runSuffix();
const P = `T-legacy-${suffix}`;
let app: App;
let db: Firestore;
let token: string;

async function call<T>(method: string, path: string, input: Record<string, unknown> = {}) {
  const get = method === 'GET';
  const res = await fetch(`${FUNCTIONS_URL}${path}${get ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : ''}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(get ? {} : { 'Content-Type': 'application/json' }) },
    body: get ? undefined : JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function state(): Promise<LegacyAssetsState> {
  const res = await call<unknown>('GET', '/homehub/legacyAssets', { projectId: P });
  expect(res.status).toBe(200);
  return legacyAssetsStateSchema.parse(res.body.data);
}

/** Polls the project's state until no version is in progress (the worker runs in the Functions emulator). */
async function settled(): Promise<LegacyAssetsState> {
  for (let i = 0; i < 120; i++) {
    const s = await state();
    if (!s.versions.some((v) => v.status === 'inProgress')) return s;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('asset generation did not finish');
}

const fingerprint = async () => {
  const [legacy, jobs] = await Promise.all([
    db.collection('legacyAssets').doc(P).get(),
    db.collection('backgroundJobs').where('target.doc', '==', `legacyAssets/${P}`).get(),
  ]);
  return { legacy: legacy.updateTime?.toMillis() ?? null, jobs: jobs.size };
};

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `legacy-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  await db
    .collection('projects')
    .doc(P)
    .set({
      ...bareProjectDoc(P, `Legacy assets test ${suffix}`),
      base: { latest: { version: 'v1.2.3', floorArea: 720, modules: 2 } },
    });
});
afterAll(async () => {
  if (db) await Promise.all([db.collection('projects').doc(P).delete(), db.collection('legacyAssets').doc(P).delete()]);
  if (app) await deleteApp(app);
});

describe('legacy assets', () => {
  it("lists the supported assets and the project's design versions", async () => {
    const supported = await call<{ assets: Array<{ kind: string }>; modelos: string[] }>('GET', '/homehub/legacyAssets/supported');
    expect(supported.body.data!.assets.map((a) => a.kind)).toEqual(LEGACY_ASSET_KINDS.map((k) => k.kind));
    const s = await state();
    expect(s.modelo).toBe('Bungalow 900');
    expect(s.versions.map((v) => [v.version, v.status])).toEqual([
      ['v1.2.3', 'new'],
      ['v1.2.0', 'new'],
      ['v1.1.0', 'new'],
      ['v1.0.0', 'new'],
    ]);
  });

  it('refuses bad input with a 4xx envelope and writes nothing', async () => {
    const before = await fingerprint();
    const job = { projectId: P, version: 'v1.2.3', modelo: 'Bungalow 900', assets: ['floorPlan'] };
    const cases: Array<[string, unknown, number]> = [
      ['/homehub/legacyAssets', { jobs: [] }, 400],
      ['/homehub/legacyAssets', { jobs: [{ ...job, version: '1.2.3' }] }, 400],
      ['/homehub/legacyAssets', { jobs: [{ ...job, assets: ['hologram'] }] }, 400],
      ['/homehub/legacyAssets', { jobs: [{ ...job, assets: [] }] }, 400],
      ['/homehub/legacyAssets', { jobs: [job, job] }, 400],
      ['/homehub/legacyAssets', { jobs: [{ ...job, extra: 1 }] }, 400],
      ['/homehub/legacyAssets', { jobs: [job, { ...job, projectId: 'no-such-project' }] }, 404],
      ['/homehub/legacyAssets/designPackage', { projectId: P, versions: [] }, 400],
      ['/homehub/legacyAssets/designPackage', { projectId: 'no-such-project', versions: ['v1.2.3'] }, 404],
      ['/homehub/legacyAssets/designPackage', { projectId: P, versions: ['v1.2.3'] }, 409],
    ];
    for (const [path, body, status] of cases) {
      const res = await call('POST', path, body as Record<string, unknown>);
      expect({ body, status: res.status, success: res.body.success }).toEqual({ body, status, success: false });
    }
    expect((await call('GET', '/homehub/legacyAssets', { projectId: 'no-such-project' })).status).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });

  it("generates assets as background jobs to done, and keeps an error per version with the spec's message", async () => {
    const started = await call<{ jobs: Array<{ version: string; jobId: string }> }>('POST', '/homehub/legacyAssets', {
      jobs: [
        { projectId: P, version: 'v1.2.3', modelo: 'Bungalow 900', assets: ['floorPlan', 'render', 'bom'] },
        { projectId: P, version: 'v1.1.0', modelo: 'Castle 9000', assets: ['floorPlan'] },
        { projectId: P, version: 'v7.0.0', modelo: 'Bungalow 900', assets: ['elevations'] },
      ],
    });
    expect(started.status).toBe(202);
    expect(started.body.data!.jobs).toHaveLength(3);
    const s = await settled();
    const byVersion = Object.fromEntries(s.versions.map((v) => [v.version, v]));
    expect(byVersion['v1.2.3']).toMatchObject({ status: 'done', substatus: '3 assets generated', modelo: 'Bungalow 900' });
    expect(Object.keys(byVersion['v1.2.3']!.files ?? {}).sort()).toEqual(['bom', 'floorPlan', 'render']);
    expect(byVersion['v1.1.0']).toMatchObject({ status: 'error', substatus: "jobs: 0: modelo: unknown modelo 'Castle 9000'" });
    expect(byVersion['v7.0.0']).toMatchObject({ status: 'error' });
    expect(byVersion['v7.0.0']!.substatus).toMatch(/^jobs: 0: version: v7\.0\.0 is not a design version of T-legacy-/);
    expect(byVersion['v1.0.0']).toMatchObject({ status: 'new' });
    // The generated files are real blobs, read through the storage service.
    const plan = await call<{ data: string; contentType: string }>('GET', '/storage', {
      app_name: 'homehub',
      project: P,
      key: byVersion['v1.2.3']!.files!.floorPlan!,
      type: 'base64',
    });
    expect(plan.body.data!.contentType).toBe('image/png');
    expect(Buffer.from(plan.body.data!.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const bom = await call<{ data: { lines: unknown[] } }>('GET', '/storage', {
      app_name: 'homehub',
      project: P,
      key: byVersion['v1.2.3']!.files!.bom!,
    });
    expect(bom.body.data!.data.lines.length).toBeGreaterThan(0);
    const jobs = await db.collection('backgroundJobs').where('target.doc', '==', `legacyAssets/${P}`).get();
    expect(jobs.docs.map((d) => d.get('status')).sort()).toEqual(['done', 'error', 'error']);
  });

  it('the legacy asset service down: the version ends in error and its details name the service', async () => {
    const url = process.env.LEGACY_ASSETS_URL;
    if (!url) throw new Error('LEGACY_ASSETS_URL is not set: these tests run with the stand-in (npm test starts it)');
    const fail = await fetch(`${url}/__control/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, count: 1 }),
    });
    expect(fail.status).toBe(200);
    const started = await call('POST', '/homehub/legacyAssets', {
      jobs: [{ projectId: P, version: 'v1.0.0', modelo: 'Bungalow 900', assets: ['model'] }],
    });
    expect(started.status).toBe(202);
    const version = (await settled()).versions.find((v) => v.version === 'v1.0.0');
    expect(version).toMatchObject({ status: 'error', substatus: 'An unexpected error occurred' });
    const versions = (await db.collection('legacyAssets').doc(P).get()).get('versions') as Record<
      string,
      { details?: string; files?: unknown }
    >;
    const stored = versions['v1~0~0']!;
    expect(stored.details).toBe('the legacy asset service answered 503 Service Unavailable');
    expect(stored.files).toBeUndefined();
  });

  it('makes a design package of generated versions and answers the refreshed state', async () => {
    expect((await call('POST', '/homehub/legacyAssets/designPackage', { projectId: P, versions: ['v1.2.3', 'v1.1.0'] })).status).toBe(409);
    const res = await call<{ package: { key: string; files: number }; state: unknown }>('POST', '/homehub/legacyAssets/designPackage', {
      projectId: P,
      versions: ['v1.2.3'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.package.files).toBe(3);
    const refreshed = legacyAssetsStateSchema.parse(res.body.data!.state);
    expect(refreshed.designPackage).toMatchObject({ key: res.body.data!.package.key, versions: ['v1.2.3'], files: 3 });
    const manifest = await call<{ data: { project: string; versions: Array<{ version: string }> } }>('GET', '/storage', {
      app_name: 'homehub',
      project: P,
      key: res.body.data!.package.key,
    });
    expect(manifest.body.data!.data.versions.map((v) => v.version)).toEqual(['v1.2.3']);
    // The package names the project by its client (read with the registry's project schema).
    expect(manifest.body.data!.data.project).toBe(`Legacy assets test ${suffix}`);
  });
});
