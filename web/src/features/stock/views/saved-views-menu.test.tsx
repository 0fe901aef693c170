// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAX_SAVED_ITEM_VIEWS, type SavedItemView } from '@workhub/domain';
import { SavedViewsPanel, type CurrentItemView } from './saved-views-menu';
import { planSavedViewSave } from './use-saved-item-views';

afterEach(cleanup);

const current: CurrentItemView = {
  columns: ['item_code', 'item_name', 'stock_qty'],
  order: 'stock_qty',
  direction: 'desc',
  filter: 'lumber',
  emptyMode: false,
};
const view = (name: string, over: Partial<SavedItemView> = {}): SavedItemView => ({ ...current, name, ...over });

/** The panel over an in-memory list, saved with the hook's own rule (planSavedViewSave). */
function Harness({
  initial,
  now = current,
  onApply = () => undefined,
}: {
  initial: SavedItemView[];
  now?: CurrentItemView;
  onApply?: (v: SavedItemView) => void;
}) {
  const [views, setViews] = useState(initial);
  return (
    <>
      <SavedViewsPanel
        views={views}
        status="success"
        current={now}
        onApply={onApply}
        onSave={async (v) => {
          const next = planSavedViewSave('success', views, v);
          if (typeof next === 'string') return next;
          setViews(next);
          return null;
        }}
        onDelete={async (name) => setViews(views.filter((v) => v.name !== name))}
      />
      <output data-testid="stored">{JSON.stringify(views)}</output>
    </>
  );
}
const stored = (): SavedItemView[] => JSON.parse(screen.getByTestId('stored').textContent ?? '[]') as SavedItemView[];
const select = () => screen.getByLabelText('Saved view') as HTMLSelectElement;

async function saveAs(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Save view as…' }));
  fireEvent.change(screen.getByLabelText('View name'), { target: { value: name } });
  await act(async () => {
    fireEvent.submit(screen.getByLabelText('View name').closest('form')!);
  });
}

describe('SavedViewsPanel', () => {
  it('shows loading and empty states without offering to save while loading', () => {
    const props = { current, onApply: vi.fn(), onSave: vi.fn(), onDelete: vi.fn() };
    const { rerender } = render(<SavedViewsPanel views={[]} status="loading" {...props} />);
    expect(select().disabled).toBe(true);
    expect(select().options[0]!.text).toBe('Loading saved views…');
    expect((screen.getByRole('button', { name: 'Save view as…' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<SavedViewsPanel views={[]} status="success" {...props} />);
    expect(select().options[0]!.text).toBe('No saved views yet');
    expect((screen.getByRole('button', { name: 'Save view as…' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('applies the chosen view and says when the table has changed since', () => {
    const onApply = vi.fn();
    const views = [view('Lumber'), view('Blank suppliers', { order: 'default_supplier', direction: 'asc', filter: '', emptyMode: true })];
    const { rerender } = render(<Harness initial={views} onApply={onApply} />);
    expect([...select().options].map((o) => o.text)).toEqual(['Choose a saved view…', 'Lumber', 'Blank suppliers']);
    fireEvent.change(select(), { target: { value: 'Blank suppliers' } });
    expect(onApply).toHaveBeenCalledWith(views[1]);
    expect(select().value).toBe('Blank suppliers');
    // The table still shows `current` (the harness does not apply): it differs from the chosen view.
    expect(screen.getByText('changed since applied')).toBeTruthy();
    fireEvent.change(select(), { target: { value: 'Lumber' } });
    expect(screen.queryByText('changed since applied')).toBeNull();
    rerender(<Harness initial={views} now={{ ...current, filter: 'stud' }} onApply={onApply} />);
    expect(screen.getByText('changed since applied')).toBeTruthy();
  });

  it('saves the current view under a name, then selects it', async () => {
    render(<Harness initial={[]} />);
    await saveAs('  My lumber  ');
    expect(stored()).toEqual([view('My lumber')]);
    expect(select().value).toBe('My lumber');
    expect(screen.queryByLabelText('View name')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not save a blank name and cancels with Escape', () => {
    render(<Harness initial={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save view as…' }));
    fireEvent.change(screen.getByLabelText('View name'), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('View name'), { key: 'Escape' });
    expect(screen.queryByLabelText('View name')).toBeNull();
    expect(stored()).toEqual([]);
  });

  it(`refuses a ${MAX_SAVED_ITEM_VIEWS + 1}st view with the error, but replaces one of the same name`, async () => {
    const full = Array.from({ length: MAX_SAVED_ITEM_VIEWS }, (_, i) => view(`View ${i + 1}`));
    render(<Harness initial={full} />);
    await saveAs('One more');
    expect(screen.getByRole('alert').textContent).toBe('At most 20 views can be saved; delete one first');
    expect(stored()).toHaveLength(MAX_SAVED_ITEM_VIEWS);
    expect(screen.getByLabelText('View name')).toBeTruthy(); // the form stays to pick another name

    fireEvent.change(screen.getByLabelText('View name'), { target: { value: 'View 3' } });
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('View name').closest('form')!);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stored()).toHaveLength(MAX_SAVED_ITEM_VIEWS);
    expect(stored()[2]).toEqual(view('View 3'));
  });

  it('deletes the chosen view after confirming', async () => {
    render(<Harness initial={[view('A'), view('B')]} />);
    fireEvent.change(select(), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(stored().map((v) => v.name)).toEqual(['A', 'B']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    expect(screen.getByText(/Delete “A”\?/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(stored().map((v) => v.name)).toEqual(['B']);
    expect(select().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Delete view' })).toBeNull();
  });
});

describe('planSavedViewSave', () => {
  it('waits for the views to load, checks the name, and keeps at most 20', () => {
    expect(planSavedViewSave('loading', [], view('A'))).toBe('Your saved views are still loading; try again in a moment');
    expect(planSavedViewSave('error', [], view('A'))).toBe('Your saved views are still loading; try again in a moment');
    expect(planSavedViewSave('success', [], view(' '))).toBe('A view needs a name of 1 to 60 characters');
    expect(planSavedViewSave('success', [], view('x'.repeat(61)))).toBe('A view needs a name of 1 to 60 characters');
    expect(planSavedViewSave('success', [], view('A', { columns: [] }))).toMatch(/^This view cannot be saved: /);
    expect(planSavedViewSave('success', [view('A')], view('B'))).toEqual([view('A'), view('B')]);
    const full = Array.from({ length: 20 }, (_, i) => view(`V${i}`));
    expect(planSavedViewSave('success', full, view('new'))).toBe('At most 20 views can be saved; delete one first');
  });
});
