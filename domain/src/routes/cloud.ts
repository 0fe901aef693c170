import { z } from 'zod';
import { outsideSystemsAnswerSchema, outsideSystemsQuerySchema } from '../outside-systems.js';
import { cloudObjectSchema, cloudUrlSchema } from '../storage/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/**
 * The cloud service (docs/staff-tools.md "Storage, materials and legacy assets as built"), mounted
 * at /cloud. Its signed routes (GET and PUT /cloud/object, no staff token) stay on route(): the
 * URL's signature is checked before anything is read, and the PUT's body is the raw bytes.
 */
export const cloudRoutes = {
  docsJson: docsJsonRoute('cloud', "the cloud service's routes (and its signed route)"),
  url: defineRoute({
    service: 'cloud',
    method: 'GET',
    path: '/url',
    input: 'query',
    schema: cloudUrlSchema,
    answer: z.object({
      url: z.string(),
      method: z.enum(['GET', 'PUT']),
      expires: z.string(),
      contentType: z.string().optional(),
      /** The headers the PUT must send, as signed (Cloud Storage: the type and the size range). */
      headers: z.record(z.string(), z.string()).optional(),
    }),
    answerText:
      '{ url, method, expires, contentType?, headers? } — url: absolute in production; locally a path under the API root, which the client prefixes with its API base; headers: what the PUT must send, as signed',
    errors: '404 for a GET of a blob that does not exist; 400 for a PUT without contentType',
    summary:
      'A presigned URL for one GET (the blob must exist) or PUT (the body is checked against the content type and the size limit) of a key.',
  }),
  upload: defineRoute({
    service: 'cloud',
    method: 'GET',
    path: '/upload',
    input: 'query',
    schema: cloudObjectSchema,
    answer: z.unknown(),
    file: true,
    answerText: "the blob's bytes (binary, with its Content-Type), not an envelope; errors are envelopes",
    errors: '404 when absent',
    summary: 'An uploaded file by its key, as binary.',
  }),
  delete: defineRoute({
    service: 'cloud',
    method: 'DELETE',
    path: '/upload',
    input: 'body or query',
    schema: cloudObjectSchema,
    answer: z.object({ deleted: z.array(z.string()) }),
    errors: '404 when absent; 403 unless the caller stored it or is a workspace admin',
    summary: 'Deletes an uploaded file (every version).',
  }),
  outsideSystems: defineRoute({
    service: 'cloud',
    method: 'GET',
    path: '/outsideSystems',
    input: 'query',
    schema: outsideSystemsQuerySchema,
    answer: outsideSystemsAnswerSchema,
    errors: '403 unless a workspace admin',
    summary:
      'Which outside systems this deployment is configured for and whether each answers a cheap authenticated read now (workspace admins only).',
  }),
};
