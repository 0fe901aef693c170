import { Router } from 'express';
import { z } from 'zod';
import { blobNameOf, cloudObjectSchema, cloudUrlSchema, outsideSystemsQuerySchema } from '@workhub/domain';
import { badRequest, handle, notFound, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { docsJsonHandler } from '../../lib/docs-json.js';
import { blobStore } from '../../engines/storage/index.js';
import { checkOutsideSystems } from '../../engines/outside-systems.js';
import { assertProject, deleteObject, deleterOf, getObject, viaStore } from '../../lib/blob-store.js';
import { cloudSignedRouter } from './signed-router.js';
import { notAllowed } from '../../lib/errors.js';

/**
 * Cloud service (docs/staff-tools.md "Storage, materials and legacy assets as built"): presigned
 * URLs for one GET or PUT of one blob (Cloud Storage V4 signed URLs in production; locally the
 * signed route /cloud/object, see signed-router.ts), and a blob's bytes and deletion by key; and, for workspace admins, the state of the outside systems
 * (GET /outsideSystems, engines/outside-systems.ts).
 * Mounted at /cloud; every route here needs a staff token.
 */
export const cloudRouter = Router();

export const URL_DEFAULT_SECONDS = 900;

route(
  cloudRouter,
  'GET',
  '/docsJson',
  {
    input: 'query',
    schema: z.strictObject({}),
    answer: '{ routes: RouteDoc[] }',
    summary: "Describes the cloud service's routes (and its signed route)",
  },
  docsJsonHandler(() => ({ '/cloud': cloudRouter, '/cloud/object': cloudSignedRouter })),
);

route(
  cloudRouter,
  'GET',
  '/url',
  {
    input: 'query',
    schema: cloudUrlSchema,
    answer:
      '{ url, method, expires, contentType?, headers? } (url: absolute in production; locally a path under the API root, which the client prefixes with its API base; headers: what the PUT must send, as signed)',
    summary:
      'A presigned URL for one GET (the blob must exist) or PUT (contentType required; the body is checked against it and the size limit) of a key',
  },
  handle(async (req, res) => {
    const input = parse(cloudUrlSchema, req.query);
    await assertProject(input.project);
    const ref = { app_name: input.app_name, project: input.project, key: input.key };
    const name = blobNameOf(ref);
    if (input.method === 'GET' && !(await viaStore(() => blobStore().stat(name)))) throw notFound(`${input.key} does not exist`);
    if (input.method === 'PUT' && !input.contentType) throw badRequest('A PUT URL needs contentType', { contentType: 'required for PUT' });
    const expires = Date.now() + (input.expiresIn ?? URL_DEFAULT_SECONDS) * 1000;
    const contentType = input.method === 'PUT' ? input.contentType : undefined;
    const url = await viaStore(() => blobStore().signedUrl(name, input.method, expires, contentType));
    sendOk(res, {
      url,
      method: input.method,
      expires: new Date(expires).toISOString(),
      ...(contentType ? { contentType, headers: blobStore().uploadHeaders(contentType) } : {}),
    });
  }),
);

route(
  cloudRouter,
  'GET',
  '/upload',
  {
    input: 'query',
    schema: cloudObjectSchema,
    answer: "the blob's bytes (binary, with its Content-Type), not an envelope; errors are envelopes",
    summary: 'An uploaded file by its key, as binary',
  },
  handle(async (req, res) => {
    const input = parse(cloudObjectSchema, req.query);
    await assertProject(input.project);
    const found = await getObject(input);
    res.status(200).set('Content-Type', found.stat.contentType).set('X-Content-Type-Options', 'nosniff').send(found.bytes);
  }),
);

route(
  cloudRouter,
  'DELETE',
  '/upload',
  {
    input: 'body or query',
    schema: cloudObjectSchema,
    answer: '{ deleted: string[] }',
    summary: 'Deletes an uploaded file (every version); 404 when absent; 403 unless the caller stored it or is a workspace admin',
  },
  handle(async (req, res) => {
    const body = req.body && typeof req.body === 'object' && Object.keys(req.body).length > 0 ? req.body : req.query;
    const input = parse(cloudObjectSchema, body);
    await assertProject(input.project);
    sendOk(res, await deleteObject(input, deleterOf(req)));
  }),
);

route(
  cloudRouter,
  'GET',
  '/outsideSystems',
  {
    input: 'query',
    schema: outsideSystemsQuerySchema,
    answer:
      '{ checkedAt, timeoutMs, systems: [{ id, name, role, configured, missing, target, state: reachable|unreachable|not-configured, check?, status?, ms?, detail? }] }',
    summary:
      'Which outside systems this deployment is configured for and whether each answers a cheap authenticated read now (workspace admins only; docs/decisions.md "Outside systems page")',
  },
  handle(async (req, res) => {
    parse(outsideSystemsQuerySchema, req.query);
    if (!req.caller?.isWorkspaceAdmin) throw notAllowed('Only workspace admins see the outside systems');
    sendOk(res, await checkOutsideSystems());
  }),
);
