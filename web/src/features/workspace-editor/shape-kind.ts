import { pairsOf, type Bounds } from '@workhub/domain';

/**
 * The box of a rect whose four points are the corners of an axis-aligned rectangle (in any order
 * round it), else null: such a rect draws as a rectangle; any other rect draws as a polygon.
 */
export function axisAlignedBox(flat: readonly number[]): Bounds | null {
  const points = pairsOf(flat);
  if (points.length !== 4) return null;
  const xs = [...new Set(points.map((p) => p.x))];
  const ys = [...new Set(points.map((p) => p.y))];
  if (xs.length !== 2 || ys.length !== 2) return null;
  const corners = new Set(points.map((p) => `${p.x},${p.y}`));
  if (corners.size !== 4) return null;
  // Consecutive points must share an x or a y, or the outline crosses itself (a bow tie).
  for (let i = 0; i < 4; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % 4]!;
    if (a.x !== b.x && a.y !== b.y) return null;
  }
  const [minX, maxX] = xs.sort((a, b) => a - b) as [number, number];
  const [minY, maxY] = ys.sort((a, b) => a - b) as [number, number];
  return { minX, minY, maxX, maxY };
}
