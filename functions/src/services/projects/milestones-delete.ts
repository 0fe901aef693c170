import { deleteMilestoneSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { updateMilestone } from './milestone-update.js';

/**
 * DELETE /milestones { projectId, milestone } (body, or the query string when there is no body):
 * removes a milestone; the phase and phases follow. 409 when a set milestone needs it
 * ('installStarted is set and needs it') or while another update is in flight; 404 for an unknown
 * project or a milestone that is not set.
 */
export const deleteMilestone = handle(async (req, res) => {
  const body = !req.body || (typeof req.body === 'object' && Object.keys(req.body as object).length === 0) ? req.query : req.body;
  const input = parse(deleteMilestoneSchema, body);
  sendOk(res, await updateMilestone(req, input.projectId, { kind: 'delete', milestone: input.milestone }));
});
