import { Router } from 'express';
import { z } from 'zod';
import { STORAGE_DATA_MAX_BYTES, storageDeleteSchema, storageGetSchema, storageListSchema, storagePostSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { docsJsonHandler } from '../../lib/docs-json.js';
import { bytesOf, dataOf, defaultTypeOf } from './content.js';
import { assertProject, deleteObject, deleterOf, getObject, listKeys, putObject } from '../../lib/blob-store.js';
import { callerLabel } from '../../lib/caller.js';
import { checkBlob } from '../../lib/blob-check.js';

/**
 * Storage service (docs/staff-tools.md "Storage, materials and legacy assets as built"): keys of
 * an app and a project ('global' for the shared folder: materials/library.json, environments/,
 * datatype bundles {datatype}/{filename}.json, base files) stored as blobs (engines/storage) with
 * metadata in storageObjects/{id}. Mounted at /storage; every route needs a staff token.
 */
export const storageRouter = Router();

/** DELETE takes its input from the body or, when there is none, the query. */
const inputOf = (req: { body?: unknown; query: unknown }) =>
  req.body && typeof req.body === 'object' && Object.keys(req.body).length > 0 ? req.body : req.query;

route(
  storageRouter,
  'GET',
  '/docsJson',
  { input: 'query', schema: z.strictObject({}), answer: '{ routes: RouteDoc[] }', summary: "Describes the storage service's routes" },
  docsJsonHandler(() => ({ '/storage': storageRouter })),
);

route(
  storageRouter,
  'GET',
  '/',
  {
    input: 'query',
    schema: storageGetSchema,
    answer: '{ app_name, project, key, version, type, contentType, bytes, data } (data: parsed JSON, text, or base64)',
    summary: "A key's data: its latest version, or `version` of a versioned key; 404 when absent",
  },
  handle(async (req, res) => {
    const input = parse(storageGetSchema, req.query);
    await assertProject(input.project);
    const ref = { app_name: input.app_name, project: input.project, key: input.key };
    const found = await getObject(ref, input.version);
    const type = input.type ?? found.meta?.type ?? defaultTypeOf(found.stat.contentType);
    sendOk(res, {
      ...ref,
      version: found.version,
      type,
      contentType: found.stat.contentType,
      bytes: found.bytes.length,
      data: dataOf(found.bytes, type),
    });
  }),
);

route(
  storageRouter,
  'POST',
  '/',
  {
    input: 'body',
    schema: storagePostSchema,
    answer: "{ object } (the key's metadata: version, type, bytes, contentType, isVersioned, created, createdBy)",
    summary: `Stores data under a key (json, text, or base64 bytes with an allowed contentType; at most ${STORAGE_DATA_MAX_BYTES} bytes); a versioned key keeps every version`,
  },
  handle(async (req, res) => {
    const input = parse(storagePostSchema, req.body);
    await assertProject(input.project);
    const { bytes, contentType } = bytesOf(input.data, input.type, input.contentType);
    checkBlob(bytes, contentType, STORAGE_DATA_MAX_BYTES);
    const object = await putObject({ app_name: input.app_name, project: input.project, key: input.key }, bytes, {
      type: input.type,
      contentType,
      isVersioned: input.isVersioned ?? false,
      user: callerLabel(req),
    });
    sendOk(res, { object }, 201);
  }),
);

route(
  storageRouter,
  'DELETE',
  '/',
  {
    input: 'body or query',
    schema: storageDeleteSchema,
    answer: '{ deleted: string[] } (blob names)',
    summary:
      "Deletes a key (every version) or one version of a versioned key; 404 when absent; 403 unless the caller stored it or is a workspace admin (the 'global' folder: admins only)",
  },
  handle(async (req, res) => {
    const input = parse(storageDeleteSchema, inputOf(req));
    await assertProject(input.project);
    sendOk(res, await deleteObject({ app_name: input.app_name, project: input.project, key: input.key }, deleterOf(req), input.version));
  }),
);

route(
  storageRouter,
  'GET',
  '/list',
  {
    input: 'query',
    schema: storageListSchema,
    answer: '{ keys: string[] } (sorted; a folder placeholder such as environments/ is listed first)',
    summary: 'The keys of an app and project under a prefix',
  },
  handle(async (req, res) => {
    const input = parse(storageListSchema, req.query);
    await assertProject(input.project);
    sendOk(res, { keys: await listKeys(input.app_name, input.project, input.prefix) });
  }),
);
