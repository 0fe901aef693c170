import { z } from 'zod';
import {
  FIRESTORE_MAX_INDEXED_STRING_BYTES,
  documentIdProblem,
  fieldPathProblem,
  isWellFormedText,
  utf8Bytes,
} from './firestore-limits.js';

/** Collections the database service serves (core spec section 7). */
export const DB_COLLECTIONS = ['projects', 'blocks', 'designs', 'costs', 'buildingSystemOwners', 'emailTemplates', 'jobs'] as const;
export type DbCollection = (typeof DB_COLLECTIONS)[number];

export const DB_DEFAULT_LIMIT = 1000;
export const DB_MAX_LIMIT = 5000;
/** Firestore reads (and bills) every skipped document, so skipping is bounded too. */
export const DB_MAX_SKIP = 100_000;
/**
 * At most this many documents are read to check a query's in-memory conditions (`$exists`, `null`,
 * a second `$in`, …): one above the designs benchmark's 10,000 designs with room to grow. A query
 * that would scan more is refused (413) with DB_SCAN_TOO_LARGE_MESSAGE instead of read whole.
 */
export const DB_MAX_SCANNED_DOCUMENTS = 12_000;

/** The refusal of a query whose in-memory conditions would scan more than DB_MAX_SCANNED_DOCUMENTS. */
export function dbScanTooLargeMessage(collection: string): string {
  return (
    `This query would check more than ${DB_MAX_SCANNED_DOCUMENTS.toLocaleString('en-US')} ${collection} documents in memory: ` +
    'narrow it with an equality filter or an id (those are asked of the database)'
  );
}

/** A string compared in a query: Firestore indexes only its first 1500 bytes. */
const queryString = z
  .string()
  .refine(isWellFormedText, 'Must be valid Unicode')
  .refine(
    (s) => utf8Bytes(s) <= FIRESTORE_MAX_INDEXED_STRING_BYTES,
    `Too long to query: at most ${FIRESTORE_MAX_INDEXED_STRING_BYTES} bytes`,
  );

/**
 * A field condition: a plain value means equality; `{ $exists: bool }`, `{ $in: [...] }` and
 * `null` are supported. An empty `$in` matches nothing (as in MongoDB, whose query language this
 * follows), so a client can pass the list of selected items as it is.
 */
const condition = z.union([
  queryString,
  z.number(),
  z.boolean(),
  z.null(),
  z.object({ $exists: z.boolean() }).strict(),
  z.object({ $in: z.array(z.union([queryString, z.number(), z.boolean()])).max(30) }).strict(),
]);

/** A dotted field path that Firestore accepts (see fieldPathProblem): no empty or reserved segments. */
const fieldName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_$.,-]+$/, 'Invalid field name')
  .superRefine((path, ctx) => {
    const problem = fieldPathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `id` is the document's key: it can only equal (or be in) valid document ids. */
function checkIdCondition(cond: unknown, ctx: z.RefinementCtx): void {
  if (cond === null) return;
  const isObject = typeof cond === 'object';
  if (isObject && !('$in' in cond)) return; // $exists
  for (const value of isObject ? (cond as { $in: unknown[] }).$in : [cond]) {
    const problem = documentIdProblem(value);
    if (problem) return ctx.addIssue({ code: 'custom', path: ['id'], message: `Document ids: ${problem}` });
  }
}

export const dbQuerySchema = z.record(fieldName, condition).superRefine((query, ctx) => {
  if (Object.hasOwn(query, 'id')) checkIdCondition(query.id, ctx);
});
export type DbQuery = z.infer<typeof dbQuerySchema>;

/** JSON given in a query-string parameter, parsed before validation. */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be valid JSON' });
      return z.NEVER;
    }
  }, schema.optional());

/** A whole number in a query-string parameter; absent or empty takes the default. */
const intParam = (def: number, min: number, max: number) =>
  z.preprocess(
    (raw) => (raw === '' ? undefined : raw),
    z.coerce.number({ message: 'Must be a whole number' }).int().min(min).max(max).default(def),
  );

export const dbCollectionSchema = z.enum(DB_COLLECTIONS, { message: `Must be one of ${DB_COLLECTIONS.join(', ')}` });

/** GET /: collection, query JSON, projection, limit, skip (query-string parameters). */
export const dbGetSchema = z
  .object({
    collection: dbCollectionSchema,
    query: jsonParam(dbQuerySchema),
    projection: jsonParam(z.record(fieldName, z.union([z.literal(0), z.literal(1)]))),
    limit: intParam(DB_DEFAULT_LIMIT, 1, DB_MAX_LIMIT),
    skip: intParam(0, 0, DB_MAX_SKIP),
  })
  .strict();
export type DbGet = z.infer<typeof dbGetSchema>;

const documentSchema = z.record(z.string().min(1), z.unknown());

/** POST /: insert one document or several. A document's `id` becomes its key. */
export const dbInsertSchema = z
  .object({
    collection: dbCollectionSchema,
    to_insert: z.union([documentSchema, z.array(documentSchema).min(1).max(500)]),
  })
  .strict();
export type DbInsert = z.infer<typeof dbInsertSchema>;

/** PUT /: update the documents matching `query` with `$set` / `$unset`. Setting `id` renames the document. */
export const dbUpdateSchema = z
  .object({
    collection: dbCollectionSchema,
    query: dbQuerySchema.refine((q) => Object.keys(q).length > 0, 'An update needs a non-empty query'),
    update_vals: z
      .object({
        $set: z.record(fieldName, z.unknown()).optional(),
        $unset: z.record(fieldName, z.union([z.literal(''), z.literal(1), z.literal(true)])).optional(),
      })
      .strict()
      .refine((u) => Object.keys(u.$set ?? {}).length + Object.keys(u.$unset ?? {}).length > 0, 'Nothing to update'),
  })
  .strict();
export type DbUpdate = z.infer<typeof dbUpdateSchema>;

/** POST /date sets `date_field` to `date`; DELETE /date removes it. */
export const dbDateSchema = z
  .object({
    collection: dbCollectionSchema,
    id: z.string().superRefine((id, ctx) => {
      const problem = documentIdProblem(id);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    date_field: fieldName.refine((f) => f !== 'id', 'id is the document key, not a date field'),
    date: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type DbDate = z.infer<typeof dbDateSchema>;

/** DELETE /db/jobs: one job by its id (workspace admins only; issue 27 item 8). */
export const dbJobDeleteSchema = z.strictObject({
  id: z
    .string()
    .superRefine((id, ctx) => {
      const problem = documentIdProblem(id);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe('The id of the job to delete'),
});
export type DbJobDelete = z.infer<typeof dbJobDeleteSchema>;

/** The database service's answer: results as a JSON string (core spec section 7). */
export interface DbResult {
  result: string;
  count?: number;
}

/** Does a plain document match a query (used where Firestore cannot filter, e.g. field absence)? */
export function matchesQuery(doc: Record<string, unknown>, query: DbQuery | undefined): boolean {
  if (!query) return true;
  return Object.entries(query).every(([path, cond]) => {
    const value = readPath(doc, path);
    if (cond !== null && typeof cond === 'object') {
      if ('$exists' in cond) return cond.$exists ? value !== undefined : value === undefined;
      return cond.$in.some((v) => v === value);
    }
    if (cond === null) return value === null || value === undefined;
    return value === cond;
  });
}

export function readPath(doc: Record<string, unknown>, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    // Own fields only: `constructor` or `toString` are not fields of a document.
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Keeps only the projected fields (1 = include, 0 = exclude); `id` is always kept. */
export function project(doc: Record<string, unknown>, projection: Record<string, 0 | 1> | undefined): Record<string, unknown> {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const includes = Object.entries(projection)
    .filter(([, v]) => v === 1)
    .map(([k]) => k);
  if (includes.length) {
    const out: Record<string, unknown> = { id: doc.id };
    for (const k of includes) if (Object.hasOwn(doc, k)) out[k] = doc[k];
    return out;
  }
  const out = { ...doc };
  for (const [k, v] of Object.entries(projection)) if (v === 0 && k !== 'id') delete out[k];
  return out;
}
