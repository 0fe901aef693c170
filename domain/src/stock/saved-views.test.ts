import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ITEM_VIEWS, savedItemViewsOf, withSavedItemView, type SavedItemView } from './saved-views';

const view = (name: string, extra: Partial<SavedItemView> = {}): SavedItemView => ({
  name,
  columns: ['item_code', 'item_name', 'lead_time_days'],
  order: 'lead_time_days',
  direction: 'desc',
  filter: 'stud',
  emptyMode: false,
  ...extra,
});

describe('saved item views', () => {
  it('reads nothing or garbage as no views', () => {
    expect(savedItemViewsOf(undefined)).toEqual([]);
    expect(savedItemViewsOf({ views: 'x' })).toEqual([]);
    expect(savedItemViewsOf([view('a')])).toEqual([]);
  });

  it('keeps valid entries only, the first of each name', () => {
    const stored = {
      views: [view('Long lead'), { name: 'bad', columns: ['price'] }, view('Long lead', { filter: 'other' }), view('Empty suppliers')],
    };
    expect(savedItemViewsOf(stored).map((v) => [v.name, v.filter])).toEqual([
      ['Long lead', 'stud'],
      ['Empty suppliers', 'stud'],
    ]);
  });

  it('replaces a view of the same name, appends a new one, refuses beyond the maximum', () => {
    const one = withSavedItemView([view('a')], view('a', { filter: 'x' }));
    expect(one).toEqual([view('a', { filter: 'x' })]);
    const full = Array.from({ length: MAX_SAVED_ITEM_VIEWS }, (_, i) => view(`v${i}`));
    expect(withSavedItemView(full, view('new'))).toBe('At most 20 views can be saved; delete one first');
    expect(withSavedItemView(full, view('v3', { filter: '' }))).toHaveLength(MAX_SAVED_ITEM_VIEWS);
  });
});
