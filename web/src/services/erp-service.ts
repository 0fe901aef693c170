import { z } from 'zod';
import {
  ERP_MAINTENANCE_BATCH,
  ERP_SEARCH_LIMIT,
  erpItemDocumentSchema,
  erpItemRowSchema,
  type ErpDocumentPutEntry,
  type ErpSearchDocType,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('erp');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('erp');

const optionsAnswer = z.record(z.string(), z.array(z.string()));
const searchAnswer = z.object({ message: z.array(z.string()) });
const putAnswer = z.object({
  failed: z.array(z.object({ docType: z.literal('Item'), name: z.string(), field: z.string(), message: z.string() })),
  updated: z.array(erpItemRowSchema),
});
export type ErpPutAnswer = z.infer<typeof putAnswer>;
const maintenanceAnswer = z.object({ items: z.array(erpItemRowSchema), limit: z.number(), skip: z.number() });
const resyncAnswer = z.object({ jobId: z.string().min(1) });
export type ErpMaintenancePage = z.infer<typeof maintenanceAnswer>;

/** The ERP service (docs/stock-erp.md "ERP service"; supporting spec §7 "ERP calls"). */
export const erpService = {
  /** GET /fields_options: the Select options of the asked fields ('' dropped). */
  fieldsOptions: async (docType: 'Item' | 'Material Request', fields: readonly string[]) =>
    parsed(optionsAnswer, await client.get<unknown>('/fields_options', { docType, fields: fields.join(',') }), 'options'),
  /** GET /search: the names of a doctype, sorted case-insensitively. */
  search: async (docType: ErpSearchDocType, limit = ERP_SEARCH_LIMIT) =>
    parsed(searchAnswer, await client.get<unknown>('/search', { docType, limit }), 'search answer').message,
  /** GET /document: the shaped Item. */
  item: async (itemCode: string) =>
    parsed(erpItemDocumentSchema, await client.get<unknown>('/document', { docType: 'Item', name: itemCode }), 'item'),
  /** PUT /document: puts each field, re-reads the item; failures (ERP reasons or the §5 words) come in `failed`. */
  put: async (documents: ErpDocumentPutEntry[]) => parsed(putAnswer, await client.put<unknown>('/document', { documents }), 'put answer'),
  /** GET /items_maintenanceTool: one page of table rows (a page shorter than limit is the last). */
  maintenancePage: async (skip: number, limit = ERP_MAINTENANCE_BATCH) =>
    parsed(maintenanceAnswer, await client.get<unknown>('/items_maintenanceTool', { limit, skip }), 'items page'),
  /**
   * POST /resync ({ all: true } or { names }): starts the background job that rewrites the erpItems
   * mirror from the ERP (every item, or only `names`); 409 while one runs. Follow it with useLiveDoc on backgroundJobs/{jobId}
   * (backgroundJobSchema: status queued → running → done | error, substatus 'mirrored N of M';
   * stageDisplayStatus shows 'stalled' when its lease ran out).
   */
  resync: async (names?: readonly string[]): Promise<{ jobId: string }> =>
    parsed(resyncAnswer, await client.post<unknown>('/resync', names ? { names } : { all: true }), 'resync answer'),
};
