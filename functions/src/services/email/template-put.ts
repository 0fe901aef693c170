import type { Router } from 'express';
import { emailRoutes } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
import { changeTemplate } from './template-change.js';

/**
 * PUT /email/template: sets one named field of a template (the page's Enter / blur). The server
 * stamps updatedBy (the verified token's email) and updatedAt, and keeps the change with the text
 * it replaced in emailTemplates/{id}/history/{n}, in the same transaction.
 */
export function registerPutTemplate(router: Router): void {
  serve(router, emailRoutes.putTemplate, async (input, req) => {
    return changeTemplate(
      req,
      input.id,
      () => ({ [input.field]: input.value }),
      () => 'value',
    );
  });
}
