/**
 * Doors and windows placed into a wall (issue 26): where an opening lands along the wall the user
 * points at, the wall cut round it (the wall left on either side, a ring opened at the gap), and
 * the opening drawn as the seed drawings draw it — a swing door is one polyline from the hinge out
 * along the leaf, round its swing arc to the strike jamb; a window is its glazed band the wall's
 * thickness deep with the glass down its middle.
 *
 * Points in inches, y up, on 1/16".
 */
import type { BlockObject } from '../block-document.js';
import { flatFromPoints, pairsOf, type Point } from '../geometry.js';
import { snapToUnit } from '../units.js';
import { formatFeetInches } from './feet-inches.js';
import { cutOpening, distanceAlong, polylineLength, wallOutline, type WallSide } from './walls.js';

/** A wall as drawn: its line, thickness, the side the thickness goes, and whether it closes a ring. */
export interface WallGeometry {
  line: Point[];
  thickness: number;
  closed: boolean;
  side: WallSide;
}

export type OpeningKind = 'door' | 'window';

/** A door's hinge jamb (at the start or the end of the opening along the wall) and the side of the wall line it swings to. */
export interface Swing {
  hinge: 'start' | 'end';
  into: 'left' | 'right';
}

/** The four ways a door can hang, in the order the flip key goes through them. */
export const SWINGS: readonly Swing[] = [
  { hinge: 'start', into: 'left' },
  { hinge: 'end', into: 'left' },
  { hinge: 'end', into: 'right' },
  { hinge: 'start', into: 'right' },
];

export function nextSwing(swing: Swing): Swing {
  const i = SWINGS.findIndex((s) => s.hinge === swing.hinge && s.into === swing.into);
  return SWINGS[(i + 1) % SWINGS.length]!;
}

const same = (a: Point, b: Point) => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6;
const onUnits = (p: Point): Point => ({ x: snapToUnit(p.x) + 0, y: snapToUnit(p.y) + 0 });

/** The stored `wall` field of an object drawn with the wall tool, as geometry (null when it has none, or it is stale). */
export function drawnWallOf(object: BlockObject): WallGeometry | null {
  const wall = object.wall;
  if (!wall) return null;
  const line = pairsOf(wall.line);
  const outline = wallOutline(line, wall.thickness, wall.closed, wall.side);
  const points = pairsOf(object.points);
  if (outline.length === 0 || outline.length !== points.length) return null;
  // The object may have been moved since it was drawn: the line moves with it. Any other edit
  // (a turn, a vertex) leaves the line stale, and it is not used.
  const dx = points[0]!.x - outline[0]!.x;
  const dy = points[0]!.y - outline[0]!.y;
  if (!outline.every((p, i) => same({ x: p.x + dx, y: p.y + dy }, points[i]!))) return null;
  return { line: line.map((p) => onUnits({ x: p.x + dx, y: p.y + dy })), thickness: wall.thickness, closed: wall.closed, side: wall.side };
}

/** A four-cornered wall with right angles (as the seed drawings draw each wall run): its centre line along its length. */
function rectangleWall(object: BlockObject): WallGeometry | null {
  let points = pairsOf(object.points);
  if (points.length === 5 && same(points[0]!, points[4]!)) points = points.slice(0, 4);
  if (points.length !== 4) return null;
  const [a, b, c, d] = points as [Point, Point, Point, Point];
  const dot = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.x - q.x) + (q.y - p.y) * (r.y - q.y);
  if (Math.abs(dot(a, b, c)) > 1e-6 || Math.abs(dot(b, c, d)) > 1e-6 || !same({ x: a.x + c.x - b.x, y: a.y + c.y - b.y }, d)) return null;
  const ab = Math.hypot(b.x - a.x, b.y - a.y);
  const bc = Math.hypot(c.x - b.x, c.y - b.y);
  if (ab === 0 || bc === 0) return null;
  const mid = (p: Point, q: Point) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  // The line runs between the middles of the short sides.
  const line = ab >= bc ? [mid(d, a), mid(b, c)] : [mid(a, b), mid(c, d)];
  return { line: line.map(onUnits), thickness: Math.min(ab, bc), closed: false, side: 'centre' };
}

/** A wall object's geometry: the line stored by the wall tool, or a plain rectangular wall's; null when neither. */
export function wallGeometryOf(object: BlockObject): WallGeometry | null {
  return drawnWallOf(object) ?? rectangleWall(object);
}

/** The distances of the wall's two faces to the left of its line (the left face first). */
function faceOffsets(wall: WallGeometry): [number, number] {
  const left = wall.side === 'centre' ? wall.thickness / 2 : wall.side === 'left' ? wall.thickness : 0;
  return [left, left - wall.thickness];
}

/** The wall's line as an open polyline (a ring goes round back to its first corner). */
function openLine(wall: WallGeometry): Point[] {
  return wall.closed ? [...wall.line, wall.line[0]!] : wall.line;
}

export type OpeningPlacement =
  | {
      ok: true;
      /** Where the opening starts along the wall's (opened) line, inches from its start. */
      at: number;
      /** The opening's two ends on the wall's line. */
      opening: [Point, Point];
      /** What is left of the wall: one piece, two, or none (an opening as wide as the wall). */
      walls: WallGeometry[];
    }
  | { ok: false; problem: string };

/**
 * The opening `width` inches wide centred where the pointer is nearest the wall's line (on the
 * inch), slid along to stay on the straight run under the pointer (a door never bends round a
 * corner), and the wall cut round it. Refused, with the reason, when the run is shorter than the opening.
 */
export function placeOpening(wall: WallGeometry, pointer: Point, width: number, kind: OpeningKind = 'door'): OpeningPlacement {
  const line = openLine(wall);
  const near = distanceAlong(line, pointer);
  if (!near || !(width > 0)) return { ok: false, problem: 'Point at a wall' };
  // The straight run under the pointer.
  let start = 0;
  let runLength = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const l = Math.hypot(line[i + 1]!.x - line[i]!.x, line[i + 1]!.y - line[i]!.y);
    runLength = l;
    if (near.along <= start + l + 1e-9) break;
    start += l;
  }
  if (width > runLength + 1e-9)
    return { ok: false, problem: `A ${formatFeetInches(width)} ${kind} does not fit in this wall (${formatFeetInches(runLength)} long)` };
  const wanted = Math.round(near.along - width / 2);
  const at = Math.min(start + runLength - width, Math.max(start, wanted));
  return cutWall(wall, at, width);
}

/** Cuts an opening `width` wide starting `at` inches along the wall's (opened) line. */
export function cutWall(wall: WallGeometry, at: number, width: number): OpeningPlacement {
  const line = openLine(wall);
  const total = polylineLength(line);
  if (width > total + 1e-9)
    return { ok: false, problem: `The opening (${formatFeetInches(width)}) is wider than the wall (${formatFeetInches(total)})` };
  const cut = cutOpening(line, at, width);
  if (!cut) return { ok: false, problem: 'An opening must lie on one straight run of the wall' };
  const piece = (points: Point[]): WallGeometry => ({ line: points, thickness: wall.thickness, closed: false, side: wall.side });
  let lines: Point[][];
  if (wall.closed) {
    // A ring opened at the gap: one wall from the opening's far jamb round to its near one.
    const round = cut.before.length > 0 && cut.after.length > 0 ? [...cut.after, ...cut.before.slice(1)] : [...cut.after, ...cut.before];
    lines = [round];
  } else lines = [cut.before, cut.after];
  return { ok: true, at, opening: cut.opening, walls: lines.filter((l) => l.length >= 2).map(piece) };
}

/** The stored object of a wall piece: its outline, with its line kept so it can be cut again. */
export function wallObject(wall: WallGeometry, base: Pick<BlockObject, 'name' | 'style'>, id: string): BlockObject {
  return {
    id,
    name: base.name,
    type: 'polygon',
    points: flatFromPoints(wallOutline(wall.line, wall.thickness, wall.closed, wall.side)),
    ...(base.style ? { style: { ...base.style, thickness: wall.thickness } } : { style: { thickness: wall.thickness } }),
    wall: { line: flatFromPoints(wall.line), thickness: wall.thickness, closed: wall.closed, side: wall.side },
  };
}

function unit(a: Point, b: Point): Point {
  const l = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
}

/**
 * A swing door in the opening [a, b] of `wall`, drawn open at 90° on the face of the side it
 * swings to: hinge, leaf end, twelve steps of the arc, strike jamb (the seed drawings' door).
 */
export function doorPoints(wall: WallGeometry, opening: [Point, Point], swing: Swing): Point[] {
  const [a, b] = opening;
  const u = unit(a, b);
  const n = { x: -u.y, y: u.x };
  const [leftFace, rightFace] = faceOffsets(wall);
  const face = swing.into === 'left' ? leftFace : rightFace;
  const out = swing.into === 'left' ? n : { x: -n.x, y: -n.y };
  const width = Math.hypot(b.x - a.x, b.y - a.y);
  const [hingeOnLine, strikeOnLine] = swing.hinge === 'start' ? [a, b] : [b, a];
  const hinge = { x: hingeOnLine.x + n.x * face, y: hingeOnLine.y + n.y * face };
  const towards = unit(hingeOnLine, strikeOnLine);
  const points: Point[] = [hinge];
  for (let i = 0; i <= 12; i++) {
    const angle = (Math.PI / 2) * (1 - i / 12);
    points.push({
      x: hinge.x + (towards.x * Math.cos(angle) + out.x * Math.sin(angle)) * width,
      y: hinge.y + (towards.y * Math.cos(angle) + out.y * Math.sin(angle)) * width,
    });
  }
  return points.map(onUnits);
}

/** A window in the opening [a, b]: the band through the wall's thickness and the glass line down its middle. */
export function windowPoints(wall: WallGeometry, opening: [Point, Point]): { band: Point[]; glass: Point[] } {
  const [a, b] = opening;
  const u = unit(a, b);
  const n = { x: -u.y, y: u.x };
  const [leftFace, rightFace] = faceOffsets(wall);
  const at = (p: Point, d: number) => onUnits({ x: p.x + n.x * d, y: p.y + n.y * d });
  const middle = (leftFace + rightFace) / 2;
  return { band: [at(a, leftFace), at(b, leftFace), at(b, rightFace), at(a, rightFace)], glass: [at(a, middle), at(b, middle)] };
}
