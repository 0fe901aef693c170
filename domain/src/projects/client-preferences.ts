import { z } from 'zod';
import { projectIdSchema } from './requests.js';

/**
 * The client preference questions (core spec section 9) asked on a project's client tab, and the
 * schema of the answers stored in `projects/{id}.clientPreferences` (POST
 * /projects/clientPreferences replaces them whole). Every answer is optional (a client may not
 * have answered yet); unknown keys are refused.
 */

export const CRANE_ACCESS = ['street', 'driveway', 'alley', 'neighbour easement'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;

/** The hours proposed to the client (core spec section 9). */
export const DEFAULT_CONSTRUCTION_HOURS = { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' } as const;

/** '7am-9pm', '8:30am-5pm' or 'none'. */
const HOURS = /^(none|(1[0-2]|[1-9])(:[0-5]\d)?(am|pm)-(1[0-2]|[1-9])(:[0-5]\d)?(am|pm))$/;
const hoursSchema = z.string().max(20).regex(HOURS, "Hours like '7am-9pm', or 'none'");

export const clientPreferenceAnswersSchema = z.strictObject({
  constructionHours: z.strictObject({ weekdays: hoursSchema, saturday: hoursSchema, sunday: hoursSchema }).optional(),
  storageSpace: z.string().max(200, 'At most 200 characters').optional(),
  craneAccess: z.enum(CRANE_ACCESS).optional(),
  petsOnSite: z.boolean().optional(),
  preferredContact: z.enum(CONTACT_METHODS).optional(),
  notes: z.string().max(2000, 'At most 2000 characters').optional(),
});
export type ClientPreferenceAnswers = z.infer<typeof clientPreferenceAnswersSchema>;

/** POST /projects/clientPreferences. */
export const clientPreferencesInputSchema = z.strictObject({ projectId: projectIdSchema, preferences: clientPreferenceAnswersSchema });
