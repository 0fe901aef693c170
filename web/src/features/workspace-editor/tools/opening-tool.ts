import {
  distanceAlong,
  doorPoints,
  flatFromPoints,
  placeOpening,
  wallGeometryOf,
  wallObject,
  windowPoints,
  type BlockObject,
  type OpeningKind,
  type Point,
  type Swing,
  type WallGeometry,
} from '@workhub/domain';
import { DOOR_LAYER, DOOR_STYLE, GLASS_STYLE, WINDOW_LAYER, WINDOW_STYLE } from './tool-kinds';

/** A wall of the drawing the pointer may be over. */
export interface WallCandidate {
  key: string;
  layer: string;
  object: BlockObject;
}

/** An object to add, on its layer. */
export interface LayerObject {
  layer: string;
  object: BlockObject;
}

/** What placing an opening where the pointer is would do, or why it cannot. */
export type OpeningPlan =
  | {
      ok: true;
      /** The wall cut (removed and replaced by what is left of it, and the opening). */
      wallKey: string;
      adds: LayerObject[];
      /** The door's outline (hinge, leaf, arc) or the window's band, for the preview. */
      outline: Point[];
      closed: boolean;
    }
  | { ok: false; problem: string };

/** Whether a layer holds walls (the editor's, the seeded drawings' design and assembly walls). */
export const isWallLayer = (layer: string) => layer === 'walls' || layer.endsWith('/walls');

/**
 * The wall under the pointer: of the walls whose band (thickness plus `tolerance`) the pointer is
 * in, the one whose line is nearest.
 */
export function wallUnder(
  walls: readonly WallCandidate[],
  pointer: Point,
  tolerance: number,
): { wall: WallCandidate; geometry: WallGeometry } | null {
  let best: { wall: WallCandidate; geometry: WallGeometry; offset: number } | null = null;
  for (const wall of walls) {
    const geometry = wallGeometryOf(wall.object);
    if (!geometry) continue;
    const line = geometry.closed ? [...geometry.line, geometry.line[0]!] : geometry.line;
    const near = distanceAlong(line, pointer);
    // The line may be a face (a ring drawn along its inside): the band reaches a thickness either side.
    const reach = (geometry.side === 'centre' ? geometry.thickness / 2 : geometry.thickness) + tolerance;
    if (near && near.offset <= reach && (!best || near.offset < best.offset)) best = { wall, geometry, offset: near.offset };
  }
  return best && { wall: best.wall, geometry: best.geometry };
}

/**
 * A door or window `width` wide placed where the pointer is on the wall under it: the wall cut
 * round it (its first piece keeps the wall's id and name), and the opening drawn as the seed
 * drawings draw one. `name` names the opening ('door 2').
 */
export function planOpening(
  walls: readonly WallCandidate[],
  pointer: Point,
  tolerance: number,
  opening: { kind: OpeningKind; width: number; swing: Swing; name: string; newId: () => string },
): OpeningPlan {
  const under = wallUnder(walls, pointer, tolerance);
  if (!under) return { ok: false, problem: `Point at a wall to place the ${opening.kind}` };
  const placed = placeOpening(under.geometry, pointer, opening.width, opening.kind);
  if (!placed.ok) return placed;
  const { wall, geometry } = under;
  const adds: LayerObject[] = placed.walls.map((piece, i) => ({
    layer: wall.layer,
    object: wallObject(piece, wall.object, i === 0 && wall.object.id ? wall.object.id : opening.newId()),
  }));
  if (opening.kind === 'door') {
    const outline = doorPoints(geometry, placed.opening, opening.swing);
    adds.push({
      layer: DOOR_LAYER,
      object: { id: opening.newId(), name: opening.name, type: 'polyline', points: flatFromPoints(outline), style: { ...DOOR_STYLE } },
    });
    return { ok: true, wallKey: wall.key, adds, outline, closed: false };
  }
  const { band, glass } = windowPoints(geometry, placed.opening);
  adds.push(
    {
      layer: WINDOW_LAYER,
      object: { id: opening.newId(), name: opening.name, type: 'polygon', points: flatFromPoints(band), style: { ...WINDOW_STYLE } },
    },
    {
      layer: WINDOW_LAYER,
      object: {
        id: opening.newId(),
        name: `${opening.name} glass`,
        type: 'polyline',
        points: flatFromPoints(glass),
        style: { ...GLASS_STYLE },
      },
    },
  );
  return { ok: true, wallKey: wall.key, adds, outline: band, closed: true };
}
