// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BomTreeView, BomView, CutListView, LayersView, QseeView, SupportedView } from './pipe-read-views';

afterEach(cleanup);

const notStarted = (stage: string) => `Nothing yet: the ${stage} stage is not started.`;

describe('the pipe reads as a staff user sees them', () => {
  it('shows the BOM as tables, and says which stage an empty list waits for', () => {
    render(
      <BomView
        data={{
          assembly: 'm1-walls',
          parts: [{ name: 'Stud 2x6', qty: 120, classPart: 'stud-2x6' }],
          pbom: [{ itemCode: 'LUM-2X6-8', qty: 120, itemName: 'Lumber 2x6 8ft', uom: 'Each', part: 'Stud 2x6' }],
          mbom: [],
          materialRequest: null,
        }}
        notYet={(stage) => (stage === 'parts' || stage === 'pbom' ? null : notStarted(stage))}
      />,
    );
    const parts = screen.getByRole('table', { name: 'Parts' });
    expect(
      within(parts)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PartQtyClass part', 'Stud 2x6120stud-2x6']);
    expect(within(screen.getByRole('table', { name: 'Purchasing BOM' })).getByText('LUM-2X6-8')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Manufacturing BOM' })).toBeNull();
    expect(screen.getByText('Nothing yet: the mbom stage is not started.')).toBeTruthy();
    expect(screen.getByText('Nothing yet: the materialRequest stage is not started.')).toBeTruthy();
  });

  it('draws the BOM tree with the chosen assembly open', () => {
    render(
      <BomTreeView
        chosen="m1-b"
        data={{
          projectId: 'P-1',
          modules: [
            {
              module: 1,
              assemblies: [
                { assembly: 'm1-a', assemblyName: 'Walls', parts: [{ name: 'Stud', qty: 3 }] },
                { assembly: 'm1-b', assemblyName: 'Floor', parts: [] },
              ],
            },
          ],
        }}
      />,
    );
    const [a, b] = screen.getAllByTestId('bom-tree-assembly') as HTMLDetailsElement[];
    expect([a!.open, b!.open]).toEqual([false, true]);
    expect(a!.textContent).toContain('Stud × 3');
    expect(b!.textContent).toContain('No parts yet');
  });

  it('says why a cut list is empty: parts not read yet, or nothing cut in house', () => {
    const { rerender } = render(<CutListView data={{ assembly: 'a', cuts: [] }} notYet={() => notStarted('Parts')} />);
    expect(screen.getByText(notStarted('Parts'))).toBeTruthy();
    rerender(<CutListView data={{ assembly: 'a', cuts: [] }} notYet={() => null} />);
    expect(screen.getByText(/No part of this assembly is cut to size/)).toBeTruthy();
  });

  it('shows which stages can run with the reason, the layers without a base, and a clear quality check', () => {
    render(
      <>
        <SupportedView
          data={{
            projectId: 'P-1',
            supported: { parts: { supported: false, reason: 'no build spec' }, projectAssembly: { supported: true } },
          }}
        />
        <LayersView data={{ projectId: 'P-1', baseVersion: null, buildSpec: 'v1.0.0', layers: {} }} />
        <QseeView data={{ projectId: 'P-1', issues: [] }} />
      </>,
    );
    const rows = within(screen.getByRole('table', { name: 'Stages that can run' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(['Project assemblyyes', 'Partsnono build spec']);
    expect(screen.getByText(/No committed base/)).toBeTruthy();
    expect(screen.getByTestId('qsee-clear').textContent).toContain('Nothing needs attention');
  });
});
