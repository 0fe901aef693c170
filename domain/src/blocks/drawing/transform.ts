/**
 * Turning and resizing selected objects (issue 26): a quarter turn about the centre of their box,
 * a free turn about a centre, a box stretched by a corner handle; every result lands on the
 * drawing's 1/16" so a changed object stays on the grid it was drawn on.
 */
import { boundsOfPoints, evenFlat, pairsOf, type Bounds, type Point } from '../geometry.js';
import { snapToUnit } from '../units.js';

/**
 * A flat point list turned 90° counter-clockwise (y up; `clockwise` the other way) about the
 * centre of its bounding box, each coordinate on 1/16". An odd trailing coordinate is dropped.
 */
export function turnQuarter(flat: readonly number[], clockwise = false): number[] {
  const points = pairsOf(evenFlat(flat));
  const box = boundsOfPoints(points);
  if (!box) return [];
  // Centre on 1/32" steps at worst: turning twice gives the object back where it was.
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return points.flatMap(({ x, y }) => {
    const dx = x - cx;
    const dy = y - cy;
    const [rx, ry] = clockwise ? [dy, -dx] : [-dy, dx];
    return [snapToUnit(cx + rx) + 0, snapToUnit(cy + ry) + 0];
  });
}

/** The box round several point lists (null when none has a point). */
export function boundsOfLists(lists: readonly (readonly number[])[]): Bounds | null {
  return boundsOfPoints(lists.flatMap((flat) => pairsOf(evenFlat(flat))));
}

/**
 * Several objects turned a quarter together (a multi-selection turns as one piece) about the
 * centre of the box round them all, each coordinate on 1/16".
 */
export function turnGroupQuarter(lists: readonly (readonly number[])[], clockwise = false): number[][] {
  const box = boundsOfLists(lists);
  if (!box) return lists.map(() => []);
  return lists.map((flat) => rotatePoints(flat, centreOf(box), clockwise ? -Math.PI / 2 : Math.PI / 2));
}

export function centreOf(box: Bounds): Point {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

/** A flat point list turned by `angle` radians (counter-clockwise, y up) about `centre`, on 1/16". */
export function rotatePoints(flat: readonly number[], centre: Point, angle: number): number[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Exact quarter turns stay exact (cos(π/2) is 6e-17, not 0).
  const c = Math.abs(cos) < 1e-12 ? 0 : cos;
  const s = Math.abs(sin) < 1e-12 ? 0 : sin;
  return pairsOf(evenFlat(flat)).flatMap(({ x, y }) => {
    const dx = x - centre.x;
    const dy = y - centre.y;
    return [snapToUnit(centre.x + dx * c - dy * s) + 0, snapToUnit(centre.y + dx * s + dy * c) + 0];
  });
}

/** The angle (radians) the rotate handle turned through, from where it was pressed to where it is; Shift: whole `step` degrees. */
export function dragAngle(centre: Point, from: Point, to: Point, stepDegrees?: number): number {
  const angle = Math.atan2(to.y - centre.y, to.x - centre.x) - Math.atan2(from.y - centre.y, from.x - centre.x);
  // Within (-π, π]: a small turn clockwise is a small negative angle, not nearly a full turn.
  const turned = Math.atan2(Math.sin(angle), Math.cos(angle));
  if (!stepDegrees) return turned;
  const step = (stepDegrees * Math.PI) / 180;
  return Math.round(turned / step) * step;
}

/** The corners of a box a resize handle can hold: the one dragged, the opposite one stays. */
export type BoxCorner = 'nw' | 'ne' | 'se' | 'sw';

/** The fixed corner opposite `corner` (y up: north is maxY). */
export function anchorOf(box: Bounds, corner: BoxCorner): Point {
  return { x: corner.includes('w') ? box.maxX : box.minX, y: corner.startsWith('n') ? box.minY : box.maxY };
}

/**
 * The box after dragging `corner` to `to`: the dragged corner lands on the whole inch (the inch
 * grid), the opposite corner stays, and the box never gets narrower than an inch nor turns inside out.
 */
export function resizeBox(box: Bounds, corner: BoxCorner, to: Point): Bounds {
  const anchor = anchorOf(box, corner);
  const west = corner.includes('w');
  const north = corner.startsWith('n');
  const x = Math.round(to.x);
  const y = Math.round(to.y);
  const edgeX = west ? Math.min(x, anchor.x - 1) : Math.max(x, anchor.x + 1);
  const edgeY = north ? Math.max(y, anchor.y + 1) : Math.min(y, anchor.y - 1);
  return {
    minX: Math.min(anchor.x, edgeX),
    maxX: Math.max(anchor.x, edgeX),
    minY: Math.min(anchor.y, edgeY),
    maxY: Math.max(anchor.y, edgeY),
  };
}

/**
 * Point lists stretched from the box `from` into the box `to` (each point keeps its place
 * relative to the box), on 1/16". A box with no width (a vertical line) keeps its x; no height, its y.
 */
export function scaleLists(lists: readonly (readonly number[])[], from: Bounds, to: Bounds): number[][] {
  const w = from.maxX - from.minX;
  const h = from.maxY - from.minY;
  const sx = w > 0 ? (to.maxX - to.minX) / w : 1;
  const sy = h > 0 ? (to.maxY - to.minY) / h : 1;
  return lists.map((flat) =>
    pairsOf(evenFlat(flat)).flatMap(({ x, y }) => [
      snapToUnit(to.minX + (x - from.minX) * sx) + 0,
      snapToUnit(to.minY + (y - from.minY) * sy) + 0,
    ]),
  );
}
