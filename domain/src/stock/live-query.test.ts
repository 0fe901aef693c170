import { describe, expect, it } from 'vitest';
import {
  describeErpItemsQuery,
  erpItemsLimit,
  erpItemsQueryFromSearch,
  erpItemsQuerySchema,
  erpItemsQueryToSearch,
  firstErpItemsQuery,
  nextErpItemsQuery,
} from './live-query';

describe('the live erpItems query', () => {
  it('pages by 50, by 200 in a debug build', () => {
    expect(erpItemsLimit(false)).toBe(50);
    expect(erpItemsLimit(true)).toBe(200);
    expect(firstErpItemsQuery(true)).toEqual({ order: 'item_code', direction: 'asc', startAfter: null, limit: 200 });
  });

  it('starts the next page after the last row (its value and item_code)', () => {
    const q = firstErpItemsQuery(false, 'lead_time_days', 'desc');
    expect(nextErpItemsQuery(q, { item_code: 'LBR-10050', lead_time_days: 14 }).startAfter).toEqual({ value: 14, item_code: 'LBR-10050' });
    expect(nextErpItemsQuery(q, { item_code: 'LBR-10051', lead_time_days: null }).startAfter).toEqual({
      value: null,
      item_code: 'LBR-10051',
    });
    const empty = firstErpItemsQuery(false, 'default_supplier', 'empty');
    expect(nextErpItemsQuery(empty, { item_code: 'X-1', default_supplier: '' }).startAfter).toEqual({ value: null, item_code: 'X-1' });
  });

  it('round-trips through the address, cursor included', () => {
    const q = nextErpItemsQuery(firstErpItemsQuery(false, 'item_name', 'asc'), { item_code: 'LBR-1', item_name: '2x4 SPF "stud"' });
    expect(erpItemsQueryFromSearch(erpItemsQueryToSearch(q), false)).toEqual(q);
    expect(erpItemsQuerySchema.parse(q)).toEqual(q);
  });

  it('reads a broken address as the first page by item_code', () => {
    expect(erpItemsQueryFromSearch('?order=__proto__&dir=sideways&after=%7Bnot-json', false)).toEqual(firstErpItemsQuery(false));
    expect(erpItemsQueryFromSearch('?order=stock_qty&dir=empty&after=[1,2]', true)).toEqual({
      order: 'stock_qty',
      direction: 'empty',
      startAfter: null,
      limit: 200,
    });
  });

  it('refuses unknown fields, directions and limits over the debug limit', () => {
    expect(erpItemsQuerySchema.safeParse({ order: 'price', direction: 'asc', startAfter: null, limit: 50 }).success).toBe(false);
    expect(erpItemsQuerySchema.safeParse({ order: 'item_code', direction: 'up', startAfter: null, limit: 50 }).success).toBe(false);
    expect(erpItemsQuerySchema.safeParse({ order: 'item_code', direction: 'asc', startAfter: null, limit: 201 }).success).toBe(false);
  });

  it('says the query in words', () => {
    expect(describeErpItemsQuery(firstErpItemsQuery(false, 'lead_time_days', 'desc'))).toBe('by lead time days, descending');
    expect(describeErpItemsQuery(firstErpItemsQuery(false, 'default_supplier', 'empty'))).toBe('items whose default supplier is empty');
  });
});
