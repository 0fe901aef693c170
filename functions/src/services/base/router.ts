import { Router } from 'express';
import { getBlocks } from './blocks-get.js';
import { assignBlock } from './block-assign.js';
import { commitBlockWorkspace } from './block-commit.js';
import { createBlockWorkspace } from './block-workspace-create.js';
import { getBlockWorkspace } from './block-workspace-get.js';
import { patchBlockWorkspace } from './block-workspace-patch.js';
import { deleteBlockWorkspace } from './block-workspace-delete.js';

/** Base service (core spec section 7): the block routes. Mounted at /base; every route needs a staff token. */
export const baseRouter = Router();

baseRouter.get('/blocks', getBlocks);
baseRouter.post('/blocks/assign', assignBlock);
baseRouter.post('/blocks/commit', commitBlockWorkspace);
baseRouter.get('/blocks/workspace', getBlockWorkspace);
baseRouter.post('/blocks/workspace', createBlockWorkspace);
baseRouter.patch('/blocks/workspace', patchBlockWorkspace);
baseRouter.delete('/blocks/workspace', deleteBlockWorkspace);
