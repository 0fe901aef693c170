import type { Router } from 'express';
import { emailRoutes, storedSchemaOf } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { historyOf, templateRef } from './template-change.js';

/** GET /email/template/history: a template's changes, newest first (who, when, the fields, the text before). */
export function registerTemplateHistory(router: Router): void {
  serve(router, emailRoutes.templateHistory, async (input) => {
    if (!(await templateRef(input.id).get()).exists) throw notFound(`No email template ${input.id}`);
    const snap = await historyOf(input.id).orderBy('version', 'desc').limit(input.limit).get();
    const versions = snap.docs.flatMap((d) => {
      const parsed = storedSchemaOf('emailTemplateHistory').safeParse(d.data());
      return parsed.success ? [parsed.data] : [];
    });
    return { versions };
  });
}
