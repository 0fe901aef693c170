/**
 * Item field updates (supporting spec §5 "Item field update", §7 document put / document get;
 * docs/stock-erp.md).
 *
 * 1. The put: one document `{ docType: 'Item', name: item_code, [field]: value }`.
 * 2. The put answer fails when the call fails or when it lists failed entries (`data.failed`).
 * 3. After saving, the item is re-read; when the field did not take the new value the error is
 *    exactly `The field <field> for the item <item_code> could not be updated`.
 * 4. Conflict detection before sending: the value the user started editing from, the current value
 *    (someone else may have changed it) and the user's value decide 'unchanged', 'send' or
 *    'conflict'.
 */
import { EDITABLE_ITEM_FIELDS } from './columns.js';
import { erpAnswerSchema, erpErrorMessage } from './erp-answer.js';
import { isBlankValue } from './table-rules.js';
import type { ErpItemField, ErpItemRow } from './item.js';

/** The §5 error when the re-read item does not hold the new value. */
export function fieldNotUpdatedMessage(field: string, itemCode: string): string {
  return `The field ${field} for the item ${itemCode} could not be updated`;
}

export interface ItemPutDocument {
  docType: 'Item';
  name: string;
  [field: string]: unknown;
}

/** The document put body for one field of one item; only editable fields can be put. */
export function itemFieldPut(itemCode: string, field: ErpItemField, value: unknown): { documents: ItemPutDocument[] } {
  if (!EDITABLE_ITEM_FIELDS.includes(field)) throw new Error(`The field ${field} is not editable`);
  if (itemCode === '') throw new Error('An item code is required');
  return { documents: [{ docType: 'Item', name: itemCode, [field]: value }] };
}

export type PutOutcome = { ok: true } | { ok: false; message: string; failed: unknown[] };

function failedName(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') return entry.name;
  return undefined;
}

/**
 * Reads a document put answer: a failed call, a malformed answer or a non-empty `data.failed`
 * fails. With failed entries the message is `The ERP reported failed entries: <names>` (names of
 * the entries, when they have one).
 */
export function readPutAnswer(answer: unknown): PutOutcome {
  const parsed = erpAnswerSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, message: 'The ERP answer could not be read', failed: [] };
  if (!parsed.data.success) return { ok: false, message: erpErrorMessage(parsed.data.error), failed: [] };
  const data = parsed.data.data;
  const failed = data && typeof data === 'object' && 'failed' in data ? (data as { failed: unknown }).failed : undefined;
  if (failed === undefined || failed === null) return { ok: true };
  if (!Array.isArray(failed)) return { ok: false, message: 'The ERP answer could not be read', failed: [] };
  if (failed.length === 0) return { ok: true };
  const names = failed.map(failedName).filter((n): n is string => n !== undefined);
  return { ok: false, message: `The ERP reported failed entries: ${names.length > 0 ? names.join(', ') : failed.length}`, failed };
}

/**
 * Whether two item values are the same: blanks (null, undefined, '', []) are equal to each other;
 * a number equals a numeric string of the same value ('5' and 5, as ERP answers may write it);
 * flags keep '' and 0 apart ('' is blank, 0 is not).
 */
export function sameItemValue(a: unknown, b: unknown): boolean {
  const ab = isBlankValue(a);
  const bb = isBlankValue(b);
  if (ab || bb) return ab && bb;
  if (typeof a === 'number' || typeof b === 'number') {
    const numeric = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? NaN : Number(v)) : v);
    const an = numeric(a);
    const bn = numeric(b);
    return typeof an === 'number' && typeof bn === 'number' && an === bn;
  }
  return a === b;
}

/** After the put, checks the re-read item: null when the field took the value, else the §5 error. */
export function checkSavedField(
  reread: Pick<ErpItemRow, 'item_code'> & Partial<ErpItemRow>,
  field: ErpItemField,
  wanted: unknown,
): string | null {
  return sameItemValue(reread[field], wanted) ? null : fieldNotUpdatedMessage(field, reread.item_code);
}

export type EditDecision =
  { action: 'unchanged' } | { action: 'send'; value: unknown } | { action: 'conflict'; theirs: unknown; yours: unknown };

/**
 * Decides what to do with an edit:
 * - the user's value equals the starting value, or already equals the current value → 'unchanged';
 * - the current value still equals the starting value → 'send' the user's value;
 * - otherwise someone else changed it meanwhile → 'conflict' (theirs = current, yours = user's).
 */
export function decideEdit(start: unknown, current: unknown, yours: unknown): EditDecision {
  if (sameItemValue(yours, start) || sameItemValue(yours, current)) return { action: 'unchanged' };
  if (sameItemValue(current, start)) return { action: 'send', value: yours };
  return { action: 'conflict', theirs: current, yours };
}

/**
 * What the ERP's numeric Item fields can hold (ERPNext validates them on save, and the ERP stand-in
 * does the same): a lead time in days is a whole number ≥ 0; a reorder level and a reorder quantity
 * are ≥ 0. Labels are ERPNext's.
 */
export const ERP_NUMBER_FIELDS: Partial<Record<ErpItemField, { label: string; whole: boolean }>> = {
  lead_time_days: { label: 'Lead Time in days', whole: true },
  warehouse_reorder_level: { label: 'Re-order Level', whole: false },
  warehouse_reorder_qty: { label: 'Re-order Qty', whole: false },
};

/**
 * Why the ERP field cannot hold this value, in words for the cell (checked before a put is sent,
 * and by the put route), or null when it can. Blank (null) is always allowed: the fields are optional.
 */
export function itemValueProblem(field: ErpItemField, value: unknown): string | null {
  const rule = ERP_NUMBER_FIELDS[field];
  if (!rule || value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${rule.label} must be a number`;
  if (value < 0) return `${rule.label} cannot be negative (${value})`;
  if (rule.whole && !Number.isInteger(value)) return `${rule.label} must be a whole number (${value})`;
  return null;
}
