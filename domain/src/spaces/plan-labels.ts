/**
 * What a plan drawn read-only writes on its objects (a space's layers, a project's design, a
 * generator run's layers; issue 27 item 8, docs/decisions.md "Drawings: space labels and the design
 * drawn"): a wall's length in feet and inches (5'-6"), a room's name over its area in ft² (36864
 * raw units² per ft², core spec section 9), a dimension the length it measures; nothing on other
 * objects (doors, windows, setbacks, fixtures). A length is never labelled as an area. Where the
 * labels go (none over another) is the block editor's placement, domain placeLabels.
 */
import { DIMENSIONS_LAYER, dimensionLength } from '../blocks/drawing/dimensions.js';
import { formatFeetInches, areaLabelOfRawArea } from '../blocks/drawing/feet-inches.js';
import { ROOMS_LAYER } from '../blocks/drawing/labels.js';
import { rawAreaOfSquareInches } from '../blocks/units.js';
import { shoelaceArea } from '../projects/base-design.js';

/** An object of a stored drawing (a block's, a space's, a project base's). */
export interface PlanObject {
  name: string;
  type: string;
  points: readonly number[];
}

const CLOSED = new Set(['rect', 'polygon']);

/** A layer of walls: 'design/walls', 'interior/walls', 'walls', 'design/exterior-walls'. */
export const isWallLayer = (layer: string) => /(^|[/-])walls?$/i.test(layer);
/** A layer of rooms (spaces): 'design/rooms', 'design/spaces'. */
export const isRoomLayer = (layer: string) => layer === ROOMS_LAYER || /(^|\/)(rooms?|spaces?)$/i.test(layer);

function pairs(points: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) out.push([points[i]!, points[i + 1]!]);
  return out;
}

/** The area in square inches of a closed object; 0 for fewer than three points. */
export const closedArea = (points: readonly number[]): number => shoelaceArea(points);

/**
 * A wall's length in inches: the path of a wall drawn as a line; a wall drawn as a band (a thin
 * rect or its mitred outline) is as long as its longest side.
 */
export function wallLength(object: Pick<PlanObject, 'type' | 'points'>): number {
  const p = pairs(object.points);
  const sides: number[] = [];
  for (let i = 0; i + 1 < p.length; i++) sides.push(Math.hypot(p[i + 1]![0] - p[i]![0], p[i + 1]![1] - p[i]![1]));
  if (!CLOSED.has(object.type)) return sides.reduce((a, b) => a + b, 0);
  if (p.length > 2) sides.push(Math.hypot(p[0]![0] - p[p.length - 1]![0], p[0]![1] - p[p.length - 1]![1]));
  return sides.length ? Math.max(...sides) : 0;
}

/** The label of a room: its name over its area ('Bath\n40 ft²'), or the area alone when it has no name. */
export function roomLabel(object: PlanObject): string | null {
  const area = closedArea(object.points);
  if (area <= 0) return null;
  const text = areaLabelOfRawArea(rawAreaOfSquareInches(area));
  const name = object.name.trim();
  return name ? `${name}\n${text}` : text;
}

/** What a read-only plan writes on an object of `layer` (see the file's note), or null. */
export function planLabelOf(object: PlanObject, layer: string): string | null {
  if (layer === DIMENSIONS_LAYER) {
    const length = object.type === 'polyline' ? dimensionLength(object.points) : null;
    return length === null ? null : formatFeetInches(length);
  }
  if (isWallLayer(layer)) {
    const length = wallLength(object);
    return length > 0 ? formatFeetInches(length) : null;
  }
  if (isRoomLayer(layer) && CLOSED.has(object.type)) return roomLabel(object);
  return null;
}
