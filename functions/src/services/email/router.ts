import { Router } from 'express';
import { registerEmailDocsJson } from './docs-json.js';
import { registerRenderTemplate } from './render-template.js';
import { registerSendMail } from './send-mail.js';
import { registerSent } from './sent.js';

/**
 * Email service (docs/staff-tools.md "Services", "Mail as built"). Mounted at /email; every route
 * needs a staff token. One file per route.
 */
export const emailRouter = Router();

registerRenderTemplate(emailRouter);
registerSendMail(emailRouter);
registerSent(emailRouter);
registerEmailDocsJson(emailRouter);
