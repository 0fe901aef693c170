import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useShallow } from 'zustand/react/shallow';
import {
  ERP_ITEM_FIELDS,
  ITEM_COLUMNS,
  ITEM_PAGE_SIZE,
  filterIndexed,
  indexItems,
  itemColumnLabel,
  itemPageBounds,
  keepEmpty,
  pageCount,
  pageOf,
  sortRows,
  type ErpItemField,
  type ErpItemRow,
  type IndexedRow,
  type ItemColumn,
} from '@workhub/domain';
import { ItemCell, type CellChoices } from './item-cells';
import { cellKey, useItemEditsStore, type CellEdit, type CellValue, type RowsFromErp } from './item-edits-store';
import { useItemChoices } from './use-item-choices';
import './item-table.css';

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

export interface ItemTableProps {
  /** Every row (filtered, sorted and paged by 50 here), or with `server` the page the server gave. */
  rows: readonly ErpItemRow[];
  server?: ItemTableServer;
  /** Rows the ERP answered after a put or a revert; pages that do not follow the mirror merge them. */
  onRowsFromErp?: RowsFromErp;
  /** More toolbar content (export, saved views, links), given the filtered rows and the view. */
  toolbar?: (context: ItemTableToolbarContext) => ReactNode;
  initialView?: Partial<ItemTableView>;
  /** Height of the scrolling rows area (CSS); default fills the window below the toolbar. */
  height?: string;
}

/** Index each row once: rows that did not change (same object) keep their search text. */
function useIndexedRows(rows: readonly ErpItemRow[]): IndexedRow<ErpItemRow>[] {
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
  kept: Map<string, IndexedRow<ErpItemRow>[]>;
}
const FILTERS_KEPT = 64;

/**
 * `filterIndexed(sorted, filter)`, fast while typing: a filter seen lately (Backspace) is answered
 * from the cache, and a filter that contains a previous one (one more key typed) filters that one's
 * rows only — every row whose text contains the longer needle contains the shorter, and the rule
 * keeps the order, so the result is the same rows in the same order as over all the rows.
 */
export function filterNarrowing(cache: FilterCache, sorted: readonly IndexedRow<ErpItemRow>[], filter: string): IndexedRow<ErpItemRow>[] {
  if (cache.source !== sorted) {
    cache.source = sorted;
    cache.kept.clear();
  }
  if (filter === '') return filterIndexed(sorted, filter);
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

/** The current rows' sorted orders, by `field/direction`, most recently used last. */
export interface SortCache {
  source: readonly IndexedRow<ErpItemRow>[];
  sorted: Map<string, IndexedRow<ErpItemRow>[]>;
}
const ORDERS_KEPT = 16;

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

const helper = createColumnHelper<ErpItemRow>();

interface TableMeta {
  choices: CellChoices;
  begin: (row: ErpItemRow, field: ErpItemField) => void;
  commit: (row: ErpItemRow, field: ErpItemField, value: CellValue) => void;
  retry: (row: ErpItemRow, field: ErpItemField) => void;
  revert: (row: ErpItemRow, field: ErpItemField) => void;
  resolve: (row: ErpItemRow, field: ErpItemField, choice: 'theirs' | 'mine') => void;
}

/** A cell that reads its own edit state (the TanStack column definitions' cell). */
function EditableItemCell({ row, column, meta }: { row: ErpItemRow; column: ItemColumn; meta: TableMeta }) {
  const edit = useItemEditsStore((s) => s.cells[cellKey(row.item_code, column.field)]);
  return <CellOf row={row} column={column} meta={meta} edit={edit} />;
}

/** The edit states of one row's shown editable cells, by field (none: an empty object). */
function rowEdits(cells: Record<string, CellEdit>, code: string, columns: readonly ItemColumn[]): Partial<Record<ErpItemField, CellEdit>> {
  const edits: Partial<Record<ErpItemField, CellEdit>> = {};
  for (const column of columns) {
    if (!column.editable) continue;
    const edit = cells[cellKey(code, column.field)];
    if (edit) edits[column.field] = edit;
  }
  return edits;
}

/** Memoised: a row re-rendered for one cell's edit state re-renders that cell only. */
const CellOf = memo(function CellOf({
  row,
  column,
  meta,
  edit,
}: {
  row: ErpItemRow;
  column: ItemColumn;
  meta: TableMeta;
  edit: CellEdit | undefined;
}) {
  const f = column.field;
  return (
    <ItemCell
      row={row}
      column={column}
      edit={edit}
      choices={meta.choices}
      onBegin={() => meta.begin(row, f)}
      onCommit={(value) => meta.commit(row, f, value)}
      onRetry={() => meta.retry(row, f)}
      onRevert={() => meta.revert(row, f)}
      onResolve={(choice) => meta.resolve(row, f, choice)}
    />
  );
});

const NUMERIC_FIELDS = new Set<ErpItemField>(['lead_time_days', 'warehouse_reorder_level', 'warehouse_reorder_qty', 'stock_qty']);

const COLUMN_DEFS: ColumnDef<ErpItemRow>[] = ITEM_COLUMNS.map((column) =>
  helper.display({
    id: column.field,
    header: itemColumnLabel(column.field),
    cell: (ctx) => <EditableItemCell row={ctx.row.original} column={column} meta={ctx.table.options.meta as TableMeta} />,
  }),
);
const COLUMN_BY_FIELD = new Map(ITEM_COLUMNS.map((c) => [c.field, c]));

/** Column widths (px): the table is laid out once by them (`table-layout: fixed`), not by the rows' text. */
const COLUMN_WIDTHS: Record<ErpItemField, number> = {
  item_code: 112,
  item_name: 280,
  lead_time_days: 96,
  for_tiling: 72,
  complexity: 170,
  item_group: 150,
  lifecycle: 140,
  check_stock: 84,
  warehouse_reorder_level: 112,
  warehouse_reorder_qty: 112,
  purchase_uom: 92,
  stock_uom: 84,
  material_request_type: 150,
  default_supplier: 180,
  default_warehouse: 170,
  stock_qty: 92,
};

/**
 * One row: memoised on the row object (the same item_code and values keep the same object), the
 * visible columns and the table's actions; an edit re-renders its cell only (the cell reads its own
 * edit state). A row stays with its item while the item is shown; a row whose item left is given to
 * an item that came in (`recycleRowKeys`): its cells then show that item (their edit and flash state
 * start afresh, see ItemCell), and a focus left inside goes, as it would with the old item's row.
 */
const ItemRow = memo(function ItemRow({ row, columns, meta }: { row: ErpItemRow; columns: readonly ItemColumn[]; meta: TableMeta }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const shownCode = useRef(row.item_code);
  useLayoutEffect(() => {
    if (shownCode.current === row.item_code) return;
    shownCode.current = row.item_code;
    const active = document.activeElement;
    if (active instanceof HTMLElement && ref.current?.contains(active)) active.blur();
  }, [row.item_code]);
  // One edit-state subscription a row (not one a cell): an edit re-renders its row, whose other cells are memoised.
  const edits = useItemEditsStore(useShallow((s) => rowEdits(s.cells, row.item_code, columns)));
  return (
    <tr ref={ref} data-testid="item-row" data-code={row.item_code} className="item-row">
      {columns.map((column) => (
        <td key={column.field} className={`col-${column.field}${NUMERIC_FIELDS.has(column.field) ? ' num' : ''}`}>
          <CellOf row={row} column={column} meta={meta} edit={edits[column.field]} />
        </td>
      ))}
    </tr>
  );
});

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

/** The datalists of the fetched dropdowns' names (thousands of options), rendered once per names list. */
const NameLists = memo(function NameLists({ fetched }: { fetched: CellChoices['fetched'] }) {
  return (
    <>
      {Object.values(fetched).map((f) => (
        <datalist key={f.listId} id={f.listId}>
          {f.names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      ))}
    </>
  );
});

/** Every row is this high (CSS `.item-row`); taller only while a cell shows a failure or a conflict. */
const ROW_HEIGHT = 37;
/** `n.toLocaleString('en-US')`, with one formatter (not one made per call). */
const EN_US = new Intl.NumberFormat('en-US');
const count = (n: number) => EN_US.format(n);

/**
 * The item maintenance table (supporting spec §2; docs/stock-erp.md "The item table"): the 16
 * columns with their kinds, text filter, empty mode, sort, paging by 50, rows virtualised; cells
 * edit the ERP one field at a time with their own state (sending, confirmed, failed, conflict).
 */
export function ItemTable({ rows, server, onRowsFromErp, toolbar, initialView, height }: ItemTableProps) {
  const [localView, setLocalView] = useState<ItemTableView>({ ...DEFAULT_ITEM_TABLE_VIEW, ...initialView });
  const [page, setPage] = useState(0);
  const view: ItemTableView = server
    ? {
        ...localView,
        order: server.order,
        direction: server.direction === 'desc' ? 'desc' : 'asc',
        emptyOnly: server.direction === 'empty',
      }
    : localView;
  const setView = useCallback(
    (change: Partial<ItemTableView>) => {
      setLocalView((v) => ({ ...v, ...change }));
      setPage(0);
      if (server && ('order' in change || 'direction' in change || 'emptyOnly' in change)) {
        const order = change.order ?? server.order;
        const emptyOnly = change.emptyOnly ?? server.direction === 'empty';
        const direction = change.direction ?? (server.direction === 'desc' ? 'desc' : 'asc');
        server.onOrder(order, emptyOnly ? 'empty' : direction);
      }
    },
    [server],
  );

  // Client side: sort once per order (kept while the rows stay); each keystroke only filters the sorted, indexed rows.
  const indexed = useIndexedRows(rows);
  const sortCache = useRef<SortCache>({ source: indexed, sorted: new Map() });
  const sorted = useMemo(
    () => (server ? indexed : sortedOnce(sortCache.current, indexed, view.order, view.direction)),
    [indexed, server, view.order, view.direction],
  );
  const filterCache = useRef<FilterCache>({ source: sorted, kept: new Map() });
  const filteredIndexed = useMemo(() => {
    const kept = filterNarrowing(filterCache.current, sorted, view.filter);
    return !server && view.emptyOnly ? keepEmpty(kept, view.order) : kept;
  }, [sorted, view.filter, view.emptyOnly, view.order, server]);
  const filteredRows = useMemo(() => filteredIndexed.map((r) => r.item), [filteredIndexed]);
  const total = filteredRows.length;
  const pages = pageCount(total);
  const pageIndex = server ? 0 : Math.min(page, pages - 1);
  const pageRows = useMemo(() => (server ? filteredRows : pageOf(filteredRows, pageIndex)), [server, filteredRows, pageIndex]);

  const edits = useItemEditsStore.getState();
  const starts = useRef(new Map<string, CellValue>());
  const choices = useItemChoices();
  // The callback through a ref: a parent's new function does not re-render every row.
  const rowsFromErp = useRef(onRowsFromErp);
  rowsFromErp.current = onRowsFromErp;
  const meta: TableMeta = useMemo(
    () => ({
      choices,
      begin: (row, field) => {
        const key = cellKey(row.item_code, field);
        starts.current.set(key, row[field]);
        const edit = useItemEditsStore.getState().cells[key];
        if (edit?.status === 'confirmed') edits.clear(row.item_code, field);
      },
      commit: (row, field, value) => {
        const key = cellKey(row.item_code, field);
        const start = starts.current.has(key) ? starts.current.get(key)! : row[field];
        starts.current.delete(key);
        void edits.commit(row, field, start, value, rowsFromErp.current);
      },
      retry: (row, field) => void edits.retry(row, field, rowsFromErp.current),
      revert: (row, field) => void edits.revert(row, field, rowsFromErp.current),
      resolve: (row, field, choice) => void edits.resolve(row, field, choice, rowsFromErp.current),
    }),
    // edits: the store's actions, which never change
    [choices, edits],
  );

  const columnVisibility = useMemo(
    () => Object.fromEntries(ERP_ITEM_FIELDS.map((f) => [f, f === 'item_code' || view.columns.includes(f)])),
    [view.columns],
  );
  const table = useReactTable({
    data: pageRows,
    columns: COLUMN_DEFS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.item_code,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    state: { columnVisibility, sorting: view.emptyOnly ? [] : [{ id: view.order, desc: view.direction === 'desc' }] },
    meta,
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows are one fixed height and cheap text: a few rows beyond the window keep scrolling smooth.
    overscan: 4,
    initialRect: { width: 1200, height: 800 },
    getItemKey: (index) => tableRows[index]?.id ?? index,
  });
  const visibleLeafColumns = table.getVisibleLeafColumns();
  const shownColumns = useMemo(
    () => visibleLeafColumns.map((c) => COLUMN_BY_FIELD.get(c.id as ErpItemField)!),
    // the visible columns change with the view's columns only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnVisibility],
  );
  const items = virtualizer.getVirtualItems();
  const rowKeys = useRef<RowKeys>({ byCode: new Map(), next: 0 });
  const keys = recycleRowKeys(
    rowKeys.current,
    items.map((v) => tableRows[v.index]!.id),
  );
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const visibleColumns = visibleLeafColumns.length;

  const sortBy = (field: ErpItemField) =>
    setView({
      order: field,
      direction: field === view.order && view.direction === 'asc' && !view.emptyOnly ? 'desc' : 'asc',
      emptyOnly: false,
    });

  const first = server ? server.pageIndex * server.pageSize : itemPageBounds(pageIndex).start;
  const loading = server?.loading === true;
  const rangeText = loading
    ? 'Loading the page…'
    : (server ? rows.length : pageRows.length) === 0
      ? 'No rows'
      : server
        ? `${server.pageIndex === 0 && server.canFirst ? `${count(rows.length)} rows after ${server.after ?? 'the start'}` : `Rows ${count(first + 1)}–${count(first + rows.length)}`}${view.filter ? ` (${count(pageRows.length)} kept by the filter)` : ''}`
        : `Rows ${count(first + 1)}–${count(first + pageRows.length)} of ${count(total)}`;
  const canPrevious = server ? !loading && server.pageIndex > 0 : pageIndex > 0;
  const canNext = server ? !loading && server.hasNext : pageIndex < pages - 1;
  const scrollTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  const go = (action: () => void) => () => {
    action();
    scrollTop();
  };

  return (
    <section className="item-table" data-testid="item-table">
      <div className="item-toolbar" role="toolbar" aria-label="Item table">
        <label className="item-filter">
          <span>Filter</span>
          <input
            type="search"
            aria-label="Filter items"
            placeholder="Code, name, supplier, 0/1…"
            value={view.filter}
            onChange={(e) => setView({ filter: e.target.value })}
          />
        </label>
        <label>
          <span>Order by</span>
          <select aria-label="Order by" value={view.order} onChange={(e) => setView({ order: e.target.value as ErpItemField })}>
            {ITEM_COLUMNS.map((c) => (
              <option key={c.field} value={c.field}>
                {itemColumnLabel(c.field)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Direction</span>
          <select
            aria-label="Direction"
            value={view.direction}
            disabled={view.emptyOnly}
            onChange={(e) => setView({ direction: e.target.value as 'asc' | 'desc' })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
        <label className="item-empty-mode">
          <input type="checkbox" checked={view.emptyOnly} onChange={(e) => setView({ emptyOnly: e.target.checked })} />
          <span>Only empty {itemColumnLabel(view.order).toLowerCase()}</span>
        </label>
        {toolbar?.({ filteredRows, view, setView })}
      </div>
      <div className="item-pager" aria-label="Pages">
        <span className="item-range" data-testid="item-range">
          {rangeText}
        </span>
        <button
          type="button"
          disabled={server ? loading || !server.canFirst : !canPrevious}
          onClick={go(() => (server ? server.onFirst() : setPage(0)))}
        >
          « First
        </button>
        <button type="button" disabled={!canPrevious} onClick={go(() => (server ? server.onPrevious() : setPage(pageIndex - 1)))}>
          ‹ Previous
        </button>
        <button type="button" disabled={!canNext} onClick={go(() => (server ? server.onNext() : setPage(pageIndex + 1)))}>
          Next ›
        </button>
        {!server && (
          <button type="button" disabled={!canNext} onClick={go(() => setPage(pages - 1))}>
            Last »
          </button>
        )}
        {!server && (
          <span className="hint">
            Page {count(pageIndex + 1)} of {count(pages)}, {ITEM_PAGE_SIZE} rows a page
          </span>
        )}
      </div>
      <NameLists fetched={choices.fetched} />
      <div className="item-scroll" ref={scrollRef} style={height ? { height } : undefined} data-testid="item-scroll">
        <table className="item-grid" aria-rowcount={pageRows.length}>
          <colgroup>
            {shownColumns.map((c) => (
              <col key={c.field} style={{ width: COLUMN_WIDTHS[c.field] }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const field = header.column.id as ErpItemField;
                  const sorted = !view.emptyOnly && view.order === field;
                  return (
                    <th
                      key={header.id}
                      className={`col-${field}${NUMERIC_FIELDS.has(field) ? ' num' : ''}`}
                      aria-sort={sorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                    >
                      <button type="button" className="th-sort" onClick={() => sortBy(field)} title={`Order by ${itemColumnLabel(field)}`}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span className="th-arrow">{sorted ? (view.direction === 'asc' ? '▲' : '▼') : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={visibleColumns} className="item-none" role="status">
                  Loading the live items…
                </td>
              </tr>
            ) : pageRows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns} className="item-none" data-testid="item-none">
                  {rows.length === 0
                    ? 'No items.'
                    : view.emptyOnly && !view.filter
                      ? `No item has an empty ${itemColumnLabel(view.order).toLowerCase()}.`
                      : 'No item matches the filter.'}
                </td>
              </tr>
            ) : (
              <>
                {padTop > 0 && <tr style={{ height: padTop }} aria-hidden />}
                {items.map((v, i) => (
                  <ItemRow key={keys[i]} row={tableRows[v.index]!.original} columns={shownColumns} meta={meta} />
                ))}
                {padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden />}
              </>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
