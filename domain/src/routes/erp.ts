import { z } from 'zod';
import {
  erpDocumentPutSchema,
  erpDocumentQuerySchema,
  erpFieldsOptionsQuerySchema,
  erpItemDocumentSchema,
  erpItemRowSchema,
  erpMaintenanceQuerySchema,
  erpResyncInputSchema,
  erpSearchQuerySchema,
} from '../stock/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

const erpDown = '502/503/504 naming the ERP when it is down, slow or not configured';

/**
 * The ERP service (supporting spec §7 "ERP calls"; docs/stock-erp.md "ERP service"), mounted at
 * /erp. Its signed webhook (POST /erp/webhook) stays on route(): its signature is checked before
 * the body is read (see functions/src/services/erp/webhook-router.ts).
 */
export const erpRoutes = {
  fieldsOptions: defineRoute({
    service: 'erp',
    method: 'GET',
    path: '/fields_options',
    input: 'query',
    schema: erpFieldsOptionsQuerySchema,
    answer: z.record(z.string(), z.array(z.string())),
    answerText: '{ <field>: [options] } — read from the first data entry; blank options dropped',
    errors: erpDown,
    summary: 'The Select options of the asked fields of an ERP doctype.',
  }),
  search: defineRoute({
    service: 'erp',
    method: 'GET',
    path: '/search',
    input: 'query',
    schema: erpSearchQuerySchema,
    answer: z.object({ message: z.array(z.string()) }),
    answerText: '{ message: [names, sorted case-insensitively] }',
    errors: erpDown,
    summary: 'The names of an ERP doctype, sorted case-insensitively.',
  }),
  document: defineRoute({
    service: 'erp',
    method: 'GET',
    path: '/document',
    input: 'query',
    schema: erpDocumentQuerySchema,
    answer: erpItemDocumentSchema,
    errors: `404 for an unknown item; ${erpDown}`,
    summary: 'The shaped Item (the first item default entry only; a blank reorder entry when none).',
  }),
  put: defineRoute({
    service: 'erp',
    method: 'PUT',
    path: '/document',
    input: 'body',
    schema: erpDocumentPutSchema,
    answer: z.object({
      failed: z.array(z.object({ docType: z.literal('Item'), name: z.string(), field: z.string(), message: z.string() })),
      updated: z.array(erpItemRowSchema),
    }),
    answerText: '{ failed, updated } — each failure with the ERP’s reason; the items re-read after the change',
    errors: erpDown,
    summary:
      'Saves table edits to ERP items, one field each; a default or reorder field is changed in the first row of its child table and every other row is kept.',
  }),
  maintenance: defineRoute({
    service: 'erp',
    method: 'GET',
    path: '/items_maintenanceTool',
    input: 'query',
    schema: erpMaintenanceQuerySchema,
    answer: z.object({ items: z.array(erpItemRowSchema), limit: z.number(), skip: z.number() }),
    errors: erpDown,
    summary:
      "The ERP's items in item code order, flattened to table rows with their stock (the sum of their Bins), one page of at most 2000 (a page shorter than limit is the last).",
  }),
  resync: defineRoute({
    service: 'erp',
    method: 'POST',
    path: '/resync',
    input: 'body',
    schema: erpResyncInputSchema,
    answer: z.object({ jobId: z.string().min(1) }),
    status: 202,
    answerText:
      '{ jobId } — the background job backgroundJobs/{jobId} (queued → running → done / error) and the stage config/erpMirror.resync',
    errors: '409 while a resync runs; 404 for an unknown item name',
    summary: 'Starts the background job that re-reads every ERP item (or the named ones) in bulk and rewrites the erpItems mirror.',
  }),
  docsJson: docsJsonRoute('erp', 'the ERP service and its webhook'),
};
