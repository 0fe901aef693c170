import type { ApprovalRole, PipeStage } from '@workhub/domain';
import { PIPE_STAGES, roleApproval, stageDisplayStatus, APPROVAL_ROLES } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import { loadProjectPipe } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /qsee?projectId[&assembly]: quality at a glance: what needs someone's attention in the
 * project's pipeline: { projectId, issues: [{ assembly, kind: 'error'|'stalled'|'rejected', stage?,
 * role?, message }] } (failed stages with their message, stages whose worker died, rejected
 * approvals with the notes).
 */
/** One issue of the answer. */
type Issue = { assembly: string; kind: 'error' | 'stalled' | 'rejected'; stage?: PipeStage; role?: ApprovalRole; message: string };

export const getQsee: PipeHandler<'qsee'> = async (input) => {
  const { assemblies } = await loadProjectPipe(input.projectId);
  const chosen = input.assembly ? assemblies.filter((a) => a.assembly === input.assembly) : assemblies;
  if (input.assembly && chosen.length === 0) throw notFound(`No assembly ${input.assembly} in project ${input.projectId}`);
  const now = Date.now();
  const issues = chosen.flatMap((a): Issue[] => [
    ...PIPE_STAGES.flatMap((stage): Issue[] => {
      const status = stageDisplayStatus(a[stage], now);
      if (status === 'error')
        return [{ assembly: a.assembly, kind: 'error', stage, message: [a[stage].substatus, a[stage].details].filter(Boolean).join(': ') }];
      if (status === 'stalled')
        return [
          {
            assembly: a.assembly,
            kind: 'stalled',
            stage,
            message: `stalled since ${a[stage].leaseUntil} (started by ${a[stage].startedBy ?? 'unknown'})`,
          },
        ];
      return [];
    }),
    ...APPROVAL_ROLES.flatMap((role): Issue[] =>
      roleApproval(a.approvals[role]) === 'rejected'
        ? a.approvals[role]
            .filter((e) => e.status === 'rejected')
            .map((e) => ({
              assembly: a.assembly,
              kind: 'rejected',
              role,
              message: `${role} rejected by ${e.user}${e.notes ? `: ${e.notes}` : ''}`,
            }))
        : [],
    ),
  ]);
  return { projectId: input.projectId, issues };
};
