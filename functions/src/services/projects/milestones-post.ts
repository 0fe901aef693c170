import { type projectsRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { updateMilestone } from './milestone-update.js';

/**
 * POST /milestones { projectId, milestone, date? }: sets a milestone (now when no date) and the
 * phase and phases that follow. 409 with the reason when its prerequisites are not met
 * ('productionStarted needs productionPayment'), when the date is before a prerequisite's, when
 * it is already set with that date, or while another milestone update of the project is in
 * flight. A set milestone may be given a new date. 404 for an unknown project.
 */
export const postMilestone: ContractHandler<typeof projectsRoutes.setMilestone.schema, typeof projectsRoutes.setMilestone.answer> = async (
  input,
  req,
) => {
  const date = new Date(input.date ?? Date.now()).toISOString();
  return await updateMilestone(req, input.projectId, { kind: 'set', milestone: input.milestone, date });
};
