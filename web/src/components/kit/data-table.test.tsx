// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
  qty: number;
}
const columns: Column<Item>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'qty', header: 'Qty', cell: (r) => r.qty, className: 'num' },
];

describe('DataTable', () => {
  it('renders a header, one row per item in order, a caption and row attributes', () => {
    render(
      <DataTable
        aria-label="Items"
        caption="Stock"
        columns={columns}
        rows={[
          { id: 'a', name: 'Bolt', qty: 3 },
          { id: 'b', name: 'Nut', qty: 0 },
        ]}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-item': r.id })}
        empty="No items."
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.className).toBe('data-table');
    expect(table.querySelector('caption')?.textContent).toBe('Stock');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'Qty']);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bolt', '3']);
    expect(rows[1]!.getAttribute('data-item')).toBe('b');
    expect(rows[1]!.querySelector('td.num')?.textContent).toBe('0');
  });

  it('shows the empty text instead of an empty table', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No items yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No items yet.').className).toBe('data-table-empty');
  });
});
