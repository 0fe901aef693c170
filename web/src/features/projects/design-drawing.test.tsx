// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignDrawing } from './design-drawing';

const latestRead = vi.fn();
vi.mock('../../services/version-service', () => ({ versionService: { latest: (q: unknown) => latestRead(q) } }));
// Only the plan drawing of the spaces feature: its index also brings pages that read through the services.
// eslint-disable-next-line import-x/no-restricted-paths -- the mock narrows the spaces index to the one component drawn here
vi.mock('../spaces', async () => ({ PlanDrawing: (await import('../spaces/space-drawing')).PlanDrawing }));

// Fabric needs a real canvas: the drawing's host is left empty here; what it writes is listed beside it.
vi.mock('../workspace-editor/canvas/use-block-canvas', () => ({ useBlockCanvas: () => ({ hostRef: { current: null }, canvas: null }) }));

const rect = (name: string, x: number, y: number, w: number, h: number) => ({
  name,
  type: 'rect',
  points: [x, y, x + w, y, x + w, y + h, x, y + h],
});

/** A one-module base as the seed commits one: the module outline, its walls and rooms, and a floor cassette. */
const content = {
  projectId: 'P-1011',
  layers: {
    'design/modules': { objects: [{ ...rect('Module 1', 0, 0, 168, 384), module: 1 }] },
    'design/walls': { objects: [rect('exterior wall south', 0, 0, 168, 6), rect('partition 1', 6, 186, 156, 4.5)] },
    'design/rooms': { objects: [rect('Living', 6, 6, 156, 180), rect('Bath', 6, 190.5, 96, 60)] },
    'assemblies/floor': { objects: [rect('floor m1-1', 0, 0, 168, 384)] },
  },
};
const latest = { version: 'v1.4.1', modules: 1, floorArea: 448, counts: {} };

describe('DesignDrawing (the Design tab)', () => {
  afterEach(() => {
    cleanup();
    latestRead.mockReset();
  });

  it("draws the committed version the project's latest base names, its design layers as a plan", async () => {
    latestRead.mockResolvedValue({ version: {}, content });
    render(<DesignDrawing projectId="P-1011" latest={latest} />);
    const drawing = await screen.findByTestId('design-drawing');
    expect(latestRead).toHaveBeenCalledWith({ name: 'base', projectId: 'P-1011', version: 'v1.4.1' });
    // Every object of the design layers is drawn; the floor cassettes (an assemblies layer) are not shown.
    expect(within(drawing).getByTestId('block-canvas').getAttribute('data-object-count')).toBe('6');
    const labels = within(drawing)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual([`14'-0"`, `13'-0"`, 'Living 195 ft²', 'Bath 40 ft²']);
    expect(screen.getByRole('figure', { name: 'Plan of P-1011 v1.4.1' })).toBeTruthy();
  });

  it('says when the version cannot be read or draws nothing', async () => {
    latestRead.mockRejectedValueOnce(new Error('No v1.4.1 of base'));
    render(<DesignDrawing projectId="P-1011" latest={latest} />);
    expect((await screen.findByText(/could not be read/)).textContent).toContain('No v1.4.1 of base');
    cleanup();
    latestRead.mockResolvedValueOnce({ version: {}, content: { layers: {} } });
    render(<DesignDrawing projectId="P-1011" latest={latest} />);
    expect((await screen.findByTestId('design-not-drawn')).textContent).toContain('v1.4.1 has no drawn design layers');
  });
});
