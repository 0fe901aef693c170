import { workspaceDocSchema, type firebaseRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { loadWorkspace } from '../../workspace/store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { toPlain } from '../../lib/firestore-json.js';
import { storedAs } from '../../lib/stored.js';

/**
 * GET /workspace?workspaceId: the workspace document (any kind). 404 when unknown, or soft-deleted
 * and the caller is neither its creator nor a workspace admin.
 */
export const getWorkspace: ContractHandler<typeof firebaseRoutes.workspace.schema, typeof firebaseRoutes.workspace.answer> = async (
  input,
  req,
) => {
  const loaded = await loadWorkspace(input.workspaceId, workspaceCallerOf(req));
  const workspace = storedAs(workspaceDocSchema, toPlain(loaded.workspace), 'workspace');
  return { workspace };
};
