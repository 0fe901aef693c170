/**
 * Label placement that never piles labels onto each other (issue 26): each label tries its own
 * spot first, then spots round it, in priority order; a label with no free spot is left out rather
 * than drawn over another. Units are the caller's (view pixels).
 */
import type { BlockObject } from '../block-document.js';
import { areaLabelOf, type HasPoints } from '../geometry.js';
import { DIMENSIONS_LAYER, dimensionLength } from './dimensions.js';
import { formatFeetInches } from './feet-inches.js';

/** The layer rooms are drawn on: their labels carry the room's name over its area. */
export const ROOMS_LAYER = 'design/rooms';

/**
 * What the canvas writes on an object: a room's name over its area ('Bath\n40 ft²'), another
 * rectangle's area; a dimension the length it measures (5'-6"); nothing on other shapes (a wall's
 * length is not an area).
 */
export function canvasLabelOf(object: Pick<BlockObject, 'type' | 'name'> & HasPoints, layer: string): string | null {
  if (layer === DIMENSIONS_LAYER && object.type === 'polyline') {
    const length = dimensionLength(object.points);
    return length === null ? null : formatFeetInches(length);
  }
  const area = areaLabelOf(object);
  if (!area) return null;
  const name = object.name.trim();
  return layer === ROOMS_LAYER && name ? `${name}\n${area}` : area;
}

/** A room as a plan's room schedule lists it: its name and area in ft² ('Bathroom', '40 ft²'). */
export interface RoomLabel {
  name: string;
  area: string;
}

/**
 * The rooms of a drawing (the rooms layer's rectangles, in draw order) with their areas, as the
 * canvas labels them: what a read-only drawing also lists in words. Unnamed rooms are 'room'.
 */
export function roomLabelsOf(layers: Readonly<Record<string, readonly (Pick<BlockObject, 'type' | 'name'> & HasPoints)[]>>): RoomLabel[] {
  return (layers[ROOMS_LAYER] ?? []).flatMap((room) => {
    const area = areaLabelOf(room);
    return area ? [{ name: room.name.trim() || 'room', area }] : [];
  });
}

export interface LabelRequest {
  id: string;
  /** Where the label belongs (its centre when it fits there). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Higher goes first (a selected object's label, a larger room). */
  priority?: number;
  /** Only its own spot (a dimension's label sits on its line, never elsewhere): placed before the others, left out if taken. */
  fixed?: boolean;
  /**
   * The box of the object it names (a room): a spot other than its own keeps the whole label
   * inside it, so a room's name moved aside never lands outside its room (or the building); with no
   * such spot free it is left out.
   */
  within?: LabelBox;
}

/** A box in the caller's units, y downwards. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  id: string;
  /** The label's centre. */
  x: number;
  y: number;
  width: number;
  height: number;
}

type Box = LabelBox;

/** The grid cell (pixels) of the placement's index. */
const CELL = 64;

const boxOf = (x: number, y: number, w: number, h: number): Box => ({
  left: x - w / 2,
  top: y - h / 2,
  right: x + w / 2,
  bottom: y + h / 2,
});
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (a: Box, b: Box) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;

/** The spots tried round a label's own, in order: its own, below, above, right, left, then further (inside `within`). */
function candidates(r: LabelRequest): [number, number][] {
  const own: [number, number] = [r.x, r.y];
  if (r.fixed) return [own];
  const out: [number, number][] = [own];
  for (const step of [1, 2]) {
    const dy = r.height * step + 2;
    const dx = r.width * 0.5 * step + r.height;
    out.push([r.x, r.y + dy], [r.x, r.y - dy], [r.x + dx, r.y], [r.x - dx, r.y], [r.x + dx, r.y + dy], [r.x - dx, r.y - dy]);
  }
  const within = r.within;
  if (!within) return out;
  // Inside its object's box: each spot pulled in so the label fits (none when it is larger than the box).
  if (r.width > within.right - within.left || r.height > within.bottom - within.top) return [own];
  const clamp = (v: number, low: number, high: number) => Math.min(Math.max(v, low), high);
  const kept = new Set<string>();
  return out.flatMap((spot, i) => {
    const pulled: [number, number] =
      i === 0
        ? spot
        : [
            clamp(spot[0], within.left + r.width / 2, within.right - r.width / 2),
            clamp(spot[1], within.top + r.height / 2, within.bottom - r.height / 2),
          ];
    const key = pulled.join();
    if (kept.has(key) || (i > 0 && !inside(boxOf(pulled[0], pulled[1], r.width, r.height), within))) return [];
    kept.add(key);
    return [pulled];
  });
}

/**
 * Places labels so no two overlap: fixed ones first, then by priority (then in the order given),
 * each at the first free spot of its candidates (a fixed one: its own spot only; one `within` a box:
 * its own or one inside the box); labels with none are not in the result. `gap` pixels are kept round each.
 */
export function placeLabels(requests: readonly LabelRequest[], gap = 2): PlacedLabel[] {
  const order = requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) => Number(b.r.fixed ?? false) - Number(a.r.fixed ?? false) || (b.r.priority ?? 0) - (a.r.priority ?? 0) || a.i - b.i);
  // Boxes taken, by the cells of a coarse grid they touch: each check looks at its neighbours only.
  const taken = new Map<string, Box[]>();
  const cells = (b: Box, visit: (key: string) => boolean | void): boolean => {
    for (let cx = Math.floor(b.left / CELL); cx <= Math.floor(b.right / CELL); cx++)
      for (let cy = Math.floor(b.top / CELL); cy <= Math.floor(b.bottom / CELL); cy++) if (visit(`${cx},${cy}`)) return true;
    return false;
  };
  const placed: PlacedLabel[] = [];
  for (const { r } of order) {
    for (const [x, y] of candidates(r)) {
      const box = boxOf(x, y, r.width + gap * 2, r.height + gap * 2);
      if (cells(box, (key) => taken.get(key)?.some((t) => overlaps(t, box)))) continue;
      cells(box, (key) => void (taken.get(key) ?? taken.set(key, []).get(key)!).push(box));
      placed.push({ id: r.id, x, y, width: r.width, height: r.height });
      break;
    }
  }
  return placed;
}
