import { existingProject, projectRef, structureOf, structureRef } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * GET /base/calculate/structure/assets?projectId: the project's structure packages (newest first)
 * with their assets; none when it was never calculated. 404 unknown project.
 */
export const getStructureAssets: BaseHandler<'structureAssets'> = async (q) => {
  const [project, structure] = await Promise.all([projectRef(q.projectId).get(), structureRef(q.projectId).get()]);
  existingProject(project, q.projectId);
  const packages = [...(structureOf(structure)?.packages ?? [])].reverse();
  return { projectId: q.projectId, packages };
};
