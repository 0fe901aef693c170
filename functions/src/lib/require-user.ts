import type { NextFunction, Request, Response } from 'express';
import { SESSION_TOO_OLD_MESSAGE, TOKEN_WITHOUT_USER_MESSAGE, sessionTooOld, tokenUserMatches } from '@workhub/domain';
import { adminAuth } from './admin.js';
import { HttpError, sendError } from './http.js';
import { notAllowed } from './errors.js';

export interface Caller {
  uid: string;
  email: string | undefined;
  isSoftwareEng: boolean;
  isWorkspaceAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * Every service route needs a valid Firebase ID token in `Authorization: Bearer ...` (401 when
 * missing, invalid, expired, revoked — refresh tokens revoked after its sign-in, account disabled
 * or deleted: `verifyIdToken(token, true)`, one Auth lookup a request — or from a sign-in older
 * than SESSION_MAX_AGE_MS) whose user is allowed (403 otherwise) and whose `user` claim is its
 * email's (401: a session minted before the names were registered signs in again).
 */
export async function requireUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return sendError(res, new HttpError(401, 'unauthenticated', 'Missing bearer token'));
  let decoded: Awaited<ReturnType<typeof adminAuth.verifyIdToken>>;
  try {
    decoded = await adminAuth.verifyIdToken(match[1], true);
  } catch {
    return sendError(res, new HttpError(401, 'unauthenticated', 'Invalid or expired token'));
  }
  if (sessionTooOld(decoded.auth_time * 1000, Date.now()))
    return sendError(res, new HttpError(401, 'unauthenticated', SESSION_TOO_OLD_MESSAGE));
  if (decoded.allowed !== true) return sendError(res, notAllowed('Not authorized'));
  // The `user` it acts as must be the one the sign-in registered to this email (one identity per person).
  if (!tokenUserMatches(decoded)) return sendError(res, new HttpError(401, 'unauthenticated', TOKEN_WITHOUT_USER_MESSAGE));
  req.caller = {
    uid: decoded.uid,
    email: decoded.email,
    isSoftwareEng: decoded.isSoftwareEng === true,
    isWorkspaceAdmin: decoded.isWorkspaceAdmin === true,
  };
  next();
}
