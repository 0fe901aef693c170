import { Router } from 'express';
import {
  applyUpdate,
  dbDateSchema,
  dbGetSchema,
  dbInsertSchema,
  dbUpdateSchema,
  fieldErrorsOf,
  project,
  storedDocumentSchemas,
  type DbCollection,
  type DbResult,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, badRequest, handle, notFound, parse, sendOk } from '../../lib/http.js';
import { countDocuments, findDocuments, plainDocument } from './documents.js';

/** The document as it will be stored must fit the collection's schema. */
function checkStored(collection: DbCollection, doc: Record<string, unknown>): Record<string, unknown> {
  const result = storedDocumentSchemas[collection].safeParse(doc);
  if (!result.success) throw badRequest(`Invalid ${collection} document`, fieldErrorsOf(result.error));
  const { id: _id, ...fields } = result.data;
  return fields;
}

function documentId(doc: Record<string, unknown>): string {
  const id = doc.id;
  if (typeof id !== 'string' || !id || id.includes('/') || id.length > 400) {
    throw badRequest('Invalid request', { id: 'Every document needs a string id without "/"' });
  }
  return id;
}

/** Database service (core spec section 7): query, insert, update, and set or remove a date. */
export const dbRouter = Router();

dbRouter.get(
  '/',
  handle(async (req, res) => {
    const input = parse(dbGetSchema, req.query);
    const found = await findDocuments(input.collection, input.query, input);
    const docs = found.docs.map((d) => project(plainDocument(d), input.projection));
    const data: DbResult = { result: JSON.stringify(docs) };
    if (input.collection === 'designs') data.count = await countDocuments(input.collection, input.query);
    sendOk(res, data);
  }),
);

dbRouter.post(
  '/',
  handle(async (req, res) => {
    const input = parse(dbInsertSchema, req.body);
    const docs = Array.isArray(input.to_insert) ? input.to_insert : [input.to_insert];
    const batch = firestore.batch();
    const ids = docs.map((doc) => {
      const id = documentId(doc);
      batch.create(firestore.collection(input.collection).doc(id), checkStored(input.collection, doc));
      return id;
    });
    if (new Set(ids).size !== ids.length) throw badRequest('Invalid request', { to_insert: 'Duplicate ids' });
    try {
      await batch.commit();
    } catch (err) {
      if ((err as { code?: number }).code === 6) throw new HttpError(409, 'conflict', 'A document with that id exists already');
      throw err;
    }
    sendOk(res, { result: JSON.stringify({ insertedIds: ids }) } satisfies DbResult, 201);
  }),
);

dbRouter.put(
  '/',
  handle(async (req, res) => {
    const input = parse(dbUpdateSchema, req.body);
    const collection = firestore.collection(input.collection);
    // One transaction: a change of `id` renames the document (create new, delete old) atomically.
    const modified = await firestore.runTransaction(async (tx) => {
      const found = await findDocuments(input.collection, input.query, { skip: 0, limit: 500 }, tx);
      if (found.docs.length === 0) throw notFound(`No ${input.collection} document matches the query`);
      const writes: Array<() => void> = [];
      for (const snap of found.docs) {
        const next = applyUpdate(plainDocument(snap), input.update_vals);
        const fields = checkStored(input.collection, next);
        const nextId = documentId(next);
        if (nextId === snap.id) {
          writes.push(() => tx.set(snap.ref, fields));
          continue;
        }
        const target = collection.doc(nextId);
        if ((await tx.get(target)).exists) throw new HttpError(409, 'conflict', `${input.collection}/${nextId} exists already`);
        writes.push(() => {
          tx.create(target, fields);
          tx.delete(snap.ref);
        });
      }
      writes.forEach((write) => write());
      return found.docs.length;
    });
    sendOk(res, { result: JSON.stringify({ matched: modified, modified }) } satisfies DbResult);
  }),
);

/** POST /date sets the date field (now when no date is given); DELETE /date removes it. */
const changeDate = (remove: boolean) =>
  handle(async (req, res) => {
    const body = req.method === 'DELETE' && (!req.body || Object.keys(req.body).length === 0) ? req.query : req.body;
    const input = parse(dbDateSchema, body);
    const ref = firestore.collection(input.collection).doc(input.id);
    const date = remove ? undefined : new Date(input.date ?? Date.now()).toISOString();
    await firestore.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw notFound(`${input.collection}/${input.id} does not exist`);
      const next = applyUpdate(plainDocument(snap), remove ? { $unset: { [input.date_field]: '' } } : { $set: { [input.date_field]: date } });
      tx.set(ref, checkStored(input.collection, next));
    });
    sendOk(res, { result: JSON.stringify({ id: input.id, [input.date_field]: date ?? null }) } satisfies DbResult);
  });

dbRouter.post('/date', changeDate(false));
dbRouter.delete('/date', changeDate(true));
