import {
  storedAccessGroupsSchema,
  approverRolesOf,
  noApprovers,
  notApproverMessage,
  type AccessGroups,
  type ApprovalRole,
  type Approvers,
} from '@workhub/domain';
import type { Request } from 'express';
import { firestore } from '../lib/admin.js';
import { notAllowed } from '../lib/errors.js';

/** Group membership lives in Firestore `config/access` (seeded; editable without a deploy). */
export async function readAccessGroups(): Promise<AccessGroups> {
  const snap = await firestore.collection('config').doc('access').get();
  const parsed = storedAccessGroupsSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.warn('[auth] config/access missing or invalid: nobody gets group roles');
    return { softwareEng: [], workspaceAdmin: [], approvers: noApprovers() };
  }
  return parsed.data;
}

/**
 * The approvers of each role, read from `config/access` at every request (one document read, no
 * cache): a change takes effect with the next approval, with no new sign-in or token refresh.
 */
export const readApprovers = async (): Promise<Approvers> => (await readAccessGroups()).approvers;

/**
 * Refuses (403, naming the role) a caller who does not hold `role` in `config/access` approvers.
 * Membership is the caller's verified token email, compared normalised.
 */
export async function requireApprover(req: Request, role: ApprovalRole): Promise<void> {
  if (!approverRolesOf(req.caller?.email, await readApprovers()).includes(role)) throw notAllowed(notApproverMessage(role));
}
