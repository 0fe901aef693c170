import {
  contentBytesOf,
  versionedWorkspaceName,
  versionedWorkspaceTypeOf,
  versionOf,
  type VersionedWorkspace,
  type versionRoutes,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { nowIso, workspacesCollection, writeContent } from '../../lib/versioned-store.js';
import { notAllowed } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * POST /workspace { name, type, projectId, creator?, content, major, minor, patch }: a new
 * workspace (status 'new'; workspaceType 'baseSpec' for the name 'baseSpec', else 'space') with
 * its content as chunks in `content/json-NNNN`. The stored creator is always the caller's user
 * name: the `creator` field the spec's clients send ('local' by default) is accepted and ignored.
 * A projectId other than '' (company-wide) must name a project (404). 201 { workspaceId, workspace }.
 */
export const createWorkspace: ContractHandler<
  typeof versionRoutes.createWorkspace.schema,
  typeof versionRoutes.createWorkspace.answer
> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw notAllowed('A workspace needs a signed-in user with an email');
  const ref = workspacesCollection().doc();
  const now = nowIso();
  const base = {
    id: ref.id,
    creator: caller.user,
    deleted: false,
    ...versionOf(input),
    name: input.name,
    projectId: input.projectId,
    status: 'new' as const,
    workspaceName: versionedWorkspaceName(input.name, versionOf(input)),
    workspaceType: versionedWorkspaceTypeOf(input.name),
    type: input.type,
    contentBytes: contentBytesOf(input.content),
    created: now,
    modified: now,
  };
  let workspace: VersionedWorkspace | undefined;
  await firestore.runTransaction(async (tx) => {
    if (input.projectId !== '' && !(await tx.get(firestore.collection('projects').doc(input.projectId))).exists)
      throw notFound(`No project ${input.projectId}`);
    const chunks = writeContent(tx, ref, input.content);
    workspace = { ...base, contentChunks: chunks };
    tx.create(ref, workspace);
  });
  return { workspaceId: ref.id, workspace: workspace! };
};
