import type { Viewport } from '../viewport';
import type { ShapeStyle } from './block-styles';
import type { ShapeGeometry } from './shape-geometry';

/**
 * Paints the drawing's shapes straight onto the canvas's 2D context, in view pixels: one path per
 * object, its paint set only where it differs from the previous one, nothing off the view.
 * Fabric's own per-object rendering (three save/restore pairs, a transform and its style set-up
 * for each of thousands of small shapes) took several times longer than these bare calls; Fabric
 * still picks, selects and drags (block-shapes.ts).
 */

/** One shape to paint: its geometry, paint (widths and dashes in view pixels) and opacity, shifted while dragged (canvas units). */
export interface PaintedShape {
  geometry: ShapeGeometry;
  style: ShapeStyle;
  opacity: number;
  shiftX: number;
  shiftY: number;
}

const TRANSPARENT = 'rgba(0,0,0,0)';
const NO_DASH: number[] = [];

/**
 * Paints the shapes in order under viewport v. `size`: the context's size in its units; `unit`:
 * its units per view pixel (the device pixel ratio inside a snapshot, whose viewport includes it).
 */
export function paintShapes(
  ctx: CanvasRenderingContext2D,
  shapes: Iterable<PaintedShape>,
  v: Viewport,
  size: { width: number; height: number },
  unit = 1,
): void {
  const [a, b, c, d, e, f] = v;
  ctx.save();
  ctx.lineJoin = 'round';
  let fill = '';
  let stroke = '';
  let width = -1;
  let dash: number[] | null = null;
  let alpha = 1;
  ctx.globalAlpha = 1;
  for (const shape of shapes) {
    const { geometry, style } = shape;
    const { box, scene } = geometry;
    const lineWidth = style.strokeWidth * unit;
    // The view box of the shape (an axis-aligned viewport keeps boxes boxes), with room for its stroke.
    const x0 = a * (box.minX + shape.shiftX) + e;
    const x1 = a * (box.maxX + shape.shiftX) + e;
    const y0 = d * (box.minY + shape.shiftY) + f;
    const y1 = d * (box.maxY + shape.shiftY) + f;
    if (
      b === 0 &&
      c === 0 &&
      (Math.max(x0, x1) < -lineWidth ||
        Math.min(x0, x1) > size.width + lineWidth ||
        Math.max(y0, y1) < -lineWidth ||
        Math.min(y0, y1) > size.height + lineWidth)
    )
      continue;
    ctx.beginPath();
    for (let i = 0; i + 1 < scene.length; i += 2) {
      const sx = scene[i]! + shape.shiftX;
      const sy = scene[i + 1]! + shape.shiftY;
      const x = a * sx + c * sy + e;
      const y = b * sx + d * sy + f;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    if (geometry.kind !== 'polyline') ctx.closePath();
    if (shape.opacity !== alpha) ctx.globalAlpha = alpha = shape.opacity;
    if (style.fill && style.fill !== TRANSPARENT) {
      if (style.fill !== fill) ctx.fillStyle = fill = style.fill;
      ctx.fill();
    }
    if (!style.stroke || lineWidth <= 0) continue;
    if (style.stroke !== stroke) ctx.strokeStyle = stroke = style.stroke;
    if (lineWidth !== width) ctx.lineWidth = width = lineWidth;
    if (style.strokeDashArray !== dash) {
      dash = style.strokeDashArray;
      ctx.setLineDash(dash ? dash.map((n) => n * unit) : NO_DASH);
    }
    ctx.stroke();
  }
  ctx.restore();
}
