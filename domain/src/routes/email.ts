import { z } from 'zod';
import {
  EMAIL_TEMPLATE_STAMP_FIELDS,
  emailTemplateHistoryQuerySchema,
  emailTemplateSchema,
  emailTemplateVersionSchema,
  putEmailTemplateRequestSchema,
  renderTemplateRequestSchema,
  renderedMailSchema,
  restoreEmailTemplateRequestSchema,
  sendMailRequestSchema,
  sentMailSchema,
  sentMailsQuerySchema,
} from '../mail/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** A field the server sets: a request naming it is refused with this text on the field. */
const setByServer = (text: string) => z.never({ error: text }).optional().describe(`Refused: ${text}`);
/** The stamps of a template change (updatedBy, updatedAt) are the server's. */
const noStamps = Object.fromEntries(
  EMAIL_TEMPLATE_STAMP_FIELDS.map((f) => [f, setByServer('Set by the server (who and when), not by the caller')]),
) as Record<(typeof EMAIL_TEMPLATE_STAMP_FIELDS)[number], ReturnType<typeof setByServer>>;

const templateChange = z.object({ template: emailTemplateSchema, version: z.number().int().nullable() });

/** The Email service (docs/staff-tools.md "Services", "Mail as built"), mounted at /email. */
export const emailRoutes = {
  renderTemplate: defineRoute({
    service: 'email',
    method: 'POST',
    path: '/renderTemplate',
    input: 'body',
    schema: renderTemplateRequestSchema,
    answer: renderedMailSchema,
    summary:
      "Renders an email template against a project's fields, the caller as sender and the given data; reports missing and unknown variables (nothing is written).",
  }),
  sendMail: defineRoute({
    service: 'email',
    method: 'POST',
    path: '/sendMail',
    input: 'body',
    // The sender is the server's (MAIL_FROM): a caller's `from` is refused by name.
    schema: sendMailRequestSchema.extend({ from: setByServer('Not allowed: every mail comes from the server’s MAIL_FROM') }),
    answer: z.object({ id: z.string(), state: z.literal('sent'), messageId: z.string(), to: z.array(z.string()), subject: z.string() }),
    errors:
      '400 for bad input or missing / unknown variables; 403 for another recipient or one outside the allowed domains; 404 for an unknown template or project; 429 over the rate; 502 when the SMTP server does not take the mail (recorded as failed)',
    summary: 'Sends a test mail of an email template to the caller only, from the server’s sender, and records it in the sent mail.',
  }),
  sent: defineRoute({
    service: 'email',
    method: 'GET',
    path: '/sent',
    input: 'query',
    schema: sentMailsQuerySchema,
    answer: z.object({ mails: z.array(sentMailSchema) }),
    errors: '403 for a caller who is not a workspace admin',
    summary: 'The record of sent mail, newest first (workspace admins only).',
  }),
  putTemplate: defineRoute({
    service: 'email',
    method: 'PUT',
    path: '/template',
    input: 'body',
    schema: putEmailTemplateRequestSchema.extend(noStamps),
    answer: templateChange,
    answerText: '{ template (with the server’s updatedBy / updatedAt), version: the history entry, or null when unchanged }',
    errors: '404 for an unknown template; 400 for a stamp, a field that is not editable or a text the template schema refuses',
    summary: 'Changes one field of an email template, stamped by the server and kept in the template’s history.',
  }),
  templateHistory: defineRoute({
    service: 'email',
    method: 'GET',
    path: '/template/history',
    input: 'query',
    schema: emailTemplateHistoryQuerySchema,
    answer: z.object({ versions: z.array(emailTemplateVersionSchema) }),
    errors: '404 for an unknown template',
    summary: 'The changes of an email template, newest first, each with who, when and the text it replaced.',
  }),
  restoreTemplate: defineRoute({
    service: 'email',
    method: 'POST',
    path: '/template/restore',
    input: 'body',
    schema: restoreEmailTemplateRequestSchema.extend(noStamps),
    answer: templateChange,
    answerText: '{ template (with the server’s updatedBy / updatedAt), version: the new history entry, or null when unchanged }',
    errors: '404 for an unknown template or version; 400 for a stamp',
    summary: 'Restores the text an earlier change of an email template replaced, as a new change kept in its history.',
  }),
  docsJson: docsJsonRoute('email', 'the Email service'),
};
