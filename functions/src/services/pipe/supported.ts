import { PIPE_STAGES, pipeStageSchema, type PipeStage } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { projectRef, storedProject } from './store.js';
import { notFound } from '../../lib/http.js';
import type { PipeHandler } from './served.js';

/**
 * GET /supported?projectId&fields=pbom,mbom: which stages can run for this project (all when
 * `fields` is absent): { projectId, supported: { [stage]: { supported, reason? } } }. A stage is
 * unsupported without a committed base design; the CAD stages need the project's build spec,
 * the purchasing stages the ERP item mirror. 400 for an unknown stage name, 404 for an unknown project.
 */
export const getSupported: PipeHandler<'supported'> = async (input) => {
  const names = input.fields === undefined ? [...PIPE_STAGES] : input.fields.split(',').map((f) => f.trim());
  const unknown = names.filter((n) => !pipeStageSchema.safeParse(n).success);
  if (unknown.length || names.length === 0)
    throw badRequest('Invalid request', {
      fields: `Unknown stage ${unknown.join(', ') || '(none)'}; stages are ${PIPE_STAGES.join(', ')}`,
    });
  const snap = await projectRef(input.projectId).get();
  if (!snap.exists) throw notFound(`No project ${input.projectId}`);
  const project = storedProject(snap);
  const version = project.base?.latest?.buildSpec ?? project.buildSpec;
  const [spec, erp] = await Promise.all([
    firestore.collection('buildSpecs').doc(version).get(),
    firestore.collection('erpItems').limit(1).get(),
  ]);
  const supported: Record<string, { supported: boolean; reason?: string }> = {};
  for (const stage of names as PipeStage[]) {
    let reason: string | undefined;
    if (!project.base?.latest) reason = 'waiting for the base design';
    else if (['projectAssembly', 'parts', 'reassembly'].includes(stage) && !spec.exists) reason = `build spec ${version} does not exist`;
    else if (['pbom', 'materialRequest'].includes(stage) && erp.empty) reason = 'no ERP items';
    supported[stage] = reason ? { supported: false, reason } : { supported: true };
  }
  return { projectId: input.projectId, supported };
};
