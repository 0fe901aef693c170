import {
  FieldPath,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { DB_MAX_SCANNED_DOCUMENTS, dbScanTooLargeMessage, matchesQuery, type DbCollection, type DbQuery } from '@workhub/domain';
import { HttpError } from '../../lib/http.js';
import { plainDocument } from '../../lib/firestore-json.js';

/**
 * Splits a query into what Firestore filters (equality, one `$in`, `id`) and what is checked in
 * memory (`$exists`, `null`, further `$in`s), which Firestore cannot express or limits (its
 * disjunctions are capped at 30, so two `$in`s of 30 values would be refused).
 */
function firestoreQuery(
  db: Firestore,
  collection: DbCollection,
  query: DbQuery | undefined,
): { base: Query; rest: DbQuery; filtered: boolean } {
  let base: Query = db.collection(collection);
  const rest: DbQuery = {};
  let inUsed = false;
  let filtered = false;
  for (const [field, cond] of Object.entries(query ?? {})) {
    const path = field === 'id' ? FieldPath.documentId() : field;
    if (cond !== null && typeof cond === 'object' && '$in' in cond && !inUsed) {
      base = base.where(path, 'in', cond.$in);
      inUsed = filtered = true;
    } else if (cond !== null && typeof cond !== 'object') {
      base = base.where(path, '==', cond);
      filtered = true;
    } else rest[field] = cond;
  }
  return { base, rest, filtered };
}

/**
 * The documents matching the conditions Firestore cannot express, in document-id order, read with
 * only the fields those conditions need (the page's documents are then read whole). An `$exists:
 * true` on a query without other filters is asked of Firestore as an ordering on that field (a
 * field ordering leaves out the documents without it, null values included), so only the documents
 * that have the field are read: a tag filter over 10,000 designs reads the tagged ones, not all.
 * With other filters it stays in memory (an ordering beside them would need a composite index).
 */
async function scanInMemory(
  collection: DbCollection,
  base: Query,
  rest: DbQuery,
  filtered: boolean,
  run: (q: Query) => Promise<QuerySnapshot>,
) {
  const fields = Object.keys(rest).filter((field) => field !== 'id');
  let q = fields.length > 0 ? base.select(...fields) : base.select();
  const exists = filtered
    ? undefined
    : fields.find((field) => {
        const cond = rest[field];
        return cond !== null && typeof cond === 'object' && '$exists' in cond && cond.$exists === true;
      });
  if (exists) q = q.orderBy(exists);
  // One more than the bound is read: more than the bound is refused, not read whole.
  const scanned = await run(q.limit(DB_MAX_SCANNED_DOCUMENTS + 1));
  if (scanned.size > DB_MAX_SCANNED_DOCUMENTS) {
    throw new HttpError(413, 'too-large', dbScanTooLargeMessage(collection), {
      query: `Matches more than ${DB_MAX_SCANNED_DOCUMENTS} documents before its in-memory conditions: add an equality filter`,
    });
  }
  const matching = scanned.docs.filter((d) => matchesQuery(plainDocument(d), rest));
  if (exists) matching.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return matching;
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

/** Runs a query on one database (production or development) with skip and limit, inside a transaction when one is given. */
export async function findDocuments(
  db: Firestore,
  collection: DbCollection,
  query: DbQuery | undefined,
  page: { skip: number; limit: number },
  tx?: Transaction,
): Promise<FoundDocuments> {
  if (matchesNothing(query)) return { docs: [], count: 0 };
  const { base, rest, filtered } = firestoreQuery(db, collection, query);
  const run = (q: Query) => (tx ? tx.get(q) : q.get());
  if (Object.keys(rest).length === 0) {
    const snap = await run(base.offset(page.skip).limit(page.limit));
    return { docs: snap.docs, count: snap.size };
  }
  const all = await scanInMemory(collection, base, rest, filtered, run);
  const refs = all.slice(page.skip, page.skip + page.limit).map((d) => d.ref);
  const read = refs.length === 0 ? [] : tx ? await tx.getAll(...refs) : await db.getAll(...refs);
  // A document deleted between the two reads is left out.
  const docs = read.filter((d) => d.exists);
  return { docs, count: docs.length, total: all.length };
}

export async function countDocuments(db: Firestore, collection: DbCollection, query: DbQuery | undefined): Promise<number> {
  if (matchesNothing(query)) return 0;
  const { base, rest, filtered } = firestoreQuery(db, collection, query);
  if (Object.keys(rest).length === 0) return (await base.count().get()).data().count;
  return (await scanInMemory(collection, base, rest, filtered, (q) => q.get())).length;
}
