import { HttpError } from './http.js';

/*
 * The refusals every service throws, one definition each (issue 25, item 3). `badRequest` (400)
 * and `notFound` (404) live beside HttpError in http.ts.
 */

/** 409: the request fits, but the stored state refuses it now (deleted, running, damaged …). */
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, 'conflict', message, fieldErrors);

/** 403: the caller may not do this. Each service names who may ('Only the creator … may change it'). */
export const notAllowed = (message = 'Not allowed', fieldErrors?: Record<string, string>) =>
  new HttpError(403, 'forbidden', message, fieldErrors);
