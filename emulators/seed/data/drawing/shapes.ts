/**
 * Fixtures, casework and furniture at common US sizes (inches), drawn in their own frame: u runs
 * along the wall they stand against (0..width), v away from it into the room (0..depth). Each has
 * one solid outline (a filled polygon: what may not overlap anything) and details inside it
 * (polylines: a basin, burners, pillows) that stay within the outline.
 */
import type { LayerName } from '../layers.js';
import type { DrawnObject } from '../geometry.js';

type Style = NonNullable<DrawnObject['style']>;

export const STYLES = {
  wall: { stroke: '#212121', fill: '#616161', strokeWidth: 1 },
  room: { stroke: '#c5cae9', fill: '#f5f7ff', strokeWidth: 0.75 },
  door: { stroke: '#5d4037', strokeWidth: 1 },
  doorLeaf: { stroke: '#5d4037', fill: '#a1887f', strokeWidth: 1 },
  window: { stroke: '#0277bd', fill: '#e1f5fe', strokeWidth: 1 },
  glass: { stroke: '#0277bd', strokeWidth: 0.75 },
  fixture: { stroke: '#455a64', fill: '#ffffff', strokeWidth: 1 },
  fixtureDetail: { stroke: '#78909c', strokeWidth: 0.75 },
  casework: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1 },
  caseworkDetail: { stroke: '#8d6e63', strokeWidth: 0.75, dash: [4, 3] },
  furniture: { stroke: '#827717', fill: '#fffde7', strokeWidth: 1 },
  furnitureDetail: { stroke: '#9e9d24', strokeWidth: 0.75 },
  hidden: { stroke: '#546e7a', fill: '#eceff1', strokeWidth: 0.75, dash: [5, 3] },
} satisfies Record<string, Style>;

export interface Part {
  layer: LayerName;
  name: string;
  type: DrawnObject['type'];
  /** Flat u, v list in the shape's frame. */
  points: number[];
  style?: Style;
}

export interface Shape {
  /** The solid's name, as the object is named in the drawing ('toilet', 'bed'). */
  name: string;
  /** The floor it takes: along the wall and out from it. May be wider than the drawn solid (a toilet's side clearance). */
  width: number;
  depth: number;
  /** Floor kept free in front of it (inches). */
  clearance: number;
  parts: Part[];
}

type Kind = 'fixture' | 'casework' | 'furniture';
const LAYER_OF: Record<Kind, LayerName> = { fixture: 'design/fixtures', casework: 'design/casework', furniture: 'design/furniture' };
const SOLID: Record<Kind, Style> = { fixture: STYLES.fixture, casework: STYLES.casework, furniture: STYLES.furniture };
const DETAIL: Record<Kind, Style> = { fixture: STYLES.fixtureDetail, casework: STYLES.caseworkDetail, furniture: STYLES.furnitureDetail };

const rect = (u0: number, v0: number, u1: number, v1: number) => [u0, v0, u1, v0, u1, v1, u0, v1];
const closed = (points: number[]) => [...points, points[0] as number, points[1] as number];

/** Points on an ellipse (centre cu, cv; radii ru, rv) from angle a0 to a1. */
function arc(cu: number, cv: number, ru: number, rv: number, a0 = 0, a1 = 2 * Math.PI, steps = 16): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push(cu + ru * Math.cos(a), cv + rv * Math.sin(a));
  }
  return out;
}

const ring = (cu: number, cv: number, ru: number, rv = ru, steps = 16) => arc(cu, cv, ru, rv, 0, 2 * Math.PI, steps);

/** A rectangle with its corners cut, as a closed outline (a basin, a cushion). */
function rounded(u0: number, v0: number, u1: number, v1: number, r: number): number[] {
  return closed([u0 + r, v0, u1 - r, v0, u1, v0 + r, u1, v1 - r, u1 - r, v1, u0 + r, v1, u0, v1 - r, u0, v0 + r]);
}

interface ShapeSpec {
  name: string;
  kind: Kind;
  width: number;
  depth: number;
  clearance?: number;
  /** The solid outline (default: the whole box). */
  outline?: number[];
  details?: { name?: string; points: number[]; layer?: LayerName; style?: Style }[];
  /** The solid's style (default: the kind's). */
  style?: Style;
}

function shape(spec: ShapeSpec): Shape {
  const layer = LAYER_OF[spec.kind];
  const parts: Part[] = [
    {
      layer,
      name: spec.name,
      type: 'polygon',
      points: spec.outline ?? rect(0, 0, spec.width, spec.depth),
      style: spec.style ?? SOLID[spec.kind],
    },
  ];
  for (const detail of spec.details ?? []) {
    parts.push({
      layer: detail.layer ?? layer,
      name: detail.name ?? `${spec.name} detail`,
      type: 'polyline',
      points: detail.points,
      style: detail.style ?? DETAIL[spec.kind],
    });
  }
  return { name: spec.name, width: spec.width, depth: spec.depth, clearance: spec.clearance ?? 0, parts };
}

/** Offsets a shape's parts by du along the wall inside a wider box (side clearance). */
function widen(inner: Shape, width: number): Shape {
  const du = (width - inner.width) / 2;
  return { ...inner, width, parts: inner.parts.map((p) => ({ ...p, points: p.points.map((v, i) => (i % 2 === 0 ? v + du : v)) })) };
}

// ---------------------------------------------------------------------------------------------
// Bath

/** Toilet: 20" × 28", its centre at least 15" from any side wall or fixture (a 30" space), 21" clear in front. */
export function toilet(): Shape {
  const outline = [1, 0, 19, 0, 19, 8, ...arc(10, 8, 7.5, 20, 0, Math.PI, 14), 1, 8];
  return widen(
    shape({
      name: 'toilet',
      kind: 'fixture',
      width: 20,
      depth: 28,
      clearance: 21,
      outline,
      details: [{ name: 'toilet seat', points: ring(10, 16.5, 5, 8) }],
    }),
    30,
  );
}

/** Vanity cabinet (21" deep) with one basin, or two when 60" or wider. */
export function vanity(width: number): Shape {
  const centres = width >= 60 ? [width / 4, (3 * width) / 4] : [width / 2];
  return shape({
    name: 'vanity',
    kind: 'fixture',
    width,
    depth: 21,
    clearance: 21,
    details: centres.map((c) => ({ name: 'lavatory', points: ring(c, 11, Math.min(9, width / 2 - 3), 7) })),
  });
}

/** Wall-hung lavatory (accessible: knee space under it). */
export function wallLavatory(): Shape {
  return shape({
    name: 'lavatory',
    kind: 'fixture',
    width: 22,
    depth: 19,
    clearance: 30,
    details: [{ name: 'basin', points: ring(11, 10, 7.5, 6) }],
  });
}

/** Alcove bathtub: 60" (54" in a 5' bath) × 30". */
export function bathtub(width: number): Shape {
  return shape({
    name: 'bathtub',
    kind: 'fixture',
    width,
    depth: 30,
    details: [
      { name: 'tub basin', points: rounded(4, 3, width - 3, 27, 5) },
      { name: 'tub drain', points: ring(9, 15, 1.5, 1.5, 8) },
    ],
  });
}

/** Shower: a receptor with its drain; a roll-in one when accessible. */
export function shower(width: number, depth: number, name = 'shower'): Shape {
  return shape({
    name,
    kind: 'fixture',
    width,
    depth,
    details: [
      { name: 'shower drain', points: ring(width / 2, depth / 2, 2, 2, 8) },
      { name: 'shower glass', points: [1, depth - 1, width - 1, depth - 1] },
    ],
  });
}

export function linenCabinet(): Shape {
  return shape({ name: 'linen cabinet', kind: 'casework', width: 18, depth: 16, clearance: 18 });
}

// ---------------------------------------------------------------------------------------------
// Kitchen

/** Base cabinets with their countertop: 25" deep. */
export function counter(width: number, name = 'countertop'): Shape {
  return shape({ name, kind: 'casework', width, depth: 25 });
}

/** Sink base: a 36" counter with a double-bowl sink in it. */
export function sinkBase(): Shape {
  return shape({
    name: 'sink base',
    kind: 'casework',
    width: 36,
    depth: 25,
    clearance: 24,
    details: [
      { name: 'kitchen sink', style: STYLES.fixtureDetail, points: rounded(3, 4, 17, 21, 2) },
      { name: 'kitchen sink', style: STYLES.fixtureDetail, points: rounded(19, 4, 33, 21, 2) },
    ],
  });
}

/** Range: 30" × 26" with four burners. */
export function range(): Shape {
  const burners = [
    [7.5, 9, 4],
    [22.5, 9, 3],
    [7.5, 19, 3],
    [22.5, 19, 4],
  ].map(([u, v, r]) => ({ name: 'burner', points: ring(u!, v!, r!, r!, 12) }));
  return shape({ name: 'range', kind: 'fixture', width: 30, depth: 26, clearance: 30, details: burners });
}

/** Refrigerator: 36" × 30", French doors. */
export function fridge(): Shape {
  return shape({
    name: 'refrigerator',
    kind: 'fixture',
    width: 36,
    depth: 30,
    clearance: 30,
    details: [{ name: 'refrigerator doors', points: [0, 28, 36, 28, 36, 28, 18, 28, 18, 30] }],
  });
}

/** Dishwasher under the counter, 24" wide: drawn dashed (it is below the countertop). */
export function dishwasher(): Shape {
  return shape({ name: 'dishwasher', kind: 'fixture', width: 24, depth: 25, clearance: 21, style: STYLES.hidden });
}

export function island(width: number, depth: number): Shape {
  return shape({
    name: 'island',
    kind: 'casework',
    width,
    depth,
    details: [{ name: 'island overhang', points: [0, depth - 12, width, depth - 12] }],
  });
}

// ---------------------------------------------------------------------------------------------
// Bedroom

export const BED_SIZES = { twin: [39, 75], full: [54, 75], queen: [60, 80], king: [76, 80] } as const;

export function bed(size: keyof typeof BED_SIZES, name = `${size} bed`): Shape {
  const [w, d] = BED_SIZES[size];
  const pillows =
    size === 'twin'
      ? [[4, w - 4]]
      : [
          [4, w / 2 - 2],
          [w / 2 + 2, w - 4],
        ];
  return shape({
    name,
    kind: 'furniture',
    width: w,
    depth: d,
    clearance: 24,
    details: [
      ...pillows.map(([a, b]) => ({ name: 'pillow', points: rounded(a!, 3, b!, 17, 3) })),
      { name: 'blanket fold', points: [0, 26, w, 26] },
    ],
  });
}

export function nightstand(): Shape {
  return shape({ name: 'nightstand', kind: 'furniture', width: 22, depth: 18 });
}

export function dresser(width = 60, name = 'dresser'): Shape {
  return shape({ name, kind: 'furniture', width, depth: 20, clearance: 30 });
}

/** Reach-in closet: shelf and rod, 24" deep (less in a shallow one). */
export function closet(width: number, depth = 24, name = 'closet'): Shape {
  return shape({
    name,
    kind: 'casework',
    width,
    depth,
    clearance: 0,
    details: [{ name: 'closet rod', points: [2, depth / 2, width - 2, depth / 2] }],
  });
}

export function shelving(width: number, depth: number, name = 'shelving'): Shape {
  return shape({ name, kind: 'casework', width, depth, details: [{ name: `${name} edge`, points: [0, depth - 1.5, width, depth - 1.5] }] });
}

export function desk(): Shape {
  return shape({ name: 'desk', kind: 'furniture', width: 48, depth: 24, clearance: 30 });
}

export function chair(name = 'chair'): Shape {
  return shape({ name, kind: 'furniture', width: 18, depth: 20, details: [{ name: `${name} back`, points: [0, 3, 18, 3] }] });
}

// ---------------------------------------------------------------------------------------------
// Living and dining

export function sofa(width = 84): Shape {
  return shape({
    name: 'sofa',
    kind: 'furniture',
    width,
    depth: 36,
    details: [
      { name: 'sofa back', points: [0, 9, width, 9] },
      { name: 'sofa arm', points: [9, 9, 9, 36] },
      { name: 'sofa arm', points: [width - 9, 9, width - 9, 36] },
      { name: 'sofa cushion', points: [width / 2, 9, width / 2, 36] },
    ],
  });
}

export function armchair(): Shape {
  return shape({
    name: 'armchair',
    kind: 'furniture',
    width: 32,
    depth: 32,
    details: [
      { name: 'armchair back', points: [0, 8, 32, 8] },
      { name: 'armchair arm', points: [6, 8, 6, 32] },
      { name: 'armchair arm', points: [26, 8, 26, 32] },
    ],
  });
}

export function coffeeTable(): Shape {
  return shape({ name: 'coffee table', kind: 'furniture', width: 48, depth: 24 });
}

export function tvConsole(): Shape {
  return shape({ name: 'tv console', kind: 'furniture', width: 60, depth: 18, clearance: 30 });
}

export function diningTable(width: number, depth: number): Shape {
  return shape({ name: 'dining table', kind: 'furniture', width, depth });
}

export function bookcase(): Shape {
  return shape({ name: 'bookcase', kind: 'casework', width: 36, depth: 12, clearance: 24 });
}

// ---------------------------------------------------------------------------------------------
// Utility and storage

export function washer(name = 'washer'): Shape {
  return shape({
    name,
    kind: 'fixture',
    width: 27,
    depth: 30,
    clearance: 36,
    details: [{ name: `${name} drum`, points: ring(13.5, 16, 10, 10, 16) }],
  });
}

export function laundrySink(): Shape {
  return shape({
    name: 'laundry sink',
    kind: 'fixture',
    width: 24,
    depth: 22,
    clearance: 30,
    details: [{ name: 'laundry sink basin', points: rounded(3, 3, 21, 19, 2) }],
  });
}

export function waterHeater(): Shape {
  return shape({
    name: 'water heater',
    kind: 'fixture',
    width: 22,
    depth: 22,
    clearance: 18,
    outline: ring(11, 11, 10.5, 10.5, 20).slice(0, -2),
    details: [{ name: 'water heater flue', points: ring(11, 11, 2, 2, 8) }],
  });
}

export function airHandler(): Shape {
  return shape({
    name: 'air handler',
    kind: 'fixture',
    width: 21,
    depth: 24,
    clearance: 24,
    details: [{ name: 'air handler filter', points: [0, 20, 21, 20] }],
  });
}

export function electricalPanel(): Shape {
  return shape({ name: 'electrical panel', kind: 'fixture', width: 15, depth: 4, clearance: 36 });
}

export function bench(width = 48): Shape {
  return shape({ name: 'bench', kind: 'furniture', width, depth: 16, clearance: 24 });
}

export function lockers(width: number): Shape {
  const cubbies = Math.max(1, Math.round(width / 16));
  const lines = Array.from({ length: cubbies - 1 }, (_, i) => ({
    name: 'locker divider',
    points: [((i + 1) * width) / cubbies, 0, ((i + 1) * width) / cubbies, 18],
  }));
  return shape({ name: 'lockers', kind: 'casework', width, depth: 18, clearance: 24, details: lines });
}

// ---------------------------------------------------------------------------------------------
// Outdoor

export function roundTable(diameter = 42): Shape {
  return shape({
    name: 'patio table',
    kind: 'furniture',
    width: diameter,
    depth: diameter,
    outline: ring(diameter / 2, diameter / 2, diameter / 2, diameter / 2, 20).slice(0, -2),
  });
}

export function lounger(): Shape {
  return shape({
    name: 'lounge chair',
    kind: 'furniture',
    width: 28,
    depth: 72,
    details: [{ name: 'lounge chair back', points: [0, 20, 28, 20] }],
  });
}

export function planter(size = 24): Shape {
  return shape({
    name: 'planter',
    kind: 'furniture',
    width: size,
    depth: size,
    outline: ring(size / 2, size / 2, size / 2 - 1, size / 2 - 1, 14).slice(0, -2),
  });
}
