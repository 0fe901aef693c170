import { describe, expect, it } from 'vitest';
import { anchorOf, boundsOfLists, dragAngle, resizeBox, rotatePoints, scaleLists, turnGroupQuarter, turnQuarter } from './transform.js';

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

describe('turning, rotating and resizing a selection', () => {
  it('turns several objects together about the centre of their common box', () => {
    // Two 10" squares side by side (box 0..30 × 0..10, centre 15, 5) stand one above the other.
    const [a, b] = turnGroupQuarter([
      [0, 0, 10, 0, 10, 10, 0, 10],
      [20, 0, 30, 0, 30, 10, 20, 10],
    ]);
    expect(a).toEqual([20, -10, 20, 0, 10, 0, 10, -10]);
    expect(b).toEqual([20, 10, 20, 20, 10, 20, 10, 10]);
    expect(boundsOfLists([a!, b!])).toEqual({ minX: 10, minY: -10, maxX: 20, maxY: 20 });
  });

  it('rotates freely about a centre, on 1/16"', () => {
    expect(rotatePoints([10, 0], { x: 0, y: 0 }, Math.PI / 2)).toEqual([0, 10]);
    expect(rotatePoints([10, 0], { x: 0, y: 0 }, Math.PI)).toEqual([-10, 0]);
    const turned = rotatePoints([10, 0, 0, 0], { x: 0, y: 0 }, Math.PI / 6);
    expect(turned).toEqual([8.6875, 5, 0, 0]);
    for (const v of turned) expect(Number.isInteger(v * 16)).toBe(true);
  });

  it("measures the handle's turn, snapped to 15° steps with Shift", () => {
    const c = { x: 0, y: 0 };
    expect(dragAngle(c, { x: 0, y: 10 }, { x: -10, y: 10 })).toBeCloseTo(Math.PI / 4);
    // A little past straight down is a small clockwise turn from the right, not nearly a full one.
    expect(dragAngle(c, { x: 10, y: 0 }, { x: 10, y: -1 })).toBeCloseTo(-Math.atan(0.1));
    expect(dragAngle(c, { x: 10, y: 0 }, { x: 10, y: 3 }, 15)).toBeCloseTo(Math.PI / 12);
    expect(dragAngle(c, { x: 10, y: 0 }, { x: 10, y: 1 }, 15)).toBe(0);
  });

  it('resizes by a corner onto the whole inch, the opposite corner fixed, never inside out', () => {
    const box = { minX: 0, minY: 0, maxX: 30, maxY: 20 };
    expect(anchorOf(box, 'ne')).toEqual({ x: 0, y: 0 });
    expect(anchorOf(box, 'sw')).toEqual({ x: 30, y: 20 });
    expect(resizeBox(box, 'ne', { x: 60.4, y: 39.6 })).toEqual({ minX: 0, minY: 0, maxX: 60, maxY: 40 });
    expect(resizeBox(box, 'sw', { x: 10.2, y: -4.7 })).toEqual({ minX: 10, minY: -5, maxX: 30, maxY: 20 });
    // Dragged past the fixed corner: an inch wide and high at least.
    expect(resizeBox(box, 'nw', { x: 50, y: -30 })).toEqual({ minX: 29, minY: 0, maxX: 30, maxY: 1 });
  });

  it('stretches point lists from one box into another, on 1/16"', () => {
    const from = { minX: 0, minY: 0, maxX: 30, maxY: 20 };
    const to = { minX: 0, minY: 0, maxX: 60, maxY: 40 };
    expect(
      scaleLists(
        [
          [0, 0, 30, 20],
          [15, 10],
        ],
        from,
        to,
      ),
    ).toEqual([
      [0, 0, 60, 40],
      [30, 20],
    ]);
    // A vertical line keeps its x; thirds land on 1/16".
    expect(scaleLists([[5, 0, 5, 20]], { minX: 5, minY: 0, maxX: 5, maxY: 20 }, { minX: 5, minY: 0, maxX: 6, maxY: 10 })).toEqual([
      [5, 0, 5, 10],
    ]);
    expect(scaleLists([[10, 0]], from, { minX: 0, minY: 0, maxX: 10, maxY: 20 })).toEqual([[3.3125, 0]]);
  });
});
