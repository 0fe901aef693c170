// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpaceDrawing } from './space-drawing';

// Fabric needs a real canvas: the drawing's host is left empty here; what it writes is listed beside it.
vi.mock('../workspace-editor/canvas/use-block-canvas', () => ({ useBlockCanvas: () => ({ hostRef: { current: null }, canvas: null }) }));

const rect = (name: string, x: number, y: number, w: number, h: number) => ({
  name,
  type: 'rect',
  points: [x, y, x + w, y, x + w, y + h, x, y + h],
});

/** A space as the seed stores one (emulators/seed/data/versions.ts spaceContent): 24 ft by 18 ft, two rooms. */
const layers = {
  'design/walls': {
    objects: [
      rect('north wall', 0, 0, 288, 6),
      rect('south wall', 0, 210, 288, 6),
      rect('west wall', 0, 0, 6, 216),
      rect('east wall', 282, 0, 6, 216),
      rect('partition 1', 144, 6, 4, 204),
    ],
  },
  'design/rooms': {
    objects: [
      { name: 'Living', type: 'polygon', points: [6, 6, 144, 6, 144, 210, 6, 210] },
      { name: 'Bath', type: 'polygon', points: [150, 6, 282, 6, 282, 210, 150, 210] },
    ],
  },
  'design/openings': { objects: [rect('entry door', 48, 210, 36, 6)] },
  'sitework/setbacks': { objects: [rect('front setback', -240, -240, 768, 696)] },
};

describe('SpaceDrawing labels', () => {
  afterEach(cleanup);

  it('writes walls in feet and inches and rooms by name and area in ft², nothing on openings or setbacks', () => {
    render(<SpaceDrawing layers={layers} />);
    const labels = within(screen.getByTestId('drawing-labels'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual([`24'-0"`, `24'-0"`, `18'-0"`, `18'-0"`, `17'-0"`, 'Living 196 ft²', 'Bath 187 ft²']);
    // A wall's length is never an area (the page used to write '48.1 ft²' on each wall).
    expect(labels.slice(0, 5).some((l) => l?.includes('ft²'))).toBe(false);
  });

  it('writes only the focused layer’s labels when a layer is focused', () => {
    render(<SpaceDrawing layers={layers} focusedLayer="design/rooms" />);
    expect(
      within(screen.getByTestId('drawing-labels'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Living 196 ft²', 'Bath 187 ft²']);
  });
});
