import type { Router } from 'express';
import { renderMail, renderTemplateRequestSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { loadTemplate, mailContext } from './mail-context.js';

/** POST /email/renderTemplate: a template and its data → subject, HTML, text, missing and unknown variables (nothing written). */
export function registerRenderTemplate(router: Router): void {
  route(
    router,
    'POST',
    '/renderTemplate',
    {
      input: 'body',
      schema: renderTemplateRequestSchema,
      answer: '{ subject, html, text, missing: string[], unknown: string[] }',
      summary:
        "Renders an email template against a project's fields, the caller as sender and the given data; reports missing and unknown variables",
    },
    handle(async (req, res) => {
      const input = parse(renderTemplateRequestSchema, req.body);
      const template = await loadTemplate(input.template);
      sendOk(res, renderMail(template, await mailContext(req.caller, input.projectId, input.data)));
    }),
  );
}
