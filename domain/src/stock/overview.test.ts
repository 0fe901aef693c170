import { describe, expect, it } from 'vitest';
import {
  belowReorderLimit,
  BELOW_REORDER_FIRST_ROWS,
  describeBelowReorder,
  emptyDirectionText,
  ERP_DIRECTION_LABELS,
  groupFigures,
} from './overview';

describe('the below-reorder list', () => {
  it('shows the first 50, and every counted item with Show all', () => {
    expect(BELOW_REORDER_FIRST_ROWS).toBe(50);
    expect(belowReorderLimit(false, 703)).toBe(50);
    expect(belowReorderLimit(true, 703)).toBe(703);
    expect(belowReorderLimit(true, 12)).toBe(50);
    expect(belowReorderLimit(true, null)).toBe(50);
  });

  it('says how many the server counted and how many are shown', () => {
    expect(describeBelowReorder(703, 50)).toBe('703 items below their reorder level; the 50 largest shortfalls shown.');
    expect(describeBelowReorder(1703, 1703)).toBe('1,703 items below their reorder level, all shown.');
    expect(describeBelowReorder(1, 1)).toBe('1 item below their reorder level, all shown.');
    expect(describeBelowReorder(0, 0)).toBe('No item is below its reorder level.');
    expect(describeBelowReorder(null, 0)).toBe('Counting the items below their reorder level…');
    expect(describeBelowReorder(null, 50)).toBe('Showing 50 items; counting…');
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
