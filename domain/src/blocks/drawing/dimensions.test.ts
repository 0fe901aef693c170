import { describe, expect, it } from 'vitest';
import { canvasLabelOf } from './labels.js';
import { DIMENSIONS_LAYER, dimensionEnds, dimensionLength, dimensionPoints } from './dimensions.js';

describe('dimensions', () => {
  it('draws a line with a 45° tick through each end, on 1/16"', () => {
    const flat = dimensionPoints({ x: 0, y: 0 }, { x: 60, y: 0 });
    // Ticks run from lower left to upper right through each end, 3" each way at 45°.
    expect(flat).toEqual([-2.125, -2.125, 2.125, 2.125, 0, 0, 60, 0, 62.125, 2.125, 57.875, -2.125]);
    for (const v of flat) expect(Number.isInteger(v * 16)).toBe(true);
    expect(dimensionPoints({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual([]);
  });

  it('reads back the measured points and length, whichever way it runs', () => {
    const flat = dimensionPoints({ x: 12, y: 96 }, { x: 12, y: 30 });
    expect(dimensionEnds(flat)).toEqual([
      { x: 12, y: 96 },
      { x: 12, y: 30 },
    ]);
    expect(dimensionLength(flat)).toBe(66);
    expect(dimensionLength([0, 0, 10, 0])).toBeNull();
  });

  it('is labelled with its length in feet and inches on the dimensions layer, never an area', () => {
    const flat = dimensionPoints({ x: 0, y: 0 }, { x: 66.5, y: 0 });
    expect(canvasLabelOf({ type: 'polyline', name: 'dimension 1', points: flat }, DIMENSIONS_LAYER)).toBe(`5'-6 1/2"`);
    expect(canvasLabelOf({ type: 'polyline', name: 'door', points: flat }, 'design/doors')).toBeNull();
  });
});
