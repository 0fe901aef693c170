import { useMemo, useRef } from 'react';
import { ERP_ITEM_FIELDS, filterIndexed, indexItems, sortRows, type ErpItemField, type ErpItemRow, type IndexedRow } from '@workhub/domain';

/* The item table's view and its caches: pure state the table keeps between renders. */
/** What the user sees of the table: filter, empty mode, order and the visible columns. */
export interface ItemTableView {
  filter: string;
  /** The empty filter mode: only the rows whose order field is blank. */
  emptyOnly: boolean;
  order: ErpItemField;
  direction: 'asc' | 'desc';
  /** Visible columns in the table's order (item_code is always shown). */
  columns: ErpItemField[];
}

export const DEFAULT_ITEM_TABLE_VIEW: ItemTableView = {
  filter: '',
  emptyOnly: false,
  order: 'item_code',
  direction: 'asc',
  columns: [...ERP_ITEM_FIELDS],
};

/** Server-side order and cursor paging (/stock/items2): `rows` is one page, ordered by the server. */
export interface ItemTableServer {
  order: ErpItemField;
  direction: 'asc' | 'desc' | 'empty';
  onOrder: (order: ErpItemField, direction: 'asc' | 'desc' | 'empty') => void;
  /** 0-based index of the page shown, and the page size (50; 200 in a debug build). */
  pageIndex: number;
  pageSize: number;
  hasNext: boolean;
  /** The page is being read: the range says so, paging waits (the toolbar's filter is kept). */
  loading?: boolean;
  /** Whether the page shown is not the first (an address opened mid-way has no Previous but a First). */
  canFirst: boolean;
  /** The item code the page starts after, when the address has a cursor. */
  after?: string | null;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

export interface ItemTableToolbarContext {
  /** Exactly the rows the filter keeps (every page; on a server-paged table, of the page shown). */
  filteredRows: readonly ErpItemRow[];
  view: ItemTableView;
  setView: (change: Partial<ItemTableView>) => void;
}

/** Index each row once: rows that did not change (same object) keep their search text. */
export function useIndexedRows(rows: readonly ErpItemRow[]): IndexedRow<ErpItemRow>[] {
  const cache = useRef(new WeakMap<ErpItemRow, IndexedRow<ErpItemRow>>());
  return useMemo(() => {
    const fresh = rows.filter((r) => !cache.current.has(r));
    indexItems(fresh).forEach((indexed) => cache.current.set(indexed.item, indexed));
    return rows.map((r) => cache.current.get(r)!);
  }, [rows]);
}

/** Recent filters' results over one sorted list (cleared when the rows or the order change). */
export interface FilterCache {
  source: readonly IndexedRow<ErpItemRow>[];
  kept: Map<string, readonly IndexedRow<ErpItemRow>[]>;
}
export const FILTERS_KEPT = 64;

/**
 * `filterIndexed(sorted, filter)`, fast while typing: a filter seen lately (Backspace) is answered
 * from the cache, and a filter that contains a previous one (one more key typed) filters that one's
 * rows only — every row whose text contains the longer needle contains the shorter, and the rule
 * keeps the order, so the result is the same rows in the same order as over all the rows. No filter
 * is `sorted` itself. The same filter over the same rows gives the same array (`itemsOfRows` then
 * answers from its own cache too).
 */
export function filterNarrowing(
  cache: FilterCache,
  sorted: readonly IndexedRow<ErpItemRow>[],
  filter: string,
): readonly IndexedRow<ErpItemRow>[] {
  if (cache.source !== sorted) {
    cache.source = sorted;
    cache.kept.clear();
  }
  if (filter === '') return sorted;
  const needle = filter.toLowerCase();
  const hit = cache.kept.get(needle);
  if (hit) {
    cache.kept.delete(needle); // most recently used last
    cache.kept.set(needle, hit);
    return hit;
  }
  let base: readonly IndexedRow<ErpItemRow>[] = sorted;
  let baseLength = 0;
  for (const [earlier, rows] of cache.kept) {
    if (earlier.length > baseLength && needle.includes(earlier) && rows.length <= base.length) {
      base = rows;
      baseLength = earlier.length;
    }
  }
  const kept = filterIndexed(base, filter);
  cache.kept.set(needle, kept);
  if (cache.kept.size > FILTERS_KEPT) cache.kept.delete(cache.kept.keys().next().value!);
  return kept;
}

const itemsByRows = new WeakMap<readonly IndexedRow<ErpItemRow>[], readonly ErpItemRow[]>();

/** The items of `rows`, made once per array: Backspace back to a filter seen lately (or to none) maps no rows again. */
export function itemsOfRows(rows: readonly IndexedRow<ErpItemRow>[]): readonly ErpItemRow[] {
  let items = itemsByRows.get(rows);
  if (!items) itemsByRows.set(rows, (items = rows.map((r) => r.item)));
  return items;
}

/** The current rows' sorted orders, by `field/direction`, most recently used last. */
export interface SortCache {
  source: readonly IndexedRow<ErpItemRow>[];
  sorted: Map<string, IndexedRow<ErpItemRow>[]>;
}
export const ORDERS_KEPT = 16;

/**
 * `sortRows(indexed, order, direction)`, sorted once per order while the rows stay the same: going
 * back to an order (a header clicked again, the other direction and back) takes the rows sorted
 * then. New rows (a live change, a reload) start the cache again.
 */
export function sortedOnce(
  cache: SortCache,
  indexed: readonly IndexedRow<ErpItemRow>[],
  order: ErpItemField,
  direction: 'asc' | 'desc',
): IndexedRow<ErpItemRow>[] {
  if (cache.source !== indexed) {
    cache.source = indexed;
    cache.sorted.clear();
  }
  const key = `${order}/${direction}`;
  let sorted = cache.sorted.get(key);
  if (sorted) cache.sorted.delete(key);
  else sorted = sortRows(indexed, order, direction);
  cache.sorted.set(key, sorted);
  if (cache.sorted.size > ORDERS_KEPT) cache.sorted.delete(cache.sorted.keys().next().value!);
  return sorted;
}

/** The rows' keys: each shown item's key, and the next new key. */
export interface RowKeys {
  byCode: Map<string, number>;
  next: number;
}

/**
 * Keys for the rows shown (`codes`, in order): an item shown before keeps its key; an item that
 * comes in takes a key an item that left freed (in the order they were shown), else a new one. So
 * a page change, a sort or a filter keystroke that replaces the rows updates the same rows' text in
 * place (React changes text and attributes) instead of unmounting every row and mounting new ones.
 */
export function recycleRowKeys(keys: RowKeys, codes: readonly string[]): number[] {
  const kept = new Set<number>();
  for (const code of codes) {
    const key = keys.byCode.get(code);
    if (key !== undefined) kept.add(key);
  }
  const free: number[] = [];
  for (const key of keys.byCode.values()) if (!kept.has(key)) free.push(key);
  let f = 0;
  const byCode = new Map<string, number>();
  const result = codes.map((code) => {
    const key = keys.byCode.get(code) ?? (f < free.length ? free[f++]! : keys.next++);
    byCode.set(code, key);
    return key;
  });
  keys.byCode = byCode;
  return result;
}
