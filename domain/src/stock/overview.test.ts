import { describe, expect, it } from 'vitest';
import {
  belowReorderCandidates,
  compareReorderUrgency,
  describeBelowReorderScan,
  emptyDirectionText,
  ERP_DIRECTION_LABELS,
  groupFigures,
  isBelowReorder,
  reorderShortfall,
  scanBelowReorder,
} from './overview';
import { sampleRow } from './sample-rows.testing';

describe('the reorder rule', () => {
  it('is stock under the reorder level; no level is never below', () => {
    expect(isBelowReorder({ stock_qty: 4, warehouse_reorder_level: 5 })).toBe(true);
    expect(isBelowReorder({ stock_qty: 5, warehouse_reorder_level: 5 })).toBe(false);
    expect(isBelowReorder({ stock_qty: 0, warehouse_reorder_level: null })).toBe(false);
    expect(isBelowReorder({ stock_qty: 0, warehouse_reorder_level: 0 })).toBe(false);
    expect(isBelowReorder({ stock_qty: -2, warehouse_reorder_level: 0 })).toBe(true);
    expect(isBelowReorder({ stock_qty: 12.5, warehouse_reorder_level: 12.75 })).toBe(true);
  });

  it('measures the shortfall up to the level', () => {
    expect(reorderShortfall({ stock_qty: 3, warehouse_reorder_level: 10 })).toBe(7);
    expect(reorderShortfall({ stock_qty: 30, warehouse_reorder_level: 10 })).toBe(0);
    expect(reorderShortfall({ stock_qty: 0, warehouse_reorder_level: null })).toBe(0);
  });

  it('orders the most urgent first: emptiest share of the level, then the larger shortfall, then the code', () => {
    const rows = [
      sampleRow({ item_code: 'B', stock_qty: 5, warehouse_reorder_level: 10 }),
      sampleRow({ item_code: 'C', stock_qty: 0, warehouse_reorder_level: 5 }),
      sampleRow({ item_code: 'A', stock_qty: 0, warehouse_reorder_level: 5 }),
      sampleRow({ item_code: 'D', stock_qty: 0, warehouse_reorder_level: 200 }),
      sampleRow({ item_code: 'E', stock_qty: 1, warehouse_reorder_level: 100 }),
    ];
    expect([...rows].sort(compareReorderUrgency).map((r) => r.item_code)).toEqual(['D', 'A', 'C', 'E', 'B']);
  });
});

describe('finding the items below their reorder level', () => {
  it('reads candidates under the highest reorder level, or nothing when no item has one', () => {
    expect(belowReorderCandidates(200)).toEqual({ below: 200, limit: 500 });
    expect(belowReorderCandidates(50, 10)).toEqual({ below: 50, limit: 10 });
    expect(belowReorderCandidates(null)).toBeNull();
  });

  it('applies the rule to every candidate; fewer than the limit means the list is complete', () => {
    const candidates = [
      sampleRow({ item_code: 'X-1', stock_qty: 0, warehouse_reorder_level: 10 }),
      sampleRow({ item_code: 'X-2', stock_qty: 0, warehouse_reorder_level: null }),
      sampleRow({ item_code: 'X-3', stock_qty: 8, warehouse_reorder_level: 5 }),
      sampleRow({ item_code: 'X-4', stock_qty: 9, warehouse_reorder_level: 20 }),
    ];
    const scan = scanBelowReorder(candidates, { below: 20, limit: 10 });
    expect(scan.rows.map((r) => r.item_code)).toEqual(['X-1', 'X-4']);
    expect(scan).toMatchObject({ checked: 4, complete: true, checkedUpToStock: null });
    expect(describeBelowReorderScan(scan, 20)).toBe(
      '2 items below their reorder level. Every item with less stock than the highest reorder level (20) was checked: the list is complete.',
    );
  });

  it('says how far it looked when the candidates filled the limit', () => {
    const candidates = [
      sampleRow({ item_code: 'X-1', stock_qty: 0, warehouse_reorder_level: 10 }),
      sampleRow({ item_code: 'X-2', stock_qty: 3, warehouse_reorder_level: 1 }),
    ];
    const scan = scanBelowReorder(candidates, { below: 1000, limit: 2 });
    expect(scan).toMatchObject({ checked: 2, complete: false, checkedUpToStock: 3 });
    expect(describeBelowReorderScan(scan, 1000)).toBe(
      '1 item below their reorder level among the 2 items with the least stock (up to 3). Items with more stock were not checked here: the list may be incomplete.',
    );
    expect(scanBelowReorder(candidates, null)).toEqual({ rows: [], checked: 0, complete: true, checkedUpToStock: null });
    expect(describeBelowReorderScan(scanBelowReorder([], null), null)).toBe('No item has a reorder level.');
  });
});

describe('labels and figures', () => {
  it('says what the empty direction keeps, with the readable label', () => {
    expect(Object.values(ERP_DIRECTION_LABELS)).toEqual(['Ascending', 'Descending', 'Empty']);
    expect(emptyDirectionText('lead_time_days')).toBe('only items whose lead time (days) is empty: null, blank or []');
    expect(emptyDirectionText('default_supplier')).toBe('only items whose default supplier is empty: null, blank or []');
  });

  it('lists groups by count, then name, and puts the uncounted rest under Other groups', () => {
    expect(groupFigures({ Lumber: 5, Steel: 2, Hardware: 5, Empty: 0 }, 14)).toEqual([
      { group: 'Hardware', count: 5 },
      { group: 'Lumber', count: 5 },
      { group: 'Steel', count: 2 },
      { group: 'Other groups', count: 2 },
    ]);
    expect(groupFigures({ Lumber: 3 }, 3)).toEqual([{ group: 'Lumber', count: 3 }]);
  });
});
