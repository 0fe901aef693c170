import { type VersionedWorkspace, type versionRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { assertChangeable, loadWorkspace, parsedContent, patchedDocument, storeWorkspaceContent } from '../../lib/versioned-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * PATCH /workspace { workspaceId, type 'json', patch }: applies the RFC 6902 patch (a JSON text)
 * to the workspace's content; status 'patched'. A patch that is not JSON or not a list of
 * operations is a 400 (fieldErrors.patch); one that does not apply (a missing path, a failed
 * `test`) is a 422 naming the operation. Either way nothing is written. { workspace, content }.
 */
export const patchWorkspace: ContractHandler<
  typeof versionRoutes.patchWorkspace.schema,
  typeof versionRoutes.patchWorkspace.answer
> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  let answer: { workspace: VersionedWorkspace; content: unknown } | undefined;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    const current = parsedContent(loaded.chunks, `content of workspace ${input.workspaceId}`);
    const document = patchedDocument(current, input.patch);
    answer = { workspace: storeWorkspaceContent(tx, loaded, document), content: document };
  });
  return answer!;
};
