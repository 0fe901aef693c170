import { erpWebhookRouter } from './webhook-router.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { erpRoutes } from '@workhub/domain';
import { Router } from 'express';
import { getFieldsOptions } from './fields-options.js';
import { getSearch } from './search.js';
import { getDocument } from './document-get.js';
import { putDocument } from './document-put.js';
import { getItemsMaintenance } from './maintenance.js';
import { startResync } from './resync.js';

/**
 * ERP service (supporting spec §7 "ERP calls"; docs/stock-erp.md "ERP service"): the ERP through
 * functions/src/engines/erp (the stand-in locally). Mounted at /erp; every route needs a staff token and is served
 * from its contract (domain/src/routes/erp.ts).
 * The ERP's webhook, POST /erp/webhook, is its own router (webhook-router.ts): signed, no token.
 */
export const erpRouter = Router();

serve(erpRouter, erpRoutes.fieldsOptions, getFieldsOptions);
serve(erpRouter, erpRoutes.search, getSearch);
serve(erpRouter, erpRoutes.document, getDocument);
serve(erpRouter, erpRoutes.put, putDocument);
serve(erpRouter, erpRoutes.maintenance, getItemsMaintenance);
serve(erpRouter, erpRoutes.resync, startResync);

registerDocsJson(erpRouter, '/erp', 'the ERP service and its webhook', { '/erp/webhook': erpWebhookRouter });
