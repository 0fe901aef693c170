import { type workspaceRoutes } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import type { ContractHandler } from '../lib/route-docs.js';
import { assertProjectExists, WORKSPACE_CHANGE_REFUSAL, workspacesCollection, writeEntry } from './store.js';
import { notAllowed } from '../lib/errors.js';
import { workspaceCallerOf } from '../lib/caller.js';

/**
 * POST /workspace { workspace, content? }: a classPart or space workspace (block and baseSpec
 * workspaces belong to their services: 400 naming them) with its content entries. id = a new
 * document id, creator = the caller's user name, deleted false, status 'new' unless given,
 * workspaceName = name unless given. A projectId must name a project (404). Entries larger than
 * a document are stored as chunks. 201 { workspaceId }.
 */
export const createWorkspace: ContractHandler<typeof workspaceRoutes.create.schema, typeof workspaceRoutes.create.answer> = async (
  input,
  req,
) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw notAllowed(WORKSPACE_CHANGE_REFUSAL);
  const ref = workspacesCollection().doc();
  const { workspace: w } = input;
  await firestore.runTransaction(async (tx) => {
    await assertProjectExists(w.projectId, tx);
    const workspace = {
      id: ref.id,
      creator: caller.user,
      deleted: false,
      major: w.major,
      minor: w.minor,
      patch: w.patch,
      name: w.name,
      ...(w.projectId !== undefined ? { projectId: w.projectId } : {}),
      status: w.status,
      workspaceName: w.workspaceName ?? w.name,
      workspaceType: w.workspaceType,
    };
    tx.create(ref, workspace);
    const loaded = { ref, workspace, contentDocs: [] };
    for (const entry of input.content) writeEntry(tx, loaded, entry);
  });
  return { workspaceId: ref.id };
};
