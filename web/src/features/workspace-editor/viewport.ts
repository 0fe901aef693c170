import { boundsHeight, boundsWidth, type Bounds } from '@workhub/domain';
import type { ViewArea } from '../../collab';

/** A 2D affine transform [a, b, c, d, e, f], as canvases use: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Viewport = [number, number, number, number, number, number];

export const MIN_ZOOM = 0.002;
export const MAX_ZOOM = 50;
export const IDENTITY: Viewport = [1, 0, 0, 1, 0, 0];

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The viewport that shows `bounds` (canvas coordinates) whole and centred in a view of the given size. */
export function fitViewport(bounds: Bounds, width: number, height: number): Viewport {
  const w = Math.max(1, boundsWidth(bounds));
  const h = Math.max(1, boundsHeight(bounds));
  const zoom = clampZoom(Math.min(width / w, height / h));
  return [zoom, 0, 0, zoom, (width - w * zoom) / 2 - bounds.minX * zoom, (height - h * zoom) / 2 - bounds.minY * zoom];
}

/** The zoom after a wheel step: smooth, proportional to the wheel delta, clamped. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * 0.999 ** deltaY);
}

/** A point under a viewport (canvas coordinates → view pixels). */
export function applyViewport(v: Viewport, p: { x: number; y: number }): { x: number; y: number } {
  return { x: v[0] * p.x + v[2] * p.y + v[4], y: v[1] * p.x + v[3] * p.y + v[5] };
}

/** The view pixel box (left, top, width, height) of canvas bounds under a viewport. */
export function viewBoxOfBounds(v: Viewport, box: Bounds): { left: number; top: number; width: number; height: number } {
  const a = applyViewport(v, { x: box.minX, y: box.minY });
  const b = applyViewport(v, { x: box.maxX, y: box.maxY });
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/** The viewport part way (t in 0..1) from a to b, zooming geometrically so the motion looks even. */
export function interpolateViewport(a: Viewport, b: Viewport, t: number): Viewport {
  const k = Math.min(1, Math.max(0, t));
  const za = a[0];
  const zb = b[0];
  const zoom = za > 0 && zb > 0 ? za * (zb / za) ** k : za + (zb - za) * k;
  const lerp = (x: number, y: number) => x + (y - x) * k;
  return [zoom, 0, 0, zoom, lerp(a[4], b[4]), lerp(a[5], b[5])];
}

/**
 * What the view was last fitted to, kept while the user has not moved the view: when the canvas
 * is resized (the editor's rows settle, the window changes) the same bounds are fitted again; once
 * the user pans or zooms, the view is theirs and a resize keeps it. A new zoom to fit re-arms it.
 */
export class FitMemory {
  private bounds: Bounds | null = null;

  /** The view was fitted to `bounds` (canvas coordinates). */
  fitted(bounds: Bounds): void {
    this.bounds = bounds;
  }

  /** The user panned or zoomed: a resize no longer refits. */
  userMoved(): void {
    this.bounds = null;
  }

  /** The viewport to show after the canvas became `width` × `height`, or null to keep the view. */
  refit(width: number, height: number): Viewport | null {
    return this.bounds && width > 0 && height > 0 ? fitViewport(this.bounds, width, height) : null;
  }
}

/** What a viewport shows in a view of `width` × `height` pixels, drawn at `unitsPerInch` canvas units per inch. */
export function areaInView(v: Viewport, width: number, height: number, unitsPerInch: number): ViewArea {
  const ppi = v[0] * unitsPerInch;
  return { x: (width / 2 - v[4]) / ppi, y: -(height / 2 - v[5]) / (v[3] * unitsPerInch), width: width / ppi, height: height / ppi };
}

/** The canvas bounds (y down) of an area in inches: fitted, the view shows it whole, centred on its centre. */
export function boundsOfArea(area: ViewArea, unitsPerInch: number): Bounds {
  const k = unitsPerInch;
  return {
    minX: (area.x - area.width / 2) * k,
    maxX: (area.x + area.width / 2) * k,
    minY: -(area.y + area.height / 2) * k,
    maxY: -(area.y - area.height / 2) * k,
  };
}

/** Two areas the same to 1/16" (a view sent again only when it moved). */
export function sameArea(a: ViewArea | null, b: ViewArea | null): boolean {
  if (!a || !b) return a === b;
  const near = (p: number, q: number) => Math.abs(p - q) < 1 / 32;
  return near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);
}

/** An area rounded to 1/16" (what goes out through awareness). */
export function roundArea(area: ViewArea): ViewArea {
  const r = (n: number) => Math.round(n * 16) / 16;
  return { x: r(area.x), y: r(area.y), width: r(area.width), height: r(area.height) };
}
