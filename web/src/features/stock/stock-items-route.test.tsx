// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildSeedErpItems } from '../../../../emulators/seed/index';

// The mirror (Firestore's erpItems) answers at once; the ERP's maintenance pages answer when the test says.
const mirrorDocs = buildSeedErpItems(3).map((d) => ({ id: d.id, data: () => ({ ...d.data, mirroredAt: 1 }) }));
let answerErp: (page: { items: unknown[] }) => void = () => undefined;
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  query: (base: unknown) => base,
  where: () => ({}),
  getDocs: async () => ({ docs: mirrorDocs }),
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('../../lib/live-read', () => ({ useLiveQuery: () => ({ data: [], connection: 'live' }) }));
vi.mock('../../components/live-status', () => ({ LiveStatus: () => null }));
vi.mock('../../services/erp-service', () => ({
  erpService: { maintenancePage: () => new Promise((resolve) => (answerErp = resolve)) },
}));
// The table itself is tested in table/item-table.test.tsx: here, which rows the page gives it.
vi.mock('./table/item-table', () => ({
  ItemTable: ({ rows }: { rows: { item_code: string }[] }) => (
    <table aria-label="Items">
      <tbody>
        {rows.map((r) => (
          <tr key={r.item_code}>
            <td>{r.item_code}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
}));
vi.mock('./table/item-table-tools', () => ({ ItemTableTools: () => null }));
vi.mock('./erp-link', () => ({ erpItemUrl: () => null }));
const { Component } = await import('./stock-items-route');

afterEach(cleanup);

describe('/stock/items first load (issue 27 item 8)', () => {
  it("shows the mirror's rows at once, then the ERP's when its pages are in", async () => {
    render(
      <MemoryRouter initialEntries={['/stock/items']}>
        <Component />
      </MemoryRouter>,
    );
    // The ERP has not answered: the mirror's three items are shown, and the page says it completes from the ERP.
    expect(await screen.findByText(String(mirrorDocs[0]!.id))).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('items-progress').textContent).toMatch(/^Showing the mirror's 3 items; completing from the ERP/);
    // The ERP's answer (one page shorter than a batch: the last) replaces them.
    const erpRow = { ...(mirrorDocs[1]!.data() as Record<string, unknown>) };
    delete erpRow.mirroredAt;
    answerErp({ items: [erpRow] });
    await vi.waitFor(() => expect(screen.queryByTestId('items-progress')).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getByText(String(mirrorDocs[1]!.id))).toBeTruthy();
  });
});
