/**
 * The drawing of each seeded block, by category and variant: room blocks (a bath pod, a kitchen)
 * are one room inside its walls with a door on the front (south) wall and windows on the back
 * (north) wall; modules are rooms strung along the module's length; entries, decks, stairs,
 * foundations and site pads draw what they are. Optional layers (dimensions, utility runs,
 * framing) come and go by the block's random stream, as real drawings differ in detail.
 */
import type { Prng } from '../../prng.js';
import { LAYER_DRAW_ORDER, type LayerName } from '../layers.js';
import type { DrawnObject } from '../geometry.js';
import { type Box, type Room, type Side, type WallRun, Plan, boxPoints } from './plan.js';
import { furnishBath, furnishBedroom, furnishKitchen, furnishLiving, furnishStorage, furnishUtility, type BathKind, type BedroomKind, type KitchenKind, type LivingKind, type StorageKind, type UtilityKind } from './rooms.js';
import * as S from './shapes.js';

export type BlockLayersDrawn = Record<string, { objects: DrawnObject[] }>;

export interface BlockDrawingSpec {
  category: string;
  variant: string;
  /** Outside size in inches. */
  width: number;
  height: number;
}

/** Wall thicknesses: a prefabricated bath pod's panels, an interior partition, an exterior wall. */
export const WALL = { pod: 3, partition: 4.5, exterior: 6 } as const;

const ROOM_NAMES: Record<string, Record<string, string>> = {
  bath: { full: 'Bath', 'three-quarter': 'Bath', powder: 'Powder room', ada: 'Accessible bath', 'jack-and-jill': 'Jack-and-Jill bath' },
  kitchen: { galley: 'Kitchen', 'l-shape': 'Kitchen', 'u-shape': 'Kitchen', island: 'Kitchen', peninsula: 'Kitchen' },
  bedroom: { primary: 'Primary bedroom', secondary: 'Bedroom', bunk: 'Bunk room', guest: 'Guest bedroom' },
  living: { 'great-room': 'Great room', den: 'Den', dining: 'Dining room', family: 'Family room' },
  utility: { laundry: 'Laundry', mechanical: 'Mechanical', mudroom: 'Mudroom' },
  storage: { 'reach-in': 'Closet', 'walk-in': 'Walk-in closet', pantry: 'Pantry', linen: 'Linen closet' },
};

export function drawBlock(rng: Prng, spec: BlockDrawingSpec): BlockLayersDrawn {
  const plan = new Plan(spec.width, spec.height);
  switch (spec.category) {
    case 'bath':
    case 'kitchen':
    case 'bedroom':
    case 'living':
    case 'utility':
    case 'storage':
      roomBlock(plan, rng, spec);
      break;
    case 'module':
      moduleBlock(plan, rng, spec);
      break;
    case 'entry':
      entryBlock(plan, rng, spec);
      break;
    case 'deck':
      deckBlock(plan, rng, spec);
      break;
    case 'stair':
      stairBlock(plan, rng, spec);
      break;
    case 'foundation':
      foundationBlock(plan, rng, spec);
      break;
    case 'site':
      siteBlock(plan, rng, spec);
      break;
    default:
      throw new Error(`no drawing for category ${spec.category}`);
  }
  return plan.layersInOrder(LAYER_DRAW_ORDER);
}

// ---------------------------------------------------------------------------------------------
// One room inside its walls

function roomBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { category, variant, width, height } = spec;
  const t = category === 'bath' ? WALL.pod : WALL.partition;
  const walls = plan.enclose({ x0: 0, y0: 0, x1: width, y1: height }, t);
  const inside: Box = { x0: t, y0: t, x1: width - t, y1: height - t };
  const clearW = inside.x1 - inside.x0;
  const clearD = inside.y1 - inside.y0;
  // The door hangs near the west or the east corner of the front wall (the block mirrored).
  const mirrored = rng.chance(0.5);
  if (category === 'bath' && variant === 'jack-and-jill') {
    // Between two bedrooms: a door on each side wall, near the front.
    plan.door(walls.west, inside.y0 + 3, 28, { hinge: 'start', into: '+', name: 'door west' });
    plan.door(walls.east, inside.y0 + 3, 28, { hinge: 'start', into: '-', name: 'door east' });
  } else if (category === 'kitchen' || (category === 'living' && variant !== 'den')) {
    // Kitchens and living rooms open to the rest of the house.
    const opening = Math.min(category === 'kitchen' ? 42 : 60, clearW - 12);
    plan.opening(walls.south, (width - opening) / 2, opening);
  } else if ((category === 'storage' && clearD < 40) || (category === 'utility' && variant === 'mechanical' && clearD < 60)) {
    // A shallow closet: bifold doors across most of its front.
    const doorWidth = Math.min(category === 'storage' ? 72 : 36, clearW - 6);
    plan.bifold(walls.south, (width - doorWidth) / 2, doorWidth, { into: '+', name: 'bifold door' });
  } else {
    const doorWidth = Math.min(doorWidthOf(category, variant), clearW - 8, clearD - 12);
    const from = mirrored ? width - t - 3 - doorWidth : t + 3;
    plan.door(walls.south, from, doorWidth, { hinge: mirrored ? 'end' : 'start', into: '+' });
  }
  if (category === 'utility' && variant === 'mudroom' && clearW >= 50) {
    // The mudroom's other door leads outside, at the other end so the two never swing into each other.
    plan.door(walls.north, mirrored ? t + 3 : width - t - 3 - 36, 36, { hinge: mirrored ? 'start' : 'end', into: '-', name: 'exterior door' });
  }
  windowsOf(plan, walls.north, category, variant, clearW, t);
  const room = plan.room(ROOM_NAMES[category]?.[variant] ?? category, inside);
  furnish(plan, room, category, variant, { rng, entry: 'south' });
  decorate(plan, rng, spec, [room]);
}

function doorWidthOf(category: string, variant: string): number {
  if (variant === 'ada') return 36;
  if (category === 'bath') return 28;
  if (category === 'storage') return 24;
  if (category === 'utility') return variant === 'mudroom' ? 32 : 30;
  return 32;
}

/** Windows in an exterior wall: one centred, or two for a wide room. */
function windowsOf(plan: Plan, run: WallRun, category: string, variant: string, clearW: number, t: number): void {
  if (category === 'storage' || (category === 'utility' && variant !== 'laundry')) return;
  if (category === 'bath' && variant === 'powder') return;
  const size = category === 'bath' ? 24 : category === 'kitchen' ? 36 : 36;
  const mid = (run.from + run.to) / 2;
  if (category !== 'bath' && category !== 'kitchen' && clearW >= 150) {
    plan.window(run, t + clearW / 4 - size / 2, size);
    plan.window(run, t + (3 * clearW) / 4 - size / 2, size);
  } else if (clearW >= size + 12) {
    plan.window(run, mid - size / 2, size);
  }
}

function furnish(plan: Plan, room: Room, category: string, variant: string, context: { rng: Prng; entry: Side }): void {
  if (category === 'bath') furnishBath(plan, room, variant as BathKind, context);
  else if (category === 'kitchen') furnishKitchen(plan, room, variant as KitchenKind, context);
  else if (category === 'bedroom') furnishBedroom(plan, room, variant as BedroomKind, context);
  else if (category === 'living') furnishLiving(plan, room, variant as LivingKind, context);
  else if (category === 'utility') furnishUtility(plan, room, variant as UtilityKind, context);
  else if (category === 'storage') furnishStorage(plan, room, variant as StorageKind, context);
}

// ---------------------------------------------------------------------------------------------
// Modules: rooms along the length

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
        { length: 72, cells: [{ category: 'utility', variant: 'laundry', name: 'Laundry' }, { category: 'utility', variant: 'mechanical', name: 'Mechanical', width: 54 }], link: 'door' },
      ];
  }
}

function moduleBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { width, height } = spec;
  const t = WALL.exterior;
  const p = WALL.partition;
  plan.add('design/modules', { name: 'module outline', type: 'polygon', points: boxPoints({ x0: 0, y0: 0, x1: width, y1: height }), style: { stroke: '#1a237e', strokeWidth: 2 } });
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
        const into = zone.cells.includes(HALL) ? '+' : before.cells.includes(HALL) ? '-' : before.cells[0]!.category === 'bedroom' ? '-' : '+';
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
        if (withKitchen) furnishings.push(() => furnish(plan, room, 'kitchen', 'one-wall', { rng, entry: 'east' }));
        furnishings.push(() => furnish(plan, room, cell.category, cell.variant, { rng, entry: cell.category === 'bath' ? 'east' : 'south' }));
      }
      x += cellWidth;
    });
    // The front door opens into the living room from the east wall; windows in the long walls of rooms people stay in.
    const category = zone.cells[0]!.category;
    if (category === 'living' && !plan.objectsOf('design/doors').some((d) => d.name === 'entry door')) plan.door(walls.east, y + 6, 36, { hinge: 'start', into: '-', name: 'entry door' });
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

// ---------------------------------------------------------------------------------------------
// Entries, decks, stairs

function entryBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const t = WALL.exterior;
  if (variant === 'vestibule') {
    const walls = plan.enclose({ x0: 0, y0: 0, x1: width, y1: height }, t);
    const inside = { x0: t, y0: t, x1: width - t, y1: height - t };
    plan.door(walls.south, (width - 36) / 2, 36, { hinge: 'start', into: '+', name: 'front door' });
    plan.closedDoor(walls.north, (width - 32) / 2, 32, { into: '-', name: 'door to house' });
    const sidelight = Math.min(24, (width - 36) / 2 - t - 12);
    if (sidelight >= 12) plan.window(walls.south, t + 6, sidelight, 'sidelight');
    const room = plan.room('Vestibule', inside);
    plan.placeOnAny(room, ['west', 'east'], S.bench(Math.min(48, inside.y1 - inside.y0 - 12)), { at: 'centre' });
    plan.placeOnAny(room, ['east', 'west'], S.closet(Math.min(48, inside.y1 - inside.y0 - 12), 24, 'coat closet'), { at: 'centre' });
    decorate(plan, rng, spec, [room]);
    return;
  }
  // The house wall along the back (north) edge, with the front door in it; the porch or stoop in front.
  const wall = plan.wall('house wall', true, height - t, t, 0, width);
  plan.closedDoor(wall, (width - 36) / 2, 36, { into: '-', name: 'front door' });
  if ((width - 36) / 2 - 36 >= 6) plan.window(wall, (width - 36) / 2 - 36, 24, 'sidelight');
  const stepDepth = variant === 'canopy' ? 0 : Math.min(33, height / 3);
  const landing: Box = { x0: 0, y0: stepDepth, x1: width, y1: height - t };
  const room = plan.room(variant === 'porch' ? 'Porch' : variant === 'stoop' ? 'Stoop' : 'Landing', landing);
  if (stepDepth > 0) stepsDown(plan, { x0: Math.max(0, width / 2 - 30), y0: 0, x1: Math.min(width, width / 2 + 30), y1: stepDepth }, 'south');
  if (variant === 'porch') {
    for (const x of [0, width - 6]) plan.add('design/walls', { name: 'post', type: 'polygon', points: boxPoints({ x0: x, y0: stepDepth, x1: x + 6, y1: stepDepth + 6 }), style: S.STYLES.wall });
    plan.solids.push({ x0: 0, y0: stepDepth, x1: 6, y1: stepDepth + 6 }, { x0: width - 6, y0: stepDepth, x1: width, y1: stepDepth + 6 });
    plan.placeOnAny(room, ['west', 'east'], S.bench(48), { at: 'centre' });
    plan.placeOnAny(room, ['east', 'west'], S.planter(20), { at: 'centre' });
  }
  plan.add('assemblies/roof', { name: variant === 'canopy' ? 'canopy' : 'porch roof', type: 'polyline', points: [0, height - t, 0, Math.max(0, stepDepth - 6), width, Math.max(0, stepDepth - 6), width, height - t], style: { stroke: '#5d4037', strokeWidth: 1, dash: [8, 4] } });
  plan.add('assemblies/floor', { name: 'floor framing', type: 'polyline', points: serpentine({ x0: 6, y0: stepDepth + 2, x1: width - 6, y1: height - t - 2 }, 16, true), style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] } });
  decorate(plan, rng, spec, [room]);
}

/** Treads as lines across a flight, `going` inches apart, and an arrow pointing down it. */
function stepsDown(plan: Plan, box: Box, down: Side, going = 11): void {
  const horizontal = down === 'south' || down === 'north';
  const length = horizontal ? box.y1 - box.y0 : box.x1 - box.x0;
  const count = Math.max(1, Math.floor(length / going));
  for (let i = 1; i <= count; i++) {
    const d = (length / (count + 0)) * i;
    if (d >= length) break;
    const points = horizontal
      ? [box.x0, down === 'south' ? box.y0 + d : box.y1 - d, box.x1, down === 'south' ? box.y0 + d : box.y1 - d]
      : [down === 'west' ? box.x0 + d : box.x1 - d, box.y0, down === 'west' ? box.x0 + d : box.x1 - d, box.y1];
    plan.add('assemblies/stair', { name: 'riser', type: 'polyline', points, style: { stroke: '#6d4c41', strokeWidth: 1 } });
  }
  plan.add('assemblies/stair', { name: 'stair outline', type: 'polygon', points: boxPoints(box), style: { stroke: '#6d4c41', strokeWidth: 1.25 } });
}

/** Lines `spacing` apart across a box as one polyline, back and forth (joists, boards). */
function serpentine(box: Box, spacing: number, vertical: boolean): number[] {
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

function deckBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  // Stairs down from the front edge, inside the block; the house is beyond the back (north) edge.
  const stairWidth = Math.min(48, width / 3);
  const stairDepth = variant === 'balcony' || variant === 'roof' ? 0 : Math.min(44, height / 3);
  const surface: Box = { x0: 0, y0: stairDepth, x1: width, y1: height };
  const room = plan.room(variant === 'roof' ? 'Roof deck' : variant === 'balcony' ? 'Balcony' : 'Deck', surface);
  plan.add('assemblies/deck', { name: 'deck boards', type: 'polyline', points: serpentine({ x0: 0, y0: stairDepth + 5.5, x1: width, y1: height - 5.5 }, 5.75, false), style: { stroke: '#bcaaa4', strokeWidth: 0.5 } });
  plan.add('assemblies/deck', { name: 'railing', type: 'polyline', points: [0, height, 0, stairDepth, width - stairWidth - 12, stairDepth], style: { stroke: '#4e342e', strokeWidth: 2 } });
  plan.add('assemblies/deck', { name: 'railing', type: 'polyline', points: [width - 12, stairDepth, width, stairDepth, width, height], style: { stroke: '#4e342e', strokeWidth: 2 } });
  for (const x of [0, width / 2 - 3, width - 6]) {
    plan.add('assemblies/deck', { name: 'post', type: 'polygon', points: boxPoints({ x0: x, y0: stairDepth, x1: x + 6, y1: stairDepth + 6 }), style: { stroke: '#4e342e', fill: '#8d6e63', strokeWidth: 1 } });
    plan.solids.push({ x0: x, y0: stairDepth, x1: x + 6, y1: stairDepth + 6 });
  }
  if (stairDepth > 0) {
    const stair = { x0: width - 12 - stairWidth, y0: 0, x1: width - 12, y1: stairDepth };
    stepsDown(plan, stair, 'south');
    plan.clearances.push({ x0: stair.x0, y0: stairDepth, x1: stair.x1, y1: stairDepth + 36 });
  }
  // Outdoor furniture where there is room: a table with chairs, a lounge chair.
  const table = S.roundTable(42);
  // Off centre, so the deck's area label stays readable.
  const placedTable = plan.placeFree(room, 'north', table, Math.max(30, width / 3 - 21), Math.min(36, (height - stairDepth - 42) / 2));
  if (placedTable) {
    for (const [du, dv] of [[-22, 12], [46, 12]]) plan.placeFree(room, 'north', S.chair('patio chair'), placedTable.u + du!, placedTable.v + dv!);
  }
  if (height - stairDepth >= 84) plan.placeOnAny(room, ['west'], S.lounger(), { at: 'centre' });
  plan.add('assemblies/floor', { name: 'joists', type: 'polyline', points: serpentine({ x0: 8, y0: stairDepth + 1, x1: width - 8, y1: height - 1 }, 16, true), style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] } });
  decorate(plan, rng, spec, [room]);
}

function stairBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const enclosed = variant !== 'exterior';
  const t = enclosed ? WALL.partition : 0;
  if (enclosed) {
    plan.wall('west stair wall', false, 0, t, 0, height);
    plan.wall('east stair wall', false, width - t, t, 0, height);
  }
  const x0 = t;
  const x1 = width - t;
  const landing = Math.min(x1 - x0, 42);
  if (variant === 'switchback' && x1 - x0 >= 48) {
    // Two flights side by side, a landing across both at the top (north) end.
    const mid = (x0 + x1) / 2;
    const top = height - landing;
    stepsDown(plan, { x0, y0: 0, x1: mid - 1, y1: top }, 'south');
    stepsDown(plan, { x0: mid + 1, y0: 0, x1, y1: top }, 'north');
    plan.add('assemblies/stair', { name: 'landing', type: 'polygon', points: boxPoints({ x0, y0: top, x1, y1: height }), style: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1.25 } });
    plan.add('assemblies/stair', { name: 'up arrow', type: 'polyline', points: [mid - 18, 12, mid - 18, top + landing / 2, mid + 18, top + landing / 2, mid + 18, 12, mid + 14, 18, mid + 18, 12, mid + 22, 18], style: { stroke: '#37474f', strokeWidth: 1 } });
  } else {
    // A straight flight; an L-turn ends on a landing that turns the next flight (off the block).
    const top = variant === 'l-turn' ? height - landing : height;
    stepsDown(plan, { x0, y0: 0, x1, y1: top }, 'south');
    if (variant === 'l-turn') plan.add('assemblies/stair', { name: 'landing', type: 'polygon', points: boxPoints({ x0, y0: top, x1, y1: height }), style: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1.25 } });
    const mid = (x0 + x1) / 2;
    plan.add('assemblies/stair', { name: 'up arrow', type: 'polyline', points: [mid, 12, mid, height - 12, mid - 4, height - 18, mid, height - 12, mid + 4, height - 18], style: { stroke: '#37474f', strokeWidth: 1 } });
  }
  plan.add('assemblies/stair', { name: 'handrail', type: 'polyline', points: [x0 + 2, 6, x0 + 2, height - 6], style: { stroke: '#4e342e', strokeWidth: 1.5 } });
  if (!enclosed) plan.add('assemblies/stair', { name: 'handrail', type: 'polyline', points: [x1 - 2, 6, x1 - 2, height - 6], style: { stroke: '#4e342e', strokeWidth: 1.5 } });
  decorate(plan, rng, spec, []);
}

// ---------------------------------------------------------------------------------------------
// Foundations and site pads

function foundationBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const style = { stroke: '#424242', fill: '#bdbdbd', strokeWidth: 1 };
  if (variant === 'slab') {
    plan.add('sitework/foundation', { name: 'slab', type: 'rect', points: boxPoints({ x0: 0, y0: 0, x1: width, y1: height }), style: { stroke: '#424242', fill: '#eeeeee', strokeWidth: 1.5 } });
    plan.add('sitework/foundation', { name: 'thickened edge', type: 'polyline', points: [12, 12, width - 12, 12, width - 12, height - 12, 12, height - 12, 12, 12], style: { stroke: '#616161', strokeWidth: 0.75, dash: [6, 4] } });
  } else if (variant === 'crawlspace') {
    // Perimeter footing and stem wall as four bands, an access hatch and vents in it.
    const t = 8;
    for (const [name, box] of [
      ['south stem wall', { x0: 0, y0: 0, x1: width, y1: t }],
      ['north stem wall', { x0: 0, y0: height - t, x1: width, y1: height }],
      ['west stem wall', { x0: 0, y0: t, x1: t, y1: height - t }],
      ['east stem wall', { x0: width - t, y0: t, x1: width, y1: height - t }],
    ] as const) {
      plan.add('sitework/foundation', { name, type: 'polygon', points: boxPoints(box), style });
    }
    for (let y = 96; y < height - 48; y += 96) plan.add('sitework/foundation', { name: 'pier', type: 'polygon', points: boxPoints({ x0: width / 2 - 8, y0: y - 8, x1: width / 2 + 8, y1: y + 8 }), style });
    plan.add('sitework/foundation', { name: 'crawlspace', type: 'rect', points: boxPoints({ x0: t, y0: t, x1: width - t, y1: height - t }), style: { stroke: '#9e9e9e', fill: '#fafafa', strokeWidth: 0.5 } });
  } else {
    // Piers (or helical piles) under the module's two long edges and its middle line, 8' apart.
    const helical = variant === 'helical-pile';
    const columns = width >= 240 ? [18, width / 2, width - 18] : [18, width - 18];
    for (const x of columns) {
      for (let y = 18; y <= height - 18 + 1e-9; y += Math.max(72, (height - 36) / Math.max(1, Math.round((height - 36) / 96)))) {
        const points = helical ? circle(x, y, 6) : boxPoints({ x0: x - 12, y0: y - 12, x1: x + 12, y1: y + 12 });
        plan.add('sitework/foundation', { name: helical ? 'helical pile' : 'pier', type: 'polygon', points, style });
      }
      plan.add('sitework/foundation', { name: helical ? 'pile cap beam' : 'beam line', type: 'polyline', points: [x, 18, x, height - 18], style: { stroke: '#616161', strokeWidth: 0.75, dash: [10, 4] } });
    }
    plan.add('sitework/foundation', { name: 'module outline', type: 'polyline', points: [0, 0, width, 0, width, height, 0, height, 0, 0], style: { stroke: '#1a237e', strokeWidth: 1, dash: [12, 6] } });
  }
  if (rng.chance(0.6)) plan.add('sitework/grading', { name: 'drainage slope', type: 'polyline', points: [width / 2, height / 2, width / 2, height / 2 - 48, width / 2 - 6, height / 2 - 40, width / 2, height / 2 - 48, width / 2 + 6, height / 2 - 40], style: { stroke: '#6d4c41', strokeWidth: 1 } });
  decorate(plan, rng, spec, []);
}

function circle(cx: number, cy: number, r: number, steps = 12): number[] {
  return Array.from({ length: steps }, (_, i) => [cx + r * Math.cos((2 * Math.PI * i) / steps), cy + r * Math.sin((2 * Math.PI * i) / steps)]).flat();
}

function siteBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const paving = { stroke: '#5d4037', fill: '#efebe9', strokeWidth: 1.25 };
  const layer: LayerName = 'sitework/driveway';
  let paved: Box;
  if (variant === 'walkway') {
    // A path 48" wide that turns once, from the front edge to the house at the back.
    const w = 48;
    const bend = height / 2;
    plan.add(layer, { name: 'walkway', type: 'polygon', points: [width / 4, 0, width / 4 + w, 0, width / 4 + w, bend - w / 2, (3 * width) / 4, bend - w / 2, (3 * width) / 4, height, (3 * width) / 4 - w, height, (3 * width) / 4 - w, bend + w / 2, width / 4, bend + w / 2], style: paving });
    paved = { x0: width / 4, y0: 0, x1: (3 * width) / 4, y1: height };
  } else {
    const inset = variant === 'patio' || variant === 'shed-pad' ? 24 : 0;
    paved = { x0: inset, y0: inset, x1: width - inset, y1: height - inset };
    plan.add(layer, { name: variant === 'patio' ? 'patio' : variant === 'shed-pad' ? 'shed pad' : variant === 'parking-pad' ? 'parking pad' : 'driveway', type: 'rect', points: boxPoints(paved), style: paving });
    if (variant === 'driveway' || variant === 'parking-pad') {
      // Parking stalls 9' wide, marked on the pad.
      for (let x = 108; x < width - 36; x += 108) plan.add(layer, { name: 'stall line', type: 'polyline', points: [x, height - 12, x, Math.max(12, height - 216)], style: { stroke: '#fafafa', strokeWidth: 1.5 } });
    }
  }
  plan.add('sitework/grading', { name: 'edge of grading', type: 'polyline', points: [0, 0, width, 0, width, height, 0, height, 0, 0], style: { stroke: '#8d6e63', strokeWidth: 0.75, dash: [6, 6] } });
  if (rng.chance(0.7) && variant !== 'walkway') {
    const r = Math.min(60, Math.min(width, height) / 5);
    plan.add('site/trees', { name: 'tree', type: 'polygon', points: circle(width - r, height - r, r, 14), style: { stroke: '#2e7d32', fill: '#c8e6c9', strokeWidth: 1 } });
  }
  if (variant === 'patio') {
    // The patio's own rect shows its area; furniture stands on it without another room drawn.
    const room = plan.area('Patio', paved);
    const table = plan.placeFree(room, 'south', S.roundTable(48), (paved.x1 - paved.x0 - 48) / 2, (paved.y1 - paved.y0 - 48) / 2);
    if (table) for (const [du, dv] of [[-22, 14], [52, 14]]) plan.placeFree(room, 'south', S.chair('patio chair'), table.u + du!, table.v + dv!);
  }
  decorate(plan, rng, spec, []);
}

// ---------------------------------------------------------------------------------------------
// Optional layers: dimensions, utility runs, framing

/** A dimension line along the footprint's edge, with end ticks. */
function dimension(plan: Plan, name: string, a: [number, number], b: [number, number]): void {
  const [ax, ay] = a;
  const [bx, by] = b;
  // Ticks point into the block, so the dimension stays on its footprint.
  const [dx, dy] = ay === by ? [0, 6] : [6, 0];
  plan.add('design/dimensions', { name, type: 'polyline', points: [ax + dx, ay + dy, ax, ay, bx, by, bx + dx, by + dy], style: { stroke: '#d81b60', strokeWidth: 0.75 } });
}

function decorate(plan: Plan, rng: Prng, spec: BlockDrawingSpec, rooms: readonly Room[]): void {
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
      plan.add('utilities/plumbing', { name: 'cold water supply', type: 'polyline', points: [room.box.x0 + 2, y, room.box.x1 - 2, y], style: { stroke: '#1e88e5', strokeWidth: 1 } });
      plan.add('utilities/plumbing', { name: 'drain', type: 'polyline', points: [room.box.x0 + 4, y - 3, room.box.x1 - 4, y - 3, room.box.x1 - 4, room.box.y0 + 4], style: { stroke: '#6d4c41', strokeWidth: 1.5, dash: [6, 3] } });
    }
  }
  if (rng.chance(0.5)) {
    for (const room of rooms) {
      const cx = (room.box.x0 + room.box.x1) / 2;
      const cy = (room.box.y0 + room.box.y1) / 2;
      const r = Math.min(6, (room.box.x1 - room.box.x0) / 6);
      plan.add('utilities/lighting', { name: 'ceiling light', type: 'polygon', points: circle(cx, cy + 18 < room.box.y1 ? cy + 18 : cy, r, 8), style: { stroke: '#f9a825', fill: '#fff9c4', strokeWidth: 1 } });
    }
  }
  if (rng.chance(0.4)) {
    for (const room of rooms) {
      for (const [x, y] of [
        [room.box.x0 + 1, (room.box.y0 + room.box.y1) / 2],
        [room.box.x1 - 4, (room.box.y0 + room.box.y1) / 2],
      ] as const) {
        plan.add('utilities/electrical', { name: 'outlet', type: 'polygon', points: boxPoints({ x0: x, y0: y - 2, x1: x + 3, y1: y + 2 }), style: { stroke: '#f57f17', fill: '#ffe082', strokeWidth: 1 } });
      }
    }
  }
  if (rng.chance(0.35)) {
    const room = rooms.find((r) => r.box.y1 - r.box.y0 > 40);
    if (room) {
      const y = room.box.y1 - 20;
      plan.add('utilities/hvac', { name: 'supply duct', type: 'polyline', points: [room.box.x0 + 12, y, room.box.x1 - 12, y], style: { stroke: '#43a047', strokeWidth: 2 } });
      plan.add('utilities/hvac', { name: 'supply register', type: 'polygon', points: boxPoints({ x0: (room.box.x0 + room.box.x1) / 2 - 5, y0: y - 2, x1: (room.box.x0 + room.box.x1) / 2 + 5, y1: y + 2 }), style: { stroke: '#2e7d32', fill: '#c8e6c9', strokeWidth: 1 } });
    }
  }
  if (rng.chance(0.4) || category === 'module') {
    // Floor joists across the short span, 16" apart (24" in a module's floor cassette).
    const spacing = category === 'module' ? 24 : 16;
    plan.add('assemblies/floor', { name: 'floor joists', type: 'polyline', points: serpentine({ x0: 0, y0: 1.5, x1: width, y1: height - 1.5 }, spacing, false), style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] } });
    plan.add('assemblies/floor', { name: 'rim joist', type: 'polyline', points: [0, 0, width, 0, width, height, 0, height, 0, 0], style: { stroke: '#795548', strokeWidth: 1 } });
  }
  if (rng.chance(0.25)) {
    plan.add('assemblies/ceiling', { name: 'ceiling joists', type: 'polyline', points: serpentine({ x0: 1.5, y0: 0, x1: width - 1.5, y1: height }, 24, true), style: { stroke: '#a1887f', strokeWidth: 0.5, dash: [2, 4] } });
  }
}
