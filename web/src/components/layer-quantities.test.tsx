// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LayerQuantitiesTable, layerRows } from './layer-quantities';

afterEach(cleanup);

describe('LayerQuantitiesTable', () => {
  it('shows a row a layer, by name, each quantity written by format and a missing one as a dash', () => {
    render(
      <LayerQuantitiesTable
        quantities={{ 'site/lot': { count: 1, area: 1234.56 }, 'design/walls': { count: 12, length: 80.25, area: 0 } }}
        format={(n) => `<${n}>`}
        className="data-grid"
        testId="counts-table"
        caption="Drawn per layer"
      />,
    );
    const table = screen.getByTestId('counts-table');
    expect(table.className).toBe('data-grid');
    expect(table.querySelector('caption')?.textContent).toBe('Drawn per layer');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Layer', 'Count', 'Length (ft)', 'Area (sq ft)']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['design/walls', '<12>', '<80.25>', '<0>'],
      ['site/lot', '<1>', '—', '<1234.56>'],
    ]);
  });

  it('has no caption unless given one', () => {
    render(<LayerQuantitiesTable quantities={{}} format={String} className="plume-table" testId="run-summary" />);
    expect(screen.getByTestId('run-summary').querySelector('caption')).toBeNull();
    expect(layerRows({ b: {}, a: {} }).map(([layer]) => layer)).toEqual(['a', 'b']);
  });
});
