import { z } from 'zod';
import { documentIdProblem } from '../firestore-limits.js';
import { MILESTONES } from '../projects/milestones.js';

/**
 * Email templates (docs/staff-tools.md "Mail as built"): `emailTemplates/{name}`, edited one named
 * field at a time through the database service. `subject` and `body` hold plain text with
 * `{{variable}}` placeholders; the email service renders them (render.ts).
 */
export const EMAIL_TEMPLATE_LIMITS = {
  subjectChars: 200,
  bodyChars: 20_000,
  descriptionChars: 500,
} as const;

/** The fields of a template an admin edits on /admin/email/{id}, in page order. */
export const EMAIL_TEMPLATE_FIELDS = ['description', 'subject', 'body'] as const;
export type EmailTemplateField = (typeof EMAIL_TEMPLATE_FIELDS)[number];

export const emailTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string().min(1).max(100),
    description: z.string().max(EMAIL_TEMPLATE_LIMITS.descriptionChars),
    subject: z
      .string()
      .min(1, 'A mail needs a subject')
      .max(EMAIL_TEMPLATE_LIMITS.subjectChars)
      .refine((s) => !/[\r\n]/.test(s), 'One line only'),
    body: z.string().min(1, 'A mail needs a body').max(EMAIL_TEMPLATE_LIMITS.bodyChars),
    /** When a field last changed (ISO time): the template's version in each sent mail. */
    updatedAt: z.string().optional(),
    updatedBy: z.string().optional(),
  })
  .strict();
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** A document id (template name, project id) in a request. */
export const mailDocIdSchema = z
  .string()
  .min(1)
  .superRefine((id, ctx) => {
    const problem = documentIdProblem(id);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Caller data for the free variables of a template (`{{reviewWeeks}}`): a flat map of names to
 * short scalar values. Names start with a letter (so no `__proto__`, `constructor` is refused as it
 * is no variable of any template but would not harm: values are read as own properties only).
 */
export const MAIL_DATA_LIMITS = { keys: 50, valueChars: 2000 } as const;
export const MAIL_VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const mailDataRecord = z
  .record(
    z.string().regex(MAIL_VARIABLE_NAME, 'A variable name: a letter, then letters, digits or _ (at most 64)'),
    z.union([z.string().max(MAIL_DATA_LIMITS.valueChars), z.number(), z.boolean()]),
  )
  .refine((data) => Object.keys(data).length <= MAIL_DATA_LIMITS.keys, `At most ${MAIL_DATA_LIMITS.keys} variables`);
/** Checks the keys as sent (a record schema would drop an own `__proto__` key silently). */
export const mailDataSchema = z
  .unknown()
  .superRefine((raw, ctx) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return;
    const bad = Object.keys(raw).find((k) => !MAIL_VARIABLE_NAME.test(k));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', path: [bad], message: `${bad} is not a variable name` });
  })
  .pipe(mailDataRecord);
export type MailData = z.infer<typeof mailDataSchema>;

/** The variables a template may use from the project it is rendered for (`{{project.clientName}}`). */
export const PROJECT_MAIL_VARIABLES = [
  'id',
  'clientName',
  'address',
  'street',
  'city',
  'state',
  'zip',
  'phase',
  'buildSlot',
  'buildSpec',
  ...MILESTONES.map((m) => `milestones.${m.name}`),
] as const;
/** The variables about the signed-in sender (`{{sender.name}}`). */
export const SENDER_MAIL_VARIABLES = ['name', 'email'] as const;
