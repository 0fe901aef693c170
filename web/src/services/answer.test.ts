import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerParser } from './answer';

describe('answerParser', () => {
  const parsed = answerParser('erp');
  const schema = z.object({ message: z.array(z.string()) });

  it('answers the value as the schema reads it', () => {
    expect(parsed(schema, { message: ['a', 'b'], extra: 1 }, 'search answer')).toEqual({ message: ['a', 'b'] });
  });

  it('names the service, what was expected and the first problem with its path', () => {
    expect(() => parsed(schema, { message: ['a', 2] }, 'search answer')).toThrow(/^erp: unexpected search answer \(message\.1: .+\)$/);
    expect(() => parsed(z.string(), 3, 'name')).toThrow(/^erp: unexpected name \(answer: .+\)$/);
  });
});
