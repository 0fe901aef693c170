/** Modules: rooms strung along the module's length inside its exterior walls. */
import type { Prng } from '../../prng.js';
import { WALL, type BlockDrawingSpec } from './block-spec.js';
import { decorate } from './details.js';
import { boxPoints, type Plan, type Room } from './plan.js';
import { furnishRoom } from './rooms.js';

interface Zone {
  /** Clear length along the module (inches); one zone takes what is left (0). */
  length: number;
  /** Rooms across the module's width, west to east; a hall is 42" wide and connects the zones. */
  cells: { category: string; variant: string; name: string; width?: number }[];
  /** How it joins the zone before it (south of it). */
  link: 'open' | 'door';
}

const HALL = { category: 'hall', variant: 'hall', name: 'Hall', width: 42 };

function zonesOf(variant: string, clearLength: number): Zone[] {
  const living = (name = 'Living') => ({ category: 'living', variant: 'living', name });
  const kitchen = (kind = 'galley') => ({ category: 'kitchen', variant: kind, name: 'Kitchen' });
  const bath = { category: 'bath', variant: 'full', name: 'Bath' };
  const bedroom = (name = 'Bedroom', kind = 'secondary') => ({ category: 'bedroom', variant: kind, name });
  const roomy = clearLength >= 480;
  switch (variant) {
    case 'studio':
      return [
        { length: 0, cells: [living('Living')], link: 'open' },
        { length: 120, cells: [kitchen('l-shape')], link: 'open' },
        { length: 72, cells: [bath], link: 'door' },
      ];
    case 'one-bed':
      return [
        { length: 0, cells: [living()], link: 'open' },
        { length: 120, cells: [kitchen('l-shape')], link: 'open' },
        { length: 72, cells: [bath, HALL], link: 'door' },
        { length: roomy ? 150 : 126, cells: [bedroom('Bedroom', 'primary')], link: 'door' },
      ];
    case 'two-bed':
      return [
        { length: roomy ? 126 : 96, cells: [bedroom('Bedroom 2')], link: 'door' },
        { length: 0, cells: [living('Living and kitchen')], link: 'door' },
        { length: 72, cells: [bath, HALL], link: 'door' },
        { length: roomy ? 144 : 102, cells: [bedroom('Bedroom 1', 'primary')], link: 'door' },
      ];
    case 'flex':
      return [
        { length: 0, cells: [living()], link: 'open' },
        { length: 120, cells: [kitchen('l-shape')], link: 'open' },
        { length: 72, cells: [bath, HALL], link: 'door' },
        { length: 120, cells: [{ category: 'living', variant: 'flex', name: 'Flex room' }], link: 'door' },
      ];
    default:
      // A service core: kitchen, bath and laundry with mechanical, joined by a hall.
      return [
        { length: 0, cells: [{ category: 'living', variant: 'dining', name: 'Dining' }], link: 'open' },
        { length: 120, cells: [kitchen('u-shape')], link: 'open' },
        { length: 72, cells: [bath, HALL], link: 'door' },
        {
          length: 72,
          cells: [
            { category: 'utility', variant: 'laundry', name: 'Laundry' },
            { category: 'utility', variant: 'mechanical', name: 'Mechanical', width: 54 },
          ],
          link: 'door',
        },
      ];
  }
}

export function moduleBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { width, height } = spec;
  const t = WALL.exterior;
  const p = WALL.partition;
  plan.add('design/modules', {
    name: 'module outline',
    type: 'polygon',
    points: boxPoints({ x0: 0, y0: 0, x1: width, y1: height }),
    style: { stroke: '#1a237e', strokeWidth: 2 },
  });
  const walls = plan.enclose({ x0: 0, y0: 0, x1: width, y1: height }, t, 'exterior wall');
  const x0 = t;
  const x1 = width - t;
  const clearLength = height - 2 * t;
  let zones = zonesOf(spec.variant, clearLength);
  let kitchenInLiving = false;
  const partitions = (zones.length - 1) * p;
  let fixed = zones.reduce((sum, z) => sum + z.length, 0);
  // A short module drops its separate kitchen into the living room.
  if (clearLength - partitions - fixed < 120 && zones.some((z) => z.cells[0]!.category === 'kitchen')) {
    zones = zones.filter((z) => z.cells[0]!.category !== 'kitchen');
    kitchenInLiving = true;
    fixed = zones.reduce((sum, z) => sum + z.length, 0);
  }
  const rest = clearLength - (zones.length - 1) * p - fixed;
  let y = t;
  const rooms: Room[] = [];
  const hallX = x1 - HALL.width;
  const furnishings: (() => void)[] = [];
  zones.forEach((zone, index) => {
    const length = zone.length || rest;
    if (index > 0) {
      const run = plan.wall(`partition ${index}`, true, y, p, x0, x1);
      y += p;
      // An open plan: the partition is two short returns; only a narrow strip stays clear.
      if (zone.link === 'open') plan.opening(run, x0 + 18, x1 - x0 - 36, 6);
      else {
        // Doors between zones line up with the hall, near the east wall, and swing into the hall or a bedroom.
        const before = zones[index - 1]!;
        const into = zone.cells.includes(HALL)
          ? '+'
          : before.cells.includes(HALL)
            ? '-'
            : before.cells[0]!.category === 'bedroom'
              ? '-'
              : '+';
        plan.door(run, hallX + 3, 32, { hinge: 'end', into });
      }
    }
    // Cells across the width, west to east.
    const fixedWidths = zone.cells.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = zone.cells.filter((c) => !c.width).length;
    const share = (x1 - x0 - fixedWidths - (zone.cells.length - 1) * p) / Math.max(1, flexible);
    let x = x0;
    zone.cells.forEach((cell, i) => {
      const cellWidth = cell.width ?? share;
      if (i > 0) {
        const run = plan.wall(`partition ${index + 1}.${i}`, false, x, p, y, y + length);
        x += p;
        // A room beside the hall opens onto it.
        const hallSide = cell === HALL ? '-' : '+';
        if (cell === HALL || zone.cells[i - 1] === HALL) plan.door(run, y + length - 3 - 28, 28, { hinge: 'end', into: hallSide });
      }
      const box = { x0: x, y0: y, x1: x + cellWidth, y1: y + length };
      const room = plan.room(cell.name, box);
      rooms.push(room);
      if (cell !== HALL) {
        const withKitchen = cell.category === 'living' && (kitchenInLiving || /kitchen/i.test(cell.name));
        // A living room with its kitchen: a one-wall kitchen along the west wall, then the sitting area.
        if (withKitchen) furnishings.push(() => furnishRoom(plan, room, 'kitchen', 'one-wall', { rng, entry: 'east' }));
        furnishings.push(() =>
          furnishRoom(plan, room, cell.category, cell.variant, { rng, entry: cell.category === 'bath' ? 'east' : 'south' }),
        );
      }
      x += cellWidth;
    });
    // The front door opens into the living room from the east wall; windows in the long walls of rooms people stay in.
    const category = zone.cells[0]!.category;
    if (category === 'living' && !plan.objectsOf('design/doors').some((d) => d.name === 'entry door'))
      plan.door(walls.east, y + 6, 36, { hinge: 'start', into: '-', name: 'entry door' });
    if ((category === 'living' || category === 'bedroom' || category === 'kitchen') && length >= 60) {
      const from = y + length / 2 - 18;
      if (plan.canCut(walls.west, from, from + 36)) plan.window(walls.west, from, 36);
      if (zone.cells.length === 1 && category !== 'kitchen' && plan.canCut(walls.east, from, from + 36)) plan.window(walls.east, from, 36);
    }
    y += length;
  });
  // Windows in the end walls.
  plan.window(walls.south, width / 2 - 24, 48);
  plan.window(walls.north, width / 2 - 18, 36);
  for (const f of furnishings) f();
  decorate(plan, rng, spec, rooms);
}
