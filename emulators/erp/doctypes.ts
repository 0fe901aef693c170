/**
 * The DocTypes the ERP stand-in validates saves against, as ERPNext defines them (the fields
 * WorkHub uses): mandatory fields (`reqd`), Select options, numbers that cannot be negative, child
 * tables. A save (PUT or POST) of a document breaking one is refused the Frappe way: HTTP 417 with
 * exc_type MandatoryError or ValidationError and the message in _server_messages. Pure: no I/O.
 *
 * The Select options are the company's, broader than WorkHub's constants (domain/src/stock/item.ts),
 * as a real ERP's are (issue 24): WorkHub reads them from GET /api/resource/DocType/Item.
 */
import { COMPLEXITIES, ERP_EXTRA_OPTIONS, LIFECYCLES, MATERIAL_REQUEST_TYPES } from '../seed/data/erp-items.js';
import { FrappeError, type Doc } from './query.js';

export type FieldType = 'Data' | 'Link' | 'Select' | 'Int' | 'Float' | 'Date' | 'Table' | 'Small Text';

export interface DocField {
  fieldname: string;
  label: string;
  fieldtype: FieldType;
  /** Select: the options ('' = the blank choice); Link / Table: the doctype. */
  options?: readonly string[] | string;
  reqd?: boolean;
  non_negative?: boolean;
}

export interface DocTypeDef {
  name: string;
  istable?: boolean;
  /** Frappe's autoname: 'field:item_code', or a naming series ('MAT-MR-.YYYY.-.#####'). */
  autoname?: string;
  fields: readonly DocField[];
}

/** ERPNext's Item Reorder material request types (erpnext/stock/doctype/item_reorder). */
export const REORDER_REQUEST_TYPES = [...MATERIAL_REQUEST_TYPES, ...ERP_EXTRA_OPTIONS.material_request_type] as const;

export const DOCTYPE_DEFS: Record<string, DocTypeDef> = {
  Item: {
    name: 'Item',
    autoname: 'field:item_code',
    fields: [
      { fieldname: 'item_code', label: 'Item Code', fieldtype: 'Data', reqd: true },
      { fieldname: 'item_name', label: 'Item Name', fieldtype: 'Data' },
      { fieldname: 'item_group', label: 'Item Group', fieldtype: 'Link', options: 'Item Group', reqd: true },
      { fieldname: 'stock_uom', label: 'Default Unit of Measure', fieldtype: 'Link', options: 'UOM', reqd: true },
      { fieldname: 'purchase_uom', label: 'Default Purchase Unit of Measure', fieldtype: 'Link', options: 'UOM' },
      { fieldname: 'lead_time_days', label: 'Lead Time in days', fieldtype: 'Int', non_negative: true },
      { fieldname: 'for_tiling', label: 'For Tiling', fieldtype: 'Select', options: ['', '0', '1'] },
      {
        fieldname: 'complexity',
        label: 'Complexity',
        fieldtype: 'Select',
        options: ['', ...COMPLEXITIES, ...ERP_EXTRA_OPTIONS.complexity],
      },
      { fieldname: 'lifecycle', label: 'Lifecycle', fieldtype: 'Select', options: ['', ...LIFECYCLES, ...ERP_EXTRA_OPTIONS.lifecycle] },
      { fieldname: 'check_stock', label: 'Check Stock', fieldtype: 'Select', options: ['', '0', '1', ...ERP_EXTRA_OPTIONS.check_stock] },
      { fieldname: 'item_defaults', label: 'Item Defaults', fieldtype: 'Table', options: 'Item Default' },
      { fieldname: 'reorder_levels', label: 'Reorder level based on Warehouse', fieldtype: 'Table', options: 'Item Reorder' },
    ],
  },
  'Item Default': {
    name: 'Item Default',
    istable: true,
    fields: [
      { fieldname: 'company', label: 'Company', fieldtype: 'Link', options: 'Company', reqd: true },
      { fieldname: 'default_warehouse', label: 'Default Warehouse', fieldtype: 'Link', options: 'Warehouse' },
      { fieldname: 'default_supplier', label: 'Default Supplier', fieldtype: 'Link', options: 'Supplier' },
    ],
  },
  'Item Reorder': {
    name: 'Item Reorder',
    istable: true,
    fields: [
      { fieldname: 'warehouse', label: 'Request for', fieldtype: 'Link', options: 'Warehouse', reqd: true },
      { fieldname: 'warehouse_group', label: 'Check in (group)', fieldtype: 'Link', options: 'Warehouse' },
      { fieldname: 'warehouse_reorder_level', label: 'Re-order Level', fieldtype: 'Float', non_negative: true },
      { fieldname: 'warehouse_reorder_qty', label: 'Re-order Qty', fieldtype: 'Float', non_negative: true },
      { fieldname: 'material_request_type', label: 'Material Request Type', fieldtype: 'Select', options: REORDER_REQUEST_TYPES },
    ],
  },
  'Material Request': {
    name: 'Material Request',
    autoname: 'MAT-MR-.YYYY.-.#####',
    fields: [
      { fieldname: 'title', label: 'Title', fieldtype: 'Data' },
      // WorkHub's spec reads the reorder types from here, so the stand-in keeps Item Reorder's spelling ('Transfer').
      { fieldname: 'material_request_type', label: 'Purpose', fieldtype: 'Select', options: REORDER_REQUEST_TYPES, reqd: true },
      { fieldname: 'company', label: 'Company', fieldtype: 'Link', options: 'Company', reqd: true },
      { fieldname: 'schedule_date', label: 'Required By', fieldtype: 'Date', reqd: true },
      { fieldname: 'remarks', label: 'Remarks', fieldtype: 'Small Text' },
      { fieldname: 'items', label: 'Items', fieldtype: 'Table', options: 'Material Request Item', reqd: true },
    ],
  },
  'Material Request Item': {
    name: 'Material Request Item',
    istable: true,
    fields: [
      { fieldname: 'item_code', label: 'Item Code', fieldtype: 'Link', options: 'Item', reqd: true },
      { fieldname: 'qty', label: 'Quantity', fieldtype: 'Float', reqd: true, non_negative: true },
      { fieldname: 'uom', label: 'UOM', fieldtype: 'Link', options: 'UOM', reqd: true },
      { fieldname: 'schedule_date', label: 'Required By', fieldtype: 'Date', reqd: true },
      { fieldname: 'warehouse', label: 'Target Warehouse', fieldtype: 'Link', options: 'Warehouse', reqd: true },
    ],
  },
};

/** The DocType document Frappe answers (GET /api/resource/DocType/{name}): fields with Select options '\n'-joined. */
export function doctypeDoc(name: string): Doc {
  const def = DOCTYPE_DEFS[name];
  if (!def) throw new FrappeError(404, 'DoesNotExistError', `DocType ${name} not found`);
  return {
    doctype: 'DocType',
    name,
    istable: def.istable ? 1 : 0,
    ...(def.autoname ? { autoname: def.autoname } : {}),
    fields: def.fields.map((f, i) => ({
      doctype: 'DocField',
      idx: i + 1,
      fieldname: f.fieldname,
      label: f.label,
      fieldtype: f.fieldtype,
      options: Array.isArray(f.options) ? f.options.join('\n') : (f.options ?? ''),
      reqd: f.reqd ? 1 : 0,
      non_negative: f.non_negative ? 1 : 0,
    })),
  };
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const quoteList = (options: readonly string[]) =>
  options
    .filter((o) => o !== '')
    .map((o) => `"${o}"`)
    .join(', ');

/**
 * Validates a document about to be saved, as Frappe's save does: first every missing mandatory
 * value (MandatoryError, all of them named), then Select values, numbers and child rows
 * (ValidationError). Child rows are checked with their row number ('Item Default, Row 2').
 */
export function validateDoc(doctype: string, doc: Doc, exists?: (doctype: string, name: string) => boolean | undefined): void {
  const def = DOCTYPE_DEFS[doctype];
  if (!def) return;
  const missing: string[] = [];
  const problems: string[] = [];
  const unknownLinks: string[] = [];
  const check = (d: DocTypeDef, row: Doc, where: string) => {
    for (const f of d.fields) {
      const value = row[f.fieldname];
      if (f.reqd && blank(value)) {
        missing.push(`${where}${f.label}`);
        continue;
      }
      if (blank(value)) continue;
      if (f.fieldtype === 'Select' && Array.isArray(f.options)) {
        if (typeof value === 'object' || !f.options.includes(String(value)))
          problems.push(`${where}${f.label} cannot be "${String(value)}". It should be one of ${quoteList(f.options)}`);
      } else if (f.fieldtype === 'Int' || f.fieldtype === 'Float') {
        const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
        if (!Number.isFinite(n)) problems.push(`${where}${f.label} must be a number`);
        else if (f.fieldtype === 'Int' && !Number.isInteger(n)) problems.push(`${where}${f.label} must be a whole number`);
        else if (f.non_negative && n < 0) problems.push(`${where}${f.label} cannot be negative`);
      } else if (f.fieldtype === 'Date') {
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
          problems.push(`${where}${f.label} must be a date (YYYY-MM-DD)`);
      } else if (f.fieldtype === 'Table') {
        const child = DOCTYPE_DEFS[String(f.options)];
        if (!Array.isArray(value)) {
          problems.push(`${where}${f.label} must be a table`);
          continue;
        }
        if (!child) continue;
        value.forEach((r, i) => check(child, (r ?? {}) as Doc, `${child.name}, Row ${i + 1}: `));
      } else if (typeof value === 'object') {
        problems.push(`${where}${f.label} must be text`);
      } else if (f.fieldtype === 'Link' && exists?.(String(f.options), String(value)) === false) {
        unknownLinks.push(`${where}${f.label}: ${String(value)}`);
      }
    }
  };
  check(def, doc, '');
  if (missing.length) throw new FrappeError(417, 'MandatoryError', `Error: Value missing for ${doctype}: ${missing.join(', ')}`);
  if (problems.length) throw new FrappeError(417, 'ValidationError', problems.join('; '));
  // ERPNext: 'Could not find Row #1: Target Warehouse: Stores - XYZ' (a Link to a document that does not exist).
  if (unknownLinks.length) throw new FrappeError(417, 'LinkValidationError', `Could not find ${unknownLinks.join(', ')}`);
}

/** The next name of a naming series 'MAT-MR-.YYYY.-.#####' in year `year`, given the last number used. */
export function seriesName(autoname: string, year: number, next: number): { prefix: string; name: string } {
  const [head = '', digits = '#####'] = autoname.replace('.YYYY.', String(year)).split(/\.(?=#+$)/);
  const prefix = head.replace(/\.$/, '').replace(/\./g, '');
  return { prefix, name: `${prefix}${String(next).padStart(digits.length, '0')}` };
}
