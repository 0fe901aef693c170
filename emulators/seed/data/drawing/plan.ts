/**
 * A small plan builder for the seeded block drawings: walls with openings, doors and windows in
 * them, named rooms, and fixtures or furniture placed against a room's walls without overlapping
 * anything. Inches, y up, origin at the block's lower-left corner (core spec sections 3 and 9).
 *
 * Pure and deterministic: the same calls give the same drawing.
 */
import type { LayerName } from '../layers.js';
import type { DrawnObject } from '../geometry.js';
import { quarterInch } from '../geometry.js';
import { STYLES, type Part, type Shape } from './shapes.js';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Side = 'south' | 'north' | 'west' | 'east';
export const SIDES: readonly Side[] = ['south', 'north', 'west', 'east'];

/** Boxes that share more than a sliver of area (touching edges do not count). */
export function overlaps(a: Box, b: Box, tolerance = 0.01): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > tolerance && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > tolerance;
}

export function boxOf(points: readonly number[]): Box {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export function boxPoints(b: Box): number[] {
  return [b.x0, b.y0, b.x1, b.y0, b.x1, b.y1, b.x0, b.y1].map(quarterInch);
}

const boxWidth = (b: Box) => b.x1 - b.x0;
const boxHeight = (b: Box) => b.y1 - b.y0;

/**
 * A straight wall: a band `thickness` wide. Horizontal runs span x from..to at y at..at+thickness;
 * vertical runs span y from..to at x at..at+thickness. Openings cut it into segments.
 */
export interface WallRun {
  name: string;
  horizontal: boolean;
  at: number;
  thickness: number;
  from: number;
  to: number;
  openings: { from: number; to: number }[];
}

/** The room's frame along one of its sides: u runs along the wall, v into the room. */
interface Frame {
  length: number;
  depth: number;
  map(u: number, v: number): [number, number];
}

function frameOf(room: Box, side: Side): Frame {
  switch (side) {
    case 'south':
      return { length: boxWidth(room), depth: boxHeight(room), map: (u, v) => [room.x0 + u, room.y0 + v] };
    case 'north':
      return { length: boxWidth(room), depth: boxHeight(room), map: (u, v) => [room.x1 - u, room.y1 - v] };
    case 'west':
      return { length: boxHeight(room), depth: boxWidth(room), map: (u, v) => [room.x0 + v, room.y1 - u] };
    case 'east':
      return { length: boxHeight(room), depth: boxWidth(room), map: (u, v) => [room.x1 - v, room.y0 + u] };
  }
}

function frameBox(frame: Frame, u0: number, v0: number, u1: number, v1: number): Box {
  const [ax, ay] = frame.map(u0, v0);
  const [bx, by] = frame.map(u1, v1);
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}

/** Where a shape went: its box on the plan and its place in the side's frame. */
export interface Placed {
  box: Box;
  side: Side;
  u: number;
  v: number;
  width: number;
  depth: number;
}

export interface Placement {
  /** Where along the side: the start, the end, the middle, or an offset (inches) from the start. */
  at?: 'start' | 'end' | 'centre' | number;
  /** Distance from the wall face (inches), for items that stand off the wall. */
  offset?: number;
  /** Only positions within this range along the side (inches from its start). */
  within?: [number, number];
}

/** A room being drawn: its clear (inside) box, and where things in it stand. */
export interface Room {
  name: string;
  box: Box;
}

export class Plan {
  readonly walls: WallRun[] = [];
  readonly rooms: Room[] = [];
  /** Boxes nothing else may overlap: walls and placed items. */
  readonly solids: Box[] = [];
  /** Floor that must stay free (door swings, the space in front of fixtures); may overlap each other. */
  readonly clearances: Box[] = [];
  /** The part of {@link clearances} in front of doors and openings: even counters keep off it. */
  readonly passages: Box[] = [];
  private readonly layers = new Map<LayerName, DrawnObject[]>();
  private wallsDrawn = false;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Adds an object to a layer; a name already used there gets a number. */
  add(layer: LayerName, object: DrawnObject): DrawnObject {
    const objects = this.layers.get(layer) ?? [];
    const taken = new Set(objects.map((o) => o.name));
    let name = object.name;
    for (let n = 2; taken.has(name); n++) name = `${object.name} ${n}`;
    const added = { ...object, name, points: object.points.map(quarterInch) };
    objects.push(added);
    this.layers.set(layer, objects);
    return added;
  }

  /** A point to come back to: what has been placed and drawn so far. */
  mark(): () => void {
    const counts = {
      solids: this.solids.length,
      clearances: this.clearances.length,
      passages: this.passages.length,
      rooms: this.rooms.length,
    };
    const layers = new Map([...this.layers].map(([k, v]) => [k, v.length]));
    const openings = this.walls.map((w) => w.openings.length);
    const walls = this.walls.length;
    return () => {
      this.solids.length = counts.solids;
      this.clearances.length = counts.clearances;
      this.passages.length = counts.passages;
      this.rooms.length = counts.rooms;
      this.walls.length = walls;
      this.walls.forEach((w, i) => (w.openings.length = openings[i] ?? 0));
      for (const [k, v] of this.layers) {
        const keep = layers.get(k) ?? 0;
        if (keep === 0) this.layers.delete(k);
        else v.length = keep;
      }
    };
  }

  /** Tries layouts in turn, undoing a failed one: the first that fits stays. */
  firstThatFits(name: string, layouts: readonly (() => void)[]): void {
    const errors: string[] = [];
    for (const layout of layouts) {
      const undo = this.mark();
      try {
        layout();
        return;
      } catch (error) {
        undo();
        errors.push((error as Error).message);
      }
    }
    throw new Error(`${name}: ${errors.join('; ')}`);
  }

  has(layer: LayerName): boolean {
    return (this.layers.get(layer)?.length ?? 0) > 0;
  }

  /** The objects of a layer so far (read-only view). */
  objectsOf(layer: LayerName): readonly DrawnObject[] {
    return this.layers.get(layer) ?? [];
  }

  // -------------------------------------------------------------------------------------------
  // Walls, doors, windows

  wall(name: string, horizontal: boolean, at: number, thickness: number, from: number, to: number): WallRun {
    const run: WallRun = { name, horizontal, at, thickness, from, to, openings: [] };
    this.walls.push(run);
    this.solids.push(this.bandOf(run, from, to));
    return run;
  }

  /**
   * The four walls around a box (the block's footprint or part of it), `thickness` thick inside
   * it: south and north span the full width, west and east fit between them.
   */
  enclose(box: Box, thickness: number, label = 'wall'): Record<Side, WallRun> {
    return {
      south: this.wall(`south ${label}`, true, box.y0, thickness, box.x0, box.x1),
      north: this.wall(`north ${label}`, true, box.y1 - thickness, thickness, box.x0, box.x1),
      west: this.wall(`west ${label}`, false, box.x0, thickness, box.y0 + thickness, box.y1 - thickness),
      east: this.wall(`east ${label}`, false, box.x1 - thickness, thickness, box.y0 + thickness, box.y1 - thickness),
    };
  }

  private bandOf(run: WallRun, from: number, to: number): Box {
    return run.horizontal
      ? { x0: from, y0: run.at, x1: to, y1: run.at + run.thickness }
      : { x0: run.at, y0: from, x1: run.at + run.thickness, y1: to };
  }

  /** Whether an opening from..to fits in the run beside its other openings. */
  canCut(run: WallRun, from: number, to: number): boolean {
    return from >= run.from && to <= run.to && !run.openings.some((o) => o.from < to && from < o.to);
  }

  private cut(run: WallRun, from: number, to: number): void {
    if (from < run.from || to > run.to || run.openings.some((o) => o.from < to && from < o.to)) {
      throw new Error(`opening ${from}..${to} does not fit ${run.name}`);
    }
    run.openings.push({ from, to });
  }

  /**
   * A swing door in a wall: the opening from `from` to `from + width` along the run, hinged at one
   * jamb, drawn open at 90° into the side `into` ('+' = towards larger y or x) with its swing arc:
   * one polyline from the hinge, out along the leaf, round the arc, to the strike jamb. Its swing
   * and the passage in front of it on both sides are kept clear.
   */
  door(run: WallRun, from: number, width: number, options: { hinge: 'start' | 'end'; into: '+' | '-'; name?: string }): void {
    this.cut(run, from, from + width);
    const face = options.into === '+' ? run.at + run.thickness : run.at;
    const dir = options.into === '+' ? 1 : -1;
    const hinge = options.hinge === 'start' ? from : from + width;
    const strike = options.hinge === 'start' ? from + width : from;
    const along = strike > hinge ? 1 : -1;
    const local: [number, number][] = [
      [0, 0],
      [0, width],
    ];
    for (let i = 1; i <= 12; i++) {
      const a = (Math.PI / 2) * (1 - i / 12);
      local.push([Math.cos(a) * width * along, Math.sin(a) * width]);
    }
    const points = local.flatMap(([a, d]) => (run.horizontal ? [hinge + a, face + d * dir] : [face + d * dir, hinge + a]));
    points[points.length - 2] = run.horizontal ? strike : face;
    points[points.length - 1] = run.horizontal ? face : strike;
    this.add('design/doors', { name: options.name ?? 'door', type: 'polyline', points, style: STYLES.door });
    this.keepClear(run, from, from + width, width, options.into);
    this.keepClear(run, from, from + width, 24, options.into === '+' ? '-' : '+');
  }

  /**
   * A cased opening or a door drawn closed in its opening (an exterior door seen from outside):
   * a thin leaf in the middle of the wall, the passage kept clear on the inside.
   */
  closedDoor(run: WallRun, from: number, width: number, options: { into: '+' | '-'; name?: string }): void {
    this.cut(run, from, from + width);
    const mid = run.at + run.thickness / 2;
    const leaf = run.horizontal
      ? { x0: from, y0: mid - 0.875, x1: from + width, y1: mid + 0.875 }
      : { x0: mid - 0.875, y0: from, x1: mid + 0.875, y1: from + width };
    this.add('design/doors', { name: options.name ?? 'door', type: 'polygon', points: boxPoints(leaf), style: STYLES.doorLeaf });
    this.keepClear(run, from, from + width, 36, options.into);
  }

  /** An opening without a door (a cased opening between rooms): only the passage is kept clear. */
  opening(run: WallRun, from: number, width: number, passage = 30): void {
    this.cut(run, from, from + width);
    this.keepClear(run, from, from + width, passage, '+');
    this.keepClear(run, from, from + width, passage, '-');
  }

  /**
   * A bifold door (closets too shallow for a swing): two pairs of panels folded part way, drawn as
   * one zigzag from jamb to jamb on the `into` side.
   */
  bifold(run: WallRun, from: number, width: number, options: { into: '+' | '-'; name?: string }): void {
    this.cut(run, from, from + width);
    const face = options.into === '+' ? run.at + run.thickness : run.at;
    const dir = options.into === '+' ? 1 : -1;
    const fold = Math.min(4, width / 8);
    const local: [number, number][] = [
      [0, 0],
      [width / 4, fold],
      [width / 2, 0],
      [(3 * width) / 4, fold],
      [width, 0],
    ];
    const points = local.flatMap(([a, d]) => (run.horizontal ? [from + a, face + d * dir] : [face + d * dir, from + a]));
    this.add('design/doors', { name: options.name ?? 'bifold door', type: 'polyline', points, style: STYLES.door });
    this.keepClear(run, from, from + width, fold + 1, options.into);
    this.keepClear(run, from, from + width, 24, options.into === '+' ? '-' : '+');
  }

  /** A window: the opening filled with a glazed unit the wall's thickness deep, glass down its middle. */
  window(run: WallRun, from: number, width: number, name = 'window'): void {
    this.cut(run, from, from + width);
    const band = this.bandOf(run, from, from + width);
    const added = this.add('design/windows', { name, type: 'polygon', points: boxPoints(band), style: STYLES.window });
    const mid = run.at + run.thickness / 2;
    const glass = run.horizontal ? [from, mid, from + width, mid] : [mid, from, mid, from + width];
    this.add('design/windows', { name: `${added.name} glass`, type: 'polyline', points: glass, style: STYLES.glass });
  }

  private keepClear(run: WallRun, from: number, to: number, depth: number, side: '+' | '-'): void {
    const face = side === '+' ? run.at + run.thickness : run.at;
    const [a, b] = side === '+' ? [face, face + depth] : [face - depth, face];
    const box = run.horizontal ? { x0: from, y0: a, x1: to, y1: b } : { x0: a, y0: from, x1: b, y1: to };
    this.clearances.push(box);
    this.passages.push(box);
  }

  /** The wall segments left between openings, as filled polygons (not rects: no area label on a wall). */
  private drawWalls(): void {
    for (const run of this.walls) {
      const cuts = [...run.openings].sort((a, b) => a.from - b.from);
      let start = run.from;
      const segments: Box[] = [];
      for (const cut of cuts) {
        if (cut.from > start) segments.push(this.bandOf(run, start, cut.from));
        start = cut.to;
      }
      if (run.to > start) segments.push(this.bandOf(run, start, run.to));
      for (const segment of segments)
        this.add('design/walls', { name: run.name, type: 'polygon', points: boxPoints(segment), style: STYLES.wall });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Rooms and what stands in them

  /** A room: its clear floor as a rect (the only rects, so each room shows its area once). */
  room(name: string, box: Box): Room {
    const room = { name, box };
    this.rooms.push(room);
    this.add('design/rooms', { name, type: 'rect', points: boxPoints(box), style: STYLES.room });
    return room;
  }

  /** A floor to place things on that is drawn by someone else (a patio's own outline). */
  area(name: string, box: Box): Room {
    return { name, box };
  }

  /**
   * Places a shape against one side of a room: the first position, from the preferred one
   * outward, where its box and the floor in front of it stay clear of everything placed so far.
   * Returns the box it took, or null when it fits nowhere on that side.
   */
  place(room: Room, side: Side, shape: Shape, placement: Placement = {}): Placed | null {
    const frame = frameOf(room.box, side);
    const offset = placement.offset ?? 0;
    const [lo, hi] = placement.within ?? [0, frame.length];
    const last = Math.min(hi, frame.length) - shape.width;
    const first = Math.max(0, lo);
    if (last < first - 1e-9 || offset + shape.depth > frame.depth + 1e-9) return null;
    const at = placement.at ?? 'start';
    const preferred =
      at === 'start' ? first : at === 'end' ? last : at === 'centre' ? (first + last) / 2 : Math.min(last, Math.max(first, at));
    for (const u of candidates(preferred, first, last)) {
      const box = frameBox(frame, u, offset, u + shape.width, offset + shape.depth);
      if (this.solids.some((s) => overlaps(s, box)) || this.clearances.some((c) => overlaps(c, box))) continue;
      const clearDepth = Math.min(shape.clearance, frame.depth - offset - shape.depth);
      const clear = clearDepth > 0 ? frameBox(frame, u, offset + shape.depth, u + shape.width, offset + shape.depth + clearDepth) : null;
      if (clear && this.solids.some((s) => overlaps(s, clear))) continue;
      this.put(shape, frame, u, offset);
      this.solids.push(box);
      if (clear) this.clearances.push(clear);
      return { box, side, u, v: offset, width: shape.width, depth: shape.depth };
    }
    return null;
  }

  /** Tries each side in turn (see {@link place}). */
  placeOnAny(room: Room, sides: readonly Side[], shape: Shape, placement: Placement = {}): Placed | null {
    for (const side of sides) {
      const box = this.place(room, side, shape, placement);
      if (box) return box;
    }
    return null;
  }

  /** Like {@link placeOnAny}, for what the room must have: throws when it fits nowhere. */
  require(room: Room, sides: readonly Side[], shape: Shape, placement: Placement = {}): Placed {
    const box = this.placeOnAny(room, sides, shape, placement);
    if (!box) throw new Error(`${shape.name} does not fit in ${room.name} (${this.width}" × ${this.height}")`);
    return box;
  }

  /** Places a free-standing shape with its lower-left corner at x, y, facing `side`'s wall, if the floor is free. */
  placeFree(room: Room, side: Side, shape: Shape, u: number, v: number): Placed | null {
    const frame = frameOf(room.box, side);
    if (u < 0 || v < 0 || u + shape.width > frame.length + 1e-9 || v + shape.depth > frame.depth + 1e-9) return null;
    const box = frameBox(frame, u, v, u + shape.width, v + shape.depth);
    if (this.solids.some((s) => overlaps(s, box)) || this.clearances.some((c) => overlaps(c, box))) return null;
    this.put(shape, frame, u, v);
    this.solids.push(box);
    return { box, side, u, v, width: shape.width, depth: shape.depth };
  }

  /**
   * Fills the free stretches along a side with shapes `depth` deep (counters, shelving): every run
   * of at least `minLength` inches where nothing solid and no passage is in the way.
   */
  fill(room: Room, side: Side, depth: number, make: (length: number) => Shape, minLength = 12, within?: [number, number]): Placed[] {
    const frame = frameOf(room.box, side);
    if (depth > frame.depth) return [];
    const [lo, hi] = within ?? [0, frame.length];
    const free = (u: number) => {
      const slice = frameBox(frame, u, 0, u + 1, depth);
      return !this.solids.some((s) => overlaps(s, slice)) && !this.passages.some((c) => overlaps(c, slice));
    };
    const placed: Placed[] = [];
    const flush = (from: number, to: number) => {
      if (to - from < minLength) return;
      const shape = make(to - from);
      const box = frameBox(frame, from, 0, to, depth);
      this.put(shape, frame, from, 0);
      this.solids.push(box);
      placed.push({ box, side, u: from, v: 0, width: to - from, depth });
    };
    let start: number | null = null;
    const first = Math.max(0, lo);
    const last = Math.min(hi, frame.length);
    for (let u = first; u < last; u++) {
      const open = free(u) && u + 1 <= last;
      if (open && start === null) start = u;
      if (!open && start !== null) {
        flush(start, u);
        start = null;
      }
    }
    if (start !== null) flush(start, last);
    return placed;
  }

  private put(shape: Shape, frame: Frame, u: number, v: number): void {
    const toPlan = (points: readonly number[]) => {
      const out: number[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) out.push(...frame.map(u + (points[i] as number), v + (points[i + 1] as number)));
      return out;
    };
    for (const part of shape.parts) this.add(part.layer, partObject(part, toPlan(part.points)));
  }

  /** The finished layers, in the fixed draw order. */
  layersInOrder(order: readonly LayerName[]): Record<string, { objects: DrawnObject[] }> {
    if (!this.wallsDrawn) this.drawWalls();
    this.wallsDrawn = true;
    const out: Record<string, { objects: DrawnObject[] }> = {};
    for (const layer of order) {
      const objects = this.layers.get(layer);
      if (objects?.length) out[layer] = { objects };
    }
    return out;
  }
}

function partObject(part: Part, points: number[]): DrawnObject {
  const object: DrawnObject = { name: part.name, type: part.type, points };
  if (part.style) object.style = { ...part.style };
  return object;
}

/** Positions from `preferred` outward, an inch apart, within [first, last]. */
function* candidates(preferred: number, first: number, last: number): Generator<number> {
  yield preferred;
  for (let step = 1; preferred - step >= first - 1 || preferred + step <= last + 1; step++) {
    if (preferred + step <= last) yield preferred + step;
    if (preferred - step >= first) yield preferred - step;
  }
  if (last !== preferred) yield last;
  if (first !== preferred) yield first;
}
