import { describe, expect, it } from 'vitest';
import type { ErpItemRow } from './item.js';
import { sampleRow } from './sample-rows.testing.js';
import { applyTableView } from './table-view.testing.js';
import {
  fetchAllMaintenancePages,
  filterIndexed,
  indexItems,
  keepEmpty,
  nextMaintenanceRequest,
  pageCount,
  pageOf,
  searchTextOf,
  sortRows,
} from './table-rules.js';

const codes = (rows: { item: ErpItemRow }[]) => rows.map((r) => r.item.item_code);

const rows = indexItems([
  sampleRow({ item_code: 'A-1', item_name: 'Stud', check_stock: 0, lead_time_days: 10, default_supplier: 'acme' }),
  sampleRow({ item_code: 'A-2', item_name: 'BEAM', check_stock: 1, lead_time_days: 9, default_supplier: null }),
  sampleRow({ item_code: 'A-3', item_name: 'beam', check_stock: '', lead_time_days: null, default_supplier: '' }),
  sampleRow({ item_code: 'A-4', item_name: 'Alpha', check_stock: 1, lead_time_days: 100, default_supplier: 'Zeta' }),
]);

describe('text filter', () => {
  it('is case-insensitive over every value', () => {
    expect(codes(filterIndexed(rows, 'beam'))).toEqual(['A-2', 'A-3']);
    expect(codes(filterIndexed(rows, 'ACME'))).toEqual(['A-1']);
    expect(codes(filterIndexed(rows, 'a-4'))).toEqual(['A-4']);
  });

  it('matches numbers and 0/1 flags as written; blank matches all', () => {
    expect(
      codes(
        filterIndexed(
          indexItems([sampleRow({ item_code: 'X', check_stock: 0, stock_qty: 5, lead_time_days: 5, warehouse_reorder_level: 1 })]),
          '0',
        ),
      ),
    ).toEqual(['X']);
    expect(
      codes(
        filterIndexed(
          indexItems([
            sampleRow({
              item_code: 'Y',
              check_stock: 1,
              for_tiling: '',
              stock_qty: 5,
              lead_time_days: 5,
              warehouse_reorder_level: 1,
              warehouse_reorder_qty: 1,
            }),
          ]),
          '0',
        ),
      ),
    ).toEqual([]);
    expect(codes(filterIndexed(rows, '100'))).toEqual(['A-1', 'A-2', 'A-3', 'A-4']); // warehouse_reorder_qty 100
    expect(codes(filterIndexed(rows, ''))).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
  });

  it('does not match across two values, nor keys, nor the word null', () => {
    const one = indexItems([sampleRow({ item_code: 'ab', item_name: 'cd', default_supplier: null })]);
    expect(filterIndexed(one, 'bc')).toEqual([]);
    expect(filterIndexed(one, 'item_code')).toEqual([]);
    expect(filterIndexed(one, 'null')).toEqual([]);
    expect(searchTextOf({ a: 'X', b: 0, c: null, d: ['Q'] })).toBe('x\u00010\u0001\u0001q');
  });

  it('reads each field once when indexing 20,000 rows and never again when filtering', () => {
    let reads = 0;
    const counted = (row: ErpItemRow): ErpItemRow =>
      new Proxy(row, {
        get(target, key, receiver) {
          reads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const items = Array.from({ length: 20_000 }, (_, i) =>
      counted(sampleRow({ item_code: `G-${i}`, item_name: `Part ${i % 97}`, stock_qty: i, check_stock: i % 2 === 0 ? 0 : 1 })),
    );
    const index = indexItems(items);
    expect(reads).toBe(20_000 * 16);
    reads = 0;
    expect(filterIndexed(index, 'part 96').length).toBe(206);
    expect(filterIndexed(index, 'g-19999').length).toBe(1);
    expect(filterIndexed(index, 'PART').length).toBe(20_000);
    expect(filterIndexed(index, 'no such thing').length).toBe(0);
    expect(reads).toBe(0);
  });
});

describe('empty filter mode', () => {
  it('keeps rows whose sort field is null, empty string or []', () => {
    expect(codes(keepEmpty(rows, 'default_supplier'))).toEqual(['A-2', 'A-3']);
    expect(codes(keepEmpty(rows, 'check_stock'))).toEqual(['A-3']); // 0 is not empty
    expect(codes(keepEmpty(rows, 'lead_time_days'))).toEqual(['A-3']);
    const lists = indexItems([
      { id: 'a', tags: [] as string[] },
      { id: 'b', tags: ['x'] },
      { id: 'c', tags: null },
    ]);
    expect(keepEmpty(lists, 'tags').map((r) => r.item.id)).toEqual(['a', 'c']);
  });
});

describe('sorting', () => {
  it('sorts numbers numerically with blanks last in both directions', () => {
    expect(codes(sortRows(rows, 'lead_time_days', 'asc'))).toEqual(['A-2', 'A-1', 'A-4', 'A-3']);
    expect(codes(sortRows(rows, 'lead_time_days', 'desc'))).toEqual(['A-4', 'A-1', 'A-2', 'A-3']);
  });

  it('sorts text case-insensitively and stably', () => {
    expect(codes(sortRows(rows, 'item_name', 'asc'))).toEqual(['A-4', 'A-2', 'A-3', 'A-1']);
    expect(codes(sortRows(rows, 'item_name', 'desc'))).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(codes(sortRows(rows, 'default_supplier', 'asc'))).toEqual(['A-1', 'A-4', 'A-2', 'A-3']);
    expect(codes(sortRows(rows, 'default_supplier', 'desc'))).toEqual(['A-4', 'A-1', 'A-2', 'A-3']);
  });

  it('sorts flags with blank last and does not change its input', () => {
    const before = codes(rows);
    expect(codes(sortRows(rows, 'check_stock', 'asc'))).toEqual(['A-1', 'A-2', 'A-4', 'A-3']);
    expect(codes(sortRows(rows, 'check_stock', 'desc'))).toEqual(['A-2', 'A-4', 'A-1', 'A-3']);
    expect(codes(rows)).toEqual(before);
  });
});

describe('sorting, by the rule stated as one comparison', () => {
  // The rule written as a comparator over the raw values (how sortRows was first written): numbers
  // and flags numerically, text by its lower-cased text, numbers before text ascending, blanks last,
  // ties in the input's order.
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  const text = (v: unknown): string =>
    v === null || v === undefined
      ? ''
      : Array.isArray(v)
        ? v.map(text).join('\u0001')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
  const compare = (a: unknown, b: unknown) => {
    const an = typeof a === 'number' || typeof a === 'boolean';
    const bn = typeof b === 'number' || typeof b === 'boolean';
    if (an && bn) return Number(a) - Number(b);
    if (an !== bn) return an ? -1 : 1;
    const at = text(a).toLowerCase();
    const bt = text(b).toLowerCase();
    return at < bt ? -1 : at > bt ? 1 : 0;
  };
  const reference = <T extends object>(list: { item: T }[], field: keyof T, direction: 'asc' | 'desc') =>
    list
      .map((row, index) => ({ row, index, value: row.item[field] as unknown }))
      .sort((x, y) => {
        const xb = blank(x.value);
        const yb = blank(y.value);
        if (xb || yb) return xb && yb ? x.index - y.index : xb ? 1 : -1;
        return (direction === 'desc' ? -1 : 1) * compare(x.value, y.value) || x.index - y.index;
      })
      .map((e) => e.row);

  it('gives the same order for mixed numbers, flags, text, arrays and blanks, both directions', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const values: unknown[] = [
      0,
      1,
      -2.5,
      10,
      3,
      true,
      false,
      'beam',
      'BEAM',
      'Beam 2',
      'alpha',
      'Zeta',
      'ä',
      '10',
      '9',
      '',
      null,
      [],
      ['b', 'a'],
      ['A'],
    ];
    const list = indexItems(Array.from({ length: 400 }, (_, i) => ({ id: `r${i}`, v: values[Math.floor(random() * values.length)] })));
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortRows(list, 'v', direction).map((r) => r.item.id)).toEqual(reference(list, 'v', direction).map((r) => r.item.id));
    }
  });
});

describe('paging', () => {
  const many = Array.from({ length: 120 }, (_, i) => i);
  it('cuts pages of 50', () => {
    expect(pageOf(many, 0)).toEqual(many.slice(0, 50));
    expect(pageOf(many, 2)).toEqual(many.slice(100, 120));
    expect(pageOf(many, 3)).toEqual([]);
    expect([pageCount(0), pageCount(50), pageCount(51), pageCount(120)]).toEqual([1, 1, 2, 3]);
  });

  it('applies filter, empty mode, sort and page together', () => {
    const index = indexItems(
      Array.from({ length: 120 }, (_, i) => sampleRow({ item_code: `P-${i}`, stock_qty: 120 - i, lead_time_days: i % 3 === 0 ? null : i })),
    );
    const view = applyTableView(index, { filter: 'p-', emptyOnly: false, orderBy: 'stock_qty', direction: 'asc', page: 1 });
    expect(view.total).toBe(120);
    expect(view.pages).toBe(3);
    expect(view.rows.map((r) => r.stock_qty)).toEqual(Array.from({ length: 50 }, (_, i) => 51 + i));
    const empty = applyTableView(index, { filter: '', emptyOnly: true, orderBy: 'lead_time_days', direction: 'desc', page: 0 });
    expect(empty.total).toBe(40);
    expect(empty.rows.every((r) => r.lead_time_days === null)).toBe(true);
  });
});

describe('maintenance-tool paging', () => {
  it('asks for pages of 2000 until one returns fewer', () => {
    expect(nextMaintenanceRequest([])).toEqual({ done: false, request: { limit: 2000, skip: 0 } });
    expect(nextMaintenanceRequest([2000])).toEqual({ done: false, request: { limit: 2000, skip: 2000 } });
    expect(nextMaintenanceRequest([2000, 2000, 1000])).toEqual({ done: true, total: 5000 });
    expect(nextMaintenanceRequest([2000, 0])).toEqual({ done: true, total: 2000 });
    expect(nextMaintenanceRequest([0])).toEqual({ done: true, total: 0 });
  });

  it('fetches every page of a 5,000-item answer', async () => {
    const all = Array.from({ length: 5000 }, (_, i) => i);
    const requests: { limit: number; skip: number }[] = [];
    const items = await fetchAllMaintenancePages(async (r) => {
      requests.push(r);
      return all.slice(r.skip, r.skip + r.limit);
    });
    expect(items).toEqual(all);
    expect(requests).toEqual([
      { limit: 2000, skip: 0 },
      { limit: 2000, skip: 2000 },
      { limit: 2000, skip: 4000 },
    ]);
  });

  it('makes one more request when the total is a multiple of 2000, and stops an endless answer', async () => {
    let calls = 0;
    const items = await fetchAllMaintenancePages(async (r) => {
      calls++;
      return r.skip < 4000 ? new Array<number>(2000).fill(1) : [];
    });
    expect(items).toHaveLength(4000);
    expect(calls).toBe(3);
    await expect(fetchAllMaintenancePages(async () => new Array<number>(2000).fill(0), { maxPages: 3 })).rejects.toThrow(
      /more than 3 full pages/,
    );
  });
});
