import { Router } from 'express';

/**
 * Version service (core spec section 7, supporting spec section 7; docs/versioned-data.md):
 * committed versions of versioned documents, their workspaces, candidates and commits. Mounted
 * at /version; every route needs a staff token.
 */
export const versionRouter = Router();
