import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { buildRoutes } from '@workhub/domain';
import { Router } from 'express';
import { getCompare } from './compare-get.js';
import { getEntry } from './entry-get.js';
import { getList } from './list-get.js';
import { getSpec } from './spec-get.js';

/**
 * Build service (core spec section 7 "build-spec fetch and build listing"; docs/versioned-data.md
 * "Build specification"). Mounted at /build; read-only, every route needs a staff token and is
 * served from its contract (domain/src/routes/build.ts).
 */
export const buildRouter = Router();

serve(buildRouter, buildRoutes.spec, getSpec);
serve(buildRouter, buildRoutes.list, getList);
serve(buildRouter, buildRoutes.entry, getEntry);
serve(buildRouter, buildRoutes.compare, getCompare);

registerDocsJson(buildRouter, '/build', 'the build service');
