/**
 * /db reads whose conditions are checked in memory are bounded (issue 23, item 7): a query that would
 * scan more than DB_MAX_SCANNED_DOCUMENTS documents is refused with 413 naming the bound and telling
 * to narrow it, instead of reading the whole collection; the same documents asked by an equality
 * filter (Firestore's) are served. The collection is filled with batched writes in the setup.
 */
import { getFirestore, type WriteBatch } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_MAX_SCANNED_DOCUMENTS, dbScanTooLargeMessage } from '@workhub/domain';
import { idTokenFor, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';
import { testAdminAuth } from '../support/tokens';

const suffix = runSuffix();
const COLLECTION = 'buildingSystemOwners';
const COUNT = DB_MAX_SCANNED_DOCUMENTS + 1;
// Sorted after the seeded owners, so other tests' first documents stay theirs.
const idOf = (i: number) => `zz-scan-${suffix}-${String(i).padStart(5, '0')}`;
let token = '';

const db = () => getFirestore(testAdminAuth().app);

async function inBatches(write: (batch: WriteBatch, i: number) => void) {
  const commits: Promise<unknown>[] = [];
  for (let start = 0; start < COUNT; start += 500) {
    const batch = db().batch();
    for (let i = start; i < Math.min(COUNT, start + 500); i++) write(batch, i);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

beforeAll(async () => {
  token = await idTokenFor('grace@modulr.example');
  await inBatches((batch, i) => batch.set(db().collection(COLLECTION).doc(idOf(i)), { system: `Probe ${i}`, scanProbe: suffix }));
}, 120_000);

afterAll(async () => {
  await inBatches((batch, i) => batch.delete(db().collection(COLLECTION).doc(idOf(i))));
}, 120_000);

describe('/db in-memory scans are bounded', () => {
  it(`refuses with 413 a query that would check more than ${DB_MAX_SCANNED_DOCUMENTS} documents in memory`, async () => {
    for (const query of [{ scanProbe: { $exists: true } }, { scanProbe: suffix, owner: null }]) {
      const { status, body } = await callService(
        'GET',
        `/db?collection=${COLLECTION}&limit=5&query=${encodeURIComponent(JSON.stringify(query))}`,
        token,
      );
      expect(status, JSON.stringify(query)).toBe(413);
      expect(body).toMatchObject({ success: false, data: null, error: { error: 'too-large', message: dbScanTooLargeMessage(COLLECTION) } });
      expect(body.error?.message).toContain('12,000');
      expect(body.error?.message).toContain('narrow it');
    }
  }, 60_000);

  it('serves the same documents asked by an equality filter (no in-memory scan)', async () => {
    const { status, body } = await callService<{ result: string }>(
      'GET',
      `/db?collection=${COLLECTION}&limit=3&query=${encodeURIComponent(JSON.stringify({ scanProbe: suffix }))}`,
      token,
    );
    expect(status).toBe(200);
    expect((JSON.parse(body.data!.result) as unknown[]).length).toBe(3);
  }, 60_000);
});
