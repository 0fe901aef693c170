import { describe, expect, it } from 'vitest';
import { polygonArea, type Point } from '../geometry.js';
import { cutOpening, distanceAlong, intersectLines, outsideOfRing, polylineLength, wallOutline } from './walls.js';

const P = (x: number, y: number): Point => ({ x, y });

describe('walls', () => {
  it('draws a straight wall as a band centred on its line', () => {
    expect(wallOutline([P(0, 0), P(60, 0)], 4.5)).toEqual([P(0, 2.25), P(60, 2.25), P(60, -2.25), P(0, -2.25)]);
  });

  it('mitres an L corner on both faces', () => {
    const outline = wallOutline([P(0, 0), P(60, 0), P(60, 96)], 4);
    expect(outline).toEqual([P(0, 2), P(58, 2), P(58, 96), P(62, 96), P(62, -2), P(0, -2)]);
    // Area = length along the centre line × thickness: (60 + 96) × 4.
    expect(polygonArea(outline)).toBe(156 * 4);
  });

  it('puts the thickness on one side when asked', () => {
    expect(wallOutline([P(0, 0), P(60, 0)], 6, false, 'right')).toEqual([P(0, 0), P(60, 0), P(60, -6), P(0, -6)]);
    expect(wallOutline([P(0, 0), P(60, 0)], 6, false, 'left')).toEqual([P(0, 6), P(60, 6), P(60, 0), P(0, 0)]);
  });

  it('draws a closed ring round a room as one polygon, the room left open, the drawn line its inside face', () => {
    const ring = [P(0, 0), P(60, 0), P(60, 96), P(0, 96)];
    expect(outsideOfRing(ring)).toBe('right');
    expect(outsideOfRing([...ring].reverse())).toBe('left');
    const outline = wallOutline(ring, 4.5, true, outsideOfRing(ring));
    // Outer ring at 4.5" outside the line, inner ring on it, joined at the first corner.
    expect(outline.slice(0, 5)).toEqual([P(0, 0), P(60, 0), P(60, 96), P(0, 96), P(0, 0)]);
    expect(outline.slice(5)).toEqual([P(-4.5, -4.5), P(-4.5, 100.5), P(64.5, 100.5), P(64.5, -4.5), P(-4.5, -4.5)]);
    // The wall's area is the outer box less the room: 69 × 105 − 60 × 96.
    expect(polygonArea(outline)).toBe(69 * 105 - 60 * 96);
  });

  it('bevels a very sharp corner instead of a long spike', () => {
    const outline = wallOutline([P(0, 0), P(100, 0), P(0, 2)], 4);
    // A mitre would reach 100" past the corner; the bevel stays within the thickness.
    for (const p of outline) expect(p.x).toBeLessThan(104);
  });

  it('draws nothing without a thickness or two distinct points', () => {
    expect(wallOutline([P(0, 0), P(0, 0)], 4)).toEqual([]);
    expect(wallOutline([P(0, 0), P(10, 0)], 0)).toEqual([]);
    expect(wallOutline([P(0, 0), P(10, 0)], 4, true)).toEqual([]);
  });

  it('cuts a door out of a wall, leaving the wall on both sides', () => {
    const centre = [P(0, 0), P(60, 0), P(60, 96)];
    expect(polylineLength(centre)).toBe(156);
    expect(cutOpening(centre, 70, 32)).toEqual({
      before: [P(0, 0), P(60, 0), P(60, 10)],
      after: [P(60, 42), P(60, 96)],
      opening: [P(60, 10), P(60, 42)],
    });
    // At the start of the wall: nothing before it.
    expect(cutOpening(centre, 0, 30)).toEqual({ before: [], after: [P(30, 0), P(60, 0), P(60, 96)], opening: [P(0, 0), P(30, 0)] });
    // Up to a corner, and from one.
    expect(cutOpening(centre, 30, 30)?.after).toEqual([P(60, 0), P(60, 96)]);
    expect(cutOpening(centre, 60, 30)?.before).toEqual([P(0, 0), P(60, 0)]);
  });

  it('refuses an opening round a corner or past the wall', () => {
    const centre = [P(0, 0), P(60, 0), P(60, 96)];
    expect(cutOpening(centre, 50, 20)).toBeNull();
    expect(cutOpening(centre, 140, 20)).toBeNull();
    expect(cutOpening(centre, 10, 0)).toBeNull();
    expect(cutOpening(centre, -1, 10)).toBeNull();
  });

  it('finds where along a wall a point lies, to place an opening', () => {
    expect(distanceAlong([P(0, 0), P(60, 0), P(60, 96)], P(62, 30))).toEqual({ along: 90, offset: 2 });
  });

  it('crosses lines, and knows parallel ones do not', () => {
    expect(intersectLines(P(0, 0), P(10, 0), P(5, -5), P(5, 5))).toEqual(P(5, 0));
    expect(intersectLines(P(0, 0), P(10, 0), P(0, 1), P(10, 1))).toBeNull();
  });
});
