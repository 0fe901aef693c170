/** Outlines shared by the drawings: lines across a box, a circle, a flight of steps. */
import { boxPoints, type Box, type Plan, type Side } from './plan.js';

/** Lines `spacing` apart across a box as one polyline, back and forth (joists, boards). */
export function serpentine(box: Box, spacing: number, vertical: boolean): number[] {
  const points: number[] = [];
  const [a0, a1] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
  const [b0, b1] = vertical ? [box.y0, box.y1] : [box.x0, box.x1];
  let flip = false;
  for (let a = a0; a <= a1 + 1e-9; a += spacing) {
    const [from, to] = flip ? [b1, b0] : [b0, b1];
    if (vertical) points.push(a, from, a, to);
    else points.push(from, a, to, a);
    flip = !flip;
  }
  return points;
}

/** A circle as a polygon of `steps` points (a pile, a tree, a light). */
export function circle(cx: number, cy: number, r: number, steps = 12): number[] {
  return Array.from({ length: steps }, (_, i) => [
    cx + r * Math.cos((2 * Math.PI * i) / steps),
    cy + r * Math.sin((2 * Math.PI * i) / steps),
  ]).flat();
}

/** A flight of steps: its outline and a riser line every `going` inches (about 11"), from the top down. */
export function stepsDown(plan: Plan, box: Box, down: Side, going = 11): void {
  const horizontal = down === 'south' || down === 'north';
  const length = horizontal ? box.y1 - box.y0 : box.x1 - box.x0;
  const count = Math.max(1, Math.floor(length / going));
  for (let i = 1; i <= count; i++) {
    const d = (length / count) * i;
    if (d >= length) break;
    const points = horizontal
      ? [box.x0, down === 'south' ? box.y0 + d : box.y1 - d, box.x1, down === 'south' ? box.y0 + d : box.y1 - d]
      : [down === 'west' ? box.x0 + d : box.x1 - d, box.y0, down === 'west' ? box.x0 + d : box.x1 - d, box.y1];
    plan.add('assemblies/stair', { name: 'riser', type: 'polyline', points, style: { stroke: '#6d4c41', strokeWidth: 1 } });
  }
  plan.add('assemblies/stair', {
    name: 'stair outline',
    type: 'polygon',
    points: boxPoints(box),
    style: { stroke: '#6d4c41', strokeWidth: 1.25 },
  });
}
