/**
 * The item maintenance table's columns and constants (supporting spec §2 "Item maintenance table",
 * §7 ERP calls, §9 constants; docs/stock-erp.md).
 */
import { COMPLEXITIES, ERP_FLAGS, LIFECYCLES, MATERIAL_REQUEST_TYPES, type ErpItemField } from './item.js';

/** Item table page size: pages of 50 rows (the first page is start 0, end 50). */
export const ITEM_PAGE_SIZE = 50;
/** items_maintenanceTool fetch batch (limit); pages continue until one returns fewer. */
export const ERP_MAINTENANCE_BATCH = 2000;
/** search limit (Supplier, Warehouse, Item Group). */
export const ERP_SEARCH_LIMIT = 5000;
/** Debug item limit. */
export const ERP_DEBUG_ITEM_LIMIT = 200;

/** The doc types whose names fill the fetched dropdowns (search calls). */
export const ERP_SEARCH_DOC_TYPES = ['Supplier', 'Warehouse', 'Item Group'] as const;
export type ErpSearchDocType = (typeof ERP_SEARCH_DOC_TYPES)[number];

/** Where a fixed dropdown's live options come from (a fields_options call); the constants are the known values. */
export interface FieldOptionsSource {
  docType: 'Item' | 'Material Request';
  field: string;
}

export type ItemColumnKind =
  | { kind: 'erpLink' }
  | { kind: 'text' }
  | { kind: 'numberInput' }
  | { kind: 'readOnly' }
  | { kind: 'dropdown'; choices: readonly (string | number)[]; optionsFrom?: FieldOptionsSource }
  | { kind: 'fetchedDropdown'; docType: ErpSearchDocType };

export type ItemColumn = ItemColumnKind & {
  field: ErpItemField;
  /** Whether the user can change the value in the table. */
  editable: boolean;
};

/** The 16 columns in the spec's order. */
export const ITEM_COLUMNS: readonly ItemColumn[] = [
  { field: 'item_code', kind: 'erpLink', editable: false },
  { field: 'item_name', kind: 'text', editable: true },
  { field: 'lead_time_days', kind: 'numberInput', editable: true },
  { field: 'for_tiling', kind: 'readOnly', editable: false },
  { field: 'complexity', kind: 'dropdown', choices: COMPLEXITIES, optionsFrom: { docType: 'Item', field: 'complexity' }, editable: true },
  { field: 'item_group', kind: 'fetchedDropdown', docType: 'Item Group', editable: true },
  { field: 'lifecycle', kind: 'dropdown', choices: LIFECYCLES, optionsFrom: { docType: 'Item', field: 'lifecycle' }, editable: true },
  { field: 'check_stock', kind: 'dropdown', choices: ERP_FLAGS, editable: true },
  { field: 'warehouse_reorder_level', kind: 'numberInput', editable: true },
  { field: 'warehouse_reorder_qty', kind: 'numberInput', editable: true },
  { field: 'purchase_uom', kind: 'readOnly', editable: false },
  { field: 'stock_uom', kind: 'readOnly', editable: false },
  {
    field: 'material_request_type',
    kind: 'dropdown',
    choices: MATERIAL_REQUEST_TYPES,
    optionsFrom: { docType: 'Material Request', field: 'material_request_type' },
    editable: true,
  },
  { field: 'default_supplier', kind: 'fetchedDropdown', docType: 'Supplier', editable: true },
  { field: 'default_warehouse', kind: 'fetchedDropdown', docType: 'Warehouse', editable: true },
  { field: 'stock_qty', kind: 'readOnly', editable: false },
];

export const EDITABLE_ITEM_FIELDS: readonly ErpItemField[] = ITEM_COLUMNS.filter((c) => c.editable).map((c) => c.field);

/** Start and end (exclusive) of page `page` (0-based): page 0 is start 0, end 50. */
export function itemPageBounds(page: number, size: number = ITEM_PAGE_SIZE): { start: number; end: number } {
  const p = Number.isInteger(page) && page > 0 ? page : 0;
  return { start: p * size, end: p * size + size };
}
