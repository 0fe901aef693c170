import { VERSIONED_WORKSPACE_TYPES, versionedWorkspaceSchema, type VersionedWorkspace, type versionRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { mayChange, workspacesCollection } from '../../lib/versioned-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * GET /workspaces?name?&type?&project?&creator?&includeDeleted?: space and base-spec workspaces,
 * newest change first. Deleted ones only with includeDeleted=true, and then only those the
 * caller may see (their own, or all for a workspace admin), as the workspace rules allow.
 * A stored workspace that does not fit the schema is left out (and logged), never half-drawn.
 */
export const listWorkspaces: ContractHandler<typeof versionRoutes.workspaces.schema, typeof versionRoutes.workspaces.answer> = async (
  q,
  req,
) => {
  const caller = workspaceCallerOf(req);
  let query: FirebaseFirestore.Query = workspacesCollection().where('workspaceType', 'in', [...VERSIONED_WORKSPACE_TYPES]);
  if (q.name !== undefined) query = query.where('name', '==', q.name);
  if (q.project !== undefined) query = query.where('projectId', '==', q.project);
  if (q.creator !== undefined) query = query.where('creator', '==', q.creator);
  if (q.type !== undefined) query = query.where('type', '==', q.type);
  const snap = await query.get();
  const workspaces: VersionedWorkspace[] = [];
  for (const doc of snap.docs) {
    const parsed = versionedWorkspaceSchema.safeParse({ ...doc.data(), id: doc.id });
    if (!parsed.success) {
      console.warn(`[version] workspace ${doc.id} does not fit the schema: ${parsed.error.issues[0]?.message ?? ''}`);
      continue;
    }
    const w = parsed.data;
    if (w.deleted && (q.includeDeleted !== 'true' || !mayChange(w, caller))) continue;
    workspaces.push(w);
  }
  workspaces.sort((a, b) => b.modified.localeCompare(a.modified) || a.id.localeCompare(b.id));
  return { workspaces };
};
