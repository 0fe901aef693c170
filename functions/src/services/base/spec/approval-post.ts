import { withBaseSpecApproval } from '@workhub/domain';
import { requireApprover } from '../../../auth/access-groups.js';
import { firestore } from '../../../lib/admin.js';
import { loadCandidate, nowIso } from '../../../lib/versioned-store.js';
import { isBaseSpecCandidate } from './store.js';
import { conflict, notAllowed } from '../../../lib/errors.js';
import { workspaceCallerOf } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /base/spec/approval { candidateId, role, status, notes? }: the caller's entry for the role
 * on an open base-spec candidate (`versionCandidates/{id}.approvals`, the caller's earlier entry
 * for the role replaced). 403 naming the role when the caller is not one of its approvers
 * (`config/access` approvers, read now), 403 when the caller created the candidate and approves it
 * (they may still reject or withdraw); 404 unknown candidate, 409 not an open base-spec candidate.
 * A rejection stands until the person who rejected changes it (domain approvalState). { candidate }.
 */
export const postBaseSpecApproval: BaseHandler<'approval'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw notAllowed('An approval needs a signed-in user with an email');
  await requireApprover(req, input.role);
  return firestore.runTransaction(async (tx) => {
    const { ref, candidate } = await loadCandidate(input.candidateId, tx);
    if (!isBaseSpecCandidate(candidate)) throw conflict(`Candidate ${candidate.id} is not a base-spec candidate`);
    if (candidate.status !== 'open') throw conflict(`Candidate ${candidate.id} is ${candidate.status}, not open`);
    if (input.status === 'approved' && candidate.creator === caller.user)
      throw notAllowed(`You created candidate ${candidate.id}: another ${input.role} approver approves it`);
    const approvals = withBaseSpecApproval(candidate.approvals, input.role, {
      user: caller.user,
      status: input.status,
      notes: input.notes,
      at: nowIso(),
    });
    tx.update(ref, { approvals });
    return { candidate: { ...candidate, approvals } };
  });
};
