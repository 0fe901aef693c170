import type { Router } from 'express';
import { emailRoutes, renderMail } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
import { loadTemplate, mailContext } from './mail-context.js';

/** POST /email/renderTemplate: a template and its data → subject, HTML, text, missing and unknown variables (nothing written). */
export function registerRenderTemplate(router: Router): void {
  serve(router, emailRoutes.renderTemplate, async (input, req) => {
    const template = await loadTemplate(input.template);
    return renderMail(template, await mailContext(req.caller, input.projectId, input.data));
  });
}
