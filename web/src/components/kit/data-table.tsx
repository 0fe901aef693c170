import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import './kit.css';

export interface Column<Row> {
  /** The column's id (unique in the table). */
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Set on the column's header and cells. */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  caption?: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** While the rows are being read again (the old ones stay shown). */
  'aria-busy'?: boolean;
  'data-testid'?: string;
  /** Attributes of a row's <tr> (data-* for tests and styles, a class). */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
}

/**
 * The pages' thin shared table: a header row, one row per item, a caption if given, and a text
 * instead of an empty table. Built on @tanstack/react-table's row model.
 */
export function DataTable<Row>({ columns, rows, rowKey, empty, caption, className, rowProps, ...props }: DataTableProps<Row>) {
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => columns.map((c) => ({ id: c.id, header: () => c.header, cell: (ctx) => c.cell(ctx.row.original, ctx.row.index) })),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);
  const table = useReactTable({ data, columns: columnDefs, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  if (rows.length === 0) return <p className="data-table-empty">{empty}</p>;
  const classOf = (id: string) => columns.find((c) => c.id === id)?.className;
  return (
    <table className={className ? `data-table ${className}` : 'data-table'} {...props}>
      {caption && <caption>{caption}</caption>}
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} className={classOf(header.column.id)}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} {...rowProps?.(row.original, row.index)}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={classOf(cell.column.id)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
