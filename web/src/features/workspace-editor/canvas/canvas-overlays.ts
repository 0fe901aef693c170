import { dimensionLabelSpot, placeLabels, toCanvas, type Bounds, type LabelBox, type LabelRequest } from '@workhub/domain';
import { applyViewport, type Viewport } from '../viewport';
import { HIDDEN_OPACITY } from './block-styles';

/**
 * What the canvas draws round Fabric's shapes, straight onto its 2D context: the foot grid and the
 * block outline under them, the area labels over them. (Other users' pointers and selections are
 * HTML over the canvas: presence-overlay.tsx.)
 */

export const LABEL_PX = 11;
export const LABEL_FONT = 'system-ui, sans-serif';
export const LABEL_COLOUR = '#37474f';
/** Labels whose centre lies this far outside the view (pixels) are not drawn. */
const LABEL_CULL_PX = 80;

/** One area label: its text at a scene point (canvas units), faint when its layer is hidden. */
export interface AreaLabel {
  text: string;
  x: number;
  y: number;
  faint: boolean;
  /** A dimension's measured line (scene points): the label sits on it, turned with it (dimensionLabelSpot). */
  line?: readonly [{ x: number; y: number }, { x: number; y: number }];
  /** The box of the shape it names (scene units): moved aside, the label stays inside it (domain placeLabels). */
  within?: Bounds;
}

/**
 * Area labels centred on their shapes (moved aside, or left out, rather than drawn over one
 * another: domain placeLabels), LABEL_PX high whatever the zoom. Drawn straight onto the
 * canvas after Fabric's objects rather than as thousands of Fabric text objects, which made
 * loading, zooming and every redraw of large drawings slow. `unit`: ctx units per view pixel (the
 * device pixel ratio inside a snapshot, whose viewport includes it); `size`: the context's size.
 */
export function drawAreaLabels(
  ctx: CanvasRenderingContext2D,
  labels: Iterable<AreaLabel>,
  v: Viewport,
  size: { width: number; height: number },
  unit = 1,
): void {
  const cull = LABEL_CULL_PX * unit;
  const right = size.width + cull;
  const bottom = size.height + cull;
  const lineHeight = LABEL_PX * 1.25 * unit;
  ctx.save();
  ctx.font = `${LABEL_PX * unit}px ${LABEL_FONT}`;
  ctx.fillStyle = LABEL_COLOUR;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Labels in view, then placed so none covers another (a room's name and area are two lines).
  const shown: { label: AreaLabel; lines: string[]; angle: number }[] = [];
  const requests: LabelRequest[] = [];
  const toView = (p: { x: number; y: number }) => ({ x: v[0] * p.x + v[2] * p.y + v[4], y: v[1] * p.x + v[3] * p.y + v[5] });
  for (const label of labels) {
    const lines = label.text.split('\n');
    const height = lines.length * lineHeight;
    // A dimension's label: centred on its line, just off it, turned with it (never upside down).
    const spot = label.line ? dimensionLabelSpot(toView(label.line[0]), toView(label.line[1]), height / 2 + 2 * unit) : null;
    const { x, y } = spot ?? toView(label);
    if (x < -cull || y < -cull || x > right || y > bottom) continue;
    const width = Math.max(...lines.map((line) => ctx.measureText(line).width));
    const angle = spot?.angle ?? 0;
    // A turned label takes its turned box's room.
    const cos = Math.abs(Math.cos(angle));
    const sin = Math.abs(Math.sin(angle));
    const [w, h] = [width * cos + height * sin, width * sin + height * cos];
    const within = label.within && viewBox(label.within, toView);
    requests.push({
      id: String(shown.length),
      x,
      y,
      width: w,
      height: h,
      priority: label.faint ? 0 : 1,
      fixed: spot !== null,
      ...(within ? { within } : {}),
    });
    shown.push({ label, lines, angle });
  }
  for (const spot of placeLabels(requests, 2 * unit)) {
    const { label, lines, angle } = shown[Number(spot.id)]!;
    ctx.globalAlpha = label.faint ? HIDDEN_OPACITY : 1;
    const top = -((lines.length - 1) * lineHeight) / 2;
    if (!angle) {
      lines.forEach((line, i) => ctx.fillText(line, spot.x, spot.y + top + i * lineHeight));
      continue;
    }
    ctx.save();
    ctx.translate(spot.x, spot.y);
    ctx.rotate(angle);
    lines.forEach((line, i) => ctx.fillText(line, 0, top + i * lineHeight));
    ctx.restore();
  }
  ctx.restore();
}

/** A scene box in view pixels (the viewport may flip or turn it: the box round its corners). */
function viewBox(box: Bounds, toView: (p: { x: number; y: number }) => { x: number; y: number }): LabelBox {
  const corners = [
    toView({ x: box.minX, y: box.minY }),
    toView({ x: box.maxX, y: box.minY }),
    toView({ x: box.maxX, y: box.maxY }),
    toView({ x: box.minX, y: box.maxY }),
  ];
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

export interface GridView {
  viewport: Viewport;
  /** View size in pixels. */
  width: number;
  height: number;
  /** Canvas units per inch. */
  unitsPerInch: number;
  /** The inch grid as well as the foot grid (drawn only where its lines are at least 6 px apart). */
  minor: boolean;
  /** The block outline (inches, its corner at the origin). */
  block?: { width: number; height: number };
  scale: number;
}

/** Foot grid (and inch grid when asked and large enough) plus the block's outline. */
export function drawGrid(ctx: CanvasRenderingContext2D, view: GridView): void {
  const { viewport: v, width, height, unitsPerInch } = view;
  const zoom = v[0];
  const pxPerInch = unitsPerInch * zoom;
  // The visible area in inches (y up).
  const left = (0 - v[4]) / zoom / unitsPerInch;
  const right = (width - v[4]) / zoom / unitsPerInch;
  const top = -((0 - v[5]) / zoom) / unitsPerInch;
  const bottom = -((height - v[5]) / zoom) / unitsPerInch;
  ctx.save();
  const line = (step: number, colour: string) => {
    if (step * pxPerInch < 6) return;
    ctx.beginPath();
    for (let x = Math.ceil(left / step) * step; x <= right; x += step) {
      const px = Math.round(x * pxPerInch + v[4]) + 0.5;
      ctx.moveTo(px, 0);
      ctx.lineTo(px, height);
    }
    for (let y = Math.ceil(bottom / step) * step; y <= top; y += step) {
      const py = Math.round(-y * pxPerInch + v[5]) + 0.5;
      ctx.moveTo(0, py);
      ctx.lineTo(width, py);
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1;
    ctx.stroke();
  };
  if (view.minor) line(1, '#f3f5f7');
  line(12, '#e3e7eb');
  const block = view.block;
  if (block && block.width > 0 && block.height > 0) {
    const a = applyViewport(v, toCanvas({ x: 0, y: block.height }, view.scale));
    const b = applyViewport(v, toCanvas({ x: block.width, y: 0 }, view.scale));
    ctx.setLineDash([4, 4]);
    ctx.strokeStyle = '#90a4ae';
    ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
  }
  ctx.restore();
}
