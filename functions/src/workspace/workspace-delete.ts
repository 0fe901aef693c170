import { workspaceRefSchema } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { handle, parse, sendOk } from '../lib/http.js';
import { assertChangeable, bodyOrQuery, loadWorkspace } from './store.js';
import { workspaceCallerOf } from '../lib/caller.js';
import { toPlain } from '../lib/firestore-json.js';

/**
 * DELETE /workspace { workspaceId } (body, or the query string): soft delete (trash) — the
 * workspace gets deleted true and stays, with its content, for its creator and workspace admins.
 * Only the creator or a workspace admin (403); 404 unknown; 409 for a block or baseSpec
 * workspace. Deleting a deleted one answers it unchanged. Answers { workspace }.
 */
export const deleteWorkspace = handle(async (req, res) => {
  const input = parse(workspaceRefSchema, bodyOrQuery(req));
  const caller = workspaceCallerOf(req);
  const workspace = await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller, { allowDeleted: true });
    if (loaded.workspace.deleted !== true) tx.update(loaded.ref, { deleted: true });
    return { ...loaded.workspace, deleted: true };
  });
  sendOk(res, { workspace: toPlain(workspace) });
});
