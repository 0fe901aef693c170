/**
 * Snapping a pointer to what an engineer aims at (issue 26): the ends, midpoints and edges of other
 * objects, the right angle onto an edge and the horizontal or vertical from the point drawn last,
 * then the inch grid. Every result lies on the drawing's measuring resolution (16 units per inch).
 *
 * Points are in inches, y up; `tolerance` is in inches too (the caller turns its pixel tolerance
 * into inches for the current zoom).
 */
import { pairsOf, type Point } from '../geometry.js';
import { UNITS_PER_INCH, snapToUnit } from '../units.js';

export type SnapKind = 'endpoint' | 'midpoint' | 'perpendicular' | 'edge' | 'axis' | 'grid';

/** An object to snap to: its points and whether its outline closes (a polygon or rectangle). */
export interface SnapTarget {
  id?: string;
  points: readonly number[];
  closed: boolean;
  /** Its bounding box, when the caller keeps one (worked out from the points otherwise). */
  box?: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface SnapOptions {
  /** How far (inches) a target may be from the pointer to catch it. */
  tolerance: number;
  /** The grid step in inches (default 1: the inch grid; 1/16 keeps the raw resolution). */
  grid?: number;
  /** The point drawn last, when drawing: right angles and horizontal/vertical are taken from it. */
  from?: Point | null;
  /** Snap kinds turned off. */
  skip?: readonly SnapKind[];
}

export interface Snap {
  point: Point;
  kind: SnapKind;
  /** The target snapped to (its id), when it was an object. */
  target?: string;
  /** The segment snapped to, for edges and right angles: its ends. */
  segment?: [Point, Point];
}

interface Segment {
  a: Point;
  b: Point;
  id?: string;
}

function segmentsOf(target: SnapTarget): Segment[] {
  const points = pairsOf(target.points);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) segments.push({ a: points[i]!, b: points[i + 1]!, id: target.id });
  if (target.closed && points.length > 2) segments.push({ a: points[points.length - 1]!, b: points[0]!, id: target.id });
  return segments;
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** The point of segment ab nearest to p. */
export function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return { x: a.x, y: a.y };
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

/** The foot of the perpendicular from p to the line through ab, when it falls inside the segment. */
function footOnSegment(p: Point, a: Point, b: Point): Point | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return null;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2;
  return t >= 0 && t <= 1 ? { x: a.x + t * dx, y: a.y + t * dy } : null;
}

// `+ 0` turns -0 into 0 (points are compared and stored).
/** A point on a horizontal or vertical edge moved to the grid along it (kept within the edge). */
function onGridAlong(q: Point, a: Point, b: Point, onGrid: (v: number) => number): Point {
  const clamp = (v: number, p: number, r: number) => Math.min(Math.max(p, r), Math.max(Math.min(p, r), v));
  if (a.y === b.y) return { x: clamp(onGrid(q.x), a.x, b.x), y: q.y };
  if (a.x === b.x) return { x: q.x, y: clamp(onGrid(q.y), a.y, b.y) };
  return q;
}

const onUnits = (p: Point): Point => ({ x: snapToUnit(p.x) + 0, y: snapToUnit(p.y) + 0 });

function near(box: { minX: number; minY: number; maxX: number; maxY: number }, p: Point, tolerance: number): boolean {
  return p.x >= box.minX - tolerance && p.x <= box.maxX + tolerance && p.y >= box.minY - tolerance && p.y <= box.maxY + tolerance;
}

/** The bounding box of a flat point list (kept on a SnapTarget so a pointer move skips far objects at once). */
export function snapBoxOf(points: readonly number[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Where the pointer lands: the nearest endpoint within tolerance, else the nearest midpoint, else
 * the right angle from `from` onto an edge, else the nearest edge (on the grid along a horizontal
 * or vertical edge), else horizontal or vertical from
 * `from` (on the grid along the other axis), else the grid. Always on 1/16".
 */
export function snapPoint(pointer: Point, targets: readonly SnapTarget[], options: SnapOptions): Snap {
  const { tolerance, from } = options;
  const skip = new Set(options.skip ?? []);
  const grid = options.grid && options.grid > 0 ? options.grid : 1;
  const onGrid = (v: number) => Math.round(v / grid) * grid;
  let best: { snap: Snap; d: number; rank: number } | null = null;
  const RANK: Record<SnapKind, number> = { endpoint: 0, midpoint: 1, perpendicular: 2, edge: 3, axis: 4, grid: 5 };
  const offer = (kind: SnapKind, point: Point, target?: string, segment?: [Point, Point]) => {
    if (skip.has(kind)) return;
    const d = distance(point, pointer);
    if (d > tolerance) return;
    const rank = RANK[kind];
    if (!best || rank < best.rank || (rank === best.rank && d < best.d)) best = { snap: { point, kind, target, segment }, d, rank };
  };
  for (const target of targets) {
    if (target.points.length < 2 || !near(target.box ?? snapBoxOf(target.points), pointer, tolerance)) continue;
    for (const p of pairsOf(target.points)) offer('endpoint', p, target.id);
    for (const { a, b } of segmentsOf(target)) {
      offer('midpoint', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, target.id, [a, b]);
      if (from) {
        const foot = footOnSegment(from, a, b);
        if (foot && distance(foot, from) > 0) offer('perpendicular', foot, target.id, [a, b]);
      }
      offer('edge', onGridAlong(nearestOnSegment(pointer, a, b), a, b, onGrid), target.id, [a, b]);
    }
  }
  if (from) {
    // Horizontal or vertical from the last point, whichever the pointer is closer to.
    const horizontal = Math.abs(pointer.y - from.y) <= Math.abs(pointer.x - from.x);
    offer('axis', horizontal ? { x: onGrid(pointer.x), y: from.y } : { x: from.x, y: onGrid(pointer.y) });
  }
  const found = best as { snap: Snap } | null;
  if (found) return { ...found.snap, point: onUnits(found.snap.point) };
  return { point: onUnits({ x: onGrid(pointer.x), y: onGrid(pointer.y) }), kind: 'grid' };
}

/** A point at `length` inches from `from` towards `towards` (on 1/16"); `from` itself when they coincide. */
export function pointAtLength(from: Point, towards: Point, length: number): Point {
  const d = distance(from, towards);
  if (d === 0) return { x: from.x, y: from.y };
  return onUnits({ x: from.x + ((towards.x - from.x) * length) / d, y: from.y + ((towards.y - from.y) * length) / d });
}

/** Whether a value lies on the drawing's measuring resolution (a whole number of sixteenths). */
export function isOnUnits(value: number): boolean {
  return Number.isInteger(Math.round(value * UNITS_PER_INCH * 1e6) / 1e6);
}

/**
 * Snap targets by the cells of a coarse grid (inches) their boxes touch, so a pointer move looks
 * only at the objects near it, whatever the size of the drawing. Built once per document change.
 */
export class SnapIndex {
  private readonly cells = new Map<string, SnapTarget[]>();
  /** Targets too large for the grid (more cells than this): always looked at. */
  private readonly large: SnapTarget[] = [];

  constructor(
    targets: readonly SnapTarget[],
    private readonly cell = 48,
  ) {
    for (const target of targets) {
      if (target.points.length < 2) continue;
      const box = target.box ?? snapBoxOf(target.points);
      const [x0, x1, y0, y1] = [this.at(box.minX), this.at(box.maxX), this.at(box.minY), this.at(box.maxY)];
      if ((x1 - x0 + 1) * (y1 - y0 + 1) > 256) {
        this.large.push(target);
        continue;
      }
      for (let x = x0; x <= x1; x++)
        for (let y = y0; y <= y1; y++) {
          const key = `${x},${y}`;
          const list = this.cells.get(key);
          if (list) list.push(target);
          else this.cells.set(key, [target]);
        }
    }
  }

  private at(v: number): number {
    return Math.floor(v / this.cell);
  }

  /** The targets whose boxes may lie within `tolerance` of `p` (each once). */
  near(p: Point, tolerance: number): SnapTarget[] {
    const found = new Set<SnapTarget>(this.large);
    for (let x = this.at(p.x - tolerance); x <= this.at(p.x + tolerance); x++)
      for (let y = this.at(p.y - tolerance); y <= this.at(p.y + tolerance); y++)
        for (const t of this.cells.get(`${x},${y}`) ?? []) found.add(t);
    return [...found];
  }
}
