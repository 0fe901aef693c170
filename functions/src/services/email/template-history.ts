import type { Router } from 'express';
import { emailTemplateHistoryQuerySchema, emailTemplateVersionSchema } from '@workhub/domain';
import { handle, notFound, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { historyOf, templateRef } from './template-change.js';

/** GET /email/template/history: a template's changes, newest first (who, when, the fields, the text before). */
export function registerTemplateHistory(router: Router): void {
  route(
    router,
    'GET',
    '/template/history',
    {
      input: 'query',
      schema: emailTemplateHistoryQuerySchema,
      answer:
        '{ versions: { version, changedBy, changedAt, fields, previous: { description, subject, body }, restoredFrom? }[] } newest first',
      summary: 'The changes of an email template, newest first, each with who, when and the text it replaced',
    },
    handle(async (req, res) => {
      const input = parse(emailTemplateHistoryQuerySchema, req.query);
      if (!(await templateRef(input.id).get()).exists) throw notFound(`No email template ${input.id}`);
      const snap = await historyOf(input.id).orderBy('version', 'desc').limit(input.limit).get();
      const versions = snap.docs.flatMap((d) => {
        const parsed = emailTemplateVersionSchema.safeParse(d.data());
        return parsed.success ? [parsed.data] : [];
      });
      sendOk(res, { versions });
    }),
  );
}
