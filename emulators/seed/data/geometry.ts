import type { Prng } from '../prng.js';

/** A drawn object as blocks and workspaces store it: points are a flat x,y list in inches. */
export interface DrawnObject {
  name: string;
  type: 'rect' | 'polygon' | 'polyline';
  points: number[];
  style?: { stroke: string; fill?: string; strokeWidth: number; dash?: number[] };
}

/** Quarter-inch precision, as a shop drawing would give. */
export function quarterInch(value: number): number {
  return Math.round(value * 4) / 4;
}

export function rectPoints(x: number, y: number, width: number, height: number): number[] {
  const [x0, y0, x1, y1] = [x, y, x + width, y + height].map(quarterInch) as [number, number, number, number];
  return [x0, y0, x1, y0, x1, y1, x0, y1];
}

/** A convex-ish polygon: points around a centre at jittered angles, clamped to the box. */
export function polygonPoints(rng: Prng, width: number, height: number): number[] {
  const cx = rng.float(width * 0.25, width * 0.75);
  const cy = rng.float(height * 0.25, height * 0.75);
  const radius = Math.min(width, height) * rng.float(0.15, 0.45);
  const corners = rng.int(3, 8);
  const points: number[] = [];
  for (let i = 0; i < corners; i++) {
    const angle = ((i + rng.float(-0.3, 0.3)) / corners) * 2 * Math.PI;
    const r = radius * rng.float(0.7, 1);
    points.push(clamp(quarterInch(cx + r * Math.cos(angle)), 0, width), clamp(quarterInch(cy + r * Math.sin(angle)), 0, height));
  }
  return points;
}

/** An orthogonal run (pipe, conduit, duct) of 2–6 points, as trades route them. */
export function polylinePoints(rng: Prng, width: number, height: number): number[] {
  let x = quarterInch(rng.float(0, width));
  let y = quarterInch(rng.float(0, height));
  const points = [x, y];
  const bends = rng.int(1, 5);
  for (let i = 0; i < bends; i++) {
    if (i % 2 === 0) x = quarterInch(rng.float(0, width));
    else y = quarterInch(rng.float(0, height));
    points.push(x, y);
  }
  return points;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
