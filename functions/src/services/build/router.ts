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

buildRouter.get('/spec', getSpec);
buildRouter.get('/list', getList);
buildRouter.get('/entry', getEntry);
buildRouter.get('/compare', getCompare);
