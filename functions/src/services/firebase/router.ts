import { Router } from 'express';
import { firebaseRoutes } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { workspaceContentRouter, workspaceRouter } from '../../workspace/router.js';
import { authRouter } from '../../auth/router.js';
import { getWorkspace } from './workspace-get.js';
import { getWorkspaceContent } from './workspace-content-get.js';

/** Firebase service (core spec section 7; docs/versioned-data.md): docsJson, workspace and workspace/content reads. Mounted at /firebase; served from domain/src/routes/firebase.ts. */
export const firebaseRouter = Router();

registerDocsJson(firebaseRouter, '/firebase', 'the Firebase service, the workspace endpoints and the sign-in exchange', {
  '/workspace': workspaceRouter,
  '/workspace_content': workspaceContentRouter,
  '/auth': authRouter,
});
serve(firebaseRouter, firebaseRoutes.workspace, getWorkspace);
serve(firebaseRouter, firebaseRoutes.content, getWorkspaceContent);
