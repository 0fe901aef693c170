import type { ErpItemField, ErpItemRow } from '@workhub/domain';
import { exportFileName, itemsCsv, type ExportFormat } from './item-export-data';

/** Saves a file the way a link with `download` does. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file of an export (CSV with a UTF-8 byte-order mark, so spreadsheets read accents right). */
export async function itemsExportBlob(rows: readonly ErpItemRow[], columns: readonly ErpItemField[], format: ExportFormat): Promise<Blob> {
  if (format === 'csv') return new Blob(['\uFEFF', itemsCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const { itemsXlsxBlob } = await import('./items-xlsx');
  return itemsXlsxBlob(rows, columns);
}

/**
 * Downloads exactly `rows` (the filtered rows, every page) with `columns` in their order, as CSV
 * or XLSX; `fileName` gets the format's extension when it lacks it. The XLSX writer is loaded here,
 * on the first XLSX export.
 */
export async function exportItems(rows: ErpItemRow[], columns: ErpItemField[], format: ExportFormat, fileName: string): Promise<void> {
  save(await itemsExportBlob(rows, columns, format), exportFileName(fileName, format));
}
