import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import { liveProjectQuerySchema, liveBlocksQuerySchema } from '@workhub/domain';
import { Router } from 'express';
import { getLiveProject } from './project-get.js';
import { getLiveBase } from './base-get.js';
import { getLiveBlocks } from './blocks-get.js';

/** Live service (core spec section 7): what Firestore holds right now, for the live viewer. Mounted at /live. */
export const liveRouter = Router();

route(
  liveRouter,
  'GET',
  '/project',
  {
    input: 'query',
    schema: liveProjectQuerySchema,
    answer: 'For the live viewer, which shows what Firestore holds right now. 404 for an unknown project',
    summary:
      'The project document as stored (timestamps as ISO strings) and its pipe assemblies (`projects/{id}/pipe`, each with its key as `assembly`; at most 500), in board order',
  },
  getLiveProject,
);
route(
  liveRouter,
  'GET',
  '/base',
  {
    input: 'query',
    schema: liveProjectQuerySchema,
    answer: '404 for an unknown project; 400 when the stored base does not fit its schema',
    summary:
      "The project's latest committed base (`base.latest`, null when it has none) and a summary of the base specification it was drawn with (`baseSpecs/{latest.baseSpec}`: version, created, createdBy, layer names, draw order, systems; null when it names none or an unknown one)",
  },
  getLiveBase,
);
route(
  liveRouter,
  'GET',
  '/blocks',
  {
    input: 'query',
    schema: liveBlocksQuerySchema,
    answer: 'Archived version docs are counted, not listed',
    summary:
      'Every current block (at most 1000, by name) as a summary for the live viewer: name, categoryName, type, designer, version (see currentBlockVersion), size, layer count and how many archived versions it has',
  },
  getLiveBlocks,
);

registerDocsJson(liveRouter, '/live', 'the live service');
