import type { Router } from 'express';
import { emailTemplateVersionSchema, restoreEmailTemplateRequestSchema } from '@workhub/domain';
import { handle, notFound, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { changeTemplate, historyOf, refuseStamps } from './template-change.js';
import { conflict } from '../../lib/errors.js';

/**
 * POST /email/template/restore: puts back the text a history entry replaced, as a new change
 * (stamped by the server, kept in the history with restoredFrom). Text already so writes nothing.
 */
export function registerRestoreTemplate(router: Router): void {
  route(
    router,
    'POST',
    '/template/restore',
    {
      input: 'body',
      schema: restoreEmailTemplateRequestSchema,
      answer: '{ template (with the server’s updatedBy / updatedAt), version: the new history entry, or null when unchanged }',
      summary: 'Restores the text an earlier change of an email template replaced, as a new change kept in its history',
    },
    handle(async (req, res) => {
      refuseStamps(req.body);
      const input = parse(restoreEmailTemplateRequestSchema, req.body);
      const change = await changeTemplate(
        req,
        input.id,
        async () => {
          // Read outside the transaction's locks: history entries are never changed once written.
          const snap = await historyOf(input.id).doc(String(input.version)).get();
          if (!snap.exists) throw notFound(`Email template ${input.id} has no version ${input.version}`);
          const entry = emailTemplateVersionSchema.safeParse(snap.data());
          if (!entry.success) throw conflict(`Version ${input.version} of ${input.id} is not readable`);
          return { ...entry.data.previous, restoredFrom: input.version };
        },
        () => 'version',
      );
      sendOk(res, change);
    }),
  );
}
