/**
 * The ERP calls' answer (supporting spec §7 "ERP calls": success flag, data, error). Unknown
 * extra keys are kept; `error` may be a string or an object with a message.
 */
import { z } from 'zod';

export const erpAnswerSchema = z.looseObject({
  success: z.boolean(),
  data: z.unknown().optional(),
  error: z.unknown().optional(),
});
export type ErpAnswer = z.infer<typeof erpAnswerSchema>;

/** The readable error of an answer: the error string, its `message`, or a fallback. */
export function erpErrorMessage(error: unknown, fallback = 'The ERP call failed'): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
