import type { Router } from 'express';
import { emailRoutes, storedSchemaOf } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { serve } from '../../lib/route-docs.js';
import { notAllowed } from '../../lib/errors.js';

/** GET /email/sent: the newest sent mails (workspace admins only; the page reads them live, rules: admins). */
export function registerSent(router: Router): void {
  serve(router, emailRoutes.sent, async (input, req) => {
    if (!req.caller?.isWorkspaceAdmin) throw notAllowed('Only workspace admins read the sent mail');
    const snap = await firestore.collection('sentMails').orderBy('sentAt', 'desc').limit(input.limit).get();
    const mails = snap.docs.flatMap((d) => {
      const parsed = storedSchemaOf('sentMails').safeParse({ id: d.id, ...d.data() });
      return parsed.success ? [parsed.data] : [];
    });
    return { mails };
  });
}
