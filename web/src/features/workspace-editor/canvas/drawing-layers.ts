import type { Point } from 'fabric';
import { DIMENSIONS_LAYER, boundsOfObject, dimensionEnds, isWallLayer } from '@workhub/domain';
import type { Viewport } from '../viewport';
import type { ObjectKey } from '../../../collab';
import type { BlockShapes, ShapeEntry } from './block-shapes';
import { isLayerShown, layerLookOf, shapeStyleOf, type LayerAppearance, type ShapeStyle } from './block-styles';
import { drawAreaLabels, type AreaLabel } from './canvas-overlays';
import { paintShapes, type PaintedShape } from './drawing-painter';

/** What the drawing shows besides the objects: the layers' state, the selected shape, and what a drag moves. */
export interface DrawingState {
  appearance(): LayerAppearance;
  /** The selected entry: painted last, on top (as Fabric stacks the active object). */
  active(): ShapeEntry | undefined;
  /** How far the drag under way moves an entry (canvas units; dragShiftOf): it is painted and labelled there. Null: not moved. */
  shiftOf(entry: ShapeEntry): Point | null;
}

/** Where the drawing goes: the context's viewport and size, and its units per view pixel (the device pixel ratio inside a snapshot). */
export interface PaintTarget {
  viewport: Viewport;
  size: { width: number; height: number };
  unit: number;
}

/**
 * The block's objects as painted, in draw order under the area labels: each entry's paint from
 * block-styles.ts, worked out again only when its object or the layers' appearance changed.
 */
export class DrawingLayers {
  private readonly styles = new WeakMap<ShapeEntry, { appearance: LayerAppearance; object: ShapeEntry['object']; style: ShapeStyle }>();

  constructor(
    private readonly shapes: BlockShapes,
    private readonly state: DrawingState,
  ) {}

  paintShapes(ctx: CanvasRenderingContext2D, target: PaintTarget): void {
    paintShapes(ctx, this.painted(), target.viewport, target.size, target.unit);
  }

  paintLabels(ctx: CanvasRenderingContext2D, target: PaintTarget): void {
    drawAreaLabels(ctx, this.labels(), target.viewport, target.size, target.unit);
  }

  private styleOf(entry: ShapeEntry, appearance: LayerAppearance): ShapeStyle {
    const known = this.styles.get(entry);
    if (known && known.appearance === appearance && known.object === entry.object) return known.style;
    // Widths and dashes in view pixels: the painter draws in view pixels, whatever the zoom.
    const style = shapeStyleOf(entry.object, entry.layer, appearance, 1);
    this.styles.set(entry, { appearance, object: entry.object, style });
    return style;
  }

  private *painted(): Generator<PaintedShape> {
    const appearance = this.state.appearance();
    const active = this.state.active();
    const looks = new Map<string, ReturnType<typeof layerLookOf>>();
    const painted = (entry: ShapeEntry): PaintedShape | null => {
      if (!entry.geometry) return null;
      let look = looks.get(entry.layer);
      if (!look) looks.set(entry.layer, (look = layerLookOf(appearance, entry.layer)));
      if (!look.drawn) return null;
      const shift = this.state.shiftOf(entry);
      return {
        geometry: entry.geometry,
        style: this.styleOf(entry, appearance),
        opacity: look.opacity,
        shiftX: shift?.x ?? 0,
        shiftY: shift?.y ?? 0,
      };
    };
    for (const entry of this.shapes.drawOrder) {
      if (entry === active) continue;
      const shape = painted(entry);
      if (shape) yield shape;
    }
    const top = active && painted(active);
    if (top) yield top;
  }

  private *labels(): Generator<AreaLabel> {
    const appearance = this.state.appearance();
    for (const entry of this.shapes.drawOrder) {
      if (!entry.label || !entry.geometry || !layerLookOf(appearance, entry.layer).drawn) continue;
      const shift = this.state.shiftOf(entry);
      const [sx, sy] = [shift?.x ?? 0, shift?.y ?? 0];
      const centre = { x: entry.centre.x + sx, y: entry.centre.y + sy };
      const faint = !isLayerShown(appearance, entry.layer);
      // A dimension's length is written on its line (its measured ends: the path's third and fourth points).
      const ends = entry.layer === DIMENSIONS_LAYER ? dimensionEnds(entry.geometry.scene) : null;
      const line =
        ends &&
        ([
          { x: ends[0].x + sx, y: ends[0].y + sy },
          { x: ends[1].x + sx, y: ends[1].y + sy },
        ] as const);
      // A closed shape's area label (a room's name and area) moved aside stays inside the shape; a
      // wall's length (a thin band) may move beside it.
      const named = !line && CLOSED_TYPES.has(entry.object.type) && !isWallLayer(entry.layer);
      const box = named ? boundsOfObject({ points: entry.geometry.scene }) : null;
      const within = box && { minX: box.minX + sx, minY: box.minY + sy, maxX: box.maxX + sx, maxY: box.maxY + sy };
      yield { text: entry.label, x: centre.x, y: centre.y, faint, ...(line ? { line } : {}), ...(within ? { within } : {}) };
    }
  }
}

const CLOSED_TYPES = new Set(['rect', 'polygon']);

/**
 * How far the drag under way moves `entry` (canvas units): the dragged shape's own move, which
 * every other selected object shares while one of them is dragged (`group`: the selection), so the
 * whole selection follows the pointer live. Null when nothing is dragged or it does not move.
 */
export function dragShiftOf(entry: ShapeEntry, dragged: ShapeEntry | undefined, group: ReadonlySet<ObjectKey>): Point | null {
  const shape = dragged?.shape;
  if (!dragged || !shape) return null;
  if (entry !== dragged && !(group.has(entry.key) && group.has(dragged.key))) return null;
  return shape.getCenterPoint().subtract(dragged.centre);
}
