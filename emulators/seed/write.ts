import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { erpItemRowSchema, mirrorDocOf } from '@workhub/domain';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts.js';
import { buildSeed, SEED_COLLECTIONS, type Seed, type SeedDoc } from './build.js';

export const DEFAULT_PROJECT_ID = 'demo-workhub';

export interface SeedResult {
  projectId: string;
  /** Documents written per collection, plus `auth` for Auth users. */
  counts: Record<string, number>;
}

/** Throws unless both emulators are named: the seed must never reach a real project. */
export function assertEmulatorTarget(env: NodeJS.ProcessEnv = process.env): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} not set. The seed writes only to the local emulators (run \`npm run seed\`).`,
    );
  }
}

/**
 * Fails fast when an emulator is not listening (a refused connection fails at once): the SDKs
 * would otherwise retry for minutes. One that listens may answer slowly on a busy machine: the
 * Firestore emulator took over 5 s with both cores busy, so the bound is a minute.
 */
async function assertReachable(name: string, host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new Error(`${name} emulator not reachable at ${host}. Are the emulators running? (\`npm start\` runs them.)`);
  }
}

async function upsertUser(auth: Auth, account: SeedAccount): Promise<void> {
  const { uid, ...fields } = account;
  try {
    await auth.updateUser(uid, fields);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  // The email may belong to a user made by hand under another uid; the seed owns seeded emails.
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  await auth.createUser({ uid, ...fields });
}

/** Firestore takes at most 500 writes and 10 MiB per commit; block and spec docs are large, so cap bytes too. */
const MAX_BATCH_WRITES = 500;
const MAX_BATCH_BYTES = 3_000_000;
const PARALLEL_COMMITS = 8;

export interface PendingWrite {
  collection: string;
  doc: SeedDoc;
}

/** Groups every document into commits, in collection order. */
export function planBatches(seed: Seed): PendingWrite[][] {
  const batches: PendingWrite[][] = [];
  let current: PendingWrite[] = [];
  let bytes = 0;
  for (const collection of SEED_COLLECTIONS) {
    for (const doc of seed[collection]) {
      const size = JSON.stringify(doc.data).length;
      if (current.length > 0 && (current.length >= MAX_BATCH_WRITES || bytes + size > MAX_BATCH_BYTES)) {
        batches.push(current);
        current = [];
        bytes = 0;
      }
      current.push({ collection, doc });
      bytes += size;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function writeDocuments(app: App, seed: Seed): Promise<void> {
  const db = getFirestore(app);
  // The erpItems mirror docs are built as every mirror writer builds them (mirrorDocOf: the row, its
  // reorder_shortfall and when it was written from the ERP).
  const mirroredAt = Date.now();
  const batches = planBatches(seed);
  let next = 0;
  let failure: unknown;
  // A few commits in flight keep the emulator busy; after a failure the workers stop taking more.
  const worker = async () => {
    while (failure === undefined && next < batches.length) {
      const writes = batches[next++] ?? [];
      const batch = db.batch();
      // set() on fixed ids: a re-run rewrites the same documents with the same content.
      for (const { collection, doc } of writes) {
        // `workspaceContent` docs go to the content sub-collection of the workspace with the same id.
        const ref =
          collection === 'workspaceContent'
            ? db.doc(`workspaces/${doc.id}/content/${String(doc.data.documentId)}`)
            : collection === 'pipe'
              ? db.doc(`projects/${doc.id.replace('/', '/pipe/')}`)
              : collection === 'nested'
                ? db.doc(doc.id)
                : db.collection(collection).doc(doc.id);
        batch.set(ref, collection === 'erpItems' ? mirrorDocOf(erpItemRowSchema.parse(doc.data), mirroredAt) : doc.data);
      }
      await batch.commit().catch((error: unknown) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COMMITS }, worker));
  if (failure !== undefined) throw failure;
}

/**
 * Tells the ERP stand-in at ERP_URL (when it answers) to hold the same `items` seeded items, so
 * the ERP and the erpItems mirror agree. Answers false when no stand-in is reachable there.
 */
export async function seedErpStandIn(items: number, url = process.env.ERP_URL): Promise<boolean> {
  if (!url) return false;
  try {
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return false;
  }
  const res = await fetch(`${url}/__control/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
    signal: AbortSignal.timeout(120_000),
  });
  if (!res.ok) throw new Error(`the ERP stand-in at ${url} refused to seed ${items} items (${res.status})`);
  return true;
}

/**
 * Deletes the documents of `collection` the seed does not hold (a re-seed of a running emulator):
 * for `storageObjects`, whose blobs the seed clears (emulators/seed/blobs.ts), so no record names a
 * blob that is gone. Answers how many were deleted.
 */
export async function pruneCollection(collection: string, keep: readonly string[]): Promise<number> {
  assertEmulatorTarget();
  const projectId = process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  const app = initializeApp({ projectId }, `workhub-seed-prune-${projectId}`);
  try {
    const db = getFirestore(app);
    const kept = new Set(keep);
    const stale = (await db.collection(collection).listDocuments()).filter((ref) => !kept.has(ref.id));
    for (let i = 0; i < stale.length; i += MAX_BATCH_WRITES) {
      const batch = db.batch();
      for (const ref of stale.slice(i, i + MAX_BATCH_WRITES)) batch.delete(ref);
      await batch.commit();
    }
    return stale.length;
  } finally {
    await deleteApp(app);
  }
}

/** Writes the whole seed and the Auth users to the emulators named in the environment. */
export async function writeSeed(seed: Seed = buildSeed()): Promise<SeedResult> {
  assertEmulatorTarget();
  await assertReachable('Firestore', process.env.FIRESTORE_EMULATOR_HOST ?? '');
  await assertReachable('Auth', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  const projectId = process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  // A named app, so a process that already has a default app keeps its own settings.
  const app = initializeApp({ projectId }, `workhub-seed-${projectId}`);
  try {
    const auth = getAuth(app);
    // Settle everything before the app is deleted, so no write is cut off mid-flight.
    const results = await Promise.allSettled([writeDocuments(app, seed), ...SEED_ACCOUNTS.map((account) => upsertUser(auth, account))]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const counts: Record<string, number> = {};
    for (const collection of SEED_COLLECTIONS) counts[collection] = seed[collection].length;
    counts.auth = SEED_ACCOUNTS.length;
    return { projectId, counts };
  } finally {
    await deleteApp(app);
  }
}
