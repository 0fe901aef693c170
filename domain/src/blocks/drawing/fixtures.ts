/**
 * The fixture catalogue of the block editor (issue 26): what an engineer places in a bathroom,
 * kitchen, laundry or stair, at the sizes the seeded drawings use (emulators/seed/data/drawing/
 * shapes.ts and outdoor-blocks.ts, US standard sizes). Each is drawn in its own frame: u along the
 * wall it stands against (0..width), v out into the room (0..depth); placed, it becomes one
 * polygon named after it on its layer, its details (a basin, a drum) cut into the same outline so
 * the fixture moves and deletes as one object.
 */
import type { BlockObject } from '../block-document.js';
import type { Point } from '../geometry.js';
import { snapToUnit } from '../units.js';

export interface Fixture {
  id: FixtureId;
  /** The object's name in the drawing, as the seeded blocks name it. */
  name: string;
  /** Along the wall and out from it (inches). */
  width: number;
  depth: number;
  layer: string;
  /** Closed rings in the fixture's frame (u, v flat lists): the outline first, then details. */
  rings: number[][];
  style: NonNullable<BlockObject['style']>;
}

export const FIXTURE_IDS = [
  'toilet',
  'vanity',
  'tub',
  'shower',
  'sink',
  'range',
  'fridge',
  'dishwasher',
  'washer',
  'dryer',
  'stairs',
] as const;
export type FixtureId = (typeof FIXTURE_IDS)[number];

const FIXTURE_STYLE = { stroke: '#455a64', fill: '#ffffff', strokeWidth: 1 };
const HIDDEN_STYLE = { stroke: '#546e7a', fill: '#eceff1', strokeWidth: 0.75, dash: [5, 3] };
const STAIR_STYLE = { stroke: '#6d4c41', fill: '#ffffff', strokeWidth: 1.25 };

const box = (u0: number, v0: number, u1: number, v1: number) => [u0, v0, u1, v0, u1, v1, u0, v1];

/** An ellipse as a closed ring of `steps` points (centre cu, cv; radii ru, rv), from angle a0 to a1. */
function ellipse(cu: number, cv: number, ru: number, rv: number, steps = 16, a0 = 0, a1 = 2 * Math.PI): number[] {
  const out: number[] = [];
  const full = a1 - a0 >= 2 * Math.PI - 1e-9;
  const count = full ? steps : steps + 1;
  for (let i = 0; i < count; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push(cu + ru * Math.cos(a), cv + rv * Math.sin(a));
  }
  return out;
}

/** A rectangle with cut corners (a basin). */
function rounded(u0: number, v0: number, u1: number, v1: number, r: number): number[] {
  return [u0 + r, v0, u1 - r, v0, u1, v0 + r, u1, v1 - r, u1 - r, v1, u0 + r, v1, u0, v1 - r, u0, v0 + r];
}

/** Treads of a straight stair, as thin rings across its width every `going` inches. */
function treads(width: number, depth: number, going: number): number[][] {
  const rings: number[][] = [];
  for (let v = going; v < depth - 1e-9; v += going) rings.push(box(1, v - 0.25, width - 1, v + 0.25));
  return rings;
}

const CATALOGUE: Record<FixtureId, Omit<Fixture, 'id'>> = {
  // Toilet: 20" wide, 28" deep (tank and elongated bowl), as shapes.ts toilet().
  toilet: {
    name: 'toilet',
    width: 20,
    depth: 28,
    layer: 'design/fixtures',
    rings: [[1, 0, 19, 0, 19, 8, ...ellipse(10, 8, 7.5, 20, 14, 0, Math.PI), 1, 8], ellipse(10, 16.5, 5, 8)],
    style: FIXTURE_STYLE,
  },
  // Vanity: 30" × 21" with one basin (the seed draws 24"–72").
  vanity: {
    name: 'vanity',
    width: 30,
    depth: 21,
    layer: 'design/fixtures',
    rings: [box(0, 0, 30, 21), ellipse(15, 11, 9, 7)],
    style: FIXTURE_STYLE,
  },
  // Alcove bathtub: 60" × 30".
  tub: {
    name: 'bathtub',
    width: 60,
    depth: 30,
    layer: 'design/fixtures',
    rings: [box(0, 0, 60, 30), rounded(4, 3, 57, 27, 5)],
    style: FIXTURE_STYLE,
  },
  // Shower receptor: 36" × 36" with its drain.
  shower: {
    name: 'shower',
    width: 36,
    depth: 36,
    layer: 'design/fixtures',
    rings: [box(0, 0, 36, 36), ellipse(18, 18, 2, 2, 8)],
    style: FIXTURE_STYLE,
  },
  // Sink base: a 36" counter, 25" deep, with a double-bowl sink.
  sink: {
    name: 'sink base',
    width: 36,
    depth: 25,
    layer: 'design/casework',
    rings: [box(0, 0, 36, 25), rounded(3, 4, 17, 21, 2), rounded(19, 4, 33, 21, 2)],
    style: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1 },
  },
  // Range: 30" × 26" with four burners.
  range: {
    name: 'range',
    width: 30,
    depth: 26,
    layer: 'design/fixtures',
    rings: [
      box(0, 0, 30, 26),
      ellipse(7.5, 9, 4, 4, 12),
      ellipse(22.5, 9, 3, 3, 12),
      ellipse(7.5, 19, 3, 3, 12),
      ellipse(22.5, 19, 4, 4, 12),
    ],
    style: FIXTURE_STYLE,
  },
  // Refrigerator: 36" × 30".
  fridge: {
    name: 'refrigerator',
    width: 36,
    depth: 30,
    layer: 'design/fixtures',
    rings: [box(0, 0, 36, 30), box(1, 27.5, 35, 28.5)],
    style: FIXTURE_STYLE,
  },
  // Dishwasher: 24" × 25", under the counter (drawn dashed).
  dishwasher: { name: 'dishwasher', width: 24, depth: 25, layer: 'design/fixtures', rings: [box(0, 0, 24, 25)], style: HIDDEN_STYLE },
  // Washer and dryer: 27" × 30" each.
  washer: {
    name: 'washer',
    width: 27,
    depth: 30,
    layer: 'design/fixtures',
    rings: [box(0, 0, 27, 30), ellipse(13.5, 16, 10, 10)],
    style: FIXTURE_STYLE,
  },
  dryer: {
    name: 'dryer',
    width: 27,
    depth: 30,
    layer: 'design/fixtures',
    rings: [box(0, 0, 27, 30), ellipse(13.5, 16, 10, 10)],
    style: FIXTURE_STYLE,
  },
  // Stairs: 36" wide, ten 11" treads (110" run).
  stairs: {
    name: 'stairs',
    width: 36,
    depth: 110,
    layer: 'assemblies/stair',
    rings: [box(0, 0, 36, 110), ...treads(36, 110, 11)],
    style: STAIR_STYLE,
  },
};

/** Every fixture of the catalogue, in toolbar order. */
export const FIXTURES: readonly Fixture[] = FIXTURE_IDS.map((id) => ({ id, ...CATALOGUE[id] }));

export function fixtureOf(id: string): Fixture | undefined {
  return FIXTURES.find((f) => f.id === id);
}

/** Quarter turns counter-clockwise (y up): 0, 90, 180, 270 degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** The next quarter turn (R rotates a fixture before it is placed). */
export const nextQuarterTurn = (turn: QuarterTurn): QuarterTurn => ((turn + 90) % 360) as QuarterTurn;

/** A point of the fixture's frame placed with its back-left corner at `at`, turned `turn`. */
function place(u: number, v: number, at: Point, turn: QuarterTurn): Point {
  switch (turn) {
    case 90:
      return { x: at.x - v, y: at.y + u };
    case 180:
      return { x: at.x - u, y: at.y - v };
    case 270:
      return { x: at.x + v, y: at.y - u };
    default:
      return { x: at.x + u, y: at.y + v };
  }
}

/**
 * One ring's flat list placed at `at`, turned, on 1/16" (closed: its first point repeated last,
 * so a ring joined to the next one returns to where it left).
 */
function placedRing(ring: readonly number[], at: Point, turn: QuarterTurn): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < ring.length; i += 2) {
    const p = place(ring[i]!, ring[i + 1]!, at, turn);
    out.push(snapToUnit(p.x) + 0, snapToUnit(p.y) + 0);
  }
  return [...out, out[0]!, out[1]!];
}

/**
 * The fixture's outline at `at` (its back-left corner: the wall it stands against runs along its
 * width), turned a quarter turn at a time: the outline ring, then each detail ring joined to it
 * (one polygon, drawn as the outline with its details).
 */
export function fixturePoints(fixture: Fixture, at: Point, turn: QuarterTurn = 0): number[] {
  const [outline, ...details] = fixture.rings.map((ring) => placedRing(ring, at, turn));
  const points = [...outline!];
  const back = outline!.slice(0, 2);
  for (const detail of details) points.push(...detail, ...back);
  return points;
}

/** The footprint of a placed fixture (its width × depth box, turned): for snapping and previews. */
export function fixtureFootprint(fixture: Fixture, at: Point, turn: QuarterTurn = 0): Point[] {
  return [
    place(0, 0, at, turn),
    place(fixture.width, 0, at, turn),
    place(fixture.width, fixture.depth, at, turn),
    place(0, fixture.depth, at, turn),
  ].map((p) => ({ x: snapToUnit(p.x) + 0, y: snapToUnit(p.y) + 0 }));
}

/** The block object for a fixture placed at `at` (a polygon named after it, in its style). */
export function fixtureObject(fixture: Fixture, at: Point, turn: QuarterTurn = 0, id?: string): BlockObject {
  return {
    ...(id ? { id } : {}),
    name: fixture.name,
    type: 'polygon',
    points: fixturePoints(fixture, at, turn),
    style: { ...fixture.style },
  };
}
