import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { Router } from 'express';
import {
  DB_MAX_UPDATED_DOCUMENTS,
  applyUpdate,
  dbRenameProblems,
  dbStampProblems,
  dbWriteRefusal,
  documentIdProblem,
  storableDocumentProblems,
  dbRoutes,
  designUpdateProblems,
  fieldErrorsOf,
  project,
  stampedForWrite,
  storedDocumentSchemas,
  type DbCollection,
  type DbDate,
  type DbResult,
  type DbStamp,
} from '@workhub/domain';
import type { Request } from 'express';
import { databaseOf } from './database.js';
import { badRequest, notFound } from '../../lib/http.js';
import { callerLabel } from '../../lib/caller.js';
import { countDocuments, findDocuments } from './documents.js';
import { plainDocument } from '../../lib/firestore-json.js';
import { conflict, notAllowed } from '../../lib/errors.js';

/**
 * The document as it will be stored must fit the collection's schema in `domain` and what
 * Firestore accepts (id, field names, nesting, 1 MiB); `where` prefixes the field names in the
 * errors (e.g. `to_insert.2` for the third of several documents). Answers the fields to write (without `id`, which is the key).
 */
function checkStored(
  collection: DbCollection,
  doc: Record<string, unknown>,
  where?: string,
): { id: string; fields: Record<string, unknown> } {
  const prefix = (errors: Record<string, string>) =>
    where ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${where}.${k}`, v])) : errors;
  const idProblem = documentIdProblem(doc.id);
  if (idProblem) throw badRequest(`Invalid document id: ${idProblem}`, prefix({ id: idProblem }));
  const id = doc.id as string;
  // What Firestore refuses first, so the error names the field even where the schema has no such field.
  const firestoreProblems = (fields: Record<string, unknown>) => {
    const problems = storableDocumentProblems(collection, id, fields);
    const [first] = Object.entries(problems);
    if (first) throw badRequest(`Invalid ${collection}/${id}: ${first[0]}: ${first[1]}`, prefix(problems));
  };
  const { id: _raw, ...raw } = doc;
  firestoreProblems(raw);
  // A versioned collection's document is stored in the current shape, stamped with its schemaVersion.
  const stamped = stampedForWrite(collection, doc);
  if (!stamped.ok) throw badRequest(`Invalid ${collection} document: ${stamped.message}`, prefix({ schemaVersion: stamped.message }));
  const result = storedDocumentSchemas[collection].safeParse(stamped.data);
  if (!result.success) throw badRequest(`Invalid ${collection} document`, prefix(fieldErrorsOf(result.error)));
  const { id: _id, ...fields } = result.data;
  firestoreProblems(fields);
  return { id, fields };
}

/**
 * Data a service owns is written only by that service (DB_WRITE_REFUSALS): blocks through a commit,
 * projects through the projects and pipeline services, costs through the base service, email
 * templates through the email service (which keeps their history); building system owners by no screen. A 403 naming where the data changes, before anything is read.
 */
function refuseOwnedWrites(collection: DbCollection): void {
  const refusal = dbWriteRefusal(collection);
  if (refusal) throw notAllowed(refusal);
}

/** A 400 naming each field when there are problems. */
function refuseProblems(what: string, problems: Record<string, string>): void {
  const [first] = Object.entries(problems);
  if (first) throw badRequest(`${what}: ${first[0]}: ${first[1]}`, problems);
}

/** Who changes the document and when: from the verified token and the server's clock, never from the body. */
function stampOf(req: Request): DbStamp {
  return { updatedBy: callerLabel(req), updatedAt: new Date().toISOString() };
}

const exists = (collection: string, id: string) => conflict(`${collection}/${id} exists already`);

/** Database service (core spec section 7): query, insert, update, and set or remove a date; served from domain/src/routes/db.ts. */
export const dbRouter = Router();

serve(dbRouter, dbRoutes.find, async (input, req) => {
  const { db } = databaseOf(req);
  const found = await findDocuments(db, input.collection, input.query, input);
  const docs = found.docs.map((d) => project(plainDocument(d), input.projection));
  const data: DbResult = { result: JSON.stringify(docs) };
  if (input.collection === 'designs') data.count = found.total ?? (await countDocuments(db, input.collection, input.query));
  return data;
});

serve(dbRouter, dbRoutes.insert, async (input, req) => {
  const { db: firestore } = databaseOf(req);
  refuseOwnedWrites(input.collection);
  refuseProblems('Invalid insert', dbStampProblems({ kind: 'insert', to_insert: input.to_insert }));
  const stamp = stampOf(req);
  const many = Array.isArray(input.to_insert);
  const given = many ? (input.to_insert as Record<string, unknown>[]) : [input.to_insert as Record<string, unknown>];
  const docs = given.map((doc) => ({ ...doc, ...stamp }));
  // Errors name fields inside the document (as for PUT), with the list index when several are given.
  const checked = docs.map((doc, i) => checkStored(input.collection, doc, many ? `to_insert.${i}` : undefined));
  const ids = checked.map((doc) => doc.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined) throw badRequest(`The id ${duplicate} is given twice`, { to_insert: `Duplicate id ${duplicate}` });
  const collection = firestore.collection(input.collection);
  await firestore.runTransaction(async (tx) => {
    const refs = checked.map((doc) => collection.doc(doc.id));
    const existing = (await tx.getAll(...refs)).find((snap) => snap.exists);
    if (existing) throw exists(input.collection, existing.id);
    checked.forEach((doc, i) => tx.create(refs[i]!, doc.fields));
  });
  return { result: JSON.stringify({ insertedIds: ids }) } satisfies DbResult;
});

serve(dbRouter, dbRoutes.update, async (input, req) => {
  const { db: firestore } = databaseOf(req);
  refuseOwnedWrites(input.collection);
  refuseProblems('Invalid update', dbStampProblems({ kind: 'update', update_vals: input.update_vals }));
  refuseProblems('Invalid update', dbRenameProblems(input));
  // Designs change only through their tags: `tag.{key}` with a stored tag id (supporting spec §7).
  if (input.collection === 'designs') refuseProblems('Invalid designs update', designUpdateProblems(input.update_vals));
  const stamp = stampOf(req);
  const collection = firestore.collection(input.collection);
  // One transaction: a change of `id` renames the document (create new, delete old) atomically.
  const modified = await firestore.runTransaction(async (tx) => {
    // One more than the cap is read, so a query matching too many is refused without reading them all.
    const found = await findDocuments(firestore, input.collection, input.query, { skip: 0, limit: DB_MAX_UPDATED_DOCUMENTS + 1 }, tx);
    if (found.docs.length === 0) throw notFound(`No ${input.collection} document matches the query`);
    if (found.docs.length > DB_MAX_UPDATED_DOCUMENTS) {
      throw badRequest(`An update changes one document; the query matches more than ${DB_MAX_UPDATED_DOCUMENTS}`, {
        query: `Matches more than ${DB_MAX_UPDATED_DOCUMENTS} document: name the document by its id`,
      });
    }
    const writes: Array<() => void> = [];
    for (const snap of found.docs) {
      const next = { ...applyUpdate(plainDocument(snap), input.update_vals), ...stamp };
      const { id: nextId, fields } = checkStored(input.collection, next);
      if (nextId === snap.id) {
        writes.push(() => tx.set(snap.ref, fields));
        continue;
      }
      const target = collection.doc(nextId);
      if ((await tx.get(target)).exists) throw exists(input.collection, nextId);
      writes.push(() => {
        tx.create(target, fields);
        tx.delete(snap.ref);
      });
    }
    writes.forEach((write) => write());
    return found.docs.length;
  });
  return { result: JSON.stringify({ matched: modified, modified, ...stamp }) } satisfies DbResult;
});

/** POST /date sets the date field (now when no date is given); DELETE /date removes it. */
async function changeDate(input: DbDate, req: Request, remove: boolean): Promise<DbResult> {
  const { db: firestore } = databaseOf(req);
  refuseOwnedWrites(input.collection);
  refuseProblems('Invalid date field', dbStampProblems({ kind: 'date', date_field: input.date_field }));
  const stamp = stampOf(req);
  const ref = firestore.collection(input.collection).doc(input.id);
  const date = remove ? undefined : new Date(input.date ?? Date.now()).toISOString();
  await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(`${input.collection}/${input.id} does not exist`);
    const next = {
      ...applyUpdate(plainDocument(snap), remove ? { $unset: { [input.date_field]: '' } } : { $set: { [input.date_field]: date } }),
      ...stamp,
    };
    tx.set(ref, checkStored(input.collection, next).fields);
  });
  return { result: JSON.stringify({ id: input.id, [input.date_field]: date ?? null, ...stamp }) } satisfies DbResult;
}

serve(dbRouter, dbRoutes.setDate, (input, req) => changeDate(input, req, false));
serve(dbRouter, dbRoutes.removeDate, (input, req) => changeDate(input, req, true));

/** DELETE /jobs: a job posting goes for good; only workspace admins may delete one (issue 27 item 8). */
serve(dbRouter, dbRoutes.removeJob, async (input, req) => {
  const { db: firestore } = databaseOf(req);
  if (!req.caller?.isWorkspaceAdmin) throw notAllowed('Only workspace admins delete jobs');
  const { updatedBy: deletedBy, updatedAt: deletedAt } = stampOf(req);
  const ref = firestore.collection('jobs').doc(input.id);
  await firestore.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound(`jobs/${input.id} does not exist`);
    tx.delete(ref);
  });
  return { id: input.id, deletedBy, deletedAt };
});

registerDocsJson(dbRouter, '/db', 'the database service');
