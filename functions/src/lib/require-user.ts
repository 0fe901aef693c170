import type { NextFunction, Request, Response } from 'express';
import { adminAuth } from './admin.js';
import { HttpError, sendError } from './http.js';

export interface Caller {
  uid: string;
  email: string | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/** Every service route needs a valid Firebase ID token in `Authorization: Bearer ...`. */
export async function requireUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return sendError(res, new HttpError(401, 'unauthenticated', 'Missing bearer token'));
  try {
    const decoded = await adminAuth.verifyIdToken(match[1], true);
    req.caller = { uid: decoded.uid, email: decoded.email };
    next();
  } catch {
    sendError(res, new HttpError(401, 'unauthenticated', 'Invalid or expired token'));
  }
}
