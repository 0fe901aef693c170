import { z } from 'zod';
import { projectIdSchema } from './requests.js';

/**
 * The client preference questions (core spec section 9) asked on a project's client tab, and the
 * schema of the answers stored in `projects/{id}.clientPreferences` (POST
 * /projects/clientPreferences replaces them whole). Every answer is optional (a client may not
 * have answered yet); unknown keys are refused.
 */

export const CONSTRUCTION_DAYS = ['weekdays', 'saturday', 'sunday'] as const;
export const CRANE_ACCESS = ['street', 'driveway', 'alley', 'neighbour easement'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;

/** The hours proposed to the client (core spec section 9). */
export const DEFAULT_CONSTRUCTION_HOURS = { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' } as const;

export type ClientPreferenceKind = 'hours' | 'text' | 'choice' | 'boolean';

export interface ClientPreferenceQuestion {
  key: 'constructionHours' | 'storageSpace' | 'craneAccess' | 'petsOnSite' | 'preferredContact' | 'notes';
  label: string;
  help: string;
  kind: ClientPreferenceKind;
  options?: readonly string[];
  maxLength?: number;
}

export const CLIENT_PREFERENCE_QUESTIONS: readonly ClientPreferenceQuestion[] = [
  {
    key: 'constructionHours',
    label: 'Construction hours',
    help: 'We work 7am-9pm Monday to Friday, 8am-6pm Saturday and not on Sunday. Does that work for you?',
    kind: 'hours',
  },
  {
    key: 'storageSpace',
    label: 'Storage space',
    help: "Is there a 10'x12' space on site where we can store materials during construction?",
    kind: 'text',
    maxLength: 200,
  },
  { key: 'craneAccess', label: 'Crane access', help: 'How can the crane reach the site?', kind: 'choice', options: CRANE_ACCESS },
  { key: 'petsOnSite', label: 'Pets on site', help: 'Will there be pets on the property during construction?', kind: 'boolean' },
  {
    key: 'preferredContact',
    label: 'Preferred contact',
    help: 'How would you like us to reach you?',
    kind: 'choice',
    options: CONTACT_METHODS,
  },
  {
    key: 'notes',
    label: 'Notes',
    help: 'Anything else the crew should know (gate codes, neighbours, trees)?',
    kind: 'text',
    maxLength: 2000,
  },
];

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
