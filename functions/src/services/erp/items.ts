import {
  erpItemDocumentSchema,
  flattenItemDocument,
  mirrorDocOf,
  mirrorReadIsCurrent,
  shapeItemDocument,
  storedSchemaOf,
  type ErpItemDocument,
  type ErpItemMirror,
  type ErpItemRow,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';
import type { ErpAdapter, ErpDoc, ErpFilter } from '../../engines/erp/frappe.js';
import { viaErp } from './erp.js';

/** The Firestore mirror of the ERP items the live table reads: erpItems/{item_code}, one flattened row. */
export const mirrorRef = (itemCode: string) => firestore.collection('erpItems').doc(itemCode);

/** A mirror document (the domain's `mirrorDocOf`: the row, its reorder_shortfall and mirroredAt), written now unless told. */
export function mirrorDoc(row: ErpItemRow, mirroredAt = Date.now()): ErpItemMirror {
  return mirrorDocOf(row, mirroredAt);
}

/** An Item document from the ERP, shaped (§3); an answer that is not an Item is a 502. */
export async function readItem(adapter: ErpAdapter, name: string): Promise<ErpItemDocument> {
  return (await readItemAt(adapter, name)).doc;
}

/** An Item document from the ERP with its `modified` (when the ERP answered one), for ordered mirror writes. */
export async function readItemAt(
  adapter: ErpAdapter,
  name: string,
): Promise<{ doc: ErpItemDocument; whole: ErpItemDocument; modified?: string }> {
  const raw = await viaErp(() => adapter.getDoc('Item', name));
  const modified =
    raw && typeof raw === 'object' && typeof (raw as ErpDoc).modified === 'string' ? String((raw as ErpDoc).modified) : undefined;
  const whole = parseWholeItem(raw, name);
  return { doc: shapeItemDocument(whole), whole, ...(modified ? { modified } : {}) };
}

/**
 * Writes an item's mirror document from a read of the ERP made at `modified`, unless the mirror
 * already holds a later read (domain mirrorReadIsCurrent): a webhook's re-read that lands after a
 * put's own write never puts the older values back. Answers whether it wrote.
 */
export async function writeMirror(name: string, row: ErpItemRow, modified: string | undefined): Promise<boolean> {
  const ref = mirrorRef(name);
  return firestore.runTransaction(async (tx) => {
    const stored = storedSchemaOf('erpItems').safeParse((await tx.get(ref)).data());
    if (stored.success && !mirrorReadIsCurrent(stored.data.erpModified, modified)) return false;
    tx.set(ref, mirrorDocOf(row, Date.now(), modified));
    return true;
  });
}

/** The Item as the ERP holds it: every row of its child tables (with their names), unshaped. */
function parseWholeItem(doc: unknown, name: string): ErpItemDocument {
  const parsed = erpItemDocumentSchema.safeParse(doc);
  if (!parsed.success) throw new HttpError(502, 'erp-unavailable', `The ERP answered an Item ${name} that cannot be read`);
  return parsed.data;
}

function parseItem(doc: unknown, name: string): ErpItemDocument {
  return shapeItemDocument(parseWholeItem(doc, name));
}

/** The table row of an item with its stock (the sum of its Bins' actual_qty). */
export function rowOf(doc: ErpItemDocument, stockQty: number): ErpItemRow {
  return flattenItemDocument(doc, stockQty);
}

/** The Item fields the table reads (Frappe's list API answers scalar fields only). */
export const ITEM_LIST_FIELDS = [
  'name',
  'item_code',
  'item_name',
  'item_group',
  'lead_time_days',
  'for_tiling',
  'complexity',
  'lifecycle',
  'check_stock',
  'stock_uom',
  'purchase_uom',
];
const DEFAULT_FIELDS = ['parent', 'idx', 'company', 'default_warehouse', 'default_supplier'];
const REORDER_FIELDS = [
  'parent',
  'idx',
  'warehouse',
  'warehouse_group',
  'warehouse_reorder_level',
  'warehouse_reorder_qty',
  'material_request_type',
];

/** Stock by item code: the sum of actual_qty of the items' Bins (one list call). */
export async function stockOf(adapter: ErpAdapter, filters: ErpFilter[]): Promise<Map<string, number>> {
  const bins = await viaErp(() => adapter.list('Bin', { fields: ['item_code', 'actual_qty'], filters, limit: 0 }));
  const out = new Map<string, number>();
  for (const bin of bins) {
    const qty = typeof bin.actual_qty === 'number' && Number.isFinite(bin.actual_qty) ? bin.actual_qty : 0;
    out.set(String(bin.item_code), (out.get(String(bin.item_code)) ?? 0) + qty);
  }
  return out;
}

/** Child rows by parent, in idx order. */
function byParent(rows: ErpDoc[]): Map<string, ErpDoc[]> {
  const out = new Map<string, ErpDoc[]>();
  for (const row of [...rows].sort((a, b) => Number(a.idx) - Number(b.idx))) {
    const { parent, idx: _idx, ...rest } = row;
    const list = out.get(String(parent)) ?? [];
    list.push(rest);
    out.set(String(parent), list);
  }
  return out;
}

/** Which items to read in bulk: a page in name order, or named items. */
export type ItemSelection = { start: number; limit: number } | { names: string[] };

/**
 * Table rows of many items in a constant handful of ERP calls, whatever the count: the Item list
 * (the table's fields), the two child doctypes listed in bulk (Frappe v15: `/api/resource/Item
 * Default?parent=Item`, filtered on `parent`), and the Bins (stock). A page selects its children
 * and Bins by the page's name range (first..last, the list's own order), which keeps the URL short;
 * named items by `in`. Rows come in name order (= item_code in ERPNext), shaped and flattened by
 * the domain's rules. 4 calls.
 */
export async function readItemRows(adapter: ErpAdapter, selection: ItemSelection): Promise<ErpItemRow[]> {
  const order = { field: 'name', direction: 'asc' } as const;
  const items =
    'names' in selection
      ? selection.names.length === 0
        ? []
        : await viaErp(() =>
            adapter.list('Item', { fields: ITEM_LIST_FIELDS, filters: [['name', 'in', selection.names]], limit: 0, order }),
          )
      : await viaErp(() => adapter.list('Item', { fields: ITEM_LIST_FIELDS, limit: selection.limit, start: selection.start, order }));
  if (items.length === 0) return [];
  const names = items.map((i) => String(i.name));
  const parentFilters: ErpFilter[] =
    'names' in selection
      ? [['parent', 'in', names]]
      : [
          ['parent', '>=', names[0]],
          ['parent', '<=', names[names.length - 1]],
        ];
  const codeFilters: ErpFilter[] = parentFilters.map(([, op, value]) => ['item_code', op, value]);
  const [defaults, reorders, stock] = await Promise.all([
    viaErp(() => adapter.list('Item Default', { parent: 'Item', fields: DEFAULT_FIELDS, filters: parentFilters, limit: 0 })),
    viaErp(() => adapter.list('Item Reorder', { parent: 'Item', fields: REORDER_FIELDS, filters: parentFilters, limit: 0 })),
    stockOf(adapter, codeFilters),
  ]);
  const defaultsOf = byParent(defaults);
  const reordersOf = byParent(reorders);
  return items.map((item) => {
    const name = String(item.name);
    const doc = parseItem({ ...item, item_defaults: defaultsOf.get(name) ?? [], reorder_levels: reordersOf.get(name) ?? [] }, name);
    return rowOf(doc, stock.get(doc.item_code) ?? 0);
  });
}

/** Re-reads one item (document and stock) and writes its mirror document; answers the row. */
export async function mirrorItem(adapter: ErpAdapter, name: string): Promise<ErpItemRow> {
  const { doc, modified } = await readItemAt(adapter, name);
  const stock = await stockOf(adapter, [['item_code', '=', doc.item_code]]);
  const row = rowOf(doc, stock.get(doc.item_code) ?? 0);
  await writeMirror(name, row, modified);
  return row;
}
