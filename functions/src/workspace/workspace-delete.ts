import type { WorkspaceDoc, workspaceRoutes } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import type { ContractHandler } from '../lib/route-docs.js';
import { assertChangeable, loadWorkspace } from './store.js';
import { workspaceCallerOf } from '../lib/caller.js';
import { toPlain } from '../lib/firestore-json.js';

/**
 * DELETE /workspace { workspaceId } (body, or the query string): soft delete (trash) — the
 * workspace gets deleted true and stays, with its content, for its creator and workspace admins.
 * Only the creator or a workspace admin (403); 404 unknown; 409 for a block or baseSpec
 * workspace. Deleting a deleted one answers it unchanged. Answers { workspace }.
 */
export const deleteWorkspace: ContractHandler<typeof workspaceRoutes.trash.schema, typeof workspaceRoutes.trash.answer> = async (
  input,
  req,
) => {
  const caller = workspaceCallerOf(req);
  const workspace = await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller, { allowDeleted: true });
    if (loaded.workspace.deleted !== true) tx.update(loaded.ref, { deleted: true });
    return { ...loaded.workspace, deleted: true };
  });
  return { workspace: toPlain(workspace) as WorkspaceDoc };
};
