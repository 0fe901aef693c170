import { withApproval } from '@workhub/domain';
import { requireApprover } from '../../auth/access-groups.js';
import { firestore } from '../../lib/admin.js';
import { loadAssembly } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import { notAllowed } from '../../lib/errors.js';
import type { PipeHandler } from './served.js';

/**
 * POST /cgaApproval { projectId, assembly, user?, status, role, notes }: records the caller's
 * approval (approved, rejected or pending) for a role on an assembly, replacing the caller's
 * earlier entry for that role (domain withApproval). `user`, when given, must be the caller
 * (403): nobody approves in another's name. The role is membership, not a claim of the body: a
 * caller who is not one of the role's approvers in `config/access` gets 403 naming the role, for an
 * approval, a rejection or a withdrawal (pending) alike. Answers { assembly, approvals }.
 */
export const postCgaApproval: PipeHandler<'cgaApproval'> = async (input, req) => {
  const caller = requireCallerUser(req);
  if (input.user !== undefined && input.user !== caller)
    throw notAllowed(`An approval is recorded for the caller (${caller}), not for ${input.user}`);
  await requireApprover(req, input.role);
  const approvals = await firestore.runTransaction(async (tx) => {
    const loaded = await loadAssembly(input.projectId, input.assembly, tx);
    const at = new Date().toISOString();
    const next = withApproval(loaded.assembly.approvals, input.role, { user: caller, status: input.status, notes: input.notes, at });
    tx.update(loaded.snap.ref, 'approvals', next, 'updatedAt', at);
    return next;
  });
  return { assembly: input.assembly, approvals };
};
