import { blockWorkspaceDocSchema, storedBlockSchema } from '../blocks/block-workspace.js';
import { storedReader } from './stored.js';

/**
 * Readers' schemas for stored documents whose current-shape schema lives elsewhere in domain
 * (and cannot import the migrations: stored.ts reads blocks/block-workspace.ts). Each migrates any
 * older shape, refuses a newer one, then parses with the current schema.
 */

/** `workspaces/{id}` of a block workspace, any stored version. */
export const storedBlockWorkspaceSchema = storedReader('workspaces', blockWorkspaceDocSchema);

/** `blocks/{id}` (current or archived), any stored version: `layerCount` always set. */
export const storedBlockReader = storedReader('blocks', storedBlockSchema);
