import { Router } from 'express';

/**
 * The workspace endpoints (supporting spec section 7 "Workspace endpoints (cloud functions)";
 * docs/versioned-data.md): POST/DELETE/PUT /workspace and POST/PUT /workspace_content.
 */
export const workspaceRouter = Router();
export const workspaceContentRouter = Router();
