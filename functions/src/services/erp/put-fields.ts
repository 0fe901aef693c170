import type { ErpDocumentPutEntry, ErpItemDocument } from '@workhub/domain';

const DEFAULT_FIELDS: readonly string[] = ['default_supplier', 'default_warehouse'];
const REORDER_FIELDS: readonly string[] = ['warehouse_reorder_level', 'warehouse_reorder_qty', 'material_request_type'];

/**
 * The Item fields to put for one table field, from the item as the ERP holds it now (`whole`, every
 * child row). Defaults and reorder fields live in the first row of their child table (the row the
 * table shows); a PUT replaces a child table whole in ERPNext, so the whole table is sent back with
 * only that field of that row changed and every other row kept as it is. A reorder row made for an
 * item that has none is for the item's default warehouse (ERPNext requires Item Reorder.warehouse).
 */
export function putFields(whole: ErpItemDocument, entry: Pick<ErpDocumentPutEntry, 'field' | 'value'>): Record<string, unknown> {
  const { field, value } = entry;
  if (DEFAULT_FIELDS.includes(field)) {
    const [first = {}, ...rest] = whole.item_defaults;
    return { item_defaults: [{ ...first, [field]: value }, ...rest] };
  }
  if (REORDER_FIELDS.includes(field)) {
    const [first, ...rest] = whole.reorder_levels;
    const row = first ?? { warehouse: whole.item_defaults[0]?.default_warehouse ?? null };
    return { reorder_levels: [{ ...row, [field]: value }, ...rest] };
  }
  return { [field]: value };
}
