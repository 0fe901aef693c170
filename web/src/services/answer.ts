import type { z } from 'zod';

/**
 * The answer check of one service's client: `parsed(schema, value, what)` is the answer as the
 * schema reads it, or an Error naming the service, what was expected and the first problem with
 * its path ('erp: unexpected options (docType: Expected string)') — a service answering what the
 * page cannot read fails the store action with that text instead of showing wrong data.
 */
export function answerParser(service: string) {
  return function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new Error(`${service}: unexpected ${what} (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid'})`);
  };
}
