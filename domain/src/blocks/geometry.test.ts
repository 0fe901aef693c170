import { describe, expect, it } from 'vitest';
import {
  addPoint,
  areaLabelOf,
  boundsHeight,
  boundsOfLayers,
  boundsOfObject,
  boundsOfObjects,
  boundsOfPoints,
  boundsToCanvas,
  boundsWidth,
  coordinateCountOfLayers,
  evenFlat,
  flatFromCanvas,
  flatFromPoints,
  fromCanvas,
  movePoint,
  nearestPointIndex,
  NO_POINTS,
  objectArea,
  objectSquareFeet,
  padBounds,
  pointInPolygon,
  pointsFromFlat,
  pointsToCanvas,
  polygonArea,
  removePoint,
  toCanvas,
  translateObject,
  translatePoints,
  unionBounds,
  zoomBoundsOfLayers,
} from './geometry.js';
import type { BlockObject } from './block-document.js';
import { PAGE_SCALE } from './units.js';

const rect = (x: number, y: number, w: number, h: number): number[] => [x, y, x + w, y, x + w, y + h, x, y + h];

describe('pointsFromFlat (core spec section 5)', () => {
  it('pairs a flat list into points', () => {
    expect(pointsFromFlat([1, 2, 3, 4])).toEqual({
      ok: true,
      points: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    });
  });

  it('drops an odd trailing coordinate', () => {
    expect(pointsFromFlat([1, 2, 3, 4, 5])).toEqual({
      ok: true,
      points: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    });
  });

  it("gives the 'No points' error for an empty list", () => {
    expect(pointsFromFlat([])).toEqual({ ok: false, error: 'No points' });
    expect(NO_POINTS).toBe('No points');
  });

  it("gives 'No points' when only a lone coordinate is left", () => {
    expect(pointsFromFlat([7])).toEqual({ ok: false, error: NO_POINTS });
  });

  it('round-trips through flatFromPoints', () => {
    const flat = [0, 0, 12.5, -3, 40, 96];
    const result = pointsFromFlat(flat);
    expect(result.ok && flatFromPoints(result.points)).toEqual(flat);
    expect(evenFlat([1, 2, 3])).toEqual([1, 2]);
  });
});

describe('canvas mapping (y flipped, page scale)', () => {
  it('flips y and scales by PAGE_SCALE × scale', () => {
    expect(toCanvas({ x: 10, y: 20 }, 1)).toEqual({ x: 960, y: -1920 });
    expect(toCanvas({ x: 100, y: 50 }, 0.5)).toEqual({ x: 4800, y: -2400 });
  });

  it('uses the default block scale 0.28 when no scale is given', () => {
    const p = toCanvas({ x: 1, y: 1 });
    expect(p.x).toBeCloseTo(PAGE_SCALE * 0.28);
    expect(p.y).toBeCloseTo(-PAGE_SCALE * 0.28);
  });

  it('maps y = 0 to 0, not -0', () => {
    expect(Object.is(toCanvas({ x: 0, y: 0 }, 1).y, 0)).toBe(true);
    expect(Object.is(fromCanvas({ x: 0, y: 0 }, 1).y, 0)).toBe(true);
  });

  it('is inverted by fromCanvas', () => {
    for (const scale of [1, 0.28, 3]) {
      for (const p of [
        { x: 0, y: 0 },
        { x: 144, y: 192 },
        { x: -12.25, y: 7.5 },
      ]) {
        const back = fromCanvas(toCanvas(p, scale), scale);
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
      }
    }
  });

  it('maps lists both ways', () => {
    const canvas = pointsToCanvas(
      [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
      1,
    );
    expect(canvas).toEqual([
      { x: 96, y: -192 },
      { x: 288, y: -384 },
    ]);
    expect(flatFromCanvas(canvas, 1)).toEqual([1, 2, 3, 4]);
  });

  it('rejects a scale that is not a positive number', () => {
    expect(() => toCanvas({ x: 1, y: 1 }, 0)).toThrow(RangeError);
    expect(() => fromCanvas({ x: 1, y: 1 }, -1)).toThrow(RangeError);
    expect(() => fromCanvas({ x: 1, y: 1 }, Number.NaN)).toThrow(RangeError);
  });
});

describe('bounding boxes', () => {
  it('of points, or null for none', () => {
    const b = boundsOfPoints([
      { x: 3, y: -1 },
      { x: -2, y: 5 },
      { x: 1, y: 1 },
    ]);
    expect(b).toEqual({ minX: -2, minY: -1, maxX: 3, maxY: 5 });
    expect(b && boundsWidth(b)).toBe(5);
    expect(b && boundsHeight(b)).toBe(6);
    expect(boundsOfPoints([])).toBeNull();
  });

  it('of an object and of objects (objects without points ignored)', () => {
    expect(boundsOfObject({ points: rect(10, 20, 30, 40) })).toEqual({ minX: 10, minY: 20, maxX: 40, maxY: 60 });
    expect(boundsOfObjects([{ points: rect(0, 0, 10, 10) }, { points: [] }, { points: [50, -5, 60, 0] }])).toEqual({
      minX: 0,
      minY: -5,
      maxX: 60,
      maxY: 10,
    });
    expect(boundsOfObjects([])).toBeNull();
  });

  it('unions with null on either side', () => {
    const a = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    expect(unionBounds(null, a)).toBe(a);
    expect(unionBounds(a, null)).toBe(a);
    expect(unionBounds(null, null)).toBeNull();
  });

  it('of layers, stored or live, all or named', () => {
    const stored = {
      'design/walls': { objects: [{ points: rect(0, 0, 100, 6) }] },
      'design/rooms': { objects: [{ points: rect(0, 0, 144, 192) }] },
    };
    const live = { 'design/walls': [{ points: rect(0, 0, 100, 6) }], 'design/rooms': [{ points: rect(0, 0, 144, 192) }] };
    expect(boundsOfLayers(stored)).toEqual({ minX: 0, minY: 0, maxX: 144, maxY: 192 });
    expect(boundsOfLayers(live, ['design/walls'])).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 6 });
    expect(boundsOfLayers(live, ['missing'])).toBeNull();
    expect(coordinateCountOfLayers(stored)).toBe(16);
    expect(coordinateCountOfLayers(live, ['design/walls'])).toBe(8);
  });

  it('pads and maps to the canvas with y flipped', () => {
    const b = { minX: 0, minY: 0, maxX: 10, maxY: 20 };
    expect(padBounds(b, 2)).toEqual({ minX: -2, minY: -2, maxX: 12, maxY: 22 });
    expect(boundsToCanvas(b, 1)).toEqual({ minX: 0, minY: -1920, maxX: 960, maxY: 0 });
  });

  it('zooms to layers with padding 3840 / coordinate count', () => {
    const layers = { 'design/walls': [{ points: rect(0, 0, 10, 20) }] };
    // 8 coordinates → 480 canvas units of padding.
    expect(zoomBoundsOfLayers(layers, ['design/walls'], 1)).toEqual({ minX: -480, minY: -2400, maxX: 1440, maxY: 480 });
    expect(zoomBoundsOfLayers(layers, ['design/rooms'], 1)).toBeNull();
  });
});

describe('area', () => {
  it('is the shoelace area, whatever the winding', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ];
    expect(polygonArea(square)).toBe(16);
    expect(polygonArea([...square].reverse())).toBe(16);
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 0, y: 3 },
      ]),
    ).toBe(6);
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 4, y: 0 },
      ]),
    ).toBe(0);
  });

  it('handles concave polygons (an L-shaped room)', () => {
    // 10 × 10 minus a 5 × 5 corner.
    const l = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 5 },
      { x: 5, y: 5 },
      { x: 5, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(polygonArea(l)).toBe(75);
  });

  it('labels a 12 ft × 16 ft rect in inches as 192 ft²', () => {
    const room: BlockObject = { name: 'Bedroom', type: 'rect', points: rect(0, 0, 144, 192) };
    expect(objectArea(room)).toBe(27648);
    expect(objectSquareFeet(room)).toBe(192);
    expect(areaLabelOf(room)).toBe('192 ft²');
  });

  it('labels other rects the same way', () => {
    expect(areaLabelOf({ type: 'rect', points: rect(12, 24, 60, 96) })).toBe('40 ft²');
    expect(areaLabelOf({ type: 'rect', points: rect(0, 0, 30, 30) })).toBe('6.3 ft²');
    expect(areaLabelOf({ type: 'rect', points: rect(0, 0, 192, 720) })).toBe('960 ft²');
  });

  it('labels only rects (polygons have an area but no label; polylines none)', () => {
    expect(areaLabelOf({ type: 'polygon', points: rect(0, 0, 144, 192) })).toBeNull();
    expect(objectSquareFeet({ type: 'polygon', points: rect(0, 0, 144, 192) })).toBe(192);
    expect(objectArea({ type: 'polyline', points: rect(0, 0, 144, 192) })).toBe(0);
    expect(areaLabelOf({ type: 'polyline', points: rect(0, 0, 144, 192) })).toBeNull();
  });
});

describe('editing', () => {
  it('translates points by dx, dy inches', () => {
    expect(translatePoints([0, 0, 10, 5], 2, -3)).toEqual([2, -3, 12, 2]);
    expect(translatePoints([0, 0, 10], 2, -3)).toEqual([2, -3]);
  });

  it('translates an object immutably, keeping its other fields', () => {
    const wall: BlockObject = { id: 'w1', name: 'wall', type: 'rect', points: [0, 0, 1, 1], style: { stroke: '#000' } };
    const moved = translateObject(wall, 12, 24);
    expect(moved).toEqual({ id: 'w1', name: 'wall', type: 'rect', points: [12, 24, 13, 25], style: { stroke: '#000' } });
    expect(wall.points).toEqual([0, 0, 1, 1]);
  });

  it('adds a point at an index, appending by default and clamping the index', () => {
    const flat = [0, 0, 10, 0];
    expect(addPoint(flat, { x: 5, y: 5 }, 1)).toEqual([0, 0, 5, 5, 10, 0]);
    expect(addPoint(flat, { x: 5, y: 5 })).toEqual([0, 0, 10, 0, 5, 5]);
    expect(addPoint(flat, { x: 5, y: 5 }, 99)).toEqual([0, 0, 10, 0, 5, 5]);
    expect(addPoint(flat, { x: 5, y: 5 }, -1)).toEqual([5, 5, 0, 0, 10, 0]);
    expect(addPoint([], { x: 1, y: 2 })).toEqual([1, 2]);
    expect(flat).toEqual([0, 0, 10, 0]);
  });

  it('removes a point by index; out of range changes nothing', () => {
    const flat = [0, 0, 10, 0, 10, 10];
    expect(removePoint(flat, 1)).toEqual([0, 0, 10, 10]);
    expect(removePoint(flat, 3)).toEqual(flat);
    expect(removePoint(flat, -1)).toEqual(flat);
    expect(flat).toEqual([0, 0, 10, 0, 10, 10]);
  });

  it('moves a point by index; out of range changes nothing', () => {
    const flat = [0, 0, 10, 0];
    expect(movePoint(flat, 1, { x: 12, y: 3 })).toEqual([0, 0, 12, 3]);
    expect(movePoint(flat, 2, { x: 12, y: 3 })).toEqual(flat);
    expect(movePoint(flat, 0.5, { x: 12, y: 3 })).toEqual(flat);
    expect(flat).toEqual([0, 0, 10, 0]);
  });

  it('drops an odd trailing coordinate when editing', () => {
    expect(movePoint([0, 0, 1], 0, { x: 2, y: 2 })).toEqual([2, 2]);
  });
});

describe('hit testing', () => {
  it('finds points inside a polygon', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 15, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: 5, y: 5 }, [])).toBe(false);
  });

  it('finds the nearest point within tolerance', () => {
    const flat = [0, 0, 10, 0, 10, 10];
    expect(nearestPointIndex(flat, { x: 9, y: 1 }, 2)).toBe(1);
    expect(nearestPointIndex(flat, { x: 5, y: 5 }, 2)).toBeNull();
    expect(nearestPointIndex([0, 0, 1, 0], { x: 0.6, y: 0 }, 1)).toBe(1);
  });
});
