import type { z } from 'zod';
import { ERP_MAINTENANCE_BATCH, ERP_SEARCH_LIMIT, erpRoutes, type ErpDocumentPutEntry, type ErpSearchDocType } from '@workhub/domain';
import { callRoute } from './service-client';

export type ErpPutAnswer = z.output<typeof erpRoutes.put.answer>;
export type ErpMaintenancePage = z.output<typeof erpRoutes.maintenance.answer>;

/** The ERP service (docs/stock-erp.md "ERP service"; supporting spec §7 "ERP calls"). */
export const erpService = {
  /** GET /fields_options: the Select options of the asked fields ('' dropped). */
  fieldsOptions: async (docType: 'Item' | 'Material Request', fields: readonly string[]) =>
    callRoute(erpRoutes.fieldsOptions, { docType, fields: fields.join(',') }),
  /** GET /search: the names of a doctype, sorted case-insensitively. */
  search: async (docType: ErpSearchDocType, limit = ERP_SEARCH_LIMIT) =>
    (await callRoute(erpRoutes.search, { docType, limit: String(limit) })).message,
  /** GET /document: the shaped Item. */
  item: async (itemCode: string) => callRoute(erpRoutes.document, { docType: 'Item', name: itemCode }),
  /** PUT /document: puts each field, re-reads the item; failures (ERP reasons or the §5 words) come in `failed`. */
  put: async (documents: ErpDocumentPutEntry[]): Promise<ErpPutAnswer> => callRoute(erpRoutes.put, { documents }),
  /** GET /items_maintenanceTool: one page of table rows (a page shorter than limit is the last). */
  maintenancePage: async (skip: number, limit = ERP_MAINTENANCE_BATCH) =>
    callRoute(erpRoutes.maintenance, { limit: String(limit), skip: String(skip) }),
  /**
   * POST /resync ({ all: true } or { names }): starts the background job that rewrites the erpItems
   * mirror from the ERP (every item, or only `names`); 409 while one runs. Follow it with useLiveDoc on backgroundJobs/{jobId}
   * (backgroundJobSchema: status queued → running → done | error, substatus 'mirrored N of M';
   * stageDisplayStatus shows 'stalled' when its lease ran out).
   */
  resync: async (names?: readonly string[]): Promise<{ jobId: string }> =>
    callRoute(erpRoutes.resync, names ? { names: [...names] } : { all: true }),
};
