/**
 * Turning selected objects (issue 26): a quarter turn about the centre of their box, landing on
 * the drawing's 1/16" so a turned object stays on the grid it was drawn on.
 */
import { boundsOfPoints, evenFlat, pairsOf } from '../geometry.js';
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
