import { z } from 'zod';
import {
  contentTypeSchema,
  storageAppSchema,
  storageKeySchema,
  storagePrefixSchema,
  storageProjectSchema,
  storageTypeSchema,
} from './keys.js';

/** A query-string boolean: 'true' / 'false' (or a JSON boolean in a body). */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
/** A version number: a whole number ≥ 1, also as a query-string digit string. */
const versionNumber = z.union([
  z.number().int().min(1).max(1_000_000),
  z
    .string()
    .regex(/^[1-9]\d{0,6}$/)
    .transform(Number),
]);

const ref = { app_name: storageAppSchema, project: storageProjectSchema, key: storageKeySchema };

/** GET /storage: a key's data (its latest version, or `version`). `type` is what the caller expects back. */
export const storageGetSchema = z.strictObject({ ...ref, version: versionNumber.optional(), type: storageTypeSchema.optional() });
/** POST /storage: stores `data` (JSON, text, or bytes as base64 with contentType) under a key; a versioned key keeps every version. */
export const storagePostSchema = z.strictObject({
  ...ref,
  data: z.unknown().refine((v) => v !== undefined, 'data is required'),
  type: storageTypeSchema,
  isVersioned: flag.optional(),
  contentType: contentTypeSchema.optional(),
});
/** DELETE /storage: a key (every version), or one `version` of a versioned key. */
export const storageDeleteSchema = z.strictObject({ ...ref, version: versionNumber.optional() });
/** GET /storage/list: keys under a prefix. */
export const storageListSchema = z.strictObject({
  app_name: storageAppSchema,
  project: storageProjectSchema,
  prefix: storagePrefixSchema.optional(),
});

/** GET /cloud/url: a presigned URL for one operation on one key (expires in `expiresIn` seconds, default 900, at most 3600). */
export const cloudUrlSchema = z.strictObject({
  ...ref,
  method: z.enum(['GET', 'PUT']).default('GET'),
  contentType: contentTypeSchema.optional(),
  expiresIn: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,5}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(3600))
    .optional(),
});
/** The signed query of a presigned URL (the local adapter checks it). */
export const signedQuerySchema = z.strictObject({
  name: z.string().min(1).max(700),
  method: z.enum(['GET', 'PUT']),
  contentType: z.string().max(100).optional(),
  expires: z.string().regex(/^\d{1,13}$/),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
/** GET and DELETE /cloud/upload: one blob by key (GET answers its bytes). */
export const cloudObjectSchema = z.strictObject({ ...ref });

export type StorageGet = z.infer<typeof storageGetSchema>;
export type StoragePost = z.infer<typeof storagePostSchema>;
export type CloudUrlRequest = z.infer<typeof cloudUrlSchema>;
