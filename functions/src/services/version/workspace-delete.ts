import type { VersionedWorkspace, versionRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { loadWorkspace, mayChange, nowIso, WORKSPACE_CHANGE_REFUSAL } from '../../lib/versioned-store.js';
import { notAllowed } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * DELETE /workspace { workspaceId } (body, or the query string when there is no body): soft
 * delete (to the trash): `deleted` true, content and candidates kept. { workspace }. Only the
 * creator or a workspace admin (403); 404 when unknown. Deleting a deleted workspace answers it again.
 */
export const deleteWorkspace: ContractHandler<
  typeof versionRoutes.deleteWorkspace.schema,
  typeof versionRoutes.deleteWorkspace.answer
> = async ({ workspaceId }, req) => {
  const caller = workspaceCallerOf(req);
  let workspace: VersionedWorkspace | undefined;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(workspaceId, caller, tx);
    if (!mayChange(loaded.workspace, caller)) throw notAllowed(WORKSPACE_CHANGE_REFUSAL);
    if (loaded.workspace.deleted) {
      workspace = loaded.workspace;
      return;
    }
    const changes = { deleted: true, modified: nowIso() };
    tx.update(loaded.ref, changes);
    workspace = { ...loaded.workspace, ...changes };
  });
  return { workspace: workspace! };
};
