/**
 * The floor of the canvas-render benchmark: the same picture as BlockCanvas's first render (grid,
 * every shape in draw order with its stroke, fill, width and dash, the area labels), drawn from the
 * same plain objects with nothing but the bare CanvasRenderingContext2D API: no scene graph, no
 * objects kept, no hit testing. What a renderer cannot go below on this machine and browser.
 */
import { DEFAULT_BLOCK_SCALE, PAGE_SCALE, areaLabelOf, compareLayersByDrawOrder, zoomBoundsOfLayers } from '@workhub/domain';
import type { LiveObjects } from '../../web/src/collab';
import { fitViewport } from '../../web/src/features/workspace-editor/viewport';
import { NO_APPEARANCE, shapeStyleOf } from '../../web/src/features/workspace-editor/canvas/block-styles';
import { drawAreaLabels, drawGrid, type AreaLabel } from '../../web/src/features/workspace-editor/canvas/canvas-overlays';

const TRANSPARENT = 'rgba(0,0,0,0)';

/** Draws the block fitted into the canvas (its whole size), as the editor shows it on opening. */
export function drawBare(element: HTMLCanvasElement, layers: LiveObjects, block: { width: number; height: number }): void {
  const width = element.width;
  const height = element.height;
  const k = PAGE_SCALE * DEFAULT_BLOCK_SCALE;
  const v = fitViewport(zoomBoundsOfLayers(layers, Object.keys(layers), DEFAULT_BLOCK_SCALE)!, width, height);
  const zoom = v[0];
  // Inches (y up) → view pixels.
  const sx = k * zoom;
  const sy = -k * zoom;
  const ctx = element.getContext('2d')!;
  ctx.clearRect(0, 0, width, height);
  drawGrid(ctx, { viewport: v, width, height, unitsPerInch: k, minor: false, block, scale: DEFAULT_BLOCK_SCALE });
  const labels: AreaLabel[] = [];
  ctx.lineJoin = 'round';
  for (const layer of Object.keys(layers).sort(compareLayersByDrawOrder)) {
    for (const object of layers[layer]!) {
      const points = object.points;
      if (points.length < 2) continue;
      const style = shapeStyleOf(object, layer, NO_APPEARANCE, zoom);
      ctx.beginPath();
      let minX = Infinity;
      let maxX = -Infinity;
      let minY = Infinity;
      let maxY = -Infinity;
      for (let i = 0; i + 1 < points.length; i += 2) {
        const x = points[i]! * sx + v[4];
        const y = points[i + 1]! * sy + v[5];
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
      if (object.type !== 'polyline') ctx.closePath();
      if (style.fill && style.fill !== TRANSPARENT) {
        ctx.fillStyle = style.fill;
        ctx.fill();
      }
      ctx.setLineDash(style.strokeDashArray ? style.strokeDashArray.map((d) => d * zoom) : []);
      ctx.lineWidth = style.strokeWidth * zoom;
      ctx.strokeStyle = style.stroke;
      ctx.stroke();
      const text = areaLabelOf(object);
      // Labels are given in scene units, which the viewport maps to view pixels.
      if (text) labels.push({ text, x: ((minX + maxX) / 2 - v[4]) / zoom, y: ((minY + maxY) / 2 - v[5]) / zoom, faint: false });
    }
  }
  drawAreaLabels(ctx, labels, v, { width, height });
}
