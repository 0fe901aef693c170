import { describe, expect, it } from 'vitest';
import { applyUpdate, errorBody, FrappeError, itemDoc, matches, parseFilters, parseListQuery, restoreField, runList } from './query';

const docs = [
  { name: 'A-1', item_name: '2x4 Stud', qty: 5, group: 'Lumber', blank: '' },
  { name: 'A-2', item_name: 'Drywall 1/2"', qty: 10, group: 'Sheet Goods', blank: null },
  { name: 'A-3', item_name: '2X4 PT', qty: 2, group: 'Lumber', blank: 'x', rows: [{ a: 1 }] },
];

describe('ERP stand-in queries', () => {
  it('parses Frappe filters: lists of 3 or 4 and dicts', () => {
    expect(parseFilters('[["qty",">","3"]]')).toEqual([['qty', '>', '3']]);
    expect(parseFilters('[["Item","qty","IN",[1,2]]]')).toEqual([['qty', 'in', [1, 2]]]);
    expect(parseFilters('{"group":"Lumber","qty":[">",1]}')).toEqual([
      ['group', '=', 'Lumber'],
      ['qty', '>', 1],
    ]);
    expect(parseFilters(null)).toEqual([]);
    expect(() => parseFilters('[["qty"]]')).toThrow(FrappeError);
    expect(() => parseFilters('not json')).toThrow(FrappeError);
  });

  it('matches operators like Frappe', () => {
    expect(docs.filter((d) => matches(d, ['item_name', 'like', '%2x4%'])).map((d) => d.name)).toEqual(['A-1', 'A-3']);
    expect(docs.filter((d) => matches(d, ['qty', '>=', '5'])).map((d) => d.name)).toEqual(['A-1', 'A-2']);
    expect(docs.filter((d) => matches(d, ['group', 'in', ['Sheet Goods']])).map((d) => d.name)).toEqual(['A-2']);
    expect(docs.filter((d) => matches(d, ['group', 'not in', 'Lumber'])).map((d) => d.name)).toEqual(['A-2']);
    expect(docs.filter((d) => matches(d, ['blank', 'is', 'set'])).map((d) => d.name)).toEqual(['A-3']);
    expect(docs.filter((d) => matches(d, ['blank', 'is', 'not set'])).map((d) => d.name)).toEqual(['A-1', 'A-2']);
    expect(docs.filter((d) => matches(d, ['blank', '=', ''])).map((d) => d.name)).toEqual(['A-1', 'A-2']);
    expect(() => matches(docs[0]!, ['qty', '~', 1])).toThrow(/Invalid operator/);
  });

  it('runs a list: fields, order, paging; child tables are never listed', () => {
    const q = (s: string) => parseListQuery(new URLSearchParams(s));
    expect(runList(docs, q('fields=["name","qty"]&order_by=qty asc'))).toEqual([
      { name: 'A-3', qty: 2 },
      { name: 'A-1', qty: 5 },
      { name: 'A-2', qty: 10 },
    ]);
    expect(runList(docs, q('order_by=qty desc&limit_start=1&limit_page_length=1'))).toEqual([{ name: 'A-1' }]);
    expect(runList(docs, q('fields=["*"]&filters=[["name","=","A-3"]]'))[0]).not.toHaveProperty('rows');
    expect(() => runList(docs, q('fields=["rows"]'))).toThrow(FrappeError);
    expect(() => q('order_by=qty; drop')).toThrow(FrappeError);
    expect(() => q('limit_start=-1')).toThrow(FrappeError);
    expect(() => q('fields=["a.b"]')).toThrow(FrappeError);
  });

  it('builds an ERPNext Item with item_defaults and reorder_levels', () => {
    const doc = itemDoc(
      {
        item_code: 'LBR-1',
        item_name: 'Stud',
        lead_time_days: 3,
        for_tiling: '',
        complexity: 'A - Off the shelf',
        item_group: 'Lumber',
        lifecycle: 'U - In Use',
        check_stock: 1,
        warehouse_reorder_level: 10,
        warehouse_reorder_qty: 50,
        purchase_uom: 'Each',
        stock_uom: 'Each',
        material_request_type: 'Purchase',
        default_supplier: 'Foothill Hardware',
        default_warehouse: 'Stores - MDB',
        stock_qty: 4,
      },
      't',
    );
    expect(doc).toMatchObject({ name: 'LBR-1', doctype: 'Item', item_group: 'Lumber' });
    expect(doc).not.toHaveProperty('stock_qty');
    expect(doc).not.toHaveProperty('default_supplier');
    expect(doc.item_defaults).toEqual([
      expect.objectContaining({ default_supplier: 'Foothill Hardware', default_warehouse: 'Stores - MDB' }),
    ]);
    expect(doc.reorder_levels).toEqual([
      expect.objectContaining({
        warehouse: 'Stores - MDB',
        warehouse_reorder_level: 10,
        warehouse_reorder_qty: 50,
        material_request_type: 'Purchase',
      }),
    ]);
  });

  it('applies updates, refuses bad keys, restores an ignored field', () => {
    const before = { name: 'X', a: 1, rows: [{ f: 'old', g: 1 }] };
    const after = applyUpdate(before, { a: 2, name: 'Y', rows: [{ f: 'new', g: 2 }] }, 'now');
    expect(after).toMatchObject({ name: 'X', a: 2, modified: 'now', rows: [{ f: 'new', g: 2, idx: 1, parentfield: 'rows' }] });
    expect(() => applyUpdate(before, JSON.parse('{"__proto__":{"x":1}}') as Record<string, unknown>, 'now')).toThrow(FrappeError);
    expect(() => applyUpdate(before, { a: { nested: 1 } }, 'now')).toThrow(FrappeError);
    expect(restoreField(after, before, 'f').rows).toEqual([expect.objectContaining({ f: 'old', g: 2 })]);
    expect(restoreField(after, before, 'a').a).toBe(1);
  });

  it("writes Frappe's error body", () => {
    const body = errorBody(new FrappeError(404, 'DoesNotExistError', 'Item X not found'));
    expect(body.exc_type).toBe('DoesNotExistError');
    expect(JSON.parse(JSON.parse(body._server_messages as string)[0] as string).message).toBe('Item X not found');
  });
});
