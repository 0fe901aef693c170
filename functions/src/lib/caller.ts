import type { Request } from 'express';
import { userOfEmail } from '@workhub/domain';
import { notAllowed } from './errors.js';

/*
 * Who calls, read from the verified token (req.caller, set by require-user.ts), one definition
 * per reading (issue 25, item 3).
 */

/** The caller's user name as WorkHub records users: the email's local part ('ada'), '' without an email. */
export const callerUser = (req: Request): string => userOfEmail(req.caller?.email);

/** The caller as the records name a creator: the email, else the uid ('unknown' without either). */
export const callerLabel = (req: Request): string => req.caller?.email ?? req.caller?.uid ?? 'unknown';

/** The caller's user name; 403 when the token has no email (a user must be recorded). */
export function requireCallerUser(req: Request): string {
  const user = callerUser(req);
  if (!user) throw notAllowed('Not allowed: the caller has no email');
  return user;
}

/** Who calls, as the workspace rules see them: the user name and the workspace-admin claim. */
export interface WorkspaceCaller {
  user: string;
  isWorkspaceAdmin: boolean;
}

export const workspaceCallerOf = (req: Request): WorkspaceCaller => ({
  user: callerUser(req),
  isWorkspaceAdmin: req.caller?.isWorkspaceAdmin === true,
});
