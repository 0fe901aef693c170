import { workspaceShapeProblems, type WorkspaceDoc, type workspaceRoutes } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { badRequest } from '../lib/http.js';
import type { ContractHandler } from '../lib/route-docs.js';
import { assertChangeable, assertProjectExists, loadWorkspace } from './store.js';
import { workspaceCallerOf } from '../lib/caller.js';
import { toPlain } from '../lib/firestore-json.js';

/**
 * PUT /workspace { workspaceId, properties }: sets the changeable fields (name, status, major,
 * minor, patch, workspaceName, projectId, deleted — never id, creator or workspaceType: 400).
 * A class-part workspace keeps a system/name name (400). A deleted workspace changes only by
 * `deleted: false` (restore) — otherwise 409. 403 for another user's (unless a workspace admin),
 * 404 unknown, 409 block/baseSpec. Answers { workspace }.
 */
export const updateWorkspace: ContractHandler<typeof workspaceRoutes.update.schema, typeof workspaceRoutes.update.answer> = async (
  input,
  req,
) => {
  const caller = workspaceCallerOf(req);
  const workspace = await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller, { allowDeleted: input.properties.deleted === false });
    const updated = { ...loaded.workspace, ...input.properties };
    const problems = workspaceShapeProblems(updated);
    if (Object.keys(problems).length > 0)
      throw badRequest('Invalid request', Object.fromEntries(Object.entries(problems).map(([k, v]) => [`properties.${k}`, v])));
    await assertProjectExists(input.properties.projectId, tx);
    tx.update(loaded.ref, input.properties);
    return updated;
  });
  return { workspace: toPlain(workspace) as WorkspaceDoc };
};
