import { create } from 'zustand';
import type { EmailTemplate, EmailTemplateField, EmailTemplateVersion, MailData, RenderedMail } from '@workhub/domain';
import { dbService } from '../../services/db-service';
import { emailService, type SendAnswer } from '../../services/email-service';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

export const MAIL_STORE = 'mail';

interface MailState extends ErrorSlice {
  /** Templates by name (database service GET emailTemplates, limit 1000). */
  templates: EmailTemplate[];
  status: 'idle' | 'loading' | 'success' | 'error';
  load: () => Promise<void>;
  /** PUT one named field through the email service, which stamps updatedAt / updatedBy and keeps the change in the history. */
  saveField: (template: EmailTemplate, field: EmailTemplateField, value: string) => Promise<boolean>;
  /** The history of the template last asked for, newest first. */
  history: { id: string; versions: EmailTemplateVersion[] } | null;
  loadHistory: (id: string) => Promise<void>;
  /** Puts back the text a history entry replaced (a new change). */
  restore: (id: string, version: number) => Promise<boolean>;
  render: (input: { template: string; projectId?: string; data?: MailData }) => Promise<RenderedMail | undefined>;
  sendTest: (input: { template: string; projectId?: string; data?: MailData }) => Promise<SendAnswer | undefined>;
}

const byName = (a: EmailTemplate, b: EmailTemplate) => a.name.localeCompare(b.name);

export const useMailStore = create<MailState>((set, get) => {
  /** The last history read asked for: an answer to an earlier one (slower, or a re-mount's twin) is dropped, never shown over a newer list. */
  let historyTicket = 0;
  /** Takes the server's template (its text and its stamp); the page reads the history again when the stamp moves. */
  function applyChange(template: EmailTemplate) {
    set({ templates: get().templates.map((t) => (t.id === template.id ? template : t)) });
  }
  return {
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
      const done = await runStoreAction(MAIL_STORE, set, () => emailService.putTemplate({ id: template.id, field, value }));
      if (done === undefined) return false;
      applyChange(done.template);
      return true;
    },
    history: null,
    loadHistory: async (id) => {
      const ticket = ++historyTicket;
      const found = await runStoreAction(MAIL_STORE, set, () => emailService.templateHistory(id));
      if (found && ticket === historyTicket) set({ history: { id, versions: found.versions } });
    },
    restore: async (id, version) => {
      const done = await runStoreAction(MAIL_STORE, set, () => emailService.restoreTemplate({ id, version }));
      if (done === undefined) return false;
      applyChange(done.template);
      return true;
    },
    render: (input) => runStoreAction(MAIL_STORE, set, () => emailService.renderTemplate(input)),
    sendTest: (input) => runStoreAction(MAIL_STORE, set, () => emailService.sendMail(input)),
  };
});
