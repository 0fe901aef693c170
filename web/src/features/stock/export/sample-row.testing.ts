/** A realistic item row for the export tests. */
import type { ErpItemRow } from '@workhub/domain';

export const sampleRow = (over: Partial<ErpItemRow> = {}): ErpItemRow => ({
  item_code: 'LBR-10001',
  item_name: "2x4 SPF #2 8'",
  lead_time_days: 5,
  for_tiling: '',
  complexity: 'A - Off the shelf',
  item_group: 'Lumber',
  lifecycle: 'U - In Use',
  check_stock: 1,
  warehouse_reorder_level: 10,
  warehouse_reorder_qty: 100,
  purchase_uom: 'Each',
  stock_uom: 'Each',
  material_request_type: 'Purchase',
  default_supplier: 'Acme Lumber',
  default_warehouse: 'Stores - MDB',
  stock_qty: 42,
  ...over,
});
