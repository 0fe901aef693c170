import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  ERP_ITEM_FIELDS,
  ITEM_COLUMNS,
  ITEM_PAGE_SIZE,
  itemColumnLabel,
  itemPageBounds,
  keepEmpty,
  pageCount,
  pageOf,
  type ErpItemField,
  type ErpItemRow,
} from '@workhub/domain';
import { cellKey, useItemEditsStore, type CellValue, type RowsFromErp } from './item-edits-store';
import { useItemChoices } from './use-item-choices';
import './item-table.css';
import {
  DEFAULT_ITEM_TABLE_VIEW,
  filterNarrowing,
  itemsOfRows,
  recycleRowKeys,
  sortedOnce,
  useIndexedRows,
  type FilterCache,
  type ItemTableServer,
  type ItemTableToolbarContext,
  type ItemTableView,
  type RowKeys,
  type SortCache,
} from './item-table-model';
import {
  COLUMN_BY_FIELD,
  COLUMN_DEFS,
  COLUMN_WIDTHS,
  count,
  ItemRow,
  NameLists,
  NUMERIC_FIELDS,
  ROW_HEIGHT,
  type TableMeta,
} from './item-table-rows';

export { DEFAULT_ITEM_TABLE_VIEW, type ItemTableServer, type ItemTableToolbarContext, type ItemTableView } from './item-table-model';

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
  /** The item in the ERP itself (domain erpItemDeskUrl with the configured address); none: no ERP links. */
  erpItemUrl?: (code: string) => string | null;
}

const NO_ERP_LINK = () => null;

/**
 * The item maintenance table (supporting spec §2; docs/stock-erp.md "The item table"): the 16
 * columns with their kinds, text filter, empty mode, sort, paging by 50, rows virtualised; cells
 * edit the ERP one field at a time with their own state (sending, confirmed, failed, conflict).
 */
export function ItemTable({ rows, server, onRowsFromErp, toolbar, initialView, height, erpItemUrl = NO_ERP_LINK }: ItemTableProps) {
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
  const filteredRows = useMemo(() => itemsOfRows(filteredIndexed), [filteredIndexed]);
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
      erpItemUrl,
    }),
    // edits: the store's actions, which never change
    [choices, edits, erpItemUrl],
  );

  const columnVisibility = useMemo(
    () => Object.fromEntries(ERP_ITEM_FIELDS.map((f) => [f, f === 'item_code' || view.columns.includes(f)])),
    [view.columns],
  );
  const table = useReactTable({
    // TanStack Table reads the rows, never changes them (its type asks for a mutable array).
    data: pageRows as ErpItemRow[],
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
    // Rows are one fixed height and cheap text: two rows beyond the window keep scrolling smooth;
    // each more is one more row to render and lay out when a filter keystroke changes the rows.
    overscan: 2,
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
