/**
 * The XLSX workbook of an export, written with write-excel-file. Only `exportItems` loads this
 * module, with a dynamic import, so the writer is fetched when someone exports, never with a page.
 */
import writeXlsxFile, { type SheetData } from 'write-excel-file/universal';
import type { ErpItemField, ErpItemRow } from '@workhub/domain';
import { exportBody, exportColumnWidths, exportHeader } from './item-export-data';

export const ITEMS_SHEET_NAME = 'Items';

/** The workbook (one sheet "Items": the header row in bold and frozen, then the rows; text cells are text, never formulas). */
export function itemsXlsxBlob(rows: readonly ErpItemRow[], columns: readonly ErpItemField[]): Promise<Blob> {
  const header = exportHeader(columns).map((label) => ({ value: label, type: String, fontWeight: 'bold' as const }));
  const body = exportBody(rows, columns).map((cells) =>
    cells.map((cell) => (cell === null ? null : typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String })),
  );
  const data: SheetData = [header, ...body];
  return writeXlsxFile(data, {
    sheet: ITEMS_SHEET_NAME,
    stickyRowsCount: 1,
    columns: exportColumnWidths(rows, columns).map((width) => ({ width })),
  }).toBlob();
}
