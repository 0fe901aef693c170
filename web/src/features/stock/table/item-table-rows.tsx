import { memo, useLayoutEffect, useRef } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useShallow } from 'zustand/react/shallow';
import { ITEM_COLUMNS, itemColumnLabel, type ErpItemField, type ErpItemRow, type ItemColumn } from '@workhub/domain';
import { ItemCell, type CellChoices } from './item-cells';
import { cellKey, useItemEditsStore, type CellEdit, type CellValue } from './item-edits-store';

/* The item table's rows: column definitions, memoised rows and cells, the names lists. */
const helper = createColumnHelper<ErpItemRow>();

export interface TableMeta {
  choices: CellChoices;
  begin: (row: ErpItemRow, field: ErpItemField) => void;
  commit: (row: ErpItemRow, field: ErpItemField, value: CellValue) => void;
  retry: (row: ErpItemRow, field: ErpItemField) => void;
  revert: (row: ErpItemRow, field: ErpItemField) => void;
  resolve: (row: ErpItemRow, field: ErpItemField, choice: 'theirs' | 'mine') => void;
  /** The item's page in the ERP itself (its desk), or null: the item code's "open in the ERP" link. */
  erpItemUrl: (code: string) => string | null;
}

/** A cell that reads its own edit state (the TanStack column definitions' cell). */
export function EditableItemCell({ row, column, meta }: { row: ErpItemRow; column: ItemColumn; meta: TableMeta }) {
  const edit = useItemEditsStore((s) => s.cells[cellKey(row.item_code, column.field)]);
  return <CellOf row={row} column={column} meta={meta} edit={edit} />;
}

/** The edit states of one row's shown editable cells, by field (none: an empty object). */
export function rowEdits(
  cells: Record<string, CellEdit>,
  code: string,
  columns: readonly ItemColumn[],
): Partial<Record<ErpItemField, CellEdit>> {
  const edits: Partial<Record<ErpItemField, CellEdit>> = {};
  for (const column of columns) {
    if (!column.editable) continue;
    const edit = cells[cellKey(code, column.field)];
    if (edit) edits[column.field] = edit;
  }
  return edits;
}

/** Memoised: a row re-rendered for one cell's edit state re-renders that cell only. */
export const CellOf = memo(function CellOf({
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
      erpHref={column.kind === 'erpLink' ? meta.erpItemUrl(row.item_code) : null}
      onBegin={() => meta.begin(row, f)}
      onCommit={(value) => meta.commit(row, f, value)}
      onRetry={() => meta.retry(row, f)}
      onRevert={() => meta.revert(row, f)}
      onResolve={(choice) => meta.resolve(row, f, choice)}
    />
  );
});

export const NUMERIC_FIELDS = new Set<ErpItemField>(['lead_time_days', 'warehouse_reorder_level', 'warehouse_reorder_qty', 'stock_qty']);

export const COLUMN_DEFS: ColumnDef<ErpItemRow>[] = ITEM_COLUMNS.map((column) =>
  helper.display({
    id: column.field,
    header: itemColumnLabel(column.field),
    cell: (ctx) => <EditableItemCell row={ctx.row.original} column={column} meta={ctx.table.options.meta as TableMeta} />,
  }),
);
export const COLUMN_BY_FIELD = new Map(ITEM_COLUMNS.map((c) => [c.field, c]));

/** Column widths (px): the table is laid out once by them (`table-layout: fixed`), not by the rows' text. */
export const COLUMN_WIDTHS: Record<ErpItemField, number> = {
  item_code: 150,
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
export const ItemRow = memo(function ItemRow({ row, columns, meta }: { row: ErpItemRow; columns: readonly ItemColumn[]; meta: TableMeta }) {
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

/** The datalists of the fetched dropdowns' names (thousands of options), rendered once per names list. */
export const NameLists = memo(function NameLists({ fetched }: { fetched: CellChoices['fetched'] }) {
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
export const ROW_HEIGHT = 37;
/** `n.toLocaleString('en-US')`, with one formatter (not one made per call). */
export const EN_US = new Intl.NumberFormat('en-US');
export const count = (n: number) => EN_US.format(n);
