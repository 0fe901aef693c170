import type { Router } from 'express';
import { emailRoutes, storedSchemaOf } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { changeTemplate, historyOf } from './template-change.js';
import { conflict } from '../../lib/errors.js';

/**
 * POST /email/template/restore: puts back the text a history entry replaced, as a new change
 * (stamped by the server, kept in the history with restoredFrom). Text already so writes nothing.
 */
export function registerRestoreTemplate(router: Router): void {
  serve(router, emailRoutes.restoreTemplate, async (input, req) => {
    const change = await changeTemplate(
      req,
      input.id,
      async () => {
        // Read outside the transaction's locks: history entries are never changed once written.
        const snap = await historyOf(input.id).doc(String(input.version)).get();
        if (!snap.exists) throw notFound(`Email template ${input.id} has no version ${input.version}`);
        const entry = storedSchemaOf('emailTemplateHistory').safeParse(snap.data());
        if (!entry.success) throw conflict(`Version ${input.version} of ${input.id} is not readable`);
        return { ...entry.data.previous, restoredFrom: input.version };
      },
      () => 'version',
    );
    return change;
  });
}
