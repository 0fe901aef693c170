import { structureAssetsQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { existingProject, projectRef, structureOf, structureRef } from './store.js';

/**
 * GET /base/calculate/structure/assets?projectId: the project's structure packages (newest first)
 * with their assets; none when it was never calculated. 404 unknown project.
 */
export const getStructureAssets = handle(async (req, res) => {
  const q = parse(structureAssetsQuerySchema, req.query);
  const [project, structure] = await Promise.all([projectRef(q.projectId).get(), structureRef(q.projectId).get()]);
  existingProject(project, q.projectId);
  const packages = [...(structureOf(structure)?.packages ?? [])].reverse();
  sendOk(res, { projectId: q.projectId, packages });
});
