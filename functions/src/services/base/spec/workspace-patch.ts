import { firestore } from '../../../lib/admin.js';
import { patchedDocument, storeWorkspaceContent } from '../../../lib/versioned-store.js';
import { asBaseSpec, loadBaseSpecWorkspace } from './store.js';
import { workspaceCallerOf } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * PATCH /base/workspace { workspaceId, patch, type? 'json' }: the version service's JSON-patch
 * rules on a base-spec workspace (400 a bad patch, 422 one that does not apply, naming the
 * operation); the result must still be a whole base spec (400, fieldErrors `patch.<path>`).
 * Nothing is written on any refusal. { workspace, spec }.
 */
export const patchBaseSpecWorkspace: BaseHandler<'patchSpecWorkspace'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  return firestore.runTransaction(async (tx) => {
    const loaded = await loadBaseSpecWorkspace(input.workspaceId, caller, tx);
    const spec = asBaseSpec(patchedDocument(loaded.content, input.patch), 'patch');
    return { workspace: storeWorkspaceContent(tx, loaded, spec), spec };
  });
};
