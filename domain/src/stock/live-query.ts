/**
 * The live erpItems subscription (supporting spec §8 "erpItems": limit 200 in debug; queried with
 * order, direction, start-after and limit; an empty direction means where the field is null, empty
 * or []). docs/stock-erp.md "The live item query".
 *
 * This module is the query's contract: what /stock/items2/query builds, what the address of
 * /stock/items2 holds, and what the live hook turns into a Firestore query. Pure: no Firestore here.
 */
import { z } from 'zod';
import { ERP_DEBUG_ITEM_LIMIT, ITEM_PAGE_SIZE } from './columns.js';
import { ERP_ITEM_FIELDS, type ErpItemField, type ErpItemRow } from './item.js';

/** asc / desc order by the field; 'empty' keeps only the items whose field is null, '' or []. */
export const ERP_ITEMS_DIRECTIONS = ['asc', 'desc', 'empty'] as const;
export type ErpItemsDirection = (typeof ERP_ITEMS_DIRECTIONS)[number];

/** The values an 'empty' query matches (Firestore `in`): null, the empty text and the empty list. */
export const EMPTY_FIELD_VALUES: readonly (null | '' | never[])[] = [null, '', []];

const cursorValue = z.union([z.string().max(1500), z.number().finite(), z.null()]);

export const erpItemsQuerySchema = z.strictObject({
  order: z.enum(ERP_ITEM_FIELDS as [ErpItemField, ...ErpItemField[]]),
  direction: z.enum(ERP_ITEMS_DIRECTIONS),
  /** Start after this row: its value of the order field and its item_code (the tie-break). */
  startAfter: z.strictObject({ value: cursorValue, item_code: z.string().min(1).max(1500) }).nullable(),
  limit: z.number().int().min(1).max(ERP_DEBUG_ITEM_LIMIT),
});
export type ErpItemsQuery = z.infer<typeof erpItemsQuerySchema>;

/** A page of the live table: 50 rows; 200 in a debug (dev) build, as the spec's debug limit says. */
export function erpItemsLimit(debug: boolean): number {
  return debug ? ERP_DEBUG_ITEM_LIMIT : ITEM_PAGE_SIZE;
}

/** The first page of a query ordered by `order` (item_code ascending when nothing is chosen). */
export function firstErpItemsQuery(debug: boolean, order: ErpItemField = 'item_code', direction: ErpItemsDirection = 'asc'): ErpItemsQuery {
  return { order, direction, startAfter: null, limit: erpItemsLimit(debug) };
}

/** The query of the page after `lastRow` (the last row shown): same order, starting after it. */
export function nextErpItemsQuery(query: ErpItemsQuery, lastRow: Pick<ErpItemRow, 'item_code'> & Partial<ErpItemRow>): ErpItemsQuery {
  const value = query.direction === 'empty' ? null : (lastRow[query.order] ?? null);
  return {
    ...query,
    startAfter: { value: typeof value === 'string' || typeof value === 'number' ? value : null, item_code: lastRow.item_code },
  };
}

/**
 * The query in an address (/stock/items2?order=lead_time_days&dir=desc&after=…): order, dir, and
 * the cursor as JSON `[value, item_code]`. The limit is not in the address (it follows the build).
 */
export function erpItemsQueryToSearch(query: ErpItemsQuery): string {
  const params = new URLSearchParams({ order: query.order, dir: query.direction });
  if (query.startAfter) params.set('after', JSON.stringify([query.startAfter.value, query.startAfter.item_code]));
  return `?${params.toString()}`;
}

/** Reads the query from an address; anything unreadable falls back to the first page by item_code. */
export function erpItemsQueryFromSearch(search: string, debug: boolean): ErpItemsQuery {
  const params = new URLSearchParams(search);
  const order = (ERP_ITEM_FIELDS as readonly string[]).includes(params.get('order') ?? '')
    ? (params.get('order') as ErpItemField)
    : 'item_code';
  const dir = params.get('dir');
  const direction: ErpItemsDirection = dir === 'desc' || dir === 'empty' ? dir : 'asc';
  let startAfter: ErpItemsQuery['startAfter'] = null;
  const after = params.get('after');
  if (after) {
    try {
      const parsed = z.tuple([cursorValue, z.string().min(1).max(1500)]).safeParse(JSON.parse(after));
      if (parsed.success) startAfter = { value: parsed.data[0], item_code: parsed.data[1] };
    } catch {
      // not JSON: the first page
    }
  }
  return { order, direction, startAfter, limit: erpItemsLimit(debug) };
}

/** The query in words, for the page ('lead time days, descending, after LBR-10050'). */
export function describeErpItemsQuery(query: ErpItemsQuery): string {
  const field = query.order.replaceAll('_', ' ');
  const how =
    query.direction === 'empty'
      ? `items whose ${field} is empty`
      : `by ${field}, ${query.direction === 'asc' ? 'ascending' : 'descending'}`;
  return query.startAfter ? `${how}, after ${query.startAfter.item_code}` : how;
}
