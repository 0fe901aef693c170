import { mayChangeBlockWorkspace } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { loadBlockWorkspace } from './store.js';
import { notAllowed } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { BaseHandler } from './contract-handler.js';

/**
 * DELETE /blocks/workspace { workspaceId } (body, or the query string when there is no body):
 * removes the workspace and every doc of its content, without committing. Only the creator or a
 * workspace admin (403); also removes a soft-deleted one. 404 when unknown.
 */
export const deleteBlockWorkspace: BaseHandler<'deleteWorkspace'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadBlockWorkspace(input.workspaceId, caller, tx);
    if (!mayChangeBlockWorkspace(loaded.workspace, caller)) throw notAllowed();
    for (const ref of loaded.contentRefs) tx.delete(ref);
    tx.delete(loaded.ref);
  });
  return { workspaceId: input.workspaceId, deleted: true };
};
