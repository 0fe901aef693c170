import { describe, expect, it } from 'vitest';
import { ERP_ITEM_FIELDS } from '@workhub/domain';
import { csvField, exportBody, exportCellOf, exportColumnWidths, exportFileName, exportHeader, itemsCsv } from './item-export-data';
import { sampleRow as row } from '@workhub/domain/testing';

describe('export cells', () => {
  it('keep numbers as numbers (0 included) and make blanks empty', () => {
    const r = row({ lead_time_days: null, check_stock: 0, for_tiling: '', default_supplier: null, default_warehouse: '', stock_qty: 0 });
    expect(exportCellOf(r, 'lead_time_days')).toBeNull();
    expect(exportCellOf(r, 'check_stock')).toBe(0);
    expect(exportCellOf(r, 'for_tiling')).toBeNull();
    expect(exportCellOf(r, 'default_supplier')).toBeNull();
    expect(exportCellOf(r, 'default_warehouse')).toBeNull();
    expect(exportCellOf(r, 'stock_qty')).toBe(0);
    expect(exportCellOf(r, 'item_name')).toBe("2x4 SPF #2 8'");
  });

  it('follow the given columns in their order, one line per row in the rows order', () => {
    const rows = [row({ item_code: 'B' }), row({ item_code: 'A', stock_qty: 7.5 })];
    expect(exportHeader(['stock_qty', 'item_code'])).toEqual(['Stock qty', 'Item code']);
    expect(exportBody(rows, ['stock_qty', 'item_code'])).toEqual([
      [42, 'B'],
      [7.5, 'A'],
    ]);
  });
});

describe('CSV (RFC 4180)', () => {
  it('quotes fields holding a quote, comma, CR or LF and doubles the quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('Bolt, hex')).toBe('"Bolt, hex"');
    expect(csvField('2" pipe')).toBe('"2"" pipe"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField("8' stud")).toBe("8' stud");
  });

  it('writes numbers as numbers and blanks as empty fields', () => {
    expect(csvField(0)).toBe('0');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12.25)).toBe('12.25');
    expect(csvField(null)).toBe('');
  });

  it("prefixes text that starts like a formula (= + - @, tab, CR) with ' so a spreadsheet shows it as text", () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
    // A negative number is a number, not text: no prefix.
    expect(csvField(-2)).toBe('-2');
  });

  it('is the header of labels, then one CRLF-ended record per row with the columns in order', () => {
    const rows = [
      row({ item_code: 'LBR-1', item_name: 'Stud, 8"', lead_time_days: null, check_stock: 0, default_supplier: '=cmd|x' }),
      row({ item_code: 'LBR-2', item_name: 'Plain', lead_time_days: 14, check_stock: '', default_supplier: null }),
    ];
    const csv = itemsCsv(rows, ['item_code', 'item_name', 'lead_time_days', 'check_stock', 'default_supplier']);
    expect(csv).toBe(
      'Item code,Item name,Lead time (days),Check stock,Default supplier\r\n' +
        'LBR-1,"Stud, 8""",,0,\'=cmd|x\r\n' +
        'LBR-2,Plain,14,,\r\n',
    );
  });

  it('holds every column of every row when given all fields, and only the header for no rows', () => {
    const csv = itemsCsv([row(), row({ item_code: 'X' })], ERP_ITEM_FIELDS);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, the empty tail after the last CRLF
    expect(lines[0]!.split(',')).toHaveLength(16);
    expect(lines[1]).toBe(
      "LBR-10001,2x4 SPF #2 8',5,,A - Off the shelf,Lumber,U - In Use,1,10,100,Each,Each,Purchase,Acme Lumber,Stores - MDB,42",
    );
    expect(itemsCsv([], ['item_code'])).toBe('Item code\r\n');
  });
});

describe('export file names and widths', () => {
  it('adds the extension unless present, and names a blank file', () => {
    expect(exportFileName('items-2026', 'csv')).toBe('items-2026.csv');
    expect(exportFileName('items.XLSX', 'xlsx')).toBe('items.XLSX');
    expect(exportFileName('items.csv', 'xlsx')).toBe('items.csv.xlsx');
    expect(exportFileName('  ', 'csv')).toBe('erp-items.csv');
  });

  it('fit the longest label or value, at most 60', () => {
    expect(
      exportColumnWidths(
        [row({ item_name: 'x'.repeat(100) }), row({ item_code: 'A-VERY-LONG-ITEM-CODE' })],
        ['item_name', 'item_code', 'stock_qty'],
      ),
    ).toEqual([60, 23, 11]);
  });
});
