import { storedSchemaOf, variationList, versionedWorkspaceSchema } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { existingProject, projectRef } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * GET /base/variation/list?projectId&workspaces?&latest?: the committed variations of a project
 * (every versioned document of it: its base and its spaces), newest first per name; latest=patch
 * keeps only the newest patch of each minor (supporting spec §7). workspaces=true adds the
 * project's open (not deleted, not committed) version-service workspaces. 404 unknown project.
 */
export const getVariationList: BaseHandler<'variations'> = async (q) => {
  const [project, versions, workspaces] = await Promise.all([
    projectRef(q.projectId).get(),
    firestore.collection('versions').where('projectId', '==', q.projectId).get(),
    q.workspaces === 'true' ? firestore.collection('workspaces').where('projectId', '==', q.projectId).get() : undefined,
  ]);
  existingProject(project, q.projectId);
  const rows = versions.docs.flatMap((d) => {
    const parsed = storedSchemaOf('versions').safeParse(d.data());
    if (!parsed.success) return [];
    const { id, name, version, major, minor, patch, creator, created, message } = parsed.data;
    return [{ id, name, version, major, minor, patch, creator, created, message }];
  });
  const open = workspaces?.docs.flatMap((d) => {
    const parsed = versionedWorkspaceSchema.safeParse(d.data());
    if (!parsed.success || parsed.data.deleted || parsed.data.status === 'committed') return [];
    const { id, name, workspaceName, major, minor, patch, status, creator, modified } = parsed.data;
    return [{ id, name, workspaceName, major, minor, patch, status, creator, modified }];
  });
  return { projectId: q.projectId, versions: variationList(rows, q.latest), ...(open ? { workspaces: open } : {}) };
};
