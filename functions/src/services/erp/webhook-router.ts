import { Router } from 'express';
import { erpWebhookBodySchema } from '@workhub/domain';
import { route } from '../../lib/route-docs.js';
import { erpWebhook } from './webhook.js';

/**
 * The ERP's webhook (docs/stock-erp.md "Keeping the mirror current"), mounted at /erp/webhook
 * with no staff token: the ERP calls it, and each call is checked by its signature instead.
 */
export const erpWebhookRouter = Router();

route(
  erpWebhookRouter,
  'POST',
  '/',
  {
    input: 'body',
    schema: erpWebhookBodySchema,
    answer: "{ doctype, item, action: 'mirrored' | 'deleted' }; 401 for a missing or wrong signature",
    summary:
      "ERPNext's signed webhook (no staff token; X-Frappe-Webhook-Signature): re-reads the named item from the ERP and writes or deletes its mirror doc",
  },
  erpWebhook,
);
