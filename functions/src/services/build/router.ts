import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import { buildSpecQuerySchema, buildListQuerySchema, buildEntryQuerySchema, buildCompareQuerySchema } from '@workhub/domain';
import { Router } from 'express';
import { getCompare } from './compare-get.js';
import { getEntry } from './entry-get.js';
import { getList } from './list-get.js';
import { getSpec } from './spec-get.js';

/**
 * Build service (core spec section 7 "build-spec fetch and build listing"; docs/versioned-data.md
 * "Build specification"). Mounted at /build; read-only, every route needs a staff token.
 */
export const buildRouter = Router();

route(
  buildRouter,
  'GET',
  '/spec',
  {
    input: 'query',
    schema: buildSpecQuerySchema,
    answer: '404 when that version is not released (or nothing is)',
    summary:
      'The build specification of version v (the newest release when v is absent), `{ spec }`; with `type` only that build type is read and filled (the others empty)',
  },
  getSpec,
);
route(
  buildRouter,
  'GET',
  '/list',
  {
    input: 'query',
    schema: buildListQuerySchema,
    answer: 'the envelope data',
    summary: 'Every release `{ version, released, releasedBy, message, counts }` (entries per build type), oldest first',
  },
  getList,
);
route(
  buildRouter,
  'GET',
  '/entry',
  {
    input: 'query',
    schema: buildEntryQuerySchema,
    answer: "Only that entry's field is read from each release. 404 when no release has it",
    summary:
      'In which releases one entry exists and where it changed, `{ versions: [{ version, present, changed }] }` oldest first (the version selector strikes through the others)',
  },
  getEntry,
);
route(
  buildRouter,
  'GET',
  '/compare',
  {
    input: 'query',
    schema: buildCompareQuerySchema,
    answer: '404 when either version is not released',
    summary:
      "The change list of one build type from one release to another in the business's words, `{ type, from, to, changes, counts }` (changes: added, removed, then changed entries with their field changes)",
  },
  getCompare,
);

registerDocsJson(buildRouter, '/build', 'the build service');
