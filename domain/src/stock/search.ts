/**
 * Reading the ERP search and fields_options answers (supporting spec §7 "ERP calls";
 * docs/stock-erp.md).
 *
 * - search: `{ docType, limit: 5000 }` for Supplier, Warehouse and Item Group. Names are read from
 *   `data.message` (entries are names or `{ name }` objects) and sorted case-insensitively.
 * - fields_options: `{ docType, fields }` — Item [complexity, lifecycle] and Material Request
 *   [material_request_type]. Options are read from the FIRST entry of `data` (an array; an array
 *   under `data.message` is accepted too): `entry[field]` is a list of options or a newline-separated
 *   text (ERPNext's Select options); blank options are dropped.
 */
import { erpAnswerSchema, erpErrorMessage } from './erp-answer.js';

export type ErpRead<T> = { ok: true; value: T } | { ok: false; message: string };

/** Case-insensitive order; names equal but for case keep a fixed order (by code point). */
export function compareNamesCaseInsensitive(a: string, b: string): number {
  const al = a.toLowerCase();
  const bl = b.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function nameOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') return entry.name;
  return undefined;
}

/** The names of a search answer, sorted case-insensitively; entries without a name are skipped. */
export function namesFromSearch(answer: unknown): ErpRead<string[]> {
  const parsed = erpAnswerSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, message: 'The ERP answer could not be read' };
  if (!parsed.data.success) return { ok: false, message: erpErrorMessage(parsed.data.error) };
  const data = parsed.data.data;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : undefined;
  if (!Array.isArray(message)) return { ok: false, message: 'The ERP answer has no names' };
  const names = message.map(nameOf).filter((n): n is string => n !== undefined && n !== '');
  return { ok: true, value: names.sort(compareNamesCaseInsensitive) };
}

export const FIELD_OPTIONS_REQUESTS = [
  { docType: 'Item', fields: ['complexity', 'lifecycle'] },
  { docType: 'Material Request', fields: ['material_request_type'] },
] as const;

function optionsOf(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? value.split('\n') : Array.isArray(value) ? value : undefined;
  if (!list) return undefined;
  return list
    .filter((o): o is string => typeof o === 'string')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}

/** The options of each asked field, read from the first data entry of a fields_options answer. */
export function fieldOptionsFrom(answer: unknown, fields: readonly string[]): ErpRead<Record<string, string[]>> {
  const parsed = erpAnswerSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, message: 'The ERP answer could not be read' };
  if (!parsed.data.success) return { ok: false, message: erpErrorMessage(parsed.data.error) };
  const data = parsed.data.data;
  const entries = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && 'message' in data && Array.isArray(data.message)
      ? (data.message as unknown[])
      : undefined;
  const first: unknown = entries?.[0];
  if (!first || typeof first !== 'object') return { ok: false, message: 'The ERP answer has no options' };
  const result: Record<string, string[]> = {};
  for (const field of fields) {
    const options = Object.hasOwn(first, field) ? optionsOf((first as Record<string, unknown>)[field]) : undefined;
    if (!options) return { ok: false, message: `The ERP answer has no options for ${field}` };
    result[field] = options;
  }
  return { ok: true, value: result };
}
