import { FieldPath, Timestamp, type Query, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { matchesQuery, type DbCollection, type DbQuery } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';

/** Firestore values as JSON: timestamps become ISO strings. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}

export function plainDocument(snap: DocumentSnapshot): Record<string, unknown> {
  return { ...(toPlain(snap.data() ?? {}) as Record<string, unknown>), id: snap.id };
}

/**
 * Splits a query into what Firestore filters (equality, one `$in`, `id`) and what is checked in
 * memory (`$exists`, `null`, further `$in`s), which Firestore cannot express or limits (its
 * disjunctions are capped at 30, so two `$in`s of 30 values would be refused).
 */
function firestoreQuery(collection: DbCollection, query: DbQuery | undefined): { base: Query; rest: DbQuery } {
  let base: Query = firestore.collection(collection);
  const rest: DbQuery = {};
  let inUsed = false;
  for (const [field, cond] of Object.entries(query ?? {})) {
    const path = field === 'id' ? FieldPath.documentId() : field;
    if (cond !== null && typeof cond === 'object' && '$in' in cond && !inUsed) {
      base = base.where(path, 'in', cond.$in);
      inUsed = true;
    } else if (cond !== null && typeof cond !== 'object') base = base.where(path, '==', cond);
    else rest[field] = cond;
  }
  return { base, rest };
}

/** An empty `$in` matches nothing (Firestore refuses one, so it is never sent). */
const matchesNothing = (query: DbQuery | undefined) =>
  Object.values(query ?? {}).some((cond) => cond !== null && typeof cond === 'object' && '$in' in cond && cond.$in.length === 0);

export interface FoundDocuments {
  docs: DocumentSnapshot[];
  count: number;
  /** Every matching document counted, when the query was checked in memory (no second read needed). */
  total?: number;
}

/** Runs a query with skip and limit, inside a transaction when one is given. */
export async function findDocuments(
  collection: DbCollection,
  query: DbQuery | undefined,
  page: { skip: number; limit: number },
  tx?: Transaction,
): Promise<FoundDocuments> {
  if (matchesNothing(query)) return { docs: [], count: 0 };
  const { base, rest } = firestoreQuery(collection, query);
  const run = (q: Query) => (tx ? tx.get(q) : q.get());
  if (Object.keys(rest).length === 0) {
    const snap = await run(base.offset(page.skip).limit(page.limit));
    return { docs: snap.docs, count: snap.size };
  }
  const all = (await run(base)).docs.filter((d) => matchesQuery(plainDocument(d), rest));
  return { docs: all.slice(page.skip, page.skip + page.limit), count: all.length, total: all.length };
}

export async function countDocuments(collection: DbCollection, query: DbQuery | undefined): Promise<number> {
  if (matchesNothing(query)) return 0;
  const { base, rest } = firestoreQuery(collection, query);
  if (Object.keys(rest).length === 0) return (await base.count().get()).data().count;
  const all = (await base.get()).docs.filter((d) => matchesQuery(plainDocument(d), rest));
  return all.length;
}
