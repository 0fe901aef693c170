import { describe, expect, it } from 'vitest';
import { erpAnswerSchema, erpErrorMessage } from './erp-answer.js';

describe('ERP answer', () => {
  it('needs a success flag and keeps data and error', () => {
    expect(erpAnswerSchema.parse({ success: true, data: { message: [] }, error: null })).toEqual({
      success: true,
      data: { message: [] },
      error: null,
    });
    expect(erpAnswerSchema.safeParse({ data: {} }).success).toBe(false);
    expect(erpAnswerSchema.safeParse({ success: 'yes' }).success).toBe(false);
    expect(erpAnswerSchema.safeParse(null).success).toBe(false);
  });

  it('reads the error message from a string or an object', () => {
    expect(erpErrorMessage('boom')).toBe('boom');
    expect(erpErrorMessage({ error: 'E', message: 'Not permitted' })).toBe('Not permitted');
    expect(erpErrorMessage(null)).toBe('The ERP call failed');
    expect(erpErrorMessage({ message: '' }, 'x')).toBe('x');
  });
});
