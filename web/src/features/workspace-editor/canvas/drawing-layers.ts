import type { FabricObject } from 'fabric';
import type { Viewport } from '../viewport';
import type { BlockShapes, ShapeEntry } from './block-shapes';
import { isLayerShown, layerLookOf, shapeStyleOf, type LayerAppearance, type ShapeStyle } from './block-styles';
import { drawAreaLabels, type AreaLabel } from './canvas-overlays';
import { paintShapes, type PaintedShape } from './drawing-painter';

/** What the drawing shows besides the objects: the layers' state, the selected and the dragged shape. */
export interface DrawingState {
  appearance(): LayerAppearance;
  /** The selected entry: painted last, on top (as Fabric stacks the active object). */
  active(): ShapeEntry | undefined;
  /** The Fabric shape being dragged: its object is painted (and labelled) where the user holds it. */
  dragged(): FabricObject | null;
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
    const dragged = this.state.dragged();
    const looks = new Map<string, ReturnType<typeof layerLookOf>>();
    const painted = (entry: ShapeEntry): PaintedShape | null => {
      if (!entry.geometry) return null;
      let look = looks.get(entry.layer);
      if (!look) looks.set(entry.layer, (look = layerLookOf(appearance, entry.layer)));
      if (!look.drawn) return null;
      const shift = entry.shape && entry.shape === dragged ? entry.shape.getCenterPoint().subtract(entry.centre) : null;
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
    const dragged = this.state.dragged();
    for (const entry of this.shapes.drawOrder) {
      if (!entry.label || !entry.geometry || !layerLookOf(appearance, entry.layer).drawn) continue;
      const shape = entry.shape;
      const centre = shape && shape === dragged ? shape.getCenterPoint() : entry.centre;
      yield { text: entry.label, x: centre.x, y: centre.y, faint: !isLayerShown(appearance, entry.layer) };
    }
  }
}
