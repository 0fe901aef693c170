// @vitest-environment jsdom
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initialLayerView, layerViewReducer } from '@workhub/domain';
import { LayerPanel } from './layer-panel';
import type { LiveObjects } from '../../collab';

afterEach(cleanup);

const layers: LiveObjects = {
  'design/walls': [
    {
      key: 'a',
      name: 'north wall',
      points: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
    },
    { key: 'b', name: 'stub', points: [{ x: 0, y: 0 }] },
  ],
} as unknown as LiveObjects;

function Panel() {
  const [view, dispatch] = useReducer(
    layerViewReducer,
    initialLayerView([{ name: 'design/walls', version: 'v1.10.0', objectCount: 2 }], { initiallyVisible: ['design/walls'] }),
  );
  return (
    <LayerPanel
      view={view}
      dispatch={dispatch}
      layers={layers}
      selectedObject={null}
      onSelectObject={() => {}}
      settings={{ showHiddenLayers: false, showMinorGrid: false, noTransitions: false }}
      onSettings={() => {}}
    />
  );
}

describe('LayerPanel: a layer warning shown on hover', () => {
  it('hovering an object warning shows it (through the reducer hoverWarning), leaving hides it', () => {
    render(<Panel />);
    const expand = screen.queryByRole('button', { name: 'Expand design' });
    if (expand) fireEvent.click(expand);
    fireEvent.click(screen.getByRole('button', { name: 'walls' }));
    const warnings = screen.getAllByTestId('object-warning');
    expect(warnings).toHaveLength(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(warnings[0]!);
    expect(screen.getByRole('tooltip').textContent).toBe(
      'stub (object 2 of walls, v1.10.0) has fewer than two points, so it is not drawn.',
    );
    fireEvent.mouseLeave(warnings[0]!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
