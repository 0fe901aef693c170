import { Router } from 'express';
import { erpWebhook } from './webhook.js';

/**
 * The ERP's webhook (docs/stock-erp.md "Keeping the mirror current"), mounted at /erp/webhook
 * with no staff token: the ERP calls it, and each call is checked by its signature instead.
 */
export const erpWebhookRouter = Router();

erpWebhookRouter.post('/', erpWebhook);
