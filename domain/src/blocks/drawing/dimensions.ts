/**
 * Dimensions (issue 26): a measured distance drawn as a plan draws it, a line between two points
 * with a 45° tick through each end, stored as one `polyline` on the base specification's
 * 'design/dimensions' layer; the canvas writes its length (feet and inches) at its middle.
 */
import { evenFlat, pairsOf, type Point } from '../geometry.js';
import { snapToUnit } from '../units.js';

export const DIMENSIONS_LAYER = 'design/dimensions';
/** Half the length of an end tick (inches). */
export const DIMENSION_TICK = 3;
export const DIMENSION_STYLE = { stroke: '#37474f', strokeWidth: 0.75 };

/**
 * The dimension line from `a` to `b` as one path: through the tick at `a`, along the line, through
 * the tick at `b` (a−t, a+t, a, b, b+t, b−t; t a tick's half at 45° to the line), on 1/16".
 * Empty when the points are the same.
 */
export function dimensionPoints(a: Point, b: Point): number[] {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return [];
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const tx = ((ux - uy) / Math.SQRT2) * DIMENSION_TICK;
  const ty = ((ux + uy) / Math.SQRT2) * DIMENSION_TICK;
  const path: Point[] = [
    { x: a.x - tx, y: a.y - ty },
    { x: a.x + tx, y: a.y + ty },
    a,
    b,
    { x: b.x + tx, y: b.y + ty },
    { x: b.x - tx, y: b.y - ty },
  ];
  return path.flatMap((p) => [snapToUnit(p.x) + 0, snapToUnit(p.y) + 0]);
}

/** The two measured points of a dimension's path (its third and fourth), or null if it is not one. */
export function dimensionEnds(flat: readonly number[]): [Point, Point] | null {
  const points = pairsOf(evenFlat(flat));
  if (points.length !== 6) return null;
  return [points[2]!, points[3]!];
}

/** The distance a dimension measures (inches), or null when the object is not a dimension. */
export function dimensionLength(flat: readonly number[]): number | null {
  const ends = dimensionEnds(flat);
  return ends ? Math.hypot(ends[1].x - ends[0].x, ends[1].y - ends[0].y) : null;
}

/** Where a dimension's label is drawn: its centre and the angle it is turned by (radians, y down). */
export interface DimensionLabelSpot {
  x: number;
  y: number;
  angle: number;
}

/**
 * A dimension's label on its line, as a plan writes it (in a y-down frame, view pixels): centred
 * on the line from `a` to `b`, `offset` off it along its normal on the side the text's top faces,
 * turned with the line and never upside down (the angle in [−90°, 90°): a line that runs down the
 * page reads bottom to top, its label on its left). Null when the ends are the same point.
 */
export function dimensionLabelSpot(a: Point, b: Point, offset: number): DimensionLabelSpot | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 && dy === 0) return null;
  const eps = 1e-9;
  let angle = Math.atan2(dy, dx);
  if (angle >= Math.PI / 2 - eps) angle -= Math.PI;
  else if (angle < -Math.PI / 2 - eps) angle += Math.PI;
  // Up or down the page (within rounding): exactly −90°.
  if (Math.abs(angle + Math.PI / 2) < eps) angle = -Math.PI / 2;
  // The text's up, turned with it: (sin θ, −cos θ) in a y-down frame.
  return { x: (a.x + b.x) / 2 + Math.sin(angle) * offset, y: (a.y + b.y) / 2 - Math.cos(angle) * offset, angle: angle + 0 };
}
