import type { z } from 'zod';
import { problemsOf } from '@workhub/domain';
import { badRequest } from './http.js';

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
