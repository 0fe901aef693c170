import { describe, expect, it } from 'vitest';
import {
  FitMemory,
  MAX_ZOOM,
  MIN_ZOOM,
  applyViewport,
  areaInView,
  boundsOfArea,
  fitViewport,
  interpolateViewport,
  roundArea,
  sameArea,
  wheelZoom,
} from './viewport';

describe('viewport', () => {
  it('fits bounds whole and centred', () => {
    const v = fitViewport({ minX: 0, minY: -100, maxX: 200, maxY: 0 }, 400, 400);
    expect(v[0]).toBe(2);
    expect(applyViewport(v, { x: 0, y: -100 })).toEqual({ x: 0, y: 100 });
    expect(applyViewport(v, { x: 200, y: 0 })).toEqual({ x: 400, y: 300 });
  });

  it('handles empty or degenerate bounds without dividing by zero', () => {
    const v = fitViewport({ minX: 5, minY: 5, maxX: 5, maxY: 5 }, 100, 100);
    expect(Number.isFinite(v[0]) && Number.isFinite(v[4])).toBe(true);
  });

  it('zooms in on wheel up, out on wheel down, within limits', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(MAX_ZOOM, -10_000)).toBe(MAX_ZOOM);
    expect(wheelZoom(MIN_ZOOM, 10_000)).toBe(MIN_ZOOM);
  });

  it('interpolates from start to end', () => {
    const a = [1, 0, 0, 1, 0, 0] as const;
    const b = [4, 0, 0, 4, 100, 50] as const;
    expect(interpolateViewport([...a], [...b], 0)).toEqual([...a]);
    expect(interpolateViewport([...a], [...b], 1)).toEqual([...b]);
    expect(interpolateViewport([...a], [...b], 0.5)[0]).toBeCloseTo(2);
  });

  it('refits the last fitted bounds when the canvas is resized, until the user moves the view', () => {
    const memory = new FitMemory();
    expect(memory.refit(400, 400)).toBeNull();
    const bounds = { minX: 0, minY: -100, maxX: 200, maxY: 0 };
    memory.fitted(bounds);
    // The canvas shrank from 800 to 400 px tall: the bounds' bottom edge stays inside the view.
    const v = memory.refit(400, 300)!;
    expect(v).toEqual(fitViewport(bounds, 400, 300));
    expect(applyViewport(v, { x: 0, y: 0 }).y).toBeLessThanOrEqual(300);
    memory.userMoved();
    expect(memory.refit(400, 200)).toBeNull();
    // A new zoom to fit re-arms it.
    memory.fitted(bounds);
    expect(memory.refit(400, 200)).toEqual(fitViewport(bounds, 400, 200));
    expect(memory.refit(0, 200)).toBeNull();
  });
});

describe('view areas (follow mode)', () => {
  const k = 26.88; // canvas units per inch at the default block scale

  it('reads the area a viewport shows, in inches with y up', () => {
    // Zoom 2, the drawing's origin at (100, 300) in an 800 × 400 view.
    const area = areaInView([2, 0, 0, 2, 100, 300], 800, 400, k);
    expect(area.width).toBeCloseTo(800 / (2 * k));
    expect(area.height).toBeCloseTo(400 / (2 * k));
    expect(area.x).toBeCloseTo(300 / (2 * k));
    expect(area.y).toBeCloseTo(100 / (2 * k)); // the centre is 100 px above the origin: y up
  });

  it("shows a colleague's area centred on its centre, whole, whatever the follower's view size", () => {
    const area = { x: 60, y: 48, width: 120, height: 60 };
    for (const [w, h] of [
      [800, 400],
      [500, 700],
    ] as const) {
      const shown = areaInView(fitViewport(boundsOfArea(area, k), w, h), w, h, k);
      expect(shown.x).toBeCloseTo(60);
      expect(shown.y).toBeCloseTo(48);
      expect(shown.width).toBeGreaterThanOrEqual(120 - 1e-9);
      expect(shown.height).toBeGreaterThanOrEqual(60 - 1e-9);
    }
  });

  it('sends a view again only when it moved by 1/16" or more, rounded to 1/16"', () => {
    const a = { x: 1, y: 2, width: 3, height: 4 };
    expect(sameArea(a, { ...a, x: 1.01 })).toBe(true);
    expect(sameArea(a, { ...a, x: 1.0625 })).toBe(false);
    expect(sameArea(null, null)).toBe(true);
    expect(sameArea(a, null)).toBe(false);
    expect(roundArea({ x: 1.03, y: -2.2, width: 3, height: 4.49 })).toEqual({ x: 1, y: -2.1875, width: 3, height: 4.5 });
  });
});
