import { Router } from 'express';
import { getBlocks } from './blocks-get.js';
import { assignBlock } from './block-assign.js';
import { commitBlockWorkspace } from './block-commit.js';
import { createBlockWorkspace } from './block-workspace-create.js';
import { getBlockWorkspace } from './block-workspace-get.js';
import { patchBlockWorkspace } from './block-workspace-patch.js';
import { deleteBlockWorkspace } from './block-workspace-delete.js';
import { registerSpecRoutes } from './spec/routes.js';
import { registerGenerateRoutes } from './generate/routes.js';
import { registerCalculateRoutes } from './calculate/routes.js';

/**
 * Base service (core spec section 7; docs/base-spec.md): the block routes, the base spec, generators
 * and calculations. Mounted at /base; every route needs a staff token.
 */
export const baseRouter = Router();

baseRouter.get('/blocks', getBlocks);
baseRouter.post('/blocks/assign', assignBlock);
baseRouter.post('/blocks/commit', commitBlockWorkspace);
baseRouter.get('/blocks/workspace', getBlockWorkspace);
baseRouter.post('/blocks/workspace', createBlockWorkspace);
baseRouter.patch('/blocks/workspace', patchBlockWorkspace);
baseRouter.delete('/blocks/workspace', deleteBlockWorkspace);

// The base specification, generators and calculations (issue 15): each part registers its routes here.
registerSpecRoutes(baseRouter);
registerGenerateRoutes(baseRouter);
registerCalculateRoutes(baseRouter);
