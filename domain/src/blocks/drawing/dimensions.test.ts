import { describe, expect, it } from 'vitest';
import { canvasLabelOf } from './labels.js';
import { DIMENSIONS_LAYER, dimensionEnds, dimensionLabelSpot, dimensionLength, dimensionPoints } from './dimensions.js';

/** The spot rounded to 1e-9, the angle in degrees. */
function spot(a: [number, number], b: [number, number], offset = 8) {
  const s = dimensionLabelSpot({ x: a[0], y: a[1] }, { x: b[0], y: b[1] }, offset);
  const r = (v: number) => Math.round(v * 1e9) / 1e9 + 0;
  return s && { x: r(s.x), y: r(s.y), degrees: r((s.angle * 180) / Math.PI) };
}

describe('dimensions', () => {
  it('puts the label on its line: centred, a little off it along its normal, turned with it, never upside down (y down)', () => {
    // Level, drawn either way: above the line (y down: smaller y), unturned.
    expect(spot([0, 100], [60, 100])).toEqual({ x: 30, y: 92, degrees: 0 });
    expect(spot([60, 100], [0, 100])).toEqual({ x: 30, y: 92, degrees: 0 });
    // Vertical, drawn down or up the page: reads bottom to top, on the line's left.
    expect(spot([10, 0], [10, 80])).toEqual({ x: 2, y: 40, degrees: -90 });
    expect(spot([10, 80], [10, 0])).toEqual({ x: 2, y: 40, degrees: -90 });
    // Rising to the right (y down: up the page), drawn either way: turned −45°, off it up and left.
    const d = 8 / Math.SQRT2;
    const r = (v: number) => Math.round(v * 1e9) / 1e9;
    expect(spot([0, 60], [60, 0])).toEqual({ x: r(30 - d), y: r(30 - d), degrees: -45 });
    expect(spot([60, 0], [0, 60])).toEqual({ x: r(30 - d), y: r(30 - d), degrees: -45 });
    // Falling to the right: turned +45°, off it up and right.
    expect(spot([0, 0], [60, 60])).toEqual({ x: r(30 + d), y: r(30 - d), degrees: 45 });
    expect(spot([60, 60], [0, 0])).toEqual({ x: r(30 + d), y: r(30 - d), degrees: 45 });
    // Never upside down: every direction round the circle gives an angle in [−90°, 90°), the
    // label's centre on the line's normal through its middle, `offset` from it.
    for (let deg = 0; deg < 360; deg += 7.5) {
      const t = (deg * Math.PI) / 180;
      const b: [number, number] = [50 + 40 * Math.cos(t), 50 + 40 * Math.sin(t)];
      const s = dimensionLabelSpot({ x: 50, y: 50 }, { x: b[0], y: b[1] }, 6)!;
      expect(s.angle).toBeGreaterThanOrEqual(-Math.PI / 2);
      expect(s.angle).toBeLessThan(Math.PI / 2);
      const mid = { x: (50 + b[0]) / 2, y: (50 + b[1]) / 2 };
      expect(Math.hypot(s.x - mid.x, s.y - mid.y)).toBeCloseTo(6, 9);
      expect((s.x - mid.x) * Math.cos(t) + (s.y - mid.y) * Math.sin(t)).toBeCloseTo(0, 9);
    }
    expect(dimensionLabelSpot({ x: 1, y: 1 }, { x: 1, y: 1 }, 6)).toBeNull();
  });

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
