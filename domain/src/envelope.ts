import { z } from 'zod';

/** Per-field validation errors: field path -> message. */
export type FieldErrors = Record<string, string>;

export interface ApiError {
  /** Short machine-readable kind, e.g. 'bad-request', 'not-found', 'unauthorized'. */
  error: string;
  /** Human-readable explanation. */
  message: string;
  fieldErrors?: FieldErrors;
}

/** Every service answers with this envelope. */
export type Envelope<T> = { success: true; data: T; error: null } | { success: false; data: null; error: ApiError };

export const ok = <T>(data: T): Envelope<T> => ({ success: true, data, error: null });
export const fail = (error: ApiError): Envelope<never> => ({ success: false, data: null, error });

/** Turns zod issues into `{ 'a.b': 'message' }`, first message per field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The failure text of a request: the response's error and message joined by ': '. */
export function requestFailureText(error: Partial<ApiError> | null | undefined, fallback = 'Error'): string {
  const parts = [error?.error, error?.message].filter((p): p is string => typeof p === 'string' && p.length > 0);
  return parts.length ? parts.join(': ') : fallback;
}

/** What an error toast shows as details: per-field errors as `name: message`, else the message. */
export function errorDetails(error: { message?: string; fieldErrors?: FieldErrors } | null | undefined): string[] {
  if (!error) return [];
  const fields = Object.entries(error.fieldErrors ?? {});
  if (fields.length) return fields.map(([name, message]) => `${name}: ${message}`);
  return error.message ? [error.message] : [];
}

export const NO_LONGER_AUTHORIZED = 'No longer authorized. Refresh to login again.';
