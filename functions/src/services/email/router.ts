import { Router } from 'express';
import { registerDocsJson } from '../../lib/docs-json.js';
import { registerRenderTemplate } from './render-template.js';
import { registerSendMail } from './send-mail.js';
import { registerSent } from './sent.js';
import { registerTemplateHistory } from './template-history.js';
import { registerPutTemplate } from './template-put.js';
import { registerRestoreTemplate } from './template-restore.js';

/**
 * Email service (docs/staff-tools.md "Services", "Mail as built"). Mounted at /email; every route
 * needs a staff token. One file per route. Templates change only here (PUT /template, POST
 * /template/restore), stamped by the server and kept in their history.
 */
export const emailRouter = Router();

registerRenderTemplate(emailRouter);
registerSendMail(emailRouter);
registerSent(emailRouter);
registerPutTemplate(emailRouter);
registerTemplateHistory(emailRouter);
registerRestoreTemplate(emailRouter);
registerDocsJson(emailRouter, '/email', 'the Email service');
