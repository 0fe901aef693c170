import { z } from 'zod';
import {
  STORAGE_DATA_MAX_BYTES,
  storageDeleteSchema,
  storageGetSchema,
  storageListSchema,
  storageObjectSchema,
  storagePostSchema,
} from '../storage/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The storage service (docs/staff-tools.md "Storage, materials and legacy assets as built"), mounted at /storage. */
export const storageRoutes = {
  docsJson: docsJsonRoute('storage', "the storage service's routes"),
  get: defineRoute({
    service: 'storage',
    method: 'GET',
    path: '/',
    input: 'query',
    schema: storageGetSchema,
    answer: z.object({
      app_name: z.string(),
      project: z.string(),
      key: z.string(),
      version: z.number(),
      type: z.string(),
      contentType: z.string(),
      bytes: z.number(),
      data: z.unknown(),
    }),
    answerText: '{ app_name, project, key, version, type, contentType, bytes, data } — data: parsed JSON, text, or base64',
    errors: '404 when absent',
    summary: "A key's data: its latest version, or the given version of a versioned key.",
  }),
  post: defineRoute({
    service: 'storage',
    method: 'POST',
    path: '/',
    input: 'body',
    schema: storagePostSchema,
    answer: z.object({ object: storageObjectSchema }),
    status: 201,
    answerText: "{ object } — the key's metadata: version, type, bytes, contentType, isVersioned, created, createdBy",
    summary: `Stores data under a key (json, text, or base64 bytes with an allowed content type; at most ${STORAGE_DATA_MAX_BYTES} bytes); a versioned key keeps every version.`,
  }),
  delete: defineRoute({
    service: 'storage',
    method: 'DELETE',
    path: '/',
    input: 'body or query',
    schema: storageDeleteSchema,
    answer: z.object({ deleted: z.array(z.string()) }),
    answerText: '{ deleted } — the blob names',
    errors: "404 when absent; 403 unless the caller stored it or is a workspace admin (the 'global' folder: admins only)",
    summary: 'Deletes a key (every version) or one version of a versioned key.',
  }),
  list: defineRoute({
    service: 'storage',
    method: 'GET',
    path: '/list',
    input: 'query',
    schema: storageListSchema,
    answer: z.object({ keys: z.array(z.string()) }),
    answerText: '{ keys } sorted; a folder placeholder such as environments/ is listed first',
    summary: 'The keys of an app and project under a prefix.',
  }),
};
