import type { EmailTemplateChange, EmailTemplateVersion, MailData, PutEmailTemplateRequest, RenderedMail, SentMail } from '@workhub/domain';
import { serviceClient } from './service-client';

const client = serviceClient('email');

export interface SendAnswer {
  id: string;
  state: 'sent';
  messageId: string;
  to: string[];
  subject: string;
}

/** Email service (docs/staff-tools.md "Mail as built"): render a template, send a test, the sent-mail record, edit a template and its history. */
export const emailService = {
  renderTemplate: (input: { template: string; projectId?: string; data?: MailData }) => client.post<RenderedMail>('/renderTemplate', input),
  /** A test mail: it goes to the signed-in user only; the sender is always the server's. */
  sendMail: (input: { template: string; projectId?: string; data?: MailData }) => client.post<SendAnswer>('/sendMail', input),
  /** Sets one field of a template; the server stamps it and keeps the change in the history. */
  putTemplate: (input: PutEmailTemplateRequest) => client.put<EmailTemplateChange>('/template', input),
  templateHistory: (id: string) => client.get<{ versions: EmailTemplateVersion[] }>('/template/history', { id }),
  restoreTemplate: (input: { id: string; version: number }) => client.post<EmailTemplateChange>('/template/restore', input),
  sent: (limit?: number) => client.get<{ mails: SentMail[] }>('/sent', { limit }),
};
