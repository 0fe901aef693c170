import { create } from 'zustand';
import type { EmailTemplate, EmailTemplateField, MailData, RenderedMail } from '@workhub/domain';
import { dbService } from '../../services/db-service';
import { emailService, type SendAnswer } from '../../services/email-service';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

export const MAIL_STORE = 'mail';

interface MailState extends ErrorSlice {
  /** Templates by name (database service GET emailTemplates, limit 1000). */
  templates: EmailTemplate[];
  status: 'idle' | 'loading' | 'success' | 'error';
  load: () => Promise<void>;
  /** PUT one named field; the service stamps the template's updatedAt / updatedBy (its version) and answers them. */
  saveField: (template: EmailTemplate, field: EmailTemplateField, value: string) => Promise<boolean>;
  render: (input: { template: string; projectId?: string; data?: MailData }) => Promise<RenderedMail | undefined>;
  sendTest: (input: { template: string; projectId?: string; data?: MailData }) => Promise<SendAnswer | undefined>;
}

const byName = (a: EmailTemplate, b: EmailTemplate) => a.name.localeCompare(b.name);

export const useMailStore = create<MailState>((set, get) => ({
  error: null,
  templates: [],
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    const found = await runStoreAction(MAIL_STORE, set, () => dbService.find<EmailTemplate>('emailTemplates', { limit: 1000 }));
    if (found) set({ templates: [...found.items].sort(byName), status: 'success' });
    else set({ status: 'error' });
  },
  saveField: async (template, field, value) => {
    if (template[field] === value) return true;
    const done = await runStoreAction(MAIL_STORE, set, () =>
      dbService.update('emailTemplates', { id: template.id }, { $set: { [field]: value } }),
    );
    if (done === undefined) return false;
    const changes = { [field]: value, updatedAt: done.updatedAt, updatedBy: done.updatedBy };
    set({ templates: get().templates.map((t) => (t.id === template.id ? { ...t, ...changes } : t)) });
    return true;
  },
  render: (input) => runStoreAction(MAIL_STORE, set, () => emailService.renderTemplate(input)),
  sendTest: (input) => runStoreAction(MAIL_STORE, set, () => emailService.sendMail(input)),
}));
