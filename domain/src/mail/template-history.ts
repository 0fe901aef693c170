import { z } from 'zod';
import { EMAIL_TEMPLATE_FIELDS, mailDocIdSchema, type EmailTemplate, type EmailTemplateField } from './template.js';

/**
 * Editing email templates (issue 23): only through the email service, which stamps the editor and
 * the time from the verified token and its clock, and keeps every change in
 * `emailTemplates/{id}/history/{version}` (written in the same transaction as the change). Each
 * entry holds who and when, the fields it changed, and the template's whole editable text *before*
 * the change, so every earlier text can be seen and restored (a restore is itself a new change).
 */

/** The editable text of a template (what a history entry keeps and a restore puts back). */
export type EmailTemplateText = Pick<EmailTemplate, EmailTemplateField>;

export const EMAIL_TEMPLATE_HISTORY = 'history';
/** The fields the server sets on every change; a request naming them is refused (400). */
export const EMAIL_TEMPLATE_STAMP_FIELDS = ['updatedBy', 'updatedAt'] as const;

/** PUT /email/template: one named field of one template (the page's Enter / blur). */
export const putEmailTemplateRequestSchema = z
  .object({
    id: mailDocIdSchema.describe('The template name (emailTemplates/{name})'),
    field: z.enum(EMAIL_TEMPLATE_FIELDS).describe('The field to change: description, subject or body'),
    value: z.string().describe('Its new text (checked against the template schema)'),
  })
  .strict();
export type PutEmailTemplateRequest = z.infer<typeof putEmailTemplateRequestSchema>;

export const TEMPLATE_HISTORY_DEFAULT_LIMIT = 100;
/** GET /email/template/history: a template's changes, newest first. */
export const emailTemplateHistoryQuerySchema = z
  .object({
    id: mailDocIdSchema.describe('The template name (emailTemplates/{name})'),
    limit: z.preprocess(
      (raw) => (raw === '' ? undefined : raw),
      z.coerce.number({ message: 'Must be a whole number' }).int().min(1).max(500).default(TEMPLATE_HISTORY_DEFAULT_LIMIT),
    ),
  })
  .strict();

/** POST /email/template/restore: puts back the text a change replaced, as a new change. */
export const restoreEmailTemplateRequestSchema = z
  .object({
    id: mailDocIdSchema.describe('The template name (emailTemplates/{name})'),
    version: z.number().int().min(1).describe('The history entry whose earlier text is restored'),
  })
  .strict();

const editableText = z
  .object({ description: z.string(), subject: z.string(), body: z.string() })
  .strict() satisfies z.ZodType<EmailTemplateText>;

/** `emailTemplates/{id}/history/{version}`: one change, written only by the email service. */
export const emailTemplateVersionSchema = z
  .object({
    /** 1, 2, 3… per template; the document id is its decimal text. */
    version: z.number().int().min(1),
    template: z.string(),
    /** The verified token's email and the server's ISO time: the same stamp the template got. */
    changedBy: z.string(),
    changedAt: z.string(),
    /** The fields this change set (in page order). */
    fields: z.array(z.enum(EMAIL_TEMPLATE_FIELDS)).min(1),
    /** The template's whole editable text before the change. */
    previous: editableText,
    /** The template's stamp before the change (absent for a seeded template never changed). */
    previousUpdatedAt: z.string().optional(),
    previousUpdatedBy: z.string().optional(),
    /** Set when the change restored the earlier text of that version. */
    restoredFrom: z.number().int().min(1).optional(),
  })
  .strict();
export type EmailTemplateVersion = z.infer<typeof emailTemplateVersionSchema>;

/** The answer of PUT /email/template and POST /email/template/restore. */
export interface EmailTemplateChange {
  template: EmailTemplate;
  /** The new history entry's version, or null when the text was already so (nothing written). */
  version: number | null;
}

/** The editable text of a template. */
export const templateText = (t: EmailTemplateText): EmailTemplateText => ({ description: t.description, subject: t.subject, body: t.body });

/** The fields where `next` differs from `current`, in page order. */
export function changedTemplateFields(current: EmailTemplateText, next: EmailTemplateText): EmailTemplateField[] {
  return EMAIL_TEMPLATE_FIELDS.filter((f) => current[f] !== next[f]);
}
