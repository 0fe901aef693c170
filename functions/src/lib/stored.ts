import type { z } from 'zod';
import { problemsOf, stampedForWrite } from '@workhub/domain';
import { badRequest } from './http.js';
import { conflict } from './errors.js';

/**
 * A stored document read with its domain schema. A stored value that does not fit is refused
 * as a bad request (400) naming each problem, under `what` ('content.data.layers.…'): it was
 * written around the services (straight into Firestore), and nothing is built on it.
 */
export function storedAs<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = problemsOf(result.error);
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [what, ...issue.path.map(String)].join('.');
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  throw badRequest(`The stored ${what} is not valid: ${problems.join('; ')}`, fieldErrors);
}

/**
 * A document of a versioned collection (domain STORED_SCHEMA_VERSIONS) as a service stores it:
 * brought to the current shape and stamped with the current `schemaVersion` (domain
 * stampedForWrite). A stored document it was made from that a newer WorkHub wrote, or whose
 * version is malformed, is a conflict (409) naming `what`: this version does not rewrite it.
 */
export function stampedToStore(collection: string, data: Record<string, unknown>, what: string): Record<string, unknown> {
  const stamped = stampedForWrite(collection, data);
  if (!stamped.ok) throw conflict(`The stored ${what} cannot be rewritten: ${stamped.message}`);
  return stamped.data;
}
