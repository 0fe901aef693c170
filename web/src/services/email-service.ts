import type { MailData, RenderedMail, SentMail } from '@workhub/domain';
import { serviceClient } from './service-client';

const client = serviceClient('email');

export interface SendAnswer {
  id: string;
  state: 'sent';
  messageId: string;
  to: string[];
  subject: string;
}

/** Email service (docs/staff-tools.md "Mail as built"): render a template, send it, the sent-mail record. */
export const emailService = {
  renderTemplate: (input: { template: string; projectId?: string; data?: MailData }) => client.post<RenderedMail>('/renderTemplate', input),
  /** Without `to` the mail goes to the signed-in user; the sender is always the server's. */
  sendMail: (input: { template: string; projectId?: string; data?: MailData; to?: string | string[] }) =>
    client.post<SendAnswer>('/sendMail', input),
  sent: (limit?: number) => client.get<{ mails: SentMail[] }>('/sent', { limit }),
};
