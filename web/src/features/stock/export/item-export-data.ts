/**
 * What an export of the item table holds: the rows the user sees after filtering (all pages), the
 * visible columns in their order, under a header row of readable labels. Pure builders, shared by
 * the CSV file and the XLSX sheet (docs/stock-erp.md "Export").
 */
import { itemColumnLabel, type ErpItemField, type ErpItemRow } from '@workhub/domain';

/** One exported cell: numbers stay numbers, blanks (null, '') are empty. */
export type ExportCell = string | number | null;

export function exportCellOf(row: ErpItemRow, field: ErpItemField): ExportCell {
  const value: unknown = row[field];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value === '' ? null : value;
  return null;
}

/** The header row: each column's label. */
export function exportHeader(columns: readonly ErpItemField[]): string[] {
  return columns.map(itemColumnLabel);
}

/** The body: one line per row, one cell per column, in the given orders. */
export function exportBody(rows: readonly ErpItemRow[], columns: readonly ErpItemField[]): ExportCell[][] {
  return rows.map((row) => columns.map((field) => exportCellOf(row, field)));
}

// A spreadsheet opening a CSV runs a cell that starts like a formula (OWASP "CSV injection");
// tab and carriage return start one too in some of them.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field (RFC 4180): text starting like a formula gets a leading ', quoted when it holds " , CR or LF. */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text (RFC 4180: comma-separated, CRLF after each record, the header first). */
export function itemsCsv(rows: readonly ErpItemRow[], columns: readonly ErpItemField[]): string {
  const lines = [exportHeader(columns), ...exportBody(rows, columns)].map((cells) => cells.map(csvField).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}

/** Column widths (characters) that fit the label and the longest value, within reason. */
export function exportColumnWidths(rows: readonly ErpItemRow[], columns: readonly ErpItemField[]): number[] {
  return columns.map((field) => {
    let width = itemColumnLabel(field).length;
    for (const row of rows) {
      const cell = exportCellOf(row, field);
      if (cell !== null) width = Math.max(width, String(cell).length);
    }
    return Math.min(60, width + 2);
  });
}

export type ExportFormat = 'csv' | 'xlsx';

/** The file name with the format's extension (added unless it is already there). */
export function exportFileName(fileName: string, format: ExportFormat): string {
  const base = fileName.trim() || 'erp-items';
  return base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;
}
