import { erpWebhookRouter } from './webhook-router.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import {
  erpFieldsOptionsQuerySchema,
  erpSearchQuerySchema,
  erpDocumentQuerySchema,
  erpDocumentPutSchema,
  erpMaintenanceQuerySchema,
  erpResyncInputSchema,
} from '@workhub/domain';
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

route(
  erpRouter,
  'GET',
  '/fields_options',
  {
    input: 'query',
    schema: erpFieldsOptionsQuerySchema,
    answer: 'the envelope data',
    summary: '{ <field>: [options] }, read from the first data entry (domain rule fieldOptionsFrom); blank options dropped',
  },
  getFieldsOptions,
);
route(
  erpRouter,
  'GET',
  '/search',
  {
    input: 'query',
    schema: erpSearchQuerySchema,
    answer: 'the envelope data',
    summary: '{ message: [names, sorted case-insensitively] }',
  },
  getSearch,
);
route(
  erpRouter,
  'GET',
  '/document',
  {
    input: 'query',
    schema: erpDocumentQuerySchema,
    answer: '404 for an unknown item',
    summary: 'The shaped Item (item_defaults first entry only; a blank reorder entry when none)',
  },
  getDocument,
);
route(
  erpRouter,
  'PUT',
  '/document',
  {
    input: 'body',
    schema: erpDocumentPutSchema,
    answer: '{ failed, updated }',
    summary:
      "Saves table edits to ERP items, one field each: { documents: [{ docType: 'Item', name, field, value }] } → { failed, updated }; a default or reorder field is changed in the first row of its child table and every other row is kept",
  },
  putDocument,
);
route(
  erpRouter,
  'GET',
  '/items_maintenanceTool',
  {
    input: 'query',
    schema: erpMaintenanceQuerySchema,
    answer:
      "{ items, limit, skip }: the ERP's items in item_code order, flattened to table rows with their stock (the sum of their Bins), one page of at most 2000 (a page shorter than limit is the last)",
    summary:
      "The ERP's items in item_code order, flattened to table rows with their stock (the sum of their Bins), one page of at most 2000 (a page shorter than limit is the last)",
  },
  getItemsMaintenance,
);
route(
  erpRouter,
  'POST',
  '/resync',
  {
    input: 'body',
    schema: erpResyncInputSchema,
    answer: "202 { jobId }: starts the background job 'erp",
    summary:
      "True } or { names: [...] } → 202 { jobId }: starts the background job 'erp.resync' (functions/src/jobs) that re-reads every ERP item (or the named ones) in bulk and rewrites the erpItems mirror; its status is the job document backgroundJobs/{jobId} (queued → running with substatus 'mirrored N of M' → done / error; stalled when its lease runs out) and the stage config/erpMirror.resync",
  },
  startResync,
);

registerDocsJson(erpRouter, '/erp', 'the ERP service and its webhook', { '/erp/webhook': erpWebhookRouter });
