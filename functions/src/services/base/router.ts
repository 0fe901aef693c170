import { Router } from 'express';
import { baseRoutes } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
import { getBlocks } from './blocks-get.js';
import { assignBlock } from './block-assign.js';
import { commitBlockWorkspace } from './block-commit.js';
import { createBlockWorkspace } from './block-workspace-create.js';
import { getBlockWorkspace } from './block-workspace-get.js';
import { patchBlockWorkspace } from './block-workspace-patch.js';
import { deleteBlockWorkspace } from './block-workspace-delete.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { registerSpecRoutes } from './spec/routes.js';
import { registerGenerateRoutes } from './generate/routes.js';
import { registerCalculateRoutes } from './calculate/routes.js';

/**
 * Base service (core spec section 7; docs/base-spec.md): the block routes, the base spec, generators
 * and calculations. Mounted at /base; every route needs a staff token. Every route is served from
 * its contract (domain/src/routes/base.ts), so GET /base/docsJson describes it.
 */
export const baseRouter = Router();

serve(baseRouter, baseRoutes.blocks, getBlocks);
serve(baseRouter, baseRoutes.assign, assignBlock);
serve(baseRouter, baseRoutes.commit, commitBlockWorkspace);
serve(baseRouter, baseRoutes.workspace, getBlockWorkspace);
serve(baseRouter, baseRoutes.createWorkspace, createBlockWorkspace);
serve(baseRouter, baseRoutes.patchWorkspace, patchBlockWorkspace);
serve(baseRouter, baseRoutes.deleteWorkspace, deleteBlockWorkspace);

// GET /docsJson: every route above and below, read from this router's stack when asked.
registerDocsJson(baseRouter, '/base', 'the base service');

// The base specification, generators and calculations (issue 15): each part registers its routes here.
registerSpecRoutes(baseRouter);
registerGenerateRoutes(baseRouter);
registerCalculateRoutes(baseRouter);
