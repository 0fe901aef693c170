/**
 * The stock overview (/stock) and the labels of the stock pages: the below-reorder list (its rule,
 * `reorderShortfall`, is the mirror's derived field: item.ts), the stock
 * figures, and the words of the query builder (field labels: column-labels.ts). docs/stock-erp.md "The stock overview, the query builder and the item page".
 *
 * Pure: the page turns these into Firestore queries (web/src/features/stock/stock-route.tsx).
 */
import { ITEM_COLUMN_LABELS } from './column-labels.js';
import type { ErpItemField } from './item.js';
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
 * The below-reorder list of /stock reads the mirror's derived field (`reorderShortfall`, item.ts):
 * `where('reorder_shortfall', '>', 0)`, `orderBy('reorder_shortfall', 'desc')` — the largest
 * quantity missing up to the reorder level first — limited to this many rows until 'Show all'.
 */
export const BELOW_REORDER_FIRST_ROWS = 50;

/** The live list's limit: the first rows, or with 'Show all' every item the server counted (never fewer than the first rows). */
export function belowReorderLimit(showAll: boolean, counted: number | null): number {
  return showAll ? Math.max(BELOW_REORDER_FIRST_ROWS, counted ?? 0) : BELOW_REORDER_FIRST_ROWS;
}

/** The list in words: how many items the server counted below their level, and how many are shown. */
export function describeBelowReorder(counted: number | null, shown: number): string {
  const items = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;
  if (counted === null) return shown === 0 ? 'Counting the items below their reorder level…' : `Showing ${items(shown)}; counting…`;
  if (counted === 0) return 'No item is below its reorder level.';
  const all = `${items(counted)} below their reorder level`;
  return shown >= counted ? `${all}, all shown.` : `${all}; the ${shown.toLocaleString('en-US')} largest shortfalls shown.`;
}

/** An item counts as out of stock at 0 or less (ERPNext allows negative stock). */
export const OUT_OF_STOCK_AT_MOST = 0;
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
