import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { blobNameOf, filesByDatatype, storageObjectDocSchema, type StorageObjectDoc } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { LocalBlobStore, localStorageRoot } from '../../functions/src/engines/storage/local';
import { bucketName, localSignedUrl, localSigningSecret } from '../../functions/src/engines/storage/config';
import { buildStorageFiles } from '../../emulators/seed/data/storage';
import { BASE_DATE } from '../../emulators/seed/clock';
import { pruneCollection } from '../../emulators/seed/write';

/**
 * /software/revs's data (docs/staff-tools.md "Software docs and picking as built"): the seeded
 * `storageObjects` records as the emulators hold them parse with the schema the page reads with,
 * name blobs the seed wrote, and the storage service's own records join them in the same shape.
 */

const secret = localSigningSecret();
const disk = new LocalBlobStore(localStorageRoot(), bucketName(), (n, m, e, t) => localSignedUrl(secret, n, m, e, t));
const suffix = runSuffix();
let app: App;
let db: Firestore;
let token: string;

const records = async (): Promise<StorageObjectDoc[]> =>
  (await db.collection('storageObjects').get()).docs.map((d) => storageObjectDocSchema.parse({ ...d.data(), id: d.id }));

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `revs-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
});
afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('storageObjects for /software/revs', () => {
  it("holds a record of every seeded file, parsing with the page's schema and naming a blob on disk", async () => {
    const stored = await records();
    const seeded = buildStorageFiles(BASE_DATE);
    for (const file of seeded) {
      const record = stored.find((r) => r.app_name === 'workhub' && r.project === 'global' && r.key === file.key);
      expect(record, file.key).toBeDefined();
      expect(record!.version).toBe(file.isVersioned ? file.versions.length : 0);
      const stat = await disk.stat(blobNameOf(record!, record!.isVersioned ? record!.version : undefined));
      expect(stat?.bytes, file.key).toBe(record!.bytes);
    }
    const datatypes = filesByDatatype(stored).map((g) => g.datatype);
    expect(datatypes).toEqual(expect.arrayContaining(['walls', 'windows', 'roofs', 'drawings', 'materials', 'environments']));
  });

  it("answers a seeded versioned bundle's latest revision and an earlier one through the storage service", async () => {
    const get = async (version?: number) => {
      const q = new URLSearchParams({ app_name: 'workhub', project: 'global', key: 'walls/exterior-2x6.json' });
      if (version !== undefined) q.set('version', String(version));
      const res = await fetch(`${FUNCTIONS_URL}/storage?${q}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { data: { version: number; data: { revision: number } } } };
    };
    const latest = await get();
    expect(latest.status).toBe(200);
    expect([latest.body.data.version, latest.body.data.data.revision]).toEqual([2, 2]);
    expect((await get(1)).body.data.data.revision).toBe(1);
  });

  it("writes a POSTed file's record in the same shape (one schema on both sides)", async () => {
    const key = `windows/revs-${suffix}.json`;
    const res = await fetch(`${FUNCTIONS_URL}/storage`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ app_name: 'workhub', project: 'global', key, data: { widthIn: 30 }, type: 'json', isVersioned: true }),
    });
    expect(res.status).toBe(201);
    const record = (await records()).find((r) => r.key === key);
    expect(record).toMatchObject({ app_name: 'workhub', project: 'global', version: 1, type: 'json', isVersioned: true });
    expect(record!.createdBy).toBe('grace@modulr.example');
    expect(filesByDatatype([record!])[0]!.datatype).toBe('windows');
  });
});

describe('a re-seed', () => {
  it('removes the documents of a collection the seed does not hold, keeping the seeded ones', async () => {
    const scratch = db.collection(`seedPrune-${suffix}`);
    await Promise.all(['keep-a', 'keep-b', 'stale-1', 'stale-2', 'stale-3'].map((id) => scratch.doc(id).set({ id })));
    expect(await pruneCollection(scratch.id, ['keep-a', 'keep-b', 'never-written'])).toBe(3);
    expect((await scratch.listDocuments()).map((d) => d.id).sort()).toEqual(['keep-a', 'keep-b']);
    await Promise.all(['keep-a', 'keep-b'].map((id) => scratch.doc(id).delete()));
  });
});
