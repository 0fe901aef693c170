import type { projectsRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { updateMilestone } from './milestone-update.js';

/**
 * DELETE /milestones { projectId, milestone } (body, or the query string when there is no body):
 * removes a milestone; the phase and phases follow. 409 when a set milestone needs it
 * ('installStarted is set and needs it') or while another update is in flight; 404 for an unknown
 * project or a milestone that is not set.
 */
export const deleteMilestone: ContractHandler<
  typeof projectsRoutes.deleteMilestone.schema,
  typeof projectsRoutes.deleteMilestone.answer
> = (input, req) => updateMilestone(req, input.projectId, { kind: 'delete', milestone: input.milestone });
