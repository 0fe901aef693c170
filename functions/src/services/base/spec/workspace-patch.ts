import { baseSpecWorkspacePatchSchema } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { patchedDocument, storeWorkspaceContent } from '../../../lib/versioned-store.js';
import { asBaseSpec, loadBaseSpecWorkspace } from './store.js';
import { workspaceCallerOf } from '../../../lib/caller.js';

/**
 * PATCH /base/workspace { workspaceId, patch, type? 'json' }: the version service's JSON-patch
 * rules on a base-spec workspace (400 a bad patch, 422 one that does not apply, naming the
 * operation); the result must still be a whole base spec (400, fieldErrors `patch.<path>`).
 * Nothing is written on any refusal. { workspace, spec }.
 */
export const patchBaseSpecWorkspace = handle(async (req, res) => {
  const input = parse(baseSpecWorkspacePatchSchema, req.body);
  const caller = workspaceCallerOf(req);
  let answer: unknown;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadBaseSpecWorkspace(input.workspaceId, caller, tx);
    const spec = asBaseSpec(patchedDocument(loaded.content, input.patch), 'patch');
    answer = { workspace: storeWorkspaceContent(tx, loaded, spec), spec };
  });
  sendOk(res, answer);
});
