/**
 * What stands in each kind of room, placed the way a designer would: the toilet and vanity of a
 * powder room on the wall facing the door, a kitchen's sink under its window with the dishwasher
 * beside it, a bed's headboard on the wall opposite the door with a nightstand each side.
 *
 * Each function works on a room whose walls, doors and windows are already drawn, so nothing it
 * places blocks a door swing; what a room must have throws when it does not fit (the seed tests
 * every block), what is optional is left out.
 */
import type { Prng } from '../../prng.js';
import { type Placed, type Plan, type Room, type Side, SIDES } from './plan.js';
import * as S from './shapes.js';

const clearWidth = (room: Room) => room.box.x1 - room.box.x0;
const clearDepth = (room: Room) => room.box.y1 - room.box.y0;

/** The sides other than those listed, in the order given by SIDES. */
const otherSides = (...taken: Side[]) => SIDES.filter((s) => !taken.includes(s));

/** The largest of the sizes that is at most `max`. */
function largest(sizes: readonly number[], max: number): number | null {
  const fits = sizes.filter((s) => s <= max);
  return fits.length ? Math.max(...fits) : null;
}

export interface RoomContext {
  rng: Prng;
  /** The side the room is entered from: things face it, and keep off its door. */
  entry: Side;
}

const opposite: Record<Side, Side> = { south: 'north', north: 'south', west: 'east', east: 'west' };

// ---------------------------------------------------------------------------------------------
// Baths

export type BathKind = 'full' | 'three-quarter' | 'powder' | 'ada' | 'jack-and-jill';

export function furnishBath(plan: Plan, room: Room, kind: BathKind, { rng, entry }: RoomContext): void {
  const back = opposite[entry];
  const sides = [back, ...otherSides(back, entry), entry];
  if (kind === 'powder') {
    // Toilet and a small vanity side by side on the wall facing the door; elsewhere if they must.
    plan.require(room, sides, S.vanity(largest([36, 30, 24], Math.max(24, clearWidth(room) - 30)) ?? 24), { at: 'end' });
    plan.require(room, sides, S.toilet(), { at: 'start' });
    return;
  }
  if (kind === 'ada') {
    plan.require(room, sides, S.shower(60, 30, 'roll-in shower'), { at: 'start' });
    plan.require(room, sides, S.toilet(), { at: 'end' });
    plan.require(room, [...sides].reverse(), S.wallLavatory(), { at: 'centre' });
    return;
  }
  // A tub (or shower) across the back wall, or along a side wall, at whichever end leaves room
  // for the toilet beside it and then the widest vanity that fits.
  const wet = (side: Side) => {
    const length = frameLength(room, side);
    if (kind === 'three-quarter') return length >= 48 ? S.shower(48, 36) : length >= 36 ? S.shower(36, 36) : null;
    return length >= 60 ? S.bathtub(60) : length >= 54 ? S.bathtub(54) : null;
  };
  const ends = rng.chance(0.5) ? (['start', 'end'] as const) : (['end', 'start'] as const);
  const layouts = sides.flatMap((side) =>
    ends.map((end) => () => {
      const shape = wet(side);
      if (!shape) throw new Error(`no tub or shower fits the ${side} wall`);
      const tub = plan.place(room, side, shape, { at: end });
      if (!tub) throw new Error(`no tub or shower fits the ${side} wall`);
      const rest = [...otherSides(tub.side), tub.side];
      plan.require(room, rest, S.toilet(), { at: end === 'start' ? 'end' : 'start' });
      const widths = kind === 'jack-and-jill' ? [72, 60, 48, 36, 30] : [48, 36, 30, 24];
      if (!widths.some((width) => plan.placeOnAny(room, rest, S.vanity(width), { at: 'centre' })))
        throw new Error(`no vanity fits ${room.name}`);
    }),
  );
  plan.firstThatFits(`${kind} bath`, layouts);
  if (clearWidth(room) * clearDepth(room) > 60 * 96) plan.placeOnAny(room, sides, S.linenCabinet(), { at: 'end' });
}

// ---------------------------------------------------------------------------------------------
// Kitchens

export type KitchenKind = 'galley' | 'l-shape' | 'u-shape' | 'island' | 'peninsula' | 'one-wall';

/**
 * Counter runs along the chosen walls: the sink base (under the window, on the back wall) with the
 * dishwasher beside it, the range on another run, the refrigerator at a run's end; counters fill
 * what is left.
 */
export function furnishKitchen(plan: Plan, room: Room, kind: KitchenKind, context: RoomContext): void {
  const { rng, entry } = context;
  const back = opposite[entry];
  const left: Side = entry === 'south' || entry === 'north' ? 'west' : 'south';
  const right = opposite[left];
  const [first, second] = rng.chance(0.5) ? [left, right] : [right, left];
  // The side run goes on whichever side wall leaves room for it (doors and openings differ).
  const layouts: Side[][] =
    kind === 'galley'
      ? [
          [first, second],
          [second, first],
        ]
      : kind === 'u-shape'
        ? [
            [back, first, second],
            [back, second, first],
          ]
        : kind === 'one-wall'
          ? [[back], [back, first], [back, second], [first], [second], [first, back], [second, back]]
          : [[back, first], [back, second], [back]];
  plan.firstThatFits(
    `${kind} kitchen in ${room.name}`,
    layouts.map((runs) => () => kitchenRuns(plan, room, kind, runs, back)),
  );
}

function kitchenRuns(plan: Plan, room: Room, kind: KitchenKind, runs: Side[], back: Side): void {
  if (kind === 'peninsula' && runs.length > 1) {
    // A counter off the front end of the side run, into the room, parallel to the back run:
    // the kitchen's third side, with 36" of floor between it and the back run's counters.
    const side = runs[1]!;
    const length = Math.min(72, frameDepth(room, side) - 25 - 42);
    const at = frameLength(room, side) - 25 - 42 - 30;
    const u = farFrom(side, back) === 'end' ? at : frameLength(room, side) - at - 30;
    if (length < 36 || !plan.place(room, side, rotated(S.counter(length, 'peninsula'), 30), { at: u, offset: 25, within: [u, u + 30] }))
      throw new Error('no room for a peninsula');
  }
  const sinkRun = runs[0]!;
  const others = [...runs.slice(1), sinkRun];
  const sink = plan.require(room, [sinkRun], S.sinkBase(), { at: 'centre' });
  // The dishwasher beside the sink, on whichever side has room.
  const after = sink.u + sink.width;
  const before = Math.max(0, sink.u - 24);
  if (!plan.place(room, sinkRun, S.dishwasher(), { at: after, within: [after, after + 24] }))
    plan.require(room, [sinkRun], S.dishwasher(), { at: before, within: [before, sink.u] });
  // The refrigerator stands at the end of a run away from the back wall's corner, the range mid-run.
  requireAtEnd(plan, room, others, S.fridge(), back);
  plan.require(room, others, S.range(), { at: 'centre' });
  for (const run of runs) plan.fill(room, run, 25, (length) => S.counter(length));
  if (kind === 'island') {
    const width = largest([96, 84, 72, 60, 48], clearWidth(room) - 2 * 42 - 25) ?? 48;
    // 42" aisles all round, centred in what is left of the floor.
    if (!plan.placeFree(room, back, S.island(width, 36), (frameLength(room, back) - width) / 2, 25 + 42))
      plan.placeFree(room, back, S.island(48, 30), (frameLength(room, back) - 48) / 2, 25 + 40);
  }
}

/** Where along `side` is farthest from the `away` wall: its start or its end (frames run east, west, south or north). */
function farFrom(side: Side, away: Side): 'start' | 'end' {
  const startsAt: Record<Side, Side> = { south: 'west', north: 'east', west: 'north', east: 'south' };
  return startsAt[side] === away ? 'end' : 'start';
}

function requireAtEnd(plan: Plan, room: Room, sides: readonly Side[], shape: S.Shape, away: Side): Placed {
  for (const side of sides) {
    const placed = plan.place(room, side, shape, { at: farFrom(side, away) });
    if (placed) return placed;
  }
  return plan.require(room, sides, shape);
}

const frameLength = (room: Room, side: Side) => (side === 'north' || side === 'south' ? clearWidth(room) : clearDepth(room));

/** A counter turned to run out from the wall: `width` along the wall, its length into the room. */
function rotated(shape: S.Shape, width: number): S.Shape {
  const length = shape.width;
  return {
    ...shape,
    width,
    depth: length,
    clearance: 0,
    parts: [
      { ...shape.parts[0]!, points: [0, 0, width, 0, width, length, 0, length] },
      {
        ...shape.parts[0]!,
        name: 'peninsula overhang',
        type: 'polyline',
        points: [width - 12, 0, width - 12, length],
        style: S.STYLES.caseworkDetail,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Bedrooms

export type BedroomKind = 'primary' | 'secondary' | 'bunk' | 'guest';

export function furnishBedroom(plan: Plan, room: Room, kind: BedroomKind, { rng, entry }: RoomContext): void {
  const back = opposite[entry];
  const sides = [back, ...otherSides(back, entry)];
  if (kind === 'bunk') {
    plan.require(room, otherSides(entry), S.bed('twin', 'bunk bed'), { at: 'start' });
    plan.placeOnAny(room, otherSides(entry).reverse(), S.bed('twin', 'bunk bed'), { at: 'start' });
    plan.placeOnAny(room, sides, S.desk(), { at: 'end' });
  } else {
    const sizes: S.Shape[] =
      kind === 'primary'
        ? [S.bed('king'), S.bed('queen')]
        : kind === 'guest'
          ? [S.bed('queen'), S.bed('full')]
          : [S.bed('full'), S.bed('twin')];
    let bed: Placed | null = null;
    for (const size of sizes) {
      // The bed needs a nightstand's width each side of it.
      const padded = {
        ...size,
        width: size.width + 48,
        parts: size.parts.map((p) => ({ ...p, points: p.points.map((c, i) => (i % 2 === 0 ? c + 24 : c)) })),
      };
      bed = plan.placeOnAny(room, sides, padded, { at: 'centre' });
      if (bed) break;
    }
    if (!bed) bed = plan.require(room, sides, sizes[sizes.length - 1]!, { at: 'centre' });
    else {
      // The nightstands go in the space kept either side.
      const wall = bed.side;
      plan.solids.pop();
      plan.solids.push(boxAlong(room, wall, bed.u + 24, bed.width - 48, bed.depth));
      plan.place(room, wall, S.nightstand(), { at: bed.u + 1, within: [bed.u, bed.u + 24] });
      if (kind !== 'guest' || rng.chance(0.5))
        plan.place(room, wall, S.nightstand(), { at: bed.u + bed.width - 23, within: [bed.u + bed.width - 24, bed.u + bed.width] });
    }
    plan.placeOnAny(room, [entry, ...otherSides(entry)], S.dresser(clearWidth(room) > 140 ? 60 : 36), { at: 'centre' });
  }
  const closetWidth = largest([96, 72, 60, 48], frameLength(room, entry) - 40);
  if (closetWidth) plan.placeOnAny(room, [entry, ...otherSides(entry, back)], S.closet(closetWidth), { at: 'end' });
}

/** The box a shape `width` × `depth` at u along a side would take (for re-reserving floor). */
function boxAlong(room: Room, side: Side, u: number, width: number, depth: number) {
  const r = room.box;
  switch (side) {
    case 'south':
      return { x0: r.x0 + u, y0: r.y0, x1: r.x0 + u + width, y1: r.y0 + depth };
    case 'north':
      return { x0: r.x1 - u - width, y0: r.y1 - depth, x1: r.x1 - u, y1: r.y1 };
    case 'west':
      return { x0: r.x0, y0: r.y1 - u - width, x1: r.x0 + depth, y1: r.y1 - u };
    case 'east':
      return { x0: r.x1 - depth, y0: r.y0 + u, x1: r.x1, y1: r.y0 + u + width };
  }
}

// ---------------------------------------------------------------------------------------------
// Living rooms

export type LivingKind = 'great-room' | 'den' | 'dining' | 'family' | 'living' | 'flex';

export function furnishLiving(plan: Plan, room: Room, kind: LivingKind, { entry }: RoomContext): void {
  const back = opposite[entry];
  const long = clearWidth(room) >= clearDepth(room) ? (['north', 'south'] as Side[]) : (['west', 'east'] as Side[]);
  if (kind !== 'dining') {
    // Sofa against a wall, coffee table 16" in front, the TV on the wall it faces, chairs beside.
    const sofaWall = [...long.filter((s) => s !== entry), ...otherSides(entry)];
    const sofa = [84, 72, 60].reduce<Placed | null>(
      (got, width) => got ?? plan.placeOnAny(room, sofaWall, S.sofa(width), { at: 'centre' }),
      null,
    );
    if (!sofa) {
      // A module's small living room that holds its kitchen may have no wall left for a sofa.
      if (kind === 'living' || kind === 'flex') return;
      throw new Error(`no sofa fits ${room.name}`);
    }
    plan.placeFree(room, sofa.side, S.coffeeTable(), sofa.u + (sofa.width - 48) / 2, sofa.depth + 16);
    plan.placeOnAny(room, [opposite[sofa.side]], S.tvConsole(), { at: 'centre' });
    if (clearWidth(room) >= 150 && clearDepth(room) >= 150) {
      plan.placeFree(room, sofa.side, S.armchair(), sofa.u - 40, sofa.depth + 6);
      plan.placeFree(room, sofa.side, S.armchair(), sofa.u + sofa.width + 8, sofa.depth + 6);
    }
    if (kind === 'den' || kind === 'flex') {
      plan.placeOnAny(room, otherSides(sofa.side), S.desk(), { at: 'end' });
      plan.placeOnAny(room, otherSides(sofa.side), S.bookcase(), { at: 'start' });
      plan.placeOnAny(room, otherSides(sofa.side), S.bookcase(), { at: 'start' });
    }
    if (kind === 'great-room' || kind === 'family') dining(plan, room, back, 48);
    return;
  }
  dining(plan, room, back, 72);
  plan.placeOnAny(room, [back, ...otherSides(back)], S.dresser(60, 'sideboard'), { at: 'centre' });
}

/** A dining table with chairs round it, where the floor is free. */
function dining(plan: Plan, room: Room, side: Side, preferredLength: number): void {
  const across = frameLength(room, side);
  for (const length of [preferredLength, 60, 48]) {
    if (length > preferredLength) continue;
    const depth = length >= 60 ? 40 : 36;
    const seat = 24;
    // Table with a chair's depth and room to pull it out on every side (an outline all round).
    for (let v = 6; v + depth + 2 * seat <= frameDepth(room, side); v += 6) {
      const u = (across - length) / 2;
      if (u < seat + 6) continue;
      const probe = S.diningTable(length + 2 * seat, depth + 2 * seat);
      if (!canStand(plan, room, side, probe, u - seat, v)) continue;
      plan.placeFree(room, side, S.diningTable(length, depth), u, v + seat);
      const chairs = Math.max(1, Math.floor(length / 28));
      for (let i = 0; i < chairs; i++) {
        const cu = u + (length / chairs) * (i + 0.5) - 9;
        plan.placeFree(room, side, S.chair('dining chair'), cu, v + 2);
        plan.placeFree(room, side, S.chair('dining chair'), cu, v + seat + depth + 2);
      }
      return;
    }
  }
}

const frameDepth = (room: Room, side: Side) => (side === 'north' || side === 'south' ? clearDepth(room) : clearWidth(room));

/** Whether a shape could stand at u, v (placing it, then taking it back out). */
function canStand(plan: Plan, room: Room, side: Side, shape: S.Shape, u: number, v: number): boolean {
  const probe = { ...shape, parts: [] };
  const placed = plan.placeFree(room, side, probe, u, v);
  if (!placed) return false;
  plan.solids.pop();
  return true;
}

// ---------------------------------------------------------------------------------------------
// Utility rooms and storage

export type UtilityKind = 'laundry' | 'mechanical' | 'mudroom';

export function furnishUtility(plan: Plan, room: Room, kind: UtilityKind, { entry }: RoomContext): void {
  const back = opposite[entry];
  const sides = [back, ...otherSides(back, entry), entry];
  if (kind === 'laundry') {
    plan.require(
      room,
      sides,
      {
        ...S.washer(),
        width: 54,
        parts: [
          ...S.washer().parts,
          ...S.washer('dryer').parts.map((p) => ({ ...p, points: p.points.map((c, i) => (i % 2 === 0 ? c + 27 : c)) })),
        ],
      },
      { at: 'start' },
    );
    plan.placeOnAny(room, sides, S.laundrySink(), { at: 'end' });
    plan.fill(room, back, 25, (length) => S.counter(length, 'folding counter'), 24);
  } else if (kind === 'mechanical') {
    plan.require(room, sides, S.waterHeater(), { at: 'start' });
    plan.require(room, sides, S.airHandler(), { at: 'end' });
    plan.placeOnAny(room, [...sides].reverse(), S.electricalPanel(), { at: 'centre' });
    plan.placeOnAny(room, sides, S.shelving(36, 16), { at: 'centre' });
  } else {
    if (![60, 48, 36].some((width) => plan.placeOnAny(room, sides, S.bench(width), { at: 'centre' })))
      throw new Error(`no bench fits ${room.name}`);
    const lockerLength = largest([64, 48, 32], frameLength(room, back) - 12);
    if (lockerLength) plan.placeOnAny(room, otherSides(back, entry), S.lockers(lockerLength), { at: 'centre' });
  }
}

export type StorageKind = 'reach-in' | 'walk-in' | 'pantry' | 'linen';

export function furnishStorage(plan: Plan, room: Room, kind: StorageKind, { entry }: RoomContext): void {
  const back = opposite[entry];
  const shallow = frameDepth(room, entry) < 40;
  const depth = kind === 'pantry' || kind === 'linen' ? 16 : 24;
  const deep = Math.min(depth, frameDepth(room, entry) - 6);
  const make = (length: number) =>
    kind === 'pantry' || kind === 'linen'
      ? S.shelving(length, deep, kind === 'pantry' ? 'pantry shelves' : 'linen shelves')
      : S.closet(length, deep, 'closet rod and shelf');
  const placed = plan.fill(room, back, deep, make, 18);
  if (!shallow && (kind === 'walk-in' || kind === 'pantry')) {
    for (const side of otherSides(back, entry)) plan.fill(room, side, depth, make, 24);
  }
  if (placed.length === 0) throw new Error(`no shelving fits ${room.name}`);
}

/** Furnishes a room as its category and variant say. */
export function furnishRoom(plan: Plan, room: Room, category: string, variant: string, context: RoomContext): void {
  if (category === 'bath') furnishBath(plan, room, variant as BathKind, context);
  else if (category === 'kitchen') furnishKitchen(plan, room, variant as KitchenKind, context);
  else if (category === 'bedroom') furnishBedroom(plan, room, variant as BedroomKind, context);
  else if (category === 'living') furnishLiving(plan, room, variant as LivingKind, context);
  else if (category === 'utility') furnishUtility(plan, room, variant as UtilityKind, context);
  else if (category === 'storage') furnishStorage(plan, room, variant as StorageKind, context);
}
