import { notFound } from '../../lib/http.js';
import { projectRef, storedProject } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /layers?projectId: the quantities of the project's committed base by layer, which the
 * pipeline derives part counts from: { projectId, baseVersion, buildSpec, layers: { 'design/walls':
 * { count, length? } } } (baseVersion null and layers empty without a committed base).
 */
export const getLayers: PipeHandler<'layers'> = async (input) => {
  const snap = await projectRef(input.projectId).get();
  if (!snap.exists) throw notFound(`No project ${input.projectId}`);
  const project = storedProject(snap);
  const latest = project.base?.latest;
  return {
    projectId: input.projectId,
    baseVersion: latest?.version ?? null,
    buildSpec: latest?.buildSpec ?? project.buildSpec,
    layers: latest?.counts ?? {},
  };
};
