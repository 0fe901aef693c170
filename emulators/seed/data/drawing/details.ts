/**
 * The optional layers of a drawing: dimensions, utility runs and framing. They come and go by the
 * block's random stream, as real drawings differ in detail.
 */
import type { Prng } from '../../prng.js';
import type { BlockDrawingSpec } from './block-spec.js';
import { boxPoints, type Plan, type Room } from './plan.js';
import { circle, serpentine } from './outlines.js';

/** A dimension line along the footprint's edge, with end ticks. */
function dimension(plan: Plan, name: string, a: [number, number], b: [number, number]): void {
  const [ax, ay] = a;
  const [bx, by] = b;
  // Ticks point into the block, so the dimension stays on its footprint.
  const [dx, dy] = ay === by ? [0, 6] : [6, 0];
  plan.add('design/dimensions', {
    name,
    type: 'polyline',
    points: [ax + dx, ay + dy, ax, ay, bx, by, bx + dx, by + dy],
    style: { stroke: '#d81b60', strokeWidth: 0.75 },
  });
}

/** Adds the optional layers to a drawing whose rooms are `rooms`. */
export function decorate(plan: Plan, rng: Prng, spec: BlockDrawingSpec, rooms: readonly Room[]): void {
  const { width, height, category } = spec;
  const interior = ['bath', 'kitchen', 'bedroom', 'living', 'utility', 'storage', 'module'].includes(category);
  const structure = ['stair', 'foundation', 'site'].includes(category);
  // Structures and site pads are set out by their dimensions; rooms show them now and then.
  if (structure || rng.chance(0.5)) {
    dimension(plan, `overall width ${Math.round(width / 12)}'`, [0, 0], [width, 0]);
    dimension(plan, `overall depth ${Math.round(height / 12)}'`, [0, 0], [0, height]);
  }
  if (!interior) return;
  const wet = rooms.filter((r) => /bath|kitchen|laundry|powder/i.test(r.name));
  if (wet.length && rng.chance(0.6)) {
    // Supply and drain along the back of each wet room, up the wall from the floor.
    for (const room of wet) {
      const y = room.box.y1 - 2;
      plan.add('utilities/plumbing', {
        name: 'cold water supply',
        type: 'polyline',
        points: [room.box.x0 + 2, y, room.box.x1 - 2, y],
        style: { stroke: '#1e88e5', strokeWidth: 1 },
      });
      plan.add('utilities/plumbing', {
        name: 'drain',
        type: 'polyline',
        points: [room.box.x0 + 4, y - 3, room.box.x1 - 4, y - 3, room.box.x1 - 4, room.box.y0 + 4],
        style: { stroke: '#6d4c41', strokeWidth: 1.5, dash: [6, 3] },
      });
    }
  }
  if (rng.chance(0.5)) {
    for (const room of rooms) {
      const cx = (room.box.x0 + room.box.x1) / 2;
      const cy = (room.box.y0 + room.box.y1) / 2;
      const r = Math.min(6, (room.box.x1 - room.box.x0) / 6);
      plan.add('utilities/lighting', {
        name: 'ceiling light',
        type: 'polygon',
        points: circle(cx, cy + 18 < room.box.y1 ? cy + 18 : cy, r, 8),
        style: { stroke: '#f9a825', fill: '#fff9c4', strokeWidth: 1 },
      });
    }
  }
  if (rng.chance(0.4)) {
    for (const room of rooms) {
      for (const [x, y] of [
        [room.box.x0 + 1, (room.box.y0 + room.box.y1) / 2],
        [room.box.x1 - 4, (room.box.y0 + room.box.y1) / 2],
      ] as const) {
        plan.add('utilities/electrical', {
          name: 'outlet',
          type: 'polygon',
          points: boxPoints({ x0: x, y0: y - 2, x1: x + 3, y1: y + 2 }),
          style: { stroke: '#f57f17', fill: '#ffe082', strokeWidth: 1 },
        });
      }
    }
  }
  if (rng.chance(0.35)) {
    const room = rooms.find((r) => r.box.y1 - r.box.y0 > 40);
    if (room) {
      const y = room.box.y1 - 20;
      plan.add('utilities/hvac', {
        name: 'supply duct',
        type: 'polyline',
        points: [room.box.x0 + 12, y, room.box.x1 - 12, y],
        style: { stroke: '#43a047', strokeWidth: 2 },
      });
      plan.add('utilities/hvac', {
        name: 'supply register',
        type: 'polygon',
        points: boxPoints({ x0: (room.box.x0 + room.box.x1) / 2 - 5, y0: y - 2, x1: (room.box.x0 + room.box.x1) / 2 + 5, y1: y + 2 }),
        style: { stroke: '#2e7d32', fill: '#c8e6c9', strokeWidth: 1 },
      });
    }
  }
  if (rng.chance(0.4) || category === 'module') {
    // Floor joists across the short span, 16" apart (24" in a module's floor cassette).
    const spacing = category === 'module' ? 24 : 16;
    plan.add('assemblies/floor', {
      name: 'floor joists',
      type: 'polyline',
      points: serpentine({ x0: 0, y0: 1.5, x1: width, y1: height - 1.5 }, spacing, false),
      style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] },
    });
    plan.add('assemblies/floor', {
      name: 'rim joist',
      type: 'polyline',
      points: [0, 0, width, 0, width, height, 0, height, 0, 0],
      style: { stroke: '#795548', strokeWidth: 1 },
    });
  }
  if (rng.chance(0.25)) {
    plan.add('assemblies/ceiling', {
      name: 'ceiling joists',
      type: 'polyline',
      points: serpentine({ x0: 1.5, y0: 0, x1: width - 1.5, y1: height }, 24, true),
      style: { stroke: '#a1887f', strokeWidth: 0.5, dash: [2, 4] },
    });
  }
}
