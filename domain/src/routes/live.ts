import { z } from 'zod';
import { liveBlocksQuerySchema, liveProjectQuerySchema, projectBaseLatestSchema } from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** One current block as the live viewer lists it. */
export const liveBlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryName: z.string().nullable(),
  type: z.string().nullable(),
  designer: z.string().nullable(),
  version: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  layerCount: z.number().int(),
  archivedVersions: z.number().int(),
});

/** A summary of the base specification a base was drawn with. */
const baseSpecSummarySchema = z.object({
  version: z.unknown(),
  created: z.unknown(),
  createdBy: z.unknown(),
  layers: z.array(z.string()),
  order: z.unknown(),
  systems: z.array(z.string()),
});

/** The live service (core spec section 7): what Firestore holds right now, for the live viewer; mounted at /live. */
export const liveRoutes = {
  project: defineRoute({
    service: 'live',
    method: 'GET',
    path: '/project',
    input: 'query',
    schema: liveProjectQuerySchema,
    // As stored (the live viewer shows what Firestore holds right now, a partial document too).
    answer: z.object({ project: z.looseObject({}), assemblies: z.array(z.looseObject({ assembly: z.string() })) }),
    errors: '404 for an unknown project',
    summary:
      'The project document as stored (timestamps as ISO strings) and its pipe assemblies (each with its key as assembly; at most 500), in board order.',
  }),
  base: defineRoute({
    service: 'live',
    method: 'GET',
    path: '/base',
    input: 'query',
    schema: liveProjectQuerySchema,
    answer: z.object({ projectId: z.string(), latest: projectBaseLatestSchema.nullable(), baseSpec: baseSpecSummarySchema.nullable() }),
    answerText:
      '{ projectId, latest, baseSpec } — latest is null when the project has no committed base; baseSpec (version, created, createdBy, layer names, draw order, systems) is null when the base names none or an unknown one',
    errors: '404 for an unknown project; 400 when the stored base does not fit its schema',
    summary: "The project's latest committed base and a summary of the base specification it was drawn with.",
  }),
  blocks: defineRoute({
    service: 'live',
    method: 'GET',
    path: '/blocks',
    input: 'query',
    schema: liveBlocksQuerySchema,
    answer: z.object({ blocks: z.array(liveBlockSchema) }),
    answerText: '{ blocks } — archived version documents are counted, not listed',
    summary:
      'Every current block (at most 1000, by name) as a summary for the live viewer: name, category, type, designer, version, size, layer count and how many archived versions it has.',
  }),
  docsJson: docsJsonRoute('live', 'the live service'),
};
