/**
 * The stock overview (/stock) and the labels of the stock pages: which items are below their
 * reorder level, how the page finds them on the live mirror without reading every item, the stock
 * figures, and the words of the query builder (field labels: column-labels.ts). docs/stock-erp.md "The stock overview, the query builder and the item page".
 *
 * Pure: the page turns these into Firestore queries (web/src/features/stock/stock-route.tsx).
 */
import { ITEM_COLUMN_LABELS } from './column-labels.js';
import type { ErpItemField, ErpItemRow } from './item.js';
import type { ErpItemsDirection } from './live-query.js';

/** The directions of the live item query as the query builder offers them. */
export const ERP_DIRECTION_LABELS: Readonly<Record<ErpItemsDirection, string>> = {
  asc: 'Ascending',
  desc: 'Descending',
  empty: 'Empty',
};

/** What the 'empty' direction keeps, in words: 'only items whose default supplier is empty: null, blank or []'. */
export function emptyDirectionText(field: ErpItemField): string {
  return `only items whose ${ITEM_COLUMN_LABELS[field].toLowerCase()} is empty: null, blank or []`;
}

/**
 * The reorder rule: an item is below its reorder level when it has one and its stock is under it
 * (`stock_qty < warehouse_reorder_level`). An item without a reorder level (null) never is; a level
 * of 0 only catches negative stock.
 */
export function isBelowReorder(row: Pick<ErpItemRow, 'stock_qty' | 'warehouse_reorder_level'>): boolean {
  return row.warehouse_reorder_level !== null && row.stock_qty < row.warehouse_reorder_level;
}

/** How much is missing up to the reorder level (0 when the item is not below it). */
export function reorderShortfall(row: Pick<ErpItemRow, 'stock_qty' | 'warehouse_reorder_level'>): number {
  return isBelowReorder(row) ? (row.warehouse_reorder_level as number) - row.stock_qty : 0;
}

/**
 * Most urgent first: the share of the reorder level still in stock (0 = empty), then the larger
 * shortfall, then the item code.
 */
export function compareReorderUrgency(a: ErpItemRow, b: ErpItemRow): number {
  const share = (r: ErpItemRow) => (r.warehouse_reorder_level ? r.stock_qty / r.warehouse_reorder_level : 0);
  return (
    share(a) - share(b) || reorderShortfall(b) - reorderShortfall(a) || (a.item_code < b.item_code ? -1 : a.item_code > b.item_code ? 1 : 0)
  );
}

/**
 * Firestore cannot compare two fields of a document, so the page reads CANDIDATES: the items whose
 * stock is under the highest reorder level of all items (no item with more stock can be below its
 * level), fewest in stock first, at most this many. The rule is then applied to each candidate.
 */
export const BELOW_REORDER_CANDIDATES = 500;

/** The candidate query: stock under `below`, by stock ascending, at most `limit` items; null = nothing to read. */
export interface BelowReorderCandidates {
  below: number;
  limit: number;
}

/** The candidate query for the highest reorder level (null when no item has a level above anything). */
export function belowReorderCandidates(
  highestReorderLevel: number | null,
  limit = BELOW_REORDER_CANDIDATES,
): BelowReorderCandidates | null {
  if (highestReorderLevel === null || !Number.isFinite(highestReorderLevel)) return null;
  return { below: highestReorderLevel, limit };
}

/** What the scan of the candidates found, and how far it looked (the page says it). */
export interface BelowReorderScan {
  /** The items below their reorder level, most urgent first. */
  rows: ErpItemRow[];
  /** How many candidates were read. */
  checked: number;
  /** True when every item with stock under the highest level was read (fewer than the limit came back). */
  complete: boolean;
  /** When not complete: the highest stock read; items with more stock (or equal, beyond the limit) were not checked. */
  checkedUpToStock: number | null;
}

/** Applies the reorder rule to the candidates (read in stock order with `candidates.limit`). */
export function scanBelowReorder(candidateRows: readonly ErpItemRow[], candidates: BelowReorderCandidates | null): BelowReorderScan {
  if (!candidates) return { rows: [], checked: 0, complete: true, checkedUpToStock: null };
  const rows = candidateRows.filter(isBelowReorder).sort(compareReorderUrgency);
  const complete = candidateRows.length < candidates.limit;
  const highest = candidateRows.reduce<number | null>((max, r) => (max === null || r.stock_qty > max ? r.stock_qty : max), null);
  return { rows, checked: candidateRows.length, complete, checkedUpToStock: complete ? null : highest };
}

/** The scan in words, honest about what was looked at. */
export function describeBelowReorderScan(scan: BelowReorderScan, highestReorderLevel: number | null): string {
  const items = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;
  if (highestReorderLevel === null) return 'No item has a reorder level.';
  if (scan.complete) {
    return `${items(scan.rows.length)} below their reorder level. Every item with less stock than the highest reorder level (${highestReorderLevel.toLocaleString('en-US')}) was checked: the list is complete.`;
  }
  return `${items(scan.rows.length)} below their reorder level among the ${items(scan.checked)} with the least stock (up to ${(scan.checkedUpToStock ?? 0).toLocaleString('en-US')}). Items with more stock were not checked here: the list may be incomplete.`;
}

/** An item counts as out of stock at 0 or less (ERPNext allows negative stock). */
export const OUT_OF_STOCK_AT_MOST = 0;
/** An item has no default supplier when the field is null or blank (counted as two queries: Firestore's `in` never matches null). */
export const NO_SUPPLIER_VALUES: readonly (null | '')[] = [null, ''];

export interface GroupFigure {
  group: string;
  count: number;
}

/**
 * The 'by item group' figures: the groups with items, most items first (then by name), plus one
 * 'Other groups' line for items counted in the total but in none of the listed groups.
 */
export function groupFigures(counts: Readonly<Record<string, number>>, total: number): GroupFigure[] {
  const figures = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([group, count]) => ({ group, count }))
    .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
  const rest = total - figures.reduce((sum, f) => sum + f.count, 0);
  return rest > 0 ? [...figures, { group: 'Other groups', count: rest }] : figures;
}
