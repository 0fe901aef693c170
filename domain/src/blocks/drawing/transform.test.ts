import { describe, expect, it } from 'vitest';
import { turnQuarter } from './transform.js';

describe('turning a quarter', () => {
  it('turns about the centre of the box, counter-clockwise by default', () => {
    // A 60 × 30 tub at the origin stands 30 × 60 about the same centre (30, 15).
    expect(turnQuarter([0, 0, 60, 0, 60, 30, 0, 30])).toEqual([45, -15, 45, 45, 15, 45, 15, -15]);
    expect(turnQuarter([0, 0, 60, 0, 60, 30, 0, 30], true)).toEqual([15, 45, 15, -15, 45, -15, 45, 45]);
  });

  it('gives the object back after four turns, on 1/16"', () => {
    const start = [0, 0, 20, 0, 20, 28, 1.5, 27.25];
    let points = start;
    for (let i = 0; i < 4; i++) {
      points = turnQuarter(points);
      for (const v of points) expect(Number.isInteger(v * 16)).toBe(true);
    }
    expect(points).toEqual(start);
  });

  it('drops an odd trailing coordinate; nothing stays nothing', () => {
    expect(turnQuarter([0, 0, 10, 0, 5])).toEqual([5, -5, 5, 5]);
    expect(turnQuarter([])).toEqual([]);
  });
});
