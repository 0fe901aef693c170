import { Router } from 'express';
import { getLatestVersion } from './latest-get.js';
import { listVersions } from './list-get.js';
import { listWorkspaces } from './workspaces-get.js';
import { getWorkspace } from './workspace-get.js';
import { createWorkspace } from './workspace-create.js';
import { patchWorkspace } from './workspace-patch.js';
import { deleteWorkspace } from './workspace-delete.js';
import { createCandidate } from './candidate-create.js';
import { commitCandidate } from './commit-patch.js';

/**
 * Version service (core spec section 7, supporting spec section 7; docs/versioned-data.md):
 * committed versions of versioned documents, their workspaces, candidates and commits. Mounted
 * at /version; every route needs a staff token.
 */
export const versionRouter = Router();

versionRouter.get('/latest', getLatestVersion);
versionRouter.get('/list', listVersions);
versionRouter.get('/workspaces', listWorkspaces);
versionRouter.get('/workspace', getWorkspace);
versionRouter.post('/workspace', createWorkspace);
versionRouter.patch('/workspace', patchWorkspace);
versionRouter.delete('/workspace', deleteWorkspace);
versionRouter.post('/candidate', createCandidate);
versionRouter.patch('/commit', commitCandidate);
