/**
 * Walls drawn as a centre line with a thickness (issue 26): the outline to store and draw (one
 * polygon, corners mitred), and openings (doors, windows) cut out of a wall's centre line.
 *
 * Points in inches, y up. Outlines land on 1/16" (the drawing's measuring resolution).
 */
import type { Point } from '../geometry.js';
import { snapToUnit } from '../units.js';

/** A mitre longer than this many thicknesses is bevelled instead (a very sharp corner). */
const MITRE_LIMIT = 4;

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const len = (v: Point) => Math.hypot(v.x, v.y);

/** The unit normal to the left of a → b. */
function leftNormal(a: Point, b: Point): Point {
  const d = sub(b, a);
  const l = len(d);
  return { x: -d.y / l, y: d.x / l };
}

/** Drops repeated points (a zero-length segment has no direction). */
function distinct(points: readonly Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last.x !== p.x || last.y !== p.y) out.push(p);
  }
  if (closed && out.length > 1) {
    const first = out[0]!;
    const last = out[out.length - 1]!;
    if (first.x === last.x && first.y === last.y) out.pop();
  }
  return out;
}

/**
 * The points of the line offset `offset` to the left of a polyline, corners joined where the
 * offset segments meet (mitre), or by both ends when the mitre would be too long (bevel).
 */
function offsetLine(points: readonly Point[], offset: number, closed: boolean): Point[] {
  const n = points.length;
  const segments = closed ? n : n - 1;
  const lines: { a: Point; b: Point }[] = [];
  for (let i = 0; i < segments; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    const nrm = leftNormal(a, b);
    lines.push({ a: { x: a.x + nrm.x * offset, y: a.y + nrm.y * offset }, b: { x: b.x + nrm.x * offset, y: b.y + nrm.y * offset } });
  }
  const out: Point[] = [];
  const join = (prev: { a: Point; b: Point }, next: { a: Point; b: Point }, corner: Point) => {
    const hit = intersectLines(prev.a, prev.b, next.a, next.b);
    if (hit && len(sub(hit, corner)) <= MITRE_LIMIT * Math.abs(offset)) out.push(hit);
    else if (!hit)
      out.push(prev.b); // straight on: the lines are one
    else out.push(prev.b, next.a);
  };
  if (closed) {
    for (let i = 0; i < segments; i++) join(lines[(i + segments - 1) % segments]!, lines[i]!, points[i]!);
    return out;
  }
  out.push(lines[0]!.a);
  for (let i = 1; i < segments; i++) join(lines[i - 1]!, lines[i]!, points[i]!);
  out.push(lines[segments - 1]!.b);
  return out;
}

/** Where the lines through ab and cd cross, or null when they are parallel. */
export function intersectLines(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const cross = r.x * s.y - r.y * s.x;
  if (Math.abs(cross) < 1e-9 * len(r) * len(s)) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / cross;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}

// `+ 0` turns -0 into 0 (points are compared and stored).
const onUnits = (p: Point): Point => ({ x: snapToUnit(p.x) + 0, y: snapToUnit(p.y) + 0 });

/** Which side of the drawn line a wall's thickness goes: centred on it, or all to its left or right. */
export type WallSide = 'centre' | 'left' | 'right';

/**
 * The side a closed ring of walls takes so the drawn line is the room's inside face (the room is
 * drawn at its clear size): the right of a counter-clockwise ring (y up), the left of a clockwise one.
 */
export function outsideOfRing(points: readonly Point[]): WallSide {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice >= 0 ? 'right' : 'left';
}

/**
 * The outline of a wall drawn along `centre` (≥ 2 distinct points), `thickness` inches thick,
 * on `side` of the line (centred by default), corners mitred: one polygon. An open wall is its left side forward and its
 * right side back. A closed wall (a ring round a room) is its outer ring, then its inner ring the
 * other way round, joined across the first corner's mitre, so one polygon holds the ring with the
 * room left open (its fill leaves the room empty; the join reads as the corner's joint).
 * Returns [] when there is nothing to draw.
 */
export function wallOutline(centre: readonly Point[], thickness: number, closed = false, side: WallSide = 'centre'): Point[] {
  if (!(thickness > 0)) return [];
  const points = distinct(centre, closed);
  if (points.length < 2 || (closed && points.length < 3)) return [];
  const leftOffset = side === 'centre' ? thickness / 2 : side === 'left' ? thickness : 0;
  const left = offsetLine(points, leftOffset, closed);
  const right = offsetLine(points, leftOffset - thickness, closed);
  if (!closed) return [...left, ...right.reverse()].map(onUnits);
  // Close each ring at its first corner; the outer ring forward, the inner one backward.
  return [...left, left[0]!, right[0]!, ...right.slice(1).reverse(), right[0]!].map(onUnits);
}

/** The length of a polyline (inches); `closed` adds the segment back to the start. */
export function polylineLength(points: readonly Point[], closed = false): number {
  let total = 0;
  for (let i = 0; i + 1 < points.length; i++) total += len(sub(points[i + 1]!, points[i]!));
  if (closed && points.length > 2) total += len(sub(points[0]!, points[points.length - 1]!));
  return total;
}

/** The point at `distance` inches along a polyline, and the index of the segment it is on. */
export function pointAlong(points: readonly Point[], distance: number): { point: Point; segment: number } | null {
  let left = distance;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const l = len(sub(b, a));
    // A point on a corner belongs to the segment that starts there.
    if (left < l || i + 2 === points.length) {
      const t = l === 0 ? 0 : Math.min(1, Math.max(0, left / l));
      return { point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, segment: i };
    }
    left -= l;
  }
  return null;
}

export interface CutWall {
  /** The wall's centre line before the opening and after it ([] when the opening starts or ends at the wall's end). */
  before: Point[];
  after: Point[];
  /** The opening's centre line: from its start to its end, along the wall. */
  opening: [Point, Point];
}

/**
 * Cuts an opening `width` inches wide out of an open wall's centre line, starting `at` inches from
 * the wall's start. The opening must lie on one straight segment (a door does not bend round a
 * corner) and inside the wall: otherwise null, and the wall is left as it is.
 */
export function cutOpening(centre: readonly Point[], at: number, width: number): CutWall | null {
  if (!(width > 0) || !(at >= 0)) return null;
  const total = polylineLength(centre);
  if (at + width > total + 1e-9) return null;
  const start = pointAlong(centre, at);
  const end = pointAlong(centre, at + width);
  if (!start || !end) return null;
  // Both ends on one segment (an end exactly on a corner counts for either side).
  const sameSegment =
    start.segment === end.segment || (end.segment === start.segment + 1 && len(sub(end.point, centre[end.segment]!)) < 1e-9);
  if (!sameSegment) return null;
  const a = onUnits(start.point);
  const b = onUnits(end.point);
  const beforeLine = [...centre.slice(0, start.segment + 1), a];
  const afterLine = [b, ...centre.slice(start.segment + 1)];
  const keep = (line: Point[]) => (polylineLength(line) > 1e-9 ? distinct(line, false) : []);
  return { before: keep(beforeLine), after: keep(afterLine.filter((p, i) => i === 0 || len(sub(p, b)) > 1e-9)), opening: [a, b] };
}

/**
 * Where along an open wall's centre line (inches from its start) the point nearest to `p` lies,
 * and how far `p` is from the line: to place an opening where the user points.
 */
export function distanceAlong(centre: readonly Point[], p: Point): { along: number; offset: number } | null {
  let best: { along: number; offset: number } | null = null;
  let walked = 0;
  for (let i = 0; i + 1 < centre.length; i++) {
    const a = centre[i]!;
    const b = centre[i + 1]!;
    const d = sub(b, a);
    const l = len(d);
    const t = l === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (l * l)));
    const q = { x: a.x + d.x * t, y: a.y + d.y * t };
    const offset = len(sub(p, q));
    if (!best || offset < best.offset) best = { along: walked + t * l, offset };
    walked += l;
  }
  return best;
}
