// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ITEM_COLUMNS, type ItemColumn } from '@workhub/domain';
import { sampleRow } from '@workhub/domain/testing';
import { ItemCell, fallbackChoices, type ItemCellProps } from './item-cells';
import { NumberInput, fetchedCellValue, numberCellCommit } from './item-cell-inputs';

afterEach(cleanup);

const column = (field: string) => ITEM_COLUMNS.find((c) => c.field === field) as ItemColumn;

describe('the number input rule', () => {
  it('converts to a number, blank is null, not-a-number reverts, unchanged commits nothing', () => {
    expect(numberCellCommit('12.5', 3)).toEqual({ commit: true, value: 12.5 });
    expect(numberCellCommit(' 7 ', null)).toEqual({ commit: true, value: 7 });
    expect(numberCellCommit('', 3)).toEqual({ commit: true, value: null });
    expect(numberCellCommit('  ', null)).toEqual({ commit: false, value: null });
    expect(numberCellCommit('12abc', 3)).toEqual({ commit: false, value: 3 });
    expect(numberCellCommit('3', 3)).toEqual({ commit: false, value: 3 });
    expect(numberCellCommit('0', null)).toEqual({ commit: true, value: 0 });
  });

  it('Enter commits, Escape reverts, blur commits', () => {
    const onCommit = vi.fn();
    const onBegin = vi.fn();
    render(<NumberInput label="lead" value={5} onBegin={onBegin} onCommit={onCommit} />);
    const input = screen.getByLabelText('lead') as HTMLInputElement;
    fireEvent.focus(input);
    expect(onBegin).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith(8);
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('5');
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledTimes(1);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenLastCalledWith(null);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ten' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(input.value).toBe('5');
  });

  it('keeps what the user types while a live change arrives, and shows the new value afterwards', () => {
    const props = { label: 'lead', onBegin: () => {}, onCommit: vi.fn() };
    const { rerender } = render(<NumberInput {...props} value={5} />);
    const input = screen.getByLabelText('lead') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '8' } });
    rerender(<NumberInput {...props} value={6} />);
    expect(input.value).toBe('8');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onCommit).toHaveBeenLastCalledWith(8);
    fireEvent.blur(input);
    rerender(<NumberInput {...props} value={7} />);
    expect(input.value).toBe('7');
  });
});

describe('fetched dropdown values', () => {
  it('accepts a listed name in any case, blank, and nothing else', () => {
    const names = ['Acme Lumber', 'Bolt Supply'];
    expect(fetchedCellValue('acme lumber', names, null)).toBe('Acme Lumber');
    expect(fetchedCellValue(' ', names, null)).toBeNull();
    expect(fetchedCellValue('', names, '')).toBe('');
    expect(fetchedCellValue('Nobody', names, null)).toBeUndefined();
  });
});

function cell(over: Partial<ItemCellProps> & Pick<ItemCellProps, 'column'>) {
  const props: ItemCellProps = {
    row: sampleRow(),
    edit: undefined,
    choices: fallbackChoices(),
    onBegin: vi.fn(),
    onCommit: vi.fn(),
    onRetry: vi.fn(),
    onRevert: vi.fn(),
    onResolve: vi.fn(),
    ...over,
  };
  return props;
}

describe('the item code', () => {
  it('links to the item in WorkHub and, when the ERP address is configured, to the item in the ERP in a new tab', () => {
    const row = sampleRow({ item_code: 'LBR-10007' });
    const view = (erpHref: string | null) => (
      <MemoryRouter>
        <ItemCell {...cell({ column: column('item_code'), row, erpHref })} />
      </MemoryRouter>
    );
    const { rerender } = render(view('https://erp.modulr.example/app/item/LBR-10007'));
    expect(screen.getByRole('link', { name: 'LBR-10007' }).getAttribute('href')).toBe('/items?code=LBR-10007');
    const erp = screen.getByRole('link', { name: 'Open LBR-10007 in the ERP' });
    expect(erp.getAttribute('href')).toBe('https://erp.modulr.example/app/item/LBR-10007');
    expect(erp.getAttribute('target')).toBe('_blank');
    expect(erp.getAttribute('rel')).toBe('noopener noreferrer');
    rerender(view(null));
    expect(screen.queryByTestId('erp-link')).toBeNull();
    expect(screen.getByRole('link', { name: 'LBR-10007' })).toBeTruthy();
  });
});

describe('a cell and its edit state', () => {
  it('shows sending, then confirmed, then failed with the reason, Retry and Revert', () => {
    const props = cell({ column: column('lead_time_days') });
    const view = (p: ItemCellProps) => (
      <MemoryRouter>
        <ItemCell {...p} />
      </MemoryRouter>
    );
    const { rerender } = render(view({ ...props, edit: { status: 'sending', value: 9, start: 5 } }));
    const box = screen.getByTestId('cell-lead_time_days');
    expect(box.dataset.state).toBe('sending');
    expect(screen.getByRole('button', { name: /lead_time_days of/ }).textContent).toBe('9');
    rerender(view({ ...props, row: sampleRow({ lead_time_days: 9 }), edit: { status: 'confirmed', value: 9 } }));
    expect(box.dataset.state).toBe('confirmed');
    expect(box.dataset.flashes).toBe('0'); // the user's own value arriving does not flash
    rerender(view({ ...props, edit: { status: 'failed', value: 9, start: 5, message: 'Lead time is locked' } }));
    expect(box.dataset.state).toBe('failed');
    expect(screen.getByTestId('cell-error').textContent).toBe('Lead time is locked');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
    expect(props.onRevert).toHaveBeenCalled();
  });

  it('offers theirs and yours in a conflict and passes the choice', () => {
    const props = cell({ column: column('complexity'), edit: { status: 'conflict', theirs: 'B - Block custom', yours: 'test' } });
    render(<ItemCell {...props} />);
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('B - Block custom');
    expect(screen.getByTestId('conflict-yours').textContent).toBe('test');
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(props.onResolve).toHaveBeenLastCalledWith('theirs');
    fireEvent.click(screen.getByRole('button', { name: 'Use mine' }));
    expect(props.onResolve).toHaveBeenLastCalledWith('mine');
  });

  it('flashes a value changed by a live update', () => {
    vi.useFakeTimers();
    try {
      const props = cell({ column: column('stock_qty') });
      const { rerender } = render(<ItemCell {...props} />);
      const box = screen.getByTestId('cell-stock_qty');
      expect(box.dataset.flash).toBeUndefined();
      rerender(<ItemCell {...props} row={sampleRow({ stock_qty: 43 })} />);
      expect(box.dataset.flash).toBe('on');
      expect(box.dataset.flashes).toBe('1');
      act(() => vi.advanceTimersByTime(2500));
      expect(box.dataset.flash).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts afresh when another item is shown in the cell (a recycled row): no flash, no count, no editor', () => {
    vi.useFakeTimers();
    try {
      const props = cell({ column: column('stock_qty'), row: sampleRow({ item_code: 'TST-1', stock_qty: 4 }) });
      const { rerender } = render(<ItemCell {...props} />);
      const box = screen.getByTestId('cell-stock_qty');
      rerender(<ItemCell {...props} row={sampleRow({ item_code: 'TST-1', stock_qty: 5 })} />);
      expect(box.dataset.flash).toBe('on');
      expect(box.dataset.flashes).toBe('1');
      // Another item with another value in the same cell: not a live change of that item.
      rerender(<ItemCell {...props} row={sampleRow({ item_code: 'TST-2', stock_qty: 9 })} />);
      expect(screen.getByTestId('cell-stock_qty')).toBe(box);
      expect(box.dataset.flash).toBeUndefined();
      expect(box.dataset.flashes).toBe('0');
      act(() => vi.advanceTimersByTime(2500));
      // The first item back: still nothing carried over.
      rerender(<ItemCell {...props} row={sampleRow({ item_code: 'TST-1', stock_qty: 5 })} />);
      expect(box.dataset.flash).toBeUndefined();
      expect(box.dataset.flashes).toBe('0');
    } finally {
      vi.useRealTimers();
    }
    // An editor open for one item is not open for the next item shown in the cell.
    const props = cell({ column: column('lead_time_days'), row: sampleRow({ item_code: 'TST-1' }) });
    const { rerender } = render(<ItemCell {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'lead_time_days of TST-1' }));
    expect(screen.getByLabelText('lead_time_days of TST-1').tagName).toBe('INPUT');
    rerender(<ItemCell {...props} row={sampleRow({ item_code: 'TST-2' })} />);
    expect(screen.getByLabelText('lead_time_days of TST-2').tagName).toBe('BUTTON');
    rerender(<ItemCell {...props} row={sampleRow({ item_code: 'TST-1' })} />);
    expect(screen.getByLabelText('lead_time_days of TST-1').tagName).toBe('BUTTON');
    expect(props.onCommit).not.toHaveBeenCalled();
  });

  it('shows the 0/1 flags as Yes and No, in the cell and in its choices', () => {
    const props = cell({ column: column('check_stock'), row: { ...sampleRow(), check_stock: 1, for_tiling: 0 } });
    render(<ItemCell {...props} />);
    const shown = screen.getByRole('button', { name: /check_stock of/ });
    expect(shown.textContent).toBe('Yes');
    fireEvent.click(shown);
    const select = screen.getByLabelText(/check_stock of/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['—', 'No', 'Yes']);
    cleanup();
    render(<ItemCell {...cell({ column: column('for_tiling'), row: { ...sampleRow(), for_tiling: 0 } })} />);
    expect(screen.getByTestId('cell-for_tiling').textContent).toBe('No');
  });

  it('check_stock offers blank, 0 and 1 and commits numbers', () => {
    const props = cell({ column: column('check_stock') });
    render(<ItemCell {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /check_stock of/ }));
    const select = screen.getByLabelText(/check_stock of/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', '0', '1']);
    fireEvent.change(select, { target: { value: '0' } });
    expect(props.onCommit).toHaveBeenLastCalledWith(0);
    // Choosing ends the edit; the cell shows its value as text again.
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /check_stock of/ }));
    fireEvent.change(screen.getByLabelText(/check_stock of/), { target: { value: '' } });
    expect(props.onCommit).toHaveBeenLastCalledWith('');
  });
});

describe('a cell shows text and mounts its input only while edited', () => {
  it('shows values as text: a number, a dropdown with its affordance, no form fields', () => {
    const row = sampleRow({ lead_time_days: 12, lifecycle: 'N - NPI' });
    render(
      <MemoryRouter>
        <ItemCell {...cell({ column: column('lead_time_days'), row })} />
        <ItemCell {...cell({ column: column('lifecycle'), row })} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: `lead_time_days of ${row.item_code}` }).textContent).toBe('12');
    const lifecycle = screen.getByRole('button', { name: `lifecycle of ${row.item_code}` });
    expect(lifecycle.textContent).toBe('N - NPI');
    expect(lifecycle.classList.contains('cell-dropdown')).toBe(true); // the caret (CSS) says it opens a choice
  });

  it('a click mounts the focused input; Enter commits and gives the focus back to the cell', () => {
    const props = cell({ column: column('lead_time_days'), row: sampleRow({ lead_time_days: 5 }) });
    render(<ItemCell {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /lead_time_days of/ }));
    const input = screen.getByRole('textbox', { name: /lead_time_days of/ }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(props.onBegin).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onCommit).toHaveBeenCalledTimes(1);
    expect(props.onCommit).toHaveBeenLastCalledWith(8);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /lead_time_days of/ }));
  });

  it('typing on the focused cell starts the draft with the key; Escape reverts; blur commits', () => {
    const props = cell({ column: column('item_name'), row: sampleRow({ item_name: 'Stud 2x4' }) });
    render(<ItemCell {...props} />);
    const shown = screen.getByRole('button', { name: /item_name of/ });
    shown.focus();
    fireEvent.keyDown(shown, { key: 'P' });
    const input = screen.getByRole('textbox', { name: /item_name of/ }) as HTMLInputElement;
    expect(input.value).toBe('P');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(props.onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /item_name of/ }).textContent).toBe('Stud 2x4');

    fireEvent.keyDown(screen.getByRole('button', { name: /item_name of/ }), { key: 'Enter' });
    const again = screen.getByRole('textbox', { name: /item_name of/ }) as HTMLInputElement;
    expect(again.value).toBe('Stud 2x4');
    fireEvent.change(again, { target: { value: 'Stud 2x6' } });
    fireEvent.blur(again);
    expect(props.onCommit).toHaveBeenCalledTimes(1);
    expect(props.onCommit).toHaveBeenLastCalledWith('Stud 2x6');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('arrow keys move between the cells of a row and a column', () => {
    const rowA = sampleRow({ item_code: 'A-1' });
    const rowB = sampleRow({ item_code: 'B-1' });
    const fields = ['lead_time_days', 'for_tiling', 'complexity'];
    render(
      <MemoryRouter>
        <table>
          <tbody>
            {[rowA, rowB].map((row) => (
              <tr key={row.item_code}>
                {fields.map((f) => (
                  <td key={f}>
                    <ItemCell {...cell({ column: column(f), row })} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </MemoryRouter>,
    );
    const at = (name: string) => screen.getByRole('button', { name });
    at('lead_time_days of A-1').focus();
    fireEvent.keyDown(at('lead_time_days of A-1'), { key: 'ArrowRight' }); // skips the read-only for_tiling
    expect(document.activeElement).toBe(at('complexity of A-1'));
    fireEvent.keyDown(at('complexity of A-1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(at('complexity of B-1'));
    fireEvent.keyDown(at('complexity of B-1'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(at('lead_time_days of B-1'));
    fireEvent.keyDown(at('lead_time_days of B-1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(at('lead_time_days of A-1'));
  });
});
