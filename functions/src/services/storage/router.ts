import { Router } from 'express';
import { STORAGE_DATA_MAX_BYTES, storageRoutes } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { bytesOf, dataOf, defaultTypeOf } from './content.js';
import { assertProject, deleteObject, deleterOf, getObject, listKeys, putObject } from '../../lib/blob-store.js';
import { callerLabel } from '../../lib/caller.js';
import { checkBlob } from '../../lib/blob-check.js';

/**
 * Storage service (docs/staff-tools.md "Storage, materials and legacy assets as built"): keys of
 * an app and a project ('global' for the shared folder: materials/library.json, environments/,
 * datatype bundles {datatype}/{filename}.json, base files) stored as blobs (engines/storage) with
 * metadata in storageObjects/{id}. Mounted at /storage; every route needs a staff token and is
 * served from its contract (domain/src/routes/storage.ts).
 */
export const storageRouter = Router();

registerDocsJson(storageRouter, '/storage', "the storage service's routes");

serve(storageRouter, storageRoutes.get, async (input) => {
  await assertProject(input.project);
  const ref = { app_name: input.app_name, project: input.project, key: input.key };
  const found = await getObject(ref, input.version);
  const type = input.type ?? found.meta?.type ?? defaultTypeOf(found.stat.contentType);
  return {
    ...ref,
    version: found.version,
    type,
    contentType: found.stat.contentType,
    bytes: found.bytes.length,
    data: dataOf(found.bytes, type),
  };
});

serve(storageRouter, storageRoutes.post, async (input, req) => {
  await assertProject(input.project);
  const { bytes, contentType } = bytesOf(input.data, input.type, input.contentType);
  checkBlob(bytes, contentType, STORAGE_DATA_MAX_BYTES);
  const object = await putObject({ app_name: input.app_name, project: input.project, key: input.key }, bytes, {
    type: input.type,
    contentType,
    isVersioned: input.isVersioned ?? false,
    user: callerLabel(req),
  });
  return { object };
});

serve(storageRouter, storageRoutes.delete, async (input, req) => {
  await assertProject(input.project);
  return await deleteObject({ app_name: input.app_name, project: input.project, key: input.key }, deleterOf(req), input.version);
});

serve(storageRouter, storageRoutes.list, async (input) => {
  await assertProject(input.project);
  return { keys: await listKeys(input.app_name, input.project, input.prefix) };
});
