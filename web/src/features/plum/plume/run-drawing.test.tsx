// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunOutput } from '@workhub/domain';
import { layersOfOutputs, RunDrawing } from './run-drawing';

// Fabric needs a real canvas: the drawing's host is left empty here.
vi.mock('../../workspace-editor/canvas/use-block-canvas', () => ({ useBlockCanvas: () => ({ hostRef: { current: null }, canvas: null }) }));
// The spaces feature's pages call services this test never reaches (their client reads the app's environment).
vi.mock('../../../services/service-client', () => ({ callRoute: vi.fn() }));
let outputs: RunOutput[] = [];
vi.mock('./use-plume-data', () => ({ useRunOutputs: () => ({ data: outputs, status: 'success', error: null }) }));

/** A site-plan run's outputs as the generator stand-in writes them (feet). */
const SITE_PLAN: RunOutput[] = [
  { layer: 'site/parcel', objects: [{ type: 'rect', points: [0, 0, 60, 0, 60, 120, 0, 120] }], count: 1, length: 0, area: 7200 },
  {
    layer: 'site/setback',
    objects: [{ type: 'rect', points: [5, 20, 55, 20, 55, 105, 5, 105] }],
    count: 1,
    length: 0,
    area: 4250,
  },
  { layer: 'sitework/driveway', objects: [{ type: 'polyline', points: [30, 0, 30, 20] }], count: 1, length: 20, area: 0 },
];

describe('RunDrawing (a generator run’s result)', () => {
  afterEach(cleanup);

  it('turns the feet a generator draws in into the drawing’s inches, layer by layer', () => {
    expect(layersOfOutputs(SITE_PLAN.slice(2))).toEqual({
      'sitework/driveway': { objects: [{ name: '', type: 'polyline', points: [360, 0, 360, 240] }] },
    });
  });

  it('draws every layer the run produced', () => {
    outputs = SITE_PLAN;
    render(<RunDrawing runId="seed-run-site-plan" />);
    const drawing = screen.getByTestId('run-drawing');
    expect(within(drawing).getByTestId('block-canvas').getAttribute('data-object-count')).toBe('3');
    expect(screen.getByRole('figure', { name: 'Layers drawn by run seed-run-site-plan' }).textContent).toContain('3 layers');
  });

  it('draws nothing before the run drew anything', () => {
    outputs = [];
    render(<RunDrawing runId="seed-run-new" />);
    expect(screen.queryByTestId('run-drawing')).toBeNull();
  });
});
