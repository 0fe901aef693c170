import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorDetails, fail, fieldErrorsOf, ok, requestFailureText } from './envelope';

describe('envelope', () => {
  it('has success, data and error', () => {
    expect(ok(1)).toEqual({ success: true, data: 1, error: null });
    expect(fail({ error: 'x', message: 'y' })).toEqual({ success: false, data: null, error: { error: 'x', message: 'y' } });
  });

  it("joins the response's error and message with ': '", () => {
    expect(requestFailureText({ error: 'not-found', message: 'No such job' })).toBe('not-found: No such job');
    expect(requestFailureText({ message: 'Only a message' })).toBe('Only a message');
    expect(requestFailureText(null, 'Bad Gateway')).toBe('Bad Gateway');
  });

  it('shows per-field errors as name: message, else the message', () => {
    expect(errorDetails({ message: 'Invalid request', fieldErrors: { title: 'Required', 'a.b': 'Too long' } })).toEqual([
      'title: Required',
      'a.b: Too long',
    ]);
    expect(errorDetails({ message: 'Boom' })).toEqual(['Boom']);
    expect(errorDetails(null)).toEqual([]);
  });

  it('turns zod issues into per-field errors', () => {
    const result = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ a: 1, b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsOf(result.error))).toEqual(['a', 'b.c']);
  });
});
