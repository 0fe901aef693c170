import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { versionRoutes } from '@workhub/domain';
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
 * at /version; every route needs a staff token and is served from its contract
 * (domain/src/routes/version.ts).
 */
export const versionRouter = Router();

serve(versionRouter, versionRoutes.latest, getLatestVersion);
serve(versionRouter, versionRoutes.list, listVersions);
serve(versionRouter, versionRoutes.workspaces, listWorkspaces);
serve(versionRouter, versionRoutes.workspace, getWorkspace);
serve(versionRouter, versionRoutes.createWorkspace, createWorkspace);
serve(versionRouter, versionRoutes.patchWorkspace, patchWorkspace);
serve(versionRouter, versionRoutes.deleteWorkspace, deleteWorkspace);
serve(versionRouter, versionRoutes.candidate, createCandidate);
serve(versionRouter, versionRoutes.commit, commitCandidate);

registerDocsJson(versionRouter, '/version', 'the version service');
