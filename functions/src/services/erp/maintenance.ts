import { ERP_MAINTENANCE_BATCH, erpMaintenanceQuerySchema, type ErpItemRow } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { erp, viaErp } from './erp.js';
import { mirrorRef, readItem, rowOf } from './items.js';

const PARALLEL = 16;

/**
 * GET /erp/items_maintenanceTool?limit=2000&skip=0 → { items, limit, skip }: the ERP's items in
 * item_code order, flattened to table rows (stock_qty from the mirror when the ERP has none), one
 * page of at most 2000 (a page shorter than limit is the last).
 */
export const getItemsMaintenance = handle(async (req, res) => {
  const input = parse(erpMaintenanceQuerySchema, req.query);
  const limit = input.limit ?? ERP_MAINTENANCE_BATCH;
  const skip = input.skip ?? 0;
  const adapter = erp();
  const names = (
    await viaErp(() => adapter.list('Item', { fields: ['name'], limit, start: skip, order: { field: 'item_code', direction: 'asc' } }))
  ).map((r) => String(r.name));
  const mirror = names.length ? await firestore.getAll(...names.map(mirrorRef)) : [];
  const items: ErpItemRow[] = new Array<ErpItemRow>(names.length);
  for (let i = 0; i < names.length; i += PARALLEL) {
    await Promise.all(
      names.slice(i, i + PARALLEL).map(async (name, j) => {
        items[i + j] = rowOf(await readItem(adapter, name), mirror[i + j]?.data()?.stock_qty);
      }),
    );
  }
  sendOk(res, { items, limit, skip });
});
