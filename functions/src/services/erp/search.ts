import { ERP_SEARCH_LIMIT, namesFromSearch, type erpRoutes } from '@workhub/domain';
import { HttpError } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp, viaErp } from './erp.js';

/** GET /erp/search?docType=Supplier|Warehouse|Item Group&limit=5000: { message: [names, sorted case-insensitively] }. */
export const getSearch: ContractHandler<typeof erpRoutes.search.schema, typeof erpRoutes.search.answer> = async (input) => {
  const rows = await viaErp(() =>
    erp().list(input.docType, { fields: ['name'], limit: input.limit ?? ERP_SEARCH_LIMIT, order: { field: 'name', direction: 'asc' } }),
  );
  const read = namesFromSearch({ success: true, data: { message: rows } });
  if (!read.ok) throw new HttpError(502, 'erp-unavailable', read.message);
  return { message: read.value };
};
