import { firestore } from '../../lib/admin.js';
import { assertMayChange, loadClassPartWorkspace } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * DELETE /classPart/workspace { workspaceId } (body, or the query string): removes the workspace
 * and its content without committing. Only the creator or a workspace admin (403); 404 when unknown.
 */
export const deleteClassPartWorkspace: OpusHandler<'classPartWorkspaceDelete'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
    assertMayChange(loaded, caller);
    for (const ref of loaded.contentRefs) tx.delete(ref);
    tx.delete(loaded.ref);
  });
  return { workspaceId: input.workspaceId, deleted: true as const };
};
