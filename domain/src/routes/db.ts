import { z } from 'zod';
import { dbDateSchema, dbGetSchema, dbInsertSchema, dbJobDeleteSchema, dbUpdateSchema } from '../db-service.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The database service's answer: results as a JSON string (core spec section 7). */
const dbResultSchema = z.object({ result: z.string(), count: z.number().int().optional() });
const ownedCollection = '403 for a collection a service owns';
/**
 * Every database route reads the production database, or the one its X-WorkHub-Database header
 * names (domain/src/databases.ts; docs/decisions.md "Two databases").
 */
const databaseErrors =
  '400 for an unknown database in the X-WorkHub-Database header (production, development or test:<name>); 403 for a database the caller may not use';

/** The database service (core spec section 7), mounted at /db. */
export const dbRoutes = {
  find: defineRoute({
    service: 'db',
    method: 'GET',
    path: '/',
    input: 'query',
    schema: dbGetSchema,
    answer: dbResultSchema,
    answerText: '{ result: the documents as a JSON string, count? (designs) }',
    errors: databaseErrors,
    summary: 'Queries one collection (query, projection, skip, limit, sort) of the production or the development database.',
  }),
  insert: defineRoute({
    service: 'db',
    method: 'POST',
    path: '/',
    input: 'body',
    schema: dbInsertSchema,
    answer: dbResultSchema,
    status: 201,
    answerText: '{ result: a JSON string { insertedIds } }',
    errors: `409 when an id exists; ${ownedCollection}; ${databaseErrors}`,
    summary:
      'Inserts one document or several (to_insert) into jobs or designs, each checked against its collection schema and stamped with updatedBy / updatedAt by the server.',
  }),
  update: defineRoute({
    service: 'db',
    method: 'PUT',
    path: '/',
    input: 'body',
    schema: dbUpdateSchema,
    answer: dbResultSchema,
    answerText: '{ result: a JSON string { matched, modified, updatedBy, updatedAt } }',
    errors: `404 when nothing matches; 400 when the query matches more than one document; ${ownedCollection}; ${databaseErrors}`,
    summary:
      'Updates the one document a query matches ($set / $unset of update_vals), stamped with updatedBy / updatedAt by the server; setting id renames a job.',
  }),
  setDate: defineRoute({
    service: 'db',
    method: 'POST',
    path: '/date',
    input: 'body',
    schema: dbDateSchema,
    answer: dbResultSchema,
    answerText: '{ result: a JSON string { id, [date_field], updatedBy, updatedAt } }',
    errors: `404 for an unknown id; ${ownedCollection}; ${databaseErrors}`,
    summary: 'Sets a date field of one document (now when no date is given), stamped with updatedBy / updatedAt by the server.',
  }),
  removeDate: defineRoute({
    service: 'db',
    method: 'DELETE',
    path: '/date',
    input: 'body or query',
    schema: dbDateSchema,
    answer: dbResultSchema,
    answerText: '{ result: a JSON string { id, [date_field]: null, updatedBy, updatedAt } }',
    errors: `404 for an unknown id; ${ownedCollection}; ${databaseErrors}`,
    summary: 'Removes a date field of one document, stamped with updatedBy / updatedAt by the server.',
  }),
  removeJob: defineRoute({
    service: 'db',
    method: 'DELETE',
    path: '/jobs',
    input: 'body or query',
    schema: dbJobDeleteSchema,
    answer: z.object({ id: z.string(), deletedBy: z.string(), deletedAt: z.string() }),
    answerText: '{ id, deletedBy, deletedAt }',
    errors: `403 unless the caller is a workspace admin; 404 for an unknown id; ${databaseErrors}`,
    summary: 'Deletes one job posting; only workspace admins may.',
  }),
  docsJson: docsJsonRoute('db', 'the database service'),
};
