import type { NextFunction, Request, Response, RequestHandler } from 'express';
import { fail, fieldErrorsOf, ok, type ApiError } from '@workhub/domain';
import type { z } from 'zod';
import { reportError } from './error-reports.js';

/** An error that carries its HTTP status and envelope error. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
  toApiError(): ApiError {
    return { error: this.error, message: this.message, ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}) };
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, 'bad-request', message, fieldErrors);
export const notFound = (message: string) => new HttpError(404, 'not-found', message);

/** Validates input with a domain schema; a bad input is a 400 with per-field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest('Invalid request', fieldErrorsOf(result.error));
  return result.data;
}

export function sendOk<T>(res: Response, data: T, status = 200): void {
  res.status(status).json(ok(data));
}

export function sendError(res: Response, err: unknown): void {
  if (err instanceof HttpError) {
    res.status(err.status).json(fail(err.toApiError()));
    return;
  }
  // Not a 4xx the envelope names: an error of the server, reported (lib/error-reports.ts).
  const reference = reportError(err);
  console.error('[api] unexpected error', reference ? `(error report ${reference})` : '', err);
  res.status(500).json(fail({ error: 'internal', message: 'Internal error' }));
}

/** Wraps an async handler so a thrown error becomes an envelope. */
export const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req: Request, res: Response, _next: NextFunction) => {
    fn(req, res).catch((err) => sendError(res, err));
  };
