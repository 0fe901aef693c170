import { Router } from 'express';
import { workspaceRoutes } from '@workhub/domain';
import { serve } from '../lib/route-docs.js';
import { createWorkspace } from './workspace-create.js';
import { deleteWorkspace } from './workspace-delete.js';
import { updateWorkspace } from './workspace-update.js';
import { postWorkspaceContent } from './content-post.js';
import { putWorkspaceContent } from './content-put.js';

/**
 * The workspace endpoints (supporting spec section 7 "Workspace endpoints (cloud functions)";
 * docs/versioned-data.md): POST/DELETE/PUT /workspace and POST/PUT /workspace_content. They
 * handle classPart and space workspaces; block (base service) and baseSpec (version service)
 * workspaces are refused with a 409 (400 on create) naming their service. Served from their
 * contracts (domain/src/routes/workspace.ts).
 */
export const workspaceRouter = Router();
export const workspaceContentRouter = Router();

serve(workspaceRouter, workspaceRoutes.create, createWorkspace);
serve(workspaceRouter, workspaceRoutes.trash, deleteWorkspace);
serve(workspaceRouter, workspaceRoutes.update, updateWorkspace);
serve(workspaceContentRouter, workspaceRoutes.putEntries, postWorkspaceContent);
serve(workspaceContentRouter, workspaceRoutes.setEntryFields, putWorkspaceContent);
