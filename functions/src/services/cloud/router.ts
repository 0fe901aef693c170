import { Router } from 'express';
import { blobNameOf, cloudRoutes } from '@workhub/domain';
import { badRequest, notFound } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { registerDocsJson } from '../../lib/docs-json.js';
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
 * Mounted at /cloud; every route here needs a staff token and is served from its contract
 * (domain/src/routes/cloud.ts).
 */
export const cloudRouter = Router();

export const URL_DEFAULT_SECONDS = 900;

registerDocsJson(cloudRouter, '/cloud', "the cloud service's routes (and its signed route)", { '/cloud/object': cloudSignedRouter });

serve(cloudRouter, cloudRoutes.url, async (input) => {
  await assertProject(input.project);
  const ref = { app_name: input.app_name, project: input.project, key: input.key };
  const name = blobNameOf(ref);
  if (input.method === 'GET' && !(await viaStore(() => blobStore().stat(name)))) throw notFound(`${input.key} does not exist`);
  if (input.method === 'PUT' && !input.contentType) throw badRequest('A PUT URL needs contentType', { contentType: 'required for PUT' });
  const expires = Date.now() + (input.expiresIn ?? URL_DEFAULT_SECONDS) * 1000;
  const contentType = input.method === 'PUT' ? input.contentType : undefined;
  const url = await viaStore(() => blobStore().signedUrl(name, input.method, expires, contentType));
  return {
    url,
    method: input.method,
    expires: new Date(expires).toISOString(),
    ...(contentType ? { contentType, headers: blobStore().uploadHeaders(contentType) } : {}),
  };
});

serve(cloudRouter, cloudRoutes.upload, async (input, _req, res) => {
  await assertProject(input.project);
  const found = await getObject(input);
  res.status(200).set('Content-Type', found.stat.contentType).set('X-Content-Type-Options', 'nosniff').send(found.bytes);
});

serve(cloudRouter, cloudRoutes.delete, async (input, req) => {
  await assertProject(input.project);
  return await deleteObject(input, deleterOf(req));
});

serve(cloudRouter, cloudRoutes.outsideSystems, async (_input, req) => {
  if (!req.caller?.isWorkspaceAdmin) throw notAllowed('Only workspace admins see the outside systems');
  return await checkOutsideSystems();
});
