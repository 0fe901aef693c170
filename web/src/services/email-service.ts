import type { z } from 'zod';
import {
  emailRoutes,
  type EmailTemplateChange,
  type EmailTemplateVersion,
  type MailData,
  type PutEmailTemplateRequest,
  type RenderedMail,
  type SentMail,
} from '@workhub/domain';
import { callRoute } from './service-client';

export type SendAnswer = z.output<typeof emailRoutes.sendMail.answer>;

/** Email service (docs/staff-tools.md "Mail as built"): render a template, send a test, the sent-mail record, edit a template and its history. */
export const emailService = {
  renderTemplate: (input: { template: string; projectId?: string; data?: MailData }): Promise<RenderedMail> =>
    callRoute(emailRoutes.renderTemplate, input),
  /** A test mail: it goes to the signed-in user only; the sender is always the server's. */
  sendMail: (input: { template: string; projectId?: string; data?: MailData }): Promise<SendAnswer> =>
    callRoute(emailRoutes.sendMail, input),
  /** Sets one field of a template; the server stamps it and keeps the change in the history. */
  putTemplate: (input: PutEmailTemplateRequest): Promise<EmailTemplateChange> => callRoute(emailRoutes.putTemplate, input),
  templateHistory: (id: string): Promise<{ versions: EmailTemplateVersion[] }> => callRoute(emailRoutes.templateHistory, { id }),
  restoreTemplate: (input: { id: string; version: number }): Promise<EmailTemplateChange> => callRoute(emailRoutes.restoreTemplate, input),
  sent: (limit?: number): Promise<{ mails: SentMail[] }> => callRoute(emailRoutes.sent, { limit }),
};
