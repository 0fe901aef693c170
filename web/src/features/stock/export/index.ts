/** Export of the item table's filtered rows (CSV, XLSX). items-xlsx is not re-exported: it loads on demand. */
export { exportItems, itemsExportBlob } from './export-items';
export {
  csvField,
  exportBody,
  exportCellOf,
  exportFileName,
  exportHeader,
  itemsCsv,
  type ExportCell,
  type ExportFormat,
} from './item-export-data';
