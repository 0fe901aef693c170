import type { Router } from 'express';
import { rateWindow, recipientAllowed, recipientsOf, renderMail, emailRoutes, templateVersion, type SentMail } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest, HttpError } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { loadTemplate, mailContext } from './mail-context.js';
import { mailSettings, transportFor } from './mail-settings.js';
import { notAllowed } from '../../lib/errors.js';

/** Each sender's recent mail times (the sliding-minute rate limit); written by this service only. */
const RATES = 'mailRates';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /email/sendMail: a test mail. Renders a template and sends it over SMTP from the server's
 * MAIL_FROM to the caller (the verified token's email; a `to` naming anyone else is a 403: mail to
 * others is sent by the functions for the spec's events, never on a person's request), in
 * MAIL_ALLOWED_DOMAINS, at most MAIL_RATE_PER_MINUTE per sender. Every mail is recorded in sentMails/{id}: queued, then sent (messageId) or failed
 * (error). A refused request (bad input 400, another recipient or one outside the domains 403, unknown template
 * or project 404, missing or unknown variables 400, rate 429) sends and records nothing.
 */
export function registerSendMail(router: Router): void {
  serve(router, emailRoutes.sendMail, async (input, req, res) => {
    const settings = mailSettings();
    const caller = req.caller!;
    const to = recipientsOf(input.to, caller.email);
    if (to.length === 0 || !caller.email)
      throw badRequest('No recipient: the caller has no email address', { to: 'Required (the caller has no email address)' });
    // A person's request sends a test to themselves only; mail to others is the functions' own, for the spec's events.
    const others = to.filter((address) => !sameAddress(address, caller.email!));
    if (others.length > 0)
      throw notAllowed('A test mail goes to the sender only: mail to others is sent by the functions for their events', {
        to: `Not allowed: ${others.join(', ')} (only ${caller.email})`,
      });
    const outside = to.filter((address) => !recipientAllowed(address, settings.allowedDomains));
    if (outside.length > 0)
      throw notAllowed(`Mail goes to ${settings.allowedDomains.join(' and ')} addresses only`, {
        to: `Not allowed: ${outside.join(', ')}`,
      });
    const template = await loadTemplate(input.template);
    const mail = renderMail(template, await mailContext(caller, input.projectId, input.data));
    if (mail.missing.length > 0 || mail.unknown.length > 0)
      throw badRequest('The template cannot be filled in completely', {
        ...(mail.missing.length ? { data: `Missing: ${mail.missing.join(', ')}` } : {}),
        ...(mail.unknown.length ? { template: `Unknown variables: ${mail.unknown.map((u) => `{{${u}}}`).join(', ')}` } : {}),
      });

    const ref = firestore.collection('sentMails').doc();
    const now = new Date();
    const record: SentMail = {
      id: ref.id,
      template: template.id,
      version: templateVersion(template),
      to,
      from: settings.from,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      projectId: input.projectId ?? null,
      state: 'queued',
      sentBy: caller.email ?? caller.uid,
      sentAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    // The rate check and the queued record in one transaction: two requests at once cannot both pass.
    await firestore.runTransaction(async (tx) => {
      const rateRef = firestore.collection(RATES).doc(caller.uid);
      const rate = await tx.get(rateRef);
      const recent = (rate.get('recent') as unknown[] | undefined)?.filter((t): t is number => typeof t === 'number') ?? [];
      const window = rateWindow(recent, now.getTime(), settings.ratePerMinute);
      if (!window.allowed) {
        res.setHeader('Retry-After', String(window.retryAfterSeconds));
        throw new HttpError(
          429,
          'rate-limited',
          `At most ${settings.ratePerMinute} mails a minute: try again in ${window.retryAfterSeconds} s`,
        );
      }
      tx.set(rateRef, { recent: window.recent });
      const { id: _id, ...fields } = record;
      tx.create(ref, fields);
    });

    try {
      const info = await transportFor(settings).sendMail({
        from: settings.from,
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      const messageId = String(info.messageId ?? '');
      await ref.update({ state: 'sent', messageId, updatedAt: new Date().toISOString() });
      return { id: ref.id, state: 'sent' as const, messageId, to, subject: mail.subject };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await ref.update({ state: 'failed', error, updatedAt: new Date().toISOString() });
      throw new HttpError(502, 'mail-failed', `The SMTP server did not take the mail: ${error}`);
    }
  });
}
