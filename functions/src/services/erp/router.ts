import { Router } from 'express';
import { getFieldsOptions } from './fields-options.js';
import { getSearch } from './search.js';
import { getDocument } from './document-get.js';
import { putDocument } from './document-put.js';
import { getItemsMaintenance } from './maintenance.js';
import { startResync } from './resync.js';

/**
 * ERP service (supporting spec §7 "ERP calls"; docs/stock-erp.md "ERP service"): the ERP through
 * functions/src/engines/erp (the stand-in locally). Mounted at /erp; every route needs a staff token.
 * The ERP's webhook, POST /erp/webhook, is its own router (webhook-router.ts): signed, no token.
 */
export const erpRouter = Router();

erpRouter.get('/fields_options', getFieldsOptions);
erpRouter.get('/search', getSearch);
erpRouter.get('/document', getDocument);
erpRouter.put('/document', putDocument);
erpRouter.get('/items_maintenanceTool', getItemsMaintenance);
erpRouter.post('/resync', startResync);
