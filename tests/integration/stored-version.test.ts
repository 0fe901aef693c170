import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { jobDocumentSchema, STORED_SCHEMA_VERSIONS } from '@workhub/domain';
import { idTokenFor, PROJECT_ID, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';

/**
 * A versioned collection's document is stamped with the current `schemaVersion` on every write
 * of the service that writes it (issue 25, item 5; domain stampedForWrite), and a document of the
 * previous shape (version 0: no schemaVersion, the legacy `experience`) still reads, and is stored
 * in the current shape once it is changed. The database service writes `jobs`.
 */
const suffix = runSuffix();
const fresh = `stampedJob${suffix}`;
const old = `oldShapeJob${suffix}`;
let app: App;
let db: Firestore;
let token = '';

const call = (method: string, path: string, body?: unknown) => callService<{ result: string } | null>(method, path, token, body);

const stored = async (id: string) => (await db.collection('jobs').doc(id).get()).data();

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `stored-version-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
});

afterAll(async () => {
  for (const id of [fresh, old]) await db.collection('jobs').doc(id).delete();
  await deleteApp(app);
});

describe('stored documents carry their schema version', () => {
  it('stamps a job the database service inserts, updates and dates with the current version', async () => {
    expect((await call('POST', '/db', { collection: 'jobs', to_insert: { id: fresh, title: 'Stamped Welder' } })).status).toBe(201);
    expect(await stored(fresh)).toMatchObject({ title: 'Stamped Welder', schemaVersion: STORED_SCHEMA_VERSIONS.jobs });
    const put = await call('PUT', '/db', { collection: 'jobs', query: { id: fresh }, update_vals: { $set: { skills: 'TIG' } } });
    expect(put.status).toBe(200);
    expect(await stored(fresh)).toMatchObject({ skills: 'TIG', schemaVersion: STORED_SCHEMA_VERSIONS.jobs });
  });

  it('reads a job of the previous shape, and stores it in the current shape when it changes', async () => {
    await db.collection('jobs').doc(old).set({ title: 'Old Shape Fitter', experience: '5 years on site' });
    const found = await call('GET', `/db?collection=jobs&query=${encodeURIComponent(JSON.stringify({ id: old }))}`);
    expect(found.status).toBe(200);
    const [raw] = JSON.parse(found.body.data!.result) as unknown[];
    expect(jobDocumentSchema.parse(raw)).toMatchObject({ id: old, title: 'Old Shape Fitter', qualifications: '5 years on site' });

    const put = await call('PUT', '/db', { collection: 'jobs', query: { id: old }, update_vals: { $set: { skills: 'CAD' } } });
    expect(put.status).toBe(200);
    const after = await stored(old);
    expect(after).toMatchObject({ skills: 'CAD', qualifications: '5 years on site', schemaVersion: STORED_SCHEMA_VERSIONS.jobs });
    expect(after).not.toHaveProperty('experience');
  });

  it('refuses a job claiming a newer schema version with a 400 and writes nothing', async () => {
    const id = `futureJob${suffix}`;
    const res = await call('POST', '/db', {
      collection: 'jobs',
      to_insert: { id, title: 'From The Future', schemaVersion: STORED_SCHEMA_VERSIONS.jobs + 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('newer WorkHub');
    expect(await stored(id)).toBeUndefined();
  });
});
