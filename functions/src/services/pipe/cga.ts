import { assemblySummary, roleApproval } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import { loadProjectPipe } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /cga?projectId[&assembly]: the project's configured group assemblies with where each
 * stands: { projectId, cgas: [{ assembly, module, assemblyName, order, stage, status, approvals:
 * { design, management, production } }] } (stage: the first not done; status as a board shows it,
 * 'stalled' included; each role's approval: approved, rejected, pending or none).
 */
export const getCga: PipeHandler<'cga'> = async (input) => {
  const { assemblies } = await loadProjectPipe(input.projectId);
  const chosen = input.assembly ? assemblies.filter((a) => a.assembly === input.assembly) : assemblies;
  if (input.assembly && chosen.length === 0) throw notFound(`No assembly ${input.assembly} in project ${input.projectId}`);
  const now = Date.now();
  return {
    projectId: input.projectId,
    cgas: chosen.map((a) => {
      const { stage, status } = assemblySummary(a, now);
      return {
        assembly: a.assembly,
        module: a.module,
        assemblyName: a.assemblyName,
        order: a.order,
        stage: stage ?? null,
        status,
        approvals: {
          design: roleApproval(a.approvals.design),
          management: roleApproval(a.approvals.management),
          production: roleApproval(a.approvals.production),
        },
      };
    }),
  };
};
