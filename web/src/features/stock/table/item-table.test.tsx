// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ERP_ITEM_FIELDS, ITEM_COLUMNS, indexItems, itemColumnLabel } from '@workhub/domain';
import { applyTableView, sampleRow } from '@workhub/domain/testing';

vi.mock('../../../services/erp-service', () => ({
  erpService: { fieldsOptions: vi.fn(() => new Promise(() => {})), search: vi.fn(() => new Promise(() => {})) },
}));
const { ItemTable } = await import('./item-table');

afterEach(cleanup);
// jsdom lays nothing out: give the scrolling area a window's size so the virtualiser renders rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(37);
});

const code = (i: number) => `TST-${String(10000 + i)}`;
const rows = Array.from({ length: 120 }, (_, i) =>
  sampleRow({
    item_code: code(i),
    item_name: i % 3 === 0 ? `Stud ${i}` : `Board ${i}`,
    lead_time_days: i % 10 === 0 ? null : i % 7,
  }),
);
const shownCodes = () => screen.getAllByTestId('item-row').map((r) => r.dataset.code);

function mount() {
  render(
    <MemoryRouter>
      <ItemTable rows={rows} />
    </MemoryRouter>,
  );
}

// Rendering 50 rows of 16 inputs in jsdom takes seconds, and took 47 s a test with a second test
// run keeping both cores busy; the timeout only guards against a hang.
describe('the item table', { timeout: 240_000 }, () => {
  it('shows the 16 columns in order and pages by 50', () => {
    mount();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/, ''));
    expect(headers).toEqual(ITEM_COLUMNS.map((c) => itemColumnLabel(c.field)));
    expect(screen.getByTestId('item-range').textContent).toBe('Rows 1–50 of 120');
    expect(shownCodes()[0]).toBe(code(0));
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(screen.getByTestId('item-range').textContent).toBe('Rows 51–100 of 120');
    fireEvent.click(screen.getByRole('button', { name: 'Last »' }));
    expect(screen.getByTestId('item-range').textContent).toBe('Rows 101–120 of 120');
    expect(screen.getByRole('button', { name: 'Next ›' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '« First' }));
    expect(screen.getByTestId('item-range').textContent).toBe('Rows 1–50 of 120');
  });

  it('filters, sorts and keeps empty rows exactly as the domain view does', () => {
    mount();
    fireEvent.change(screen.getByLabelText('Filter items'), { target: { value: 'STUD' } });
    const expected = applyTableView(indexItems(rows), {
      filter: 'STUD',
      emptyOnly: false,
      orderBy: 'item_code',
      direction: 'asc',
      page: 0,
    });
    expect(screen.getByTestId('item-range').textContent).toBe(`Rows 1–${expected.total} of ${expected.total}`);
    expect(shownCodes()).toEqual(expected.rows.map((r) => r.item_code));

    fireEvent.click(within(screen.getAllByRole('columnheader')[2]!).getByRole('button'));
    fireEvent.click(within(screen.getAllByRole('columnheader')[2]!).getByRole('button'));
    const desc = applyTableView(indexItems(rows), {
      filter: 'STUD',
      emptyOnly: false,
      orderBy: 'lead_time_days',
      direction: 'desc',
      page: 0,
    });
    expect(shownCodes()).toEqual(desc.rows.map((r) => r.item_code));
    expect(screen.getAllByRole('columnheader')[2]!.getAttribute('aria-sort')).toBe('descending');

    fireEvent.change(screen.getByLabelText('Filter items'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox'));
    const empty = applyTableView(indexItems(rows), { filter: '', emptyOnly: true, orderBy: 'lead_time_days', direction: 'desc', page: 0 });
    expect(empty.total).toBe(12);
    expect(shownCodes()).toEqual(empty.rows.map((r) => r.item_code));

    fireEvent.change(screen.getByLabelText('Filter items'), { target: { value: 'no such thing' } });
    expect(screen.getByTestId('item-none').textContent).toBe('No item matches the filter.');
  });

  it('a page change shows the new items in the same row elements, with no editor carried over', () => {
    mount();
    const before = screen.getAllByTestId('item-row');
    fireEvent.click(screen.getByRole('button', { name: `item_name of ${code(1)}` }));
    expect(screen.getByLabelText(`item_name of ${code(1)}`).tagName).toBe('INPUT');
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    const after = screen.getAllByTestId('item-row');
    expect(after.map((r) => r.dataset.code)).toEqual(rows.slice(50, 50 + after.length).map((r) => r.item_code));
    expect(after[0]).toBe(before[0]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByLabelText(`item_name of ${code(51)}`).textContent).toBe(rows[51]!.item_name);
    for (const cell of screen.getAllByTestId('cell-lead_time_days')) expect(cell.dataset.flashes).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(screen.getByLabelText(`item_name of ${code(1)}`).tagName).toBe('BUTTON');
  });

  it("shows each cell's edit state on its item's cell only, also after the rows are recycled", async () => {
    const { useItemEditsStore, cellKey } = await import('./item-edits-store');
    mount();
    const stateOf = (c: string, field: string) =>
      screen
        .getAllByTestId('item-row')
        .find((r) => r.dataset.code === c)!
        .querySelector<HTMLElement>(`[data-testid="cell-${field}"]`)!.dataset.state;
    act(() => useItemEditsStore.setState({ cells: { [cellKey(code(2), 'lead_time_days')]: { status: 'sending', value: 3, start: 2 } } }));
    expect(stateOf(code(2), 'lead_time_days')).toBe('sending');
    expect(stateOf(code(2), 'item_name')).toBe('idle');
    expect(stateOf(code(3), 'lead_time_days')).toBe('idle');
    act(() => useItemEditsStore.setState({ cells: { [cellKey(code(2), 'lead_time_days')]: { status: 'confirmed', value: 3 } } }));
    expect(stateOf(code(2), 'lead_time_days')).toBe('confirmed');
    // The next page in the same rows: no state carried to the item now in item 2's row.
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(stateOf(code(52), 'lead_time_days')).toBe('idle');
    fireEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(stateOf(code(2), 'lead_time_days')).toBe('confirmed');
    act(() => useItemEditsStore.setState({ cells: {} }));
    expect(stateOf(code(2), 'lead_time_days')).toBe('idle');
  });

  it('hides columns not in the view (item_code always shown)', () => {
    render(
      <MemoryRouter>
        <ItemTable rows={rows} initialView={{ columns: ERP_ITEM_FIELDS.filter((f) => f !== 'stock_qty' && f !== 'item_code') }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toContain('Item code');
  });

  it('on a server-paged table: the filter keeps rows of the page shown, order and paging go to the server', () => {
    const server = {
      order: 'item_code' as const,
      direction: 'asc' as const,
      onOrder: vi.fn(),
      pageIndex: 1,
      pageSize: 50,
      hasNext: true,
      canFirst: true,
      onFirst: vi.fn(),
      onPrevious: vi.fn(),
      onNext: vi.fn(),
    };
    const page = rows.slice(50, 100);
    render(
      <MemoryRouter>
        <ItemTable rows={page} server={server} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('item-range').textContent).toBe('Rows 51–100');
    fireEvent.change(screen.getByLabelText('Filter items'), { target: { value: 'stud' } });
    const kept = page.filter((r) => r.item_name.toLowerCase().includes('stud'));
    expect(shownCodes()).toEqual(kept.map((r) => r.item_code));
    expect(screen.getByTestId('item-range').textContent).toBe(`Rows 51–100 (${kept.length} kept by the filter)`);
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(server.onNext).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(server.onPrevious).toHaveBeenCalled();
    fireEvent.click(within(screen.getAllByRole('columnheader')[2]!).getByRole('button'));
    expect(server.onOrder).toHaveBeenLastCalledWith('lead_time_days', 'asc');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(server.onOrder).toHaveBeenLastCalledWith('item_code', 'empty');
  });
});

describe('the filter while typing (cache of recent filters, narrowing from a shorter one)', () => {
  it('gives exactly filterIndexed over all the rows, typing and deleting key by key, in any case', async () => {
    const { filterNarrowing } = await import('./item-table-model');
    const { filterIndexed } = await import('@workhub/domain');
    const sorted = indexItems(rows);
    const cache = { source: sorted, kept: new Map() };
    const steps: string[] = [];
    for (const query of ['stud 1', 'Board 11', 'tst-1001', 'STUD', 'no such']) {
      for (let i = 1; i <= query.length; i++) steps.push(query.slice(0, i));
      for (let i = query.length - 1; i >= 0; i--) steps.push(query.slice(0, i));
    }
    for (const filter of steps) {
      expect(filterNarrowing(cache, sorted, filter).map((r) => r.item.item_code)).toEqual(
        filterIndexed(sorted, filter).map((r) => r.item.item_code),
      );
    }
    // Other rows (a new order or a live change): the cache starts again from them.
    const reversed = [...sorted].reverse();
    expect(filterNarrowing(cache, reversed, 'stud').map((r) => r.item.item_code)).toEqual(
      filterIndexed(reversed, 'stud').map((r) => r.item.item_code),
    );
  });

  it('answers a filter seen before, or none, with the same arrays (no rows filtered or mapped again)', async () => {
    const { filterNarrowing, itemsOfRows } = await import('./item-table-model');
    const sorted = indexItems(rows);
    const cache = { source: sorted, kept: new Map() };
    expect(filterNarrowing(cache, sorted, '')).toBe(sorted);
    const stud = filterNarrowing(cache, sorted, 'stud');
    filterNarrowing(cache, sorted, 'stud ');
    // Backspace: the earlier answer itself, and its items once.
    expect(filterNarrowing(cache, sorted, 'stud')).toBe(stud);
    expect(itemsOfRows(stud)).toBe(itemsOfRows(filterNarrowing(cache, sorted, 'stud')));
    expect(itemsOfRows(filterNarrowing(cache, sorted, ''))).toBe(itemsOfRows(sorted));
    expect(itemsOfRows(sorted)).toEqual(rows);
  });
});

describe("the rows' keys", () => {
  it("keep an item's key while it is shown, give the keys of items that left to items that came in, in order", async () => {
    const { recycleRowKeys } = await import('./item-table-model');
    const keys = { byCode: new Map<string, number>(), next: 0 };
    expect(recycleRowKeys(keys, ['a', 'b', 'c'])).toEqual([0, 1, 2]);
    // A whole new page: the same keys in the same order (the same rows updated in place).
    expect(recycleRowKeys(keys, ['d', 'e', 'f'])).toEqual([0, 1, 2]);
    // One row removed above, one more below: the others keep theirs, the newcomer takes the freed one.
    expect(recycleRowKeys(keys, ['e', 'f', 'g'])).toEqual([1, 2, 0]);
    // More rows than before: new keys.
    expect(recycleRowKeys(keys, ['g', 'h', 'e', 'i'])).toEqual([0, 2, 1, 3]);
    expect(recycleRowKeys(keys, [])).toEqual([]);
    // After no rows (the rows were unmounted): a new key.
    expect(recycleRowKeys(keys, ['x'])).toEqual([4]);
  });
});

describe('the sorted orders kept while the rows stay', () => {
  it('gives exactly sortRows, the same array when an order comes back, and sorts again for new rows', async () => {
    const { sortedOnce } = await import('./item-table-model');
    const { sortRows } = await import('@workhub/domain');
    const indexed = indexItems(rows);
    const cache = { source: indexed, sorted: new Map() };
    const byName = sortedOnce(cache, indexed, 'item_name', 'asc');
    expect(byName).toEqual(sortRows(indexed, 'item_name', 'asc'));
    const byNameDesc = sortedOnce(cache, indexed, 'item_name', 'desc');
    expect(byNameDesc).toEqual(sortRows(indexed, 'item_name', 'desc'));
    expect(sortedOnce(cache, indexed, 'item_name', 'asc')).toBe(byName);
    // A live change: new rows, sorted again.
    const changed = indexItems(rows.map((r, i) => (i === 5 ? { ...r, item_name: 'Aardvark' } : r)));
    const again = sortedOnce(cache, changed, 'item_name', 'asc');
    expect(again).not.toBe(byName);
    expect(again[0]!.item.item_name).toBe('Aardvark');
    expect(again).toEqual(sortRows(changed, 'item_name', 'asc'));
  });
});
