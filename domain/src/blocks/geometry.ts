/**
 * Block geometry (core spec sections 3 and 5): flat point lists in inches, y up, drawn on a canvas
 * whose y points down.
 *
 * The y flip is `canvas y = -y` (not `height - y`): it needs no block height, maps objects outside
 * the block's box just as well, and is its own inverse, so `fromCanvas(toCanvas(p, s), s)` is `p`.
 * The block's box [0, width] × [0, height] lands at [0, width·k] × [-height·k, 0] on the canvas,
 * where k = PAGE_SCALE × scale.
 *
 * All functions are immutable: they return new arrays and objects.
 */
import type { BlockObject } from './block-document.js';
import { DEFAULT_BLOCK_SCALE, PAGE_SCALE, squareFeetOfSquareInches, formatArea, zoomPadding } from './units.js';

export interface Point {
  x: number;
  y: number;
}

/** The error value of a geometry without points (core spec section 5). */
export const NO_POINTS = 'No points';

export type PointsResult = { ok: true; points: Point[] } | { ok: false; error: typeof NO_POINTS };

/** Anything with a flat point list (a block object, a live object, a draft). */
export interface HasPoints {
  points: readonly number[];
}

/**
 * Points from a flat list x0, y0, x1, y1, ...: pairs in order; an odd trailing coordinate is
 * dropped; no complete pair gives `{ ok: false, error: 'No points' }`.
 */
export function pointsFromFlat(flat: readonly number[]): PointsResult {
  const points = pairsOf(flat);
  return points.length === 0 ? { ok: false, error: NO_POINTS } : { ok: true, points };
}

/** The pairs of a flat list, dropping an odd trailing coordinate (empty when there are none). */
export function pairsOf(flat: readonly number[]): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push({ x: flat[i] as number, y: flat[i + 1] as number });
  return points;
}

/** Points → a flat list x0, y0, x1, y1, ... */
export function flatFromPoints(points: readonly Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** A flat list with an odd trailing coordinate dropped. */
export function evenFlat(flat: readonly number[]): number[] {
  return flat.slice(0, flat.length - (flat.length % 2));
}

function scaleFactor(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be a positive number, got ${scale}`);
  return PAGE_SCALE * scale;
}

/** A point in inches (y up) → canvas coordinates (y down): x·k, -y·k with k = PAGE_SCALE × scale. */
export function toCanvas(point: Point, scale: number = DEFAULT_BLOCK_SCALE): Point {
  const k = scaleFactor(scale);
  return { x: point.x * k, y: 0 - point.y * k }; // 0 - v: no -0 for y = 0
}

/** The inverse of {@link toCanvas}: canvas coordinates → inches, y up. */
export function fromCanvas(point: Point, scale: number = DEFAULT_BLOCK_SCALE): Point {
  const k = scaleFactor(scale);
  return { x: point.x / k, y: 0 - point.y / k };
}

/** Every point of a list to canvas coordinates. */
export function pointsToCanvas(points: readonly Point[], scale: number = DEFAULT_BLOCK_SCALE): Point[] {
  return points.map((p) => toCanvas(p, scale));
}

/** Canvas points back to a flat list in inches, as the block stores it. */
export function flatFromCanvas(points: readonly Point[], scale: number = DEFAULT_BLOCK_SCALE): number[] {
  return flatFromPoints(points.map((p) => fromCanvas(p, scale)));
}

// ---------------------------------------------------------------------------------------------
// Bounding boxes

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsWidth(b: Bounds): number {
  return b.maxX - b.minX;
}

export function boundsHeight(b: Bounds): number {
  return b.maxY - b.minY;
}

/** The bounding box of points, or null when there are none. */
export function boundsOfPoints(points: readonly Point[]): Bounds | null {
  let bounds: Bounds | null = null;
  for (const { x, y } of points) {
    bounds = bounds
      ? { minX: Math.min(bounds.minX, x), minY: Math.min(bounds.minY, y), maxX: Math.max(bounds.maxX, x), maxY: Math.max(bounds.maxY, y) }
      : { minX: x, minY: y, maxX: x, maxY: y };
  }
  return bounds;
}

/** The smallest box holding both (either may be null). */
export function unionBounds(a: Bounds | null, b: Bounds | null): Bounds | null {
  if (!a) return b;
  if (!b) return a;
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** The bounding box of an object's points (null when it has none). */
export function boundsOfObject(object: HasPoints): Bounds | null {
  return boundsOfPoints(pairsOf(object.points));
}

/** The bounding box of several objects (null when none has points). */
export function boundsOfObjects(objects: readonly HasPoints[]): Bounds | null {
  return objects.reduce<Bounds | null>((acc, o) => unionBounds(acc, boundsOfObject(o)), null);
}

/** Layers either as stored (`{ objects }`, BlockLayers) or live (an object array, LiveLayers). */
export type AnyLayers = Readonly<Record<string, readonly HasPoints[] | { objects: readonly HasPoints[] }>>;

function objectsOfLayer(layer: readonly HasPoints[] | { objects: readonly HasPoints[] } | undefined): readonly HasPoints[] {
  if (!layer) return [];
  return Array.isArray(layer) ? layer : (layer as { objects: readonly HasPoints[] }).objects;
}

/** The bounding box of the named layers (all layers when `names` is omitted). */
export function boundsOfLayers(layers: AnyLayers, names?: readonly string[]): Bounds | null {
  return (names ?? Object.keys(layers)).reduce<Bounds | null>(
    (acc, name) => unionBounds(acc, boundsOfObjects(objectsOfLayer(layers[name]))),
    null,
  );
}

/** How many coordinates (numbers in the flat lists) the named layers hold: the zoom padding divisor. */
export function coordinateCountOfLayers(layers: AnyLayers, names?: readonly string[]): number {
  return (names ?? Object.keys(layers)).reduce(
    (sum, name) => sum + objectsOfLayer(layers[name]).reduce((n, o) => n + o.points.length, 0),
    0,
  );
}

/** A box grown by `padding` on every side. */
export function padBounds(b: Bounds, padding: number): Bounds {
  return { minX: b.minX - padding, minY: b.minY - padding, maxX: b.maxX + padding, maxY: b.maxY + padding };
}

/** A box in inches → the box in canvas coordinates (y flipped, so min and max y swap). */
export function boundsToCanvas(b: Bounds, scale: number = DEFAULT_BLOCK_SCALE): Bounds {
  const a = toCanvas({ x: b.minX, y: b.maxY }, scale);
  const c = toCanvas({ x: b.maxX, y: b.minY }, scale);
  return { minX: a.x, minY: a.y, maxX: c.x, maxY: c.y };
}

/**
 * What to zoom to for the named layers: their box on the canvas, padded by
 * {@link zoomPadding}(number of coordinates) canvas units. Null when they have no points.
 */
export function zoomBoundsOfLayers(layers: AnyLayers, names: readonly string[], scale: number = DEFAULT_BLOCK_SCALE): Bounds | null {
  const bounds = boundsOfLayers(layers, names);
  return bounds && padBounds(boundsToCanvas(bounds, scale), zoomPadding(coordinateCountOfLayers(layers, names)));
}

// ---------------------------------------------------------------------------------------------
// Area

/** The area (inches²) enclosed by points, by the shoelace formula; unsigned; 0 below 3 points. */
export function polygonArea(points: readonly Point[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** The area (inches²) of an object's outline; 0 for polylines (they enclose nothing). */
export function objectArea(object: Pick<BlockObject, 'type'> & HasPoints): number {
  return object.type === 'polyline' ? 0 : polygonArea(pairsOf(object.points));
}

/** The area of an object in ft² (see units.ts for the raw-area formula). */
export function objectSquareFeet(object: Pick<BlockObject, 'type'> & HasPoints): number {
  return squareFeetOfSquareInches(objectArea(object));
}

/** The area label shown on an object: only rectangles show one (core spec section 9), else null. */
export function areaLabelOf(object: Pick<BlockObject, 'type'> & HasPoints): string | null {
  return object.type === 'rect' ? formatArea(objectSquareFeet(object)) : null;
}

// ---------------------------------------------------------------------------------------------
// Editing (flat lists; an odd trailing coordinate is dropped first)

/** Moves every point by dx, dy inches. */
export function translatePoints(flat: readonly number[], dx: number, dy: number): number[] {
  return evenFlat(flat).map((v, i) => v + (i % 2 === 0 ? dx : dy));
}

/** An object moved by dx, dy inches (a new object; other fields kept). */
export function translateObject<T extends HasPoints>(object: T, dx: number, dy: number): T {
  return { ...object, points: translatePoints(object.points, dx, dy) };
}

/** Inserts a point before point `index` (clamped to 0..count; omitted = append). */
export function addPoint(flat: readonly number[], point: Point, index?: number): number[] {
  const points = pairsOf(flat);
  const at = index === undefined ? points.length : Math.max(0, Math.min(points.length, Math.trunc(index)));
  points.splice(at, 0, { x: point.x, y: point.y });
  return flatFromPoints(points);
}

/** Removes point `index`; an index out of range changes nothing. */
export function removePoint(flat: readonly number[], index: number): number[] {
  const points = pairsOf(flat);
  if (!Number.isInteger(index) || index < 0 || index >= points.length) return flatFromPoints(points);
  points.splice(index, 1);
  return flatFromPoints(points);
}

/** Moves point `index` to `point`; an index out of range changes nothing. */
export function movePoint(flat: readonly number[], index: number, point: Point): number[] {
  const points = pairsOf(flat);
  if (!Number.isInteger(index) || index < 0 || index >= points.length) return flatFromPoints(points);
  points[index] = { x: point.x, y: point.y };
  return flatFromPoints(points);
}

// ---------------------------------------------------------------------------------------------
// Hit testing

/** Whether a point lies inside a polygon (even-odd rule; points on an edge may go either way). */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The index of the point nearest to `target` within `tolerance` (same units), or null. */
export function nearestPointIndex(flat: readonly number[], target: Point, tolerance: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  pairsOf(flat).forEach((p, i) => {
    const d = Math.hypot(p.x - target.x, p.y - target.y);
    if (d <= tolerance && d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}
