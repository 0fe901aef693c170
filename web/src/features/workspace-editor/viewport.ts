import { boundsHeight, boundsWidth, type Bounds } from '@workhub/domain';

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
