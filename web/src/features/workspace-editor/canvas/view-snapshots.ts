import type { Viewport } from '../viewport';

/**
 * While the view moves (a pan, or wheel steps in quick succession) the drawing is rendered once
 * into an image a margin larger than the view, and each frame draws that image shifted (and, while
 * zooming, scaled) instead of rendering every shape again; a full render follows when the gesture
 * ends. The newest snapshots are kept for the next gestures until anything drawn changes.
 * Everything here is arithmetic on viewports and sizes except the cache's expiry timer.
 */

/** The drawing rendered with margins (`image`, device pixels) at viewport translation x, y and zoom. */
export interface ViewSnapshot {
  image: HTMLCanvasElement | { width: number; height: number };
  x: number;
  y: number;
  zoom: number;
  /** Margins round the view, in view pixels. */
  marginX: number;
  marginY: number;
  /** The view's size (pixels) and device pixel ratio it was taken for. */
  width: number;
  height: number;
  ratio: number;
}

/** The view a snapshot is drawn into: size in pixels and device pixel ratio. */
export interface ViewSize {
  width: number;
  height: number;
  ratio: number;
}

/** While panning or zooming, the drawing is rendered once with this share of the view as margin on each side. */
export const SNAPSHOT_MARGIN = 0.5;
/**
 * The margin of a snapshot taken while the wheel zooms in: the view only shrinks inside it, and
 * rasterising the image (in software, most of its cost) grows with its area: 1.2² of the view
 * instead of 2².
 */
export const ZOOM_IN_MARGIN = 0.1;
/** Largest snapshot in device pixels (margins shrink on large or high-density screens). */
export const SNAPSHOT_MAX_PX = 8_000_000;
/** While the wheel turns, a snapshot is stretched (or shrunk) at most this much before a fresh one is taken. */
export const ZOOM_STRETCH_MAX = 4;
/**
 * Snapshots kept while the drawing does not change: zooming back out, or panning after a zoom,
 * draws from one taken earlier instead of rendering every shape again. At most this many, of at
 * most SNAPSHOTS_KEPT_PX device pixels together (4 bytes each; the newest is always kept), and
 * only for SNAPSHOTS_KEPT_MS after the last gesture.
 */
export const SNAPSHOTS_KEPT = 2;
export const SNAPSHOTS_KEPT_PX = 12_000_000;
export const SNAPSHOTS_KEPT_MS = 30_000;

/** Margins (view pixels) of `margin` of the view on each side, smaller when the image would exceed SNAPSHOT_MAX_PX. */
export function snapshotMargins(view: ViewSize, margin: number): { marginX: number; marginY: number } {
  const { width, height, ratio } = view;
  const full = (1 + 2 * margin) ** 2 * width * height * ratio * ratio;
  const share = full <= SNAPSHOT_MAX_PX ? margin : Math.max(0, (Math.sqrt(SNAPSHOT_MAX_PX / (width * height * ratio * ratio)) - 1) / 2);
  return { marginX: Math.round(width * share), marginY: Math.round(height * share) };
}

/**
 * Whether the snapshot can stand for the drawing at viewport v: taken for this view size, it covers
 * the whole view, at the same zoom while panning (stretchMax 1), or stretched no more than
 * stretchMax while the wheel turns.
 */
export function snapshotServes(snapshot: ViewSnapshot, v: Viewport, view: ViewSize, stretchMax: number): boolean {
  const { width, height } = view;
  if (snapshot.width !== width || snapshot.height !== height || snapshot.ratio !== view.ratio) return false;
  const scale = v[0] / snapshot.zoom;
  if (scale > stretchMax || scale < 1 / stretchMax) return false;
  // The view's top left and bottom right corners in the snapshot's view pixels.
  const left = snapshot.x - v[4] / scale;
  const top = snapshot.y - v[5] / scale;
  const right = left + width / scale;
  const bottom = top + height / scale;
  return left >= -snapshot.marginX && top >= -snapshot.marginY && right <= width + snapshot.marginX && bottom <= height + snapshot.marginY;
}

/** Where the snapshot's image goes in the view at viewport v (view pixels; the corner on whole device pixels). */
export function snapshotPlacement(
  snapshot: ViewSnapshot,
  v: Viewport,
  ratio: number,
): { left: number; top: number; width: number; height: number } {
  // A view pixel q of the snapshot is now at (q - x) · scale + v[4] (and likewise for y).
  const scale = v[0] / snapshot.zoom;
  // Whole device pixels: unscaled (a pan), the snapshot stays as sharp as a full render.
  const left = Math.round(((-snapshot.marginX - snapshot.x) * scale + v[4]) * ratio) / ratio;
  const top = Math.round(((-snapshot.marginY - snapshot.y) * scale + v[5]) * ratio) / ratio;
  return { left, top, width: (snapshot.width + 2 * snapshot.marginX) * scale, height: (snapshot.height + 2 * snapshot.marginY) * scale };
}

/** The newest snapshots, bounded by SNAPSHOTS_KEPT and SNAPSHOTS_KEPT_PX (the newest always stays). */
export function keepNewest(fresh: ViewSnapshot, kept: readonly ViewSnapshot[]): ViewSnapshot[] {
  let pixels = 0;
  return [fresh, ...kept].slice(0, SNAPSHOTS_KEPT).filter((snapshot, i) => {
    pixels += snapshot.image.width * snapshot.image.height;
    return i === 0 || pixels <= SNAPSHOTS_KEPT_PX;
  });
}

/** The kept snapshots: the one that serves a viewport best, else a fresh one; dropped when stale or unused. */
export class ViewSnapshots {
  private kept: ViewSnapshot[] = [];
  private expiry: ReturnType<typeof setTimeout> | undefined;

  get size(): number {
    return this.kept.length;
  }

  /**
   * The kept snapshot that serves viewport v closest to its own zoom (the sharpest), or `take()`
   * (then kept first, the oldest beyond the bounds dropped).
   */
  serve(v: Viewport, view: ViewSize, stretchMax: number, take: () => ViewSnapshot): ViewSnapshot {
    // A gesture is on: the kept snapshots stay until it ends (expireLater arms the expiry again).
    clearTimeout(this.expiry);
    const stretch = (snapshot: ViewSnapshot) => Math.abs(Math.log(v[0] / snapshot.zoom));
    const best = this.kept
      .filter((snapshot) => snapshotServes(snapshot, v, view, stretchMax))
      .reduce<ViewSnapshot | null>((a, b) => (a && stretch(a) <= stretch(b) ? a : b), null);
    if (best) return best;
    const fresh = take();
    this.kept = keepNewest(fresh, this.kept);
    return fresh;
  }

  /** A gesture ended: the snapshots are dropped SNAPSHOTS_KEPT_MS from now unless another begins. */
  expireLater(): void {
    clearTimeout(this.expiry);
    if (this.kept.length) this.expiry = setTimeout(() => this.drop(), SNAPSHOTS_KEPT_MS);
  }

  /** Something drawn changed: the snapshots show the past. */
  drop(): void {
    this.kept = [];
    clearTimeout(this.expiry);
    this.expiry = undefined;
  }
}
