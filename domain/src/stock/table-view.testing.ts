import { filterIndexed, keepEmpty, pageCount, pageOf, sortRows, type IndexedRow, type TableView } from './table-rules.js';

/**
 * The item table's view rules in one call, the oracle the table's tests compare the page with:
 * filter, then empty mode, then sort, then page. `total` counts the rows before paging.
 */
export function applyTableView<T extends object>(
  rows: readonly IndexedRow<T>[],
  view: TableView<T>,
): { rows: T[]; total: number; pages: number } {
  let kept = filterIndexed(rows, view.filter);
  if (view.emptyOnly) kept = keepEmpty(kept, view.orderBy);
  const sorted = sortRows(kept, view.orderBy, view.direction);
  return { rows: pageOf(sorted, view.page).map((r) => r.item), total: sorted.length, pages: pageCount(sorted.length) };
}
