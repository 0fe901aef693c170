/**
 * Readable labels of the item table's columns (headers, exports, saved-view pickers). The spec names
 * the columns by their ERP field; staff read these words instead.
 */
import type { ErpItemField } from './item.js';

export const ITEM_COLUMN_LABELS: Readonly<Record<ErpItemField, string>> = {
  item_code: 'Item code',
  item_name: 'Item name',
  lead_time_days: 'Lead time (days)',
  for_tiling: 'For tiling',
  complexity: 'Complexity',
  item_group: 'Item group',
  lifecycle: 'Lifecycle',
  check_stock: 'Check stock',
  warehouse_reorder_level: 'Reorder level',
  warehouse_reorder_qty: 'Reorder qty',
  purchase_uom: 'Purchase UOM',
  stock_uom: 'Stock UOM',
  material_request_type: 'Material request type',
  default_supplier: 'Default supplier',
  default_warehouse: 'Default warehouse',
  stock_qty: 'Stock qty',
};

/** The label of a column. */
export function itemColumnLabel(field: ErpItemField): string {
  return ITEM_COLUMN_LABELS[field];
}
