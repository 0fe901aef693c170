import { z } from 'zod';
import { legacyAssetsGetSchema, legacyAssetsPostSchema, legacyAssetsStateSchema, legacyDesignPackageSchema } from '../storage/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The homehub service (supporting spec §7 "Legacy assets"; docs/staff-tools.md), mounted at /homehub. */
export const homehubRoutes = {
  docsJson: docsJsonRoute('homehub', "the homehub service's routes"),
  legacyAssets: defineRoute({
    service: 'homehub',
    method: 'GET',
    path: '/legacyAssets',
    input: 'query',
    schema: legacyAssetsGetSchema,
    answer: legacyAssetsStateSchema,
    answerText:
      '{ projectId, modelo, versions: [{ key, version, modelo, assets, files?, status, substatus, details, jobId? }], designPackage? }',
    errors: '404 for an unknown project',
    summary: "A project's design versions with their legacy asset generation state (an error's message kept per version).",
  }),
  supported: defineRoute({
    service: 'homehub',
    method: 'GET',
    path: '/legacyAssets/supported',
    input: 'query',
    schema: z.strictObject({}),
    answer: z.object({
      assets: z.array(z.object({ kind: z.string(), label: z.string(), contentType: z.string(), file: z.string() })),
      modelos: z.array(z.string()),
    }),
    summary: 'The asset kinds and modelos the generator supports.',
  }),
  generate: defineRoute({
    service: 'homehub',
    method: 'POST',
    path: '/legacyAssets',
    input: 'body',
    schema: legacyAssetsPostSchema,
    answer: z.object({ jobs: z.array(z.object({ projectId: z.string(), version: z.string(), jobId: z.string() })) }),
    status: 202,
    answerText: '{ jobs: [{ projectId, version, jobId }] } — each runs as a background job; its status shows live on the version',
    errors: '404 for an unknown project; 409 when a version is already generating; 503 when the legacy asset service is not configured',
    summary: 'Starts asset generation, one background job per project and version.',
  }),
  designPackage: defineRoute({
    service: 'homehub',
    method: 'POST',
    path: '/legacyAssets/designPackage',
    input: 'body',
    schema: legacyDesignPackageSchema,
    answer: z.object({
      package: z.object({ key: z.string(), versions: z.array(z.string()), files: z.number(), created: z.string(), createdBy: z.string() }),
      state: legacyAssetsStateSchema,
    }),
    status: 201,
    answerText:
      '{ package: { key, versions, files, created, createdBy }, state } — state: GET /legacyAssets refreshed after the package was made',
    errors: '409 when a version has no generated assets',
    summary:
      "Packages the generated assets of the given versions (a manifest in the project's homehub folder), then answers the refreshed state.",
  }),
};
