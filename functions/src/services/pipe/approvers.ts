import { approversAnswerFor } from '@workhub/domain';
import { readApprovers } from '../../auth/access-groups.js';
import type { PipeHandler } from './served.js';

/**
 * GET /approvers: who holds each approval role (`config/access` approvers, read now; names from
 * the staff directory, else the `user`) and the caller's own roles, so the app offers approve and
 * reject only for those and names who can act on the others. Emails are not answered.
 */
export const getApprovers: PipeHandler<'approvers'> = async (_input, req) => {
  return approversAnswerFor(req.caller?.email, await readApprovers());
};
