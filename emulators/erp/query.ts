/**
 * The pure parts of the ERP stand-in's Frappe REST API: list queries (fields, filters, order,
 * paging) over stored documents, the Item documents built from the seed's ERP rows, and Frappe's
 * error bodies. No I/O here (server.ts does that).
 */
import type { ErpItem } from '../seed/data/erp-items.js';

export type Doc = Record<string, unknown>;

/** Frappe's list filter: [field, op, value] or [doctype, field, op, value]; a dict is {field: value}. */
export type Filter = [string, string, unknown];

export class FrappeError extends Error {
  constructor(
    readonly status: number,
    readonly excType: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body Frappe sends with a failed request: exc_type, exception, _server_messages (a JSON string of JSON strings). */
export function errorBody(error: FrappeError): Doc {
  return {
    exc_type: error.excType,
    exception: `frappe.exceptions.${error.excType}: ${error.message}`,
    _server_messages: JSON.stringify([JSON.stringify({ message: error.message, title: 'Message', indicator: 'red' })]),
  };
}

function parseJsonParam(raw: string | null, name: string): unknown {
  if (raw === null || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new FrappeError(417, 'ValidationError', `${name} must be JSON`);
  }
}

export function parseFilters(raw: string | null): Filter[] {
  const value = parseJsonParam(raw, 'filters');
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    return value.map((f) => {
      if (!Array.isArray(f) || (f.length !== 3 && f.length !== 4)) throw new FrappeError(417, 'ValidationError', 'Invalid filter');
      const [field, op, val] = f.length === 4 ? f.slice(1) : f;
      if (typeof field !== 'string' || typeof op !== 'string') throw new FrappeError(417, 'ValidationError', 'Invalid filter');
      return [field, op.toLowerCase(), val] as Filter;
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Doc).map(([field, v]) =>
      Array.isArray(v) && typeof v[0] === 'string' ? ([field, v[0].toLowerCase(), v[1]] as Filter) : ([field, '=', v] as Filter),
    );
  }
  throw new FrappeError(417, 'ValidationError', 'Invalid filters');
}

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, 'is');
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Frappe compares as the column type would: numbers numerically, everything else as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && (typeof b === 'number' || (typeof b === 'string' && b.trim() !== '' && !isNaN(Number(b))))) {
    return a - Number(b);
  }
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function matches(doc: Doc, [field, op, value]: Filter): boolean {
  const v = doc[field];
  switch (op) {
    case '=':
      return blank(v) && blank(value) ? true : compare(v, value) === 0 && !blank(v);
    case '!=':
      return !matches(doc, [field, '=', value]);
    case 'like':
      return likeToRegExp(String(value)).test(String(v ?? ''));
    case 'not like':
      return !likeToRegExp(String(value)).test(String(v ?? ''));
    case 'in':
    case 'not in': {
      const list = Array.isArray(value)
        ? value
        : String(value)
            .split(',')
            .map((s) => s.trim());
      const found = list.some((x) => compare(v, x) === 0 && !blank(v));
      return op === 'in' ? found : !found;
    }
    case '>':
      return !blank(v) && compare(v, value) > 0;
    case '<':
      return !blank(v) && compare(v, value) < 0;
    case '>=':
      return !blank(v) && compare(v, value) >= 0;
    case '<=':
      return !blank(v) && compare(v, value) <= 0;
    case 'is':
      if (value === 'set') return !blank(v);
      if (value === 'not set') return blank(v);
      throw new FrappeError(417, 'ValidationError', `Invalid value for "is": ${String(value)}`);
    default:
      throw new FrappeError(417, 'ValidationError', `Invalid operator: ${op}`);
  }
}

export interface ListQuery {
  fields: string[];
  filters: Filter[];
  orderBy: { field: string; desc: boolean };
  start: number;
  /** 0 = every row, as in Frappe. */
  pageLength: number;
}

const FIELD = /^[a-z_][a-z0-9_]*$/i;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const fieldsValue = parseJsonParam(params.get('fields'), 'fields') ?? ['name'];
  if (!Array.isArray(fieldsValue) || !fieldsValue.every((f) => typeof f === 'string' && (f === '*' || FIELD.test(f)))) {
    throw new FrappeError(417, 'DataError', 'Invalid fields');
  }
  const order = (params.get('order_by') ?? 'modified desc').trim().split(/\s+/);
  const [orderField = 'modified', direction = 'asc'] = order;
  if (!FIELD.test(orderField) || !/^(asc|desc)$/i.test(direction) || order.length > 2) {
    throw new FrappeError(417, 'DataError', 'Invalid order_by');
  }
  const int = (name: string, fallback: number) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new FrappeError(417, 'ValidationError', `${name} must be a non-negative integer`);
    return n;
  };
  return {
    fields: fieldsValue as string[],
    filters: parseFilters(params.get('filters')),
    orderBy: { field: orderField, desc: direction.toLowerCase() === 'desc' },
    start: int('limit_start', 0),
    pageLength: int('limit_page_length', 20),
  };
}

/** A Frappe list answer's rows: only scalar fields ('*' = every field but child tables). */
export function runList(docs: Iterable<Doc>, query: ListQuery): Doc[] {
  const rows = [...docs].filter((doc) => query.filters.every((f) => matches(doc, f)));
  const { field, desc } = query.orderBy;
  rows.sort((a, b) => {
    const c = blank(a[field]) && blank(b[field]) ? 0 : blank(a[field]) ? -1 : blank(b[field]) ? 1 : compare(a[field], b[field]);
    return (desc ? -c : c) || String(a.name).localeCompare(String(b.name));
  });
  const page = query.pageLength === 0 ? rows.slice(query.start) : rows.slice(query.start, query.start + query.pageLength);
  return page.map((doc) => {
    const out: Doc = {};
    for (const f of query.fields) {
      if (f === '*') {
        for (const [k, v] of Object.entries(doc)) if (!Array.isArray(v)) out[k] = v;
      } else {
        if (Array.isArray(doc[f])) throw new FrappeError(417, 'DataError', `Field not permitted in query: ${f}`);
        out[f] = doc[f] ?? null;
      }
    }
    return out;
  });
}

/** The second company of the seeded ERP; items whose code ends in 7 have an Item Default row for it too. */
export const SECOND_COMPANY = 'Modulr Field Services';
export const hasSecondCompany = (itemCode: string) => itemCode.endsWith('7');

/**
 * An ERPNext Item document (with its item_defaults and reorder_levels child tables) from a seed row.
 * Its stock is not an Item field: it lives in the item's Bin (binDoc).
 */
export function itemDoc(item: ErpItem, modified: string): Doc {
  const {
    default_supplier,
    default_warehouse,
    warehouse_reorder_level,
    warehouse_reorder_qty,
    material_request_type,
    stock_qty: _stock,
    ...top
  } = item;
  return {
    doctype: 'Item',
    name: item.item_code,
    ...top,
    modified,
    item_defaults: [
      { doctype: 'Item Default', idx: 1, parentfield: 'item_defaults', company: 'Modulr Building', default_supplier, default_warehouse },
      // Some items are also stocked by the second company, with its own defaults (ERPNext keeps one row per company).
      ...(hasSecondCompany(item.item_code)
        ? [
            {
              doctype: 'Item Default',
              idx: 2,
              parentfield: 'item_defaults',
              company: SECOND_COMPANY,
              default_supplier: null,
              default_warehouse: 'Site Staging - MDB',
            },
          ]
        : []),
    ],
    reorder_levels:
      // A reorder row whenever the seed row has any reorder value (the mirror's row is then the ERP's).
      warehouse_reorder_level === null && warehouse_reorder_qty === null && material_request_type === null
        ? []
        : [
            {
              doctype: 'Item Reorder',
              idx: 1,
              parentfield: 'reorder_levels',
              // Mandatory in ERPNext: the item's default warehouse, else the main stores.
              warehouse: default_warehouse || FALLBACK_WAREHOUSE,
              warehouse_group: null,
              warehouse_reorder_level,
              warehouse_reorder_qty,
              material_request_type,
            },
          ],
  };
}

/** Where a field lives in a document: top level, or a column of one of its child tables. */
export function fieldTouched(body: Doc, field: string): boolean {
  if (Object.hasOwn(body, field)) return true;
  return Object.values(body).some((v) => Array.isArray(v) && v.some((row) => row && typeof row === 'object' && Object.hasOwn(row, field)));
}

/** Puts `field` back to its value in `before` (top level, or in each child row by position). */
export function restoreField(after: Doc, before: Doc, field: string): Doc {
  const out: Doc = { ...after };
  if (Object.hasOwn(before, field) || Object.hasOwn(after, field)) {
    if (!Array.isArray(after[field])) out[field] = before[field];
  }
  for (const [key, value] of Object.entries(after)) {
    if (!Array.isArray(value)) continue;
    const old = Array.isArray(before[key]) ? (before[key] as Doc[]) : [];
    out[key] = value.map((row: Doc, i) => (row && Object.hasOwn(row, field) ? { ...row, [field]: old[i]?.[field] ?? null } : row));
  }
  return out;
}

/** Frappe's PUT: the given fields replace the stored ones; a child table given replaces the whole table. */
export function applyUpdate(doc: Doc, body: Doc, modified: string): Doc {
  const out: Doc = { ...doc };
  for (const [key, value] of Object.entries(body)) {
    if (['name', 'doctype', 'modified', 'creation'].includes(key)) continue;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || !FIELD.test(key)) {
      throw new FrappeError(417, 'ValidationError', `Invalid field: ${key}`);
    }
    if (Array.isArray(value)) {
      out[key] = value.map((row, i) => {
        if (!row || typeof row !== 'object' || Array.isArray(row)) throw new FrappeError(417, 'ValidationError', `Invalid row in ${key}`);
        return { ...(row as Doc), idx: i + 1, parentfield: key };
      });
    } else if (value !== null && typeof value === 'object') {
      throw new FrappeError(417, 'ValidationError', `Invalid value for ${key}`);
    } else {
      out[key] = value;
    }
  }
  out.modified = modified;
  return out;
}

/** Where stock of an item without a default warehouse is kept. */
export const FALLBACK_WAREHOUSE = 'Stores - MDB';

/** ERPNext's Bin (stock of one item in one warehouse): the seed row's stock_qty in its default warehouse. */
export function binDoc(item: { item_code: string; default_warehouse: string | null; stock_qty: number }, modified: string): Doc {
  return {
    doctype: 'Bin',
    name: `BIN-${item.item_code}`,
    item_code: item.item_code,
    warehouse: item.default_warehouse || FALLBACK_WAREHOUSE,
    actual_qty: item.stock_qty,
    modified,
  };
}

/** Child doctypes of Item and the table field each fills. */
export const ITEM_CHILD_TABLES: Record<string, string> = { 'Item Default': 'item_defaults', 'Item Reorder': 'reorder_levels' };

/**
 * The rows of a child doctype as Frappe lists them (`/api/resource/Item Default?parent=Item`): each
 * row with parent, parenttype, parentfield, idx and a name.
 */
export function childRows(items: Iterable<Doc>, doctype: string): Doc[] {
  const field = ITEM_CHILD_TABLES[doctype];
  if (!field) return [];
  const rows: Doc[] = [];
  for (const item of items) {
    const table = Array.isArray(item[field]) ? (item[field] as Doc[]) : [];
    table.forEach((row, i) => {
      rows.push({
        ...row,
        doctype,
        name: typeof row.name === 'string' ? row.name : `${String(item.name)}-${field}-${i + 1}`,
        parent: item.name,
        parenttype: 'Item',
        parentfield: field,
        idx: i + 1,
      });
    });
  }
  return rows;
}
