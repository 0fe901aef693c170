import { ERP_SEARCH_LIMIT, erpSearchQuerySchema, namesFromSearch } from '@workhub/domain';
import { handle, HttpError, parse, sendOk } from '../../lib/http.js';
import { erp, viaErp } from './erp.js';

/** GET /erp/search?docType=Supplier|Warehouse|Item Group&limit=5000: { message: [names, sorted case-insensitively] }. */
export const getSearch = handle(async (req, res) => {
  const input = parse(erpSearchQuerySchema, req.query);
  const rows = await viaErp(() =>
    erp().list(input.docType, { fields: ['name'], limit: input.limit ?? ERP_SEARCH_LIMIT, order: { field: 'name', direction: 'asc' } }),
  );
  const read = namesFromSearch({ success: true, data: { message: rows } });
  if (!read.ok) throw new HttpError(502, 'erp-unavailable', read.message);
  sendOk(res, { message: read.value });
});
