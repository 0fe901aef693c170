import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ERP_ITEM_FIELDS, itemColumnLabel, type ErpItemField, type ErpItemRow } from '@workhub/domain';
import { exportBody } from './item-export-data';
import { itemsExportBlob } from './export-items';
import { ITEMS_SHEET_NAME } from './items-xlsx';
import { sampleRow as row } from '@workhub/domain/testing';

/** Reads the workbook back with another library (exceljs): the sheet's values, row by row. */
async function readBack(blob: Blob): Promise<{ name: string; values: unknown[][]; types: ExcelJS.ValueType[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  const values: unknown[][] = [];
  const types: ExcelJS.ValueType[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const line = sheet.getRow(r);
    const width = sheet.columnCount;
    values.push(Array.from({ length: width }, (_, c) => line.getCell(c + 1).value ?? null));
    types.push(Array.from({ length: width }, (_, c) => line.getCell(c + 1).type));
  }
  return { name: sheet.name, values, types };
}

describe('XLSX export', () => {
  it('reads back as exactly the header of labels and the rows, numbers as numbers, blanks empty', async () => {
    const rows: ErpItemRow[] = [
      row({
        item_code: 'LBR-1',
        item_name: 'Stud, 8" "long"',
        lead_time_days: null,
        check_stock: 0,
        default_supplier: '=cmd|x',
        stock_qty: 0,
      }),
      row({ item_code: 'LBR-2', item_name: 'Ünïcode — ok', lead_time_days: 14.5, for_tiling: 1, complexity: null, default_warehouse: '' }),
      row({ item_code: 'LBR-3', item_name: '', warehouse_reorder_level: -2 }),
    ];
    const { name, values, types } = await readBack(await itemsExportBlob(rows, ERP_ITEM_FIELDS, 'xlsx'));
    expect(name).toBe(ITEMS_SHEET_NAME);
    expect(values[0]).toEqual(ERP_ITEM_FIELDS.map(itemColumnLabel));
    expect(values.slice(1)).toEqual(exportBody(rows, ERP_ITEM_FIELDS));
    // Spot checks against the rows themselves (not only the shared builder).
    expect(values[1]![ERP_ITEM_FIELDS.indexOf('item_name')]).toBe('Stud, 8" "long"');
    expect(values[1]![ERP_ITEM_FIELDS.indexOf('default_supplier')]).toBe('=cmd|x');
    expect(types[1]![ERP_ITEM_FIELDS.indexOf('default_supplier')]).toBe(ExcelJS.ValueType.String); // text, not a formula
    expect(values[1]![ERP_ITEM_FIELDS.indexOf('check_stock')]).toBe(0);
    expect(types[1]![ERP_ITEM_FIELDS.indexOf('stock_qty')]).toBe(ExcelJS.ValueType.Number);
    expect(values[2]![ERP_ITEM_FIELDS.indexOf('lead_time_days')]).toBe(14.5);
    expect(values[2]![ERP_ITEM_FIELDS.indexOf('complexity')]).toBeNull();
    expect(values[3]![ERP_ITEM_FIELDS.indexOf('item_name')]).toBeNull();
    expect(values[3]![ERP_ITEM_FIELDS.indexOf('warehouse_reorder_level')]).toBe(-2);
    expect(values).toHaveLength(4);
  });

  it('holds only the chosen columns, in the chosen order', async () => {
    const columns: ErpItemField[] = ['stock_qty', 'item_code', 'default_supplier'];
    const rows = [row({ item_code: 'B', stock_qty: 3 }), row({ item_code: 'A', stock_qty: 1, default_supplier: null })];
    const { values } = await readBack(await itemsExportBlob(rows, columns, 'xlsx'));
    expect(values).toEqual([
      ['Stock qty', 'Item code', 'Default supplier'],
      [3, 'B', 'Acme Lumber'],
      [1, 'A', null],
    ]);
  });

  it('CSV files start with a UTF-8 byte-order mark before the text', async () => {
    const blob = await itemsExportBlob([row()], ['item_code'], 'csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Item code\r\nLBR-10001\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
