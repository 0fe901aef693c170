import type { Router } from 'express';
import { sentMailSchema, sentMailsQuerySchema } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { notAllowed } from '../../lib/errors.js';

/** GET /email/sent: the newest sent mails (workspace admins only; the page reads them live, rules: admins). */
export function registerSent(router: Router): void {
  route(
    router,
    'GET',
    '/sent',
    {
      input: 'query',
      schema: sentMailsQuerySchema,
      answer: '{ mails: SentMail[] } newest first (template, version, to, subject, html, text, state, error?, messageId?, sentBy, sentAt)',
      summary: 'The record of sent mail, newest first (workspace admins only)',
    },
    handle(async (req, res) => {
      const input = parse(sentMailsQuerySchema, req.query);
      if (!req.caller?.isWorkspaceAdmin) throw notAllowed('Only workspace admins read the sent mail');
      const snap = await firestore.collection('sentMails').orderBy('sentAt', 'desc').limit(input.limit).get();
      const mails = snap.docs.flatMap((d) => {
        const parsed = sentMailSchema.safeParse({ id: d.id, ...d.data() });
        return parsed.success ? [parsed.data] : [];
      });
      sendOk(res, { mails });
    }),
  );
}
