import type { Router } from 'express';
import { putEmailTemplateRequestSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { changeTemplate, refuseStamps } from './template-change.js';

/**
 * PUT /email/template: sets one named field of a template (the page's Enter / blur). The server
 * stamps updatedBy (the verified token's email) and updatedAt, and keeps the change with the text
 * it replaced in emailTemplates/{id}/history/{n}, in the same transaction.
 */
export function registerPutTemplate(router: Router): void {
  route(
    router,
    'PUT',
    '/template',
    {
      input: 'body',
      schema: putEmailTemplateRequestSchema,
      answer: '{ template (with the server’s updatedBy / updatedAt), version: the history entry, or null when unchanged }',
      summary: 'Changes one field of an email template, stamped by the server and kept in the template’s history',
    },
    handle(async (req, res) => {
      refuseStamps(req.body);
      const input = parse(putEmailTemplateRequestSchema, req.body);
      sendOk(
        res,
        await changeTemplate(
          req,
          input.id,
          () => ({ [input.field]: input.value }),
          () => 'value',
        ),
      );
    }),
  );
}
