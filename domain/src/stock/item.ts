/**
 * ERP items (supporting spec §3 "Item (ERP)", §2 "Item maintenance table"; docs/stock-erp.md).
 *
 * Two shapes:
 * - `ErpItemRow`: the flat row the item maintenance table shows (16 fields).
 * - `ErpItemDocument`: the ERP Item document as a document get answers it (ERPNext's Item doctype):
 *   top-level fields plus the child tables `item_defaults` (default warehouse / supplier per
 *   company) and `reorder_levels` (warehouse reorder level / quantity / material request type).
 *
 * Shaping rules (§3): `item_defaults` keeps only its first entry; `reorder_levels` gets one blank
 * entry (`warehouse_reorder_qty`, `material_request_type`, `warehouse_reorder_level` all null) when
 * it has none. `stock_qty` is not a field of the Item document (the maintenance tool answers it),
 * so flattening takes it separately.
 */
import { z } from 'zod';

export const COMPLEXITIES = ['A - Off the shelf', 'B - Block custom', 'C - Project custom', 'test'] as const;
export const LIFECYCLES = ['U - In Use', 'N - NPI', 'P - Phase out', 'S - Service Only', 'O - Obsolete'] as const;
export const STOCK_UOMS = ['Each', 'Linear Foot', '2000 Pack', '1 lb', '15 Pack', 'Square Inch', 'Linear Inch'] as const;
export const MATERIAL_REQUEST_TYPES = ['Purchase', 'Transfer', 'Material Issue'] as const;
/** The values of for_tiling and check_stock: blank, 0 or 1. */
export const ERP_FLAGS = ['', 0, 1] as const;

export type Complexity = (typeof COMPLEXITIES)[number];
export type Lifecycle = (typeof LIFECYCLES)[number];
export type StockUom = (typeof STOCK_UOMS)[number];
export type MaterialRequestType = (typeof MATERIAL_REQUEST_TYPES)[number];
export type ErpFlag = (typeof ERP_FLAGS)[number];

/**
 * The ERP owns its option fields (complexity, lifecycle, UOMs, material request type, flags): a
 * company's ERPNext defines its own Select options, so the mirror and the answers accept any
 * value the ERP holds. WorkHub's constants above are only the suggestions shown until the ERP's
 * DocType options arrive (GET /erp/fields_options); they never refuse a value (issue 24).
 */
const erpOptionSchema = z.string().max(140);
/** A flag (for_tiling, check_stock): blank, 0 or 1 in WorkHub's lists, but any value the ERP holds is kept. */
export const erpFlagSchema = z.union([z.literal(''), z.number().finite(), erpOptionSchema]);
export const complexitySchema = erpOptionSchema;
export const lifecycleSchema = erpOptionSchema;
export const stockUomSchema = erpOptionSchema;
export const materialRequestTypeSchema = erpOptionSchema;

const optionalNumber = z.number().finite().nullable();

/** One row of the item maintenance table: the 16 fields in the table's column order. */
export const erpItemRowSchema = z.strictObject({
  item_code: z.string().min(1),
  item_name: z.string(),
  lead_time_days: optionalNumber,
  for_tiling: erpFlagSchema,
  complexity: complexitySchema.nullable(),
  /** A fetched value (search of Item Group), so any name. */
  item_group: z.string(),
  lifecycle: lifecycleSchema.nullable(),
  check_stock: erpFlagSchema,
  warehouse_reorder_level: optionalNumber,
  warehouse_reorder_qty: optionalNumber,
  purchase_uom: stockUomSchema.nullable(),
  stock_uom: stockUomSchema,
  material_request_type: materialRequestTypeSchema.nullable(),
  /** Fetched values (search of Supplier / Warehouse); blank is '' or null. */
  default_supplier: z.string().nullable(),
  default_warehouse: z.string().nullable(),
  stock_qty: z.number().finite(),
});
export type ErpItemRow = z.infer<typeof erpItemRowSchema>;
export type ErpItemField = keyof ErpItemRow;

/** The 16 field names in the table's column order. */
export const ERP_ITEM_FIELDS = Object.keys(erpItemRowSchema.shape) as ErpItemField[];

/**
 * The reorder rule: an item is below its reorder level when it has one and its stock is under it
 * (`stock_qty < warehouse_reorder_level`). An item without a reorder level (null) never is; a level
 * of 0 only catches negative stock.
 */
export function isBelowReorder(row: Pick<ErpItemRow, 'stock_qty' | 'warehouse_reorder_level'>): boolean {
  return row.warehouse_reorder_level !== null && row.stock_qty < row.warehouse_reorder_level;
}

/**
 * The mirror's derived `reorder_shortfall`: how much is missing up to the reorder level
 * (`warehouse_reorder_level − stock_qty`, always > 0) when the item is below it, else null (not
 * below, or no level). Firestore cannot compare two fields, so /stock queries this one field
 * (`where('reorder_shortfall', '>', 0)`).
 */
export function reorderShortfall(row: Pick<ErpItemRow, 'stock_qty' | 'warehouse_reorder_level'>): number | null {
  return isBelowReorder(row) ? (row.warehouse_reorder_level as number) - row.stock_qty : null;
}

/**
 * A document of the `erpItems` mirror (`erpItems/{item_code}`): the row, plus
 * - `mirroredAt`: when it was last written from the ERP (epoch milliseconds; written by every mirror
 *   write — put, webhook, resync, seed). Pages opened on ERP data (/stock/items) follow later changes
 *   with `where('mirroredAt', '>', openedAt)`;
 * - `reorder_shortfall`: derived from the row (`reorderShortfall`), for the below-reorder query of /stock.
 * Both are optional so older documents still read; every writer builds the document with `mirrorDocOf`.
 */
export const erpItemMirrorSchema = erpItemRowSchema.extend({
  mirroredAt: z.number().int().nonnegative().optional(),
  reorder_shortfall: z.number().finite().nullable().optional(),
  /** The ERP Item's `modified` the row was read at (a put's and a webhook's writes; see mirrorReadIsCurrent). */
  erpModified: z.string().max(40).optional(),
});
export type ErpItemMirror = z.infer<typeof erpItemMirrorSchema>;

/** The whole mirror document of a row written from the ERP at `mirroredAt`: the ONLY way the mirror's writers build it. */
export function mirrorDocOf(
  row: ErpItemRow,
  mirroredAt: number,
  erpModified?: string,
): ErpItemMirror & Required<Pick<ErpItemMirror, 'mirroredAt' | 'reorder_shortfall'>> {
  return { ...row, reorder_shortfall: reorderShortfall(row), mirroredAt, ...(erpModified ? { erpModified } : {}) };
}

/**
 * Whether a read of the ERP Item modified at `incoming` may replace a mirror document read at
 * `stored`. A webhook re-reads the item while a put goes on: its read can be older than the put's
 * own and land after it, and must not undo the put in the mirror. ERPNext's `modified` strings (one
 * format, microseconds) order as text; a side that does not know its time lets the write through.
 */
export function mirrorReadIsCurrent(stored: string | undefined, incoming: string | undefined): boolean {
  return stored === undefined || incoming === undefined || incoming >= stored;
}

/**
 * True when a stored mirror document already holds this row and the fields derived from it (when
 * it was written aside): the resync rewrites only documents for which this is false, so documents
 * written before a derived field existed are repaired.
 */
export function mirrorDocHolds(existing: ErpItemMirror, row: ErpItemRow): boolean {
  const want = mirrorDocOf(row, 0);
  return ERP_ITEM_FIELDS.every((f) => existing[f] === row[f]) && existing.reorder_shortfall === want.reorder_shortfall;
}

/** The table row of a mirror document (mirroredAt and the derived fields dropped). */
export function rowOfMirror({
  mirroredAt: _mirroredAt,
  reorder_shortfall: _shortfall,
  erpModified: _erpModified,
  ...row
}: ErpItemMirror): ErpItemRow {
  return row;
}

/** An `item_defaults` child row (ERPNext "Item Default"); other ERP fields are kept. */
export const itemDefaultSchema = z.looseObject({
  company: z.string().nullish(),
  default_warehouse: z.string().nullish(),
  default_supplier: z.string().nullish(),
});
export type ItemDefault = z.infer<typeof itemDefaultSchema>;

/** A `reorder_levels` child row (ERPNext "Item Reorder"); other ERP fields are kept. */
export const itemReorderSchema = z.looseObject({
  warehouse: z.string().nullish(),
  warehouse_group: z.string().nullish(),
  warehouse_reorder_level: optionalNumber.optional(),
  warehouse_reorder_qty: optionalNumber.optional(),
  material_request_type: materialRequestTypeSchema.nullish(),
});
export type ItemReorder = z.infer<typeof itemReorderSchema>;

/** The ERP Item document (ERPNext's Item doctype, the fields this tool reads; others are kept). */
export const erpItemDocumentSchema = z.looseObject({
  name: z.string().min(1),
  item_code: z.string().min(1),
  item_name: z.string().nullish(),
  item_group: z.string().nullish(),
  lead_time_days: optionalNumber.optional(),
  for_tiling: erpFlagSchema.nullish(),
  complexity: complexitySchema.nullish(),
  lifecycle: lifecycleSchema.nullish(),
  check_stock: erpFlagSchema.nullish(),
  stock_uom: stockUomSchema,
  purchase_uom: stockUomSchema.nullish(),
  item_defaults: z.array(itemDefaultSchema).default([]),
  reorder_levels: z.array(itemReorderSchema).default([]),
});
export type ErpItemDocument = z.infer<typeof erpItemDocumentSchema>;

/** The blank reorder entry an item without reorder levels gets. */
export function blankReorderLevel(): ItemReorder {
  return { warehouse_reorder_qty: null, material_request_type: null, warehouse_reorder_level: null };
}

/** Applies the §3 shaping rules; returns a new document (the input is not changed). */
export function shapeItemDocument(doc: ErpItemDocument): ErpItemDocument {
  return {
    ...doc,
    item_defaults: doc.item_defaults.slice(0, 1),
    reorder_levels: doc.reorder_levels.length > 0 ? doc.reorder_levels : [blankReorderLevel()],
  };
}

/**
 * Flattens an ERP Item document into the table row: defaults come from the first `item_defaults`
 * entry, reorder fields from the first `reorder_levels` entry (after shaping). Missing flags are
 * blank (''), missing optional values null. `stockQty` comes from the maintenance tool (0 when
 * unknown).
 */
export function flattenItemDocument(input: ErpItemDocument, stockQty = 0): ErpItemRow {
  const doc = shapeItemDocument(input);
  const defaults = doc.item_defaults[0];
  const reorder = doc.reorder_levels[0] ?? blankReorderLevel();
  return {
    item_code: doc.item_code,
    item_name: doc.item_name ?? '',
    lead_time_days: doc.lead_time_days ?? null,
    for_tiling: doc.for_tiling ?? '',
    complexity: doc.complexity ?? null,
    item_group: doc.item_group ?? '',
    lifecycle: doc.lifecycle ?? null,
    check_stock: doc.check_stock ?? '',
    warehouse_reorder_level: reorder.warehouse_reorder_level ?? null,
    warehouse_reorder_qty: reorder.warehouse_reorder_qty ?? null,
    purchase_uom: doc.purchase_uom ?? null,
    stock_uom: doc.stock_uom,
    material_request_type: reorder.material_request_type ?? null,
    default_supplier: defaults?.default_supplier ?? null,
    default_warehouse: defaults?.default_warehouse ?? null,
    stock_qty: stockQty,
  };
}
