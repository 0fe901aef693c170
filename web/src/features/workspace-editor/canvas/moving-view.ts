import type { Canvas } from 'fabric';
import type { Viewport } from '../viewport';
import {
  SNAPSHOT_MARGIN,
  ViewSnapshots,
  ZOOM_IN_MARGIN,
  ZOOM_STRETCH_MAX,
  snapshotMargins,
  snapshotPlacement,
  type ViewSnapshot,
} from './view-snapshots';

/** What the frames of a moving view read from the canvas and its gestures. */
export interface MovingViewHost {
  readonly canvas: Canvas;
  viewport(): Viewport;
  /** Wheel steps are still coming (a zoom), and the last one zoomed in. */
  wheelTurning(): boolean;
  zoomingIn(): boolean;
  /** A frame was drawn while the wheel turns: the wait for it to be quiet starts again. */
  framed(): void;
  /** The grid under the snapshot (drawn live on each frame, at the exact offset). */
  drawGrid(ctx: CanvasRenderingContext2D): void;
}

/**
 * The frames of a pan or wheel zoom: each draws a snapshot of the drawing (view-snapshots.ts)
 * moved and scaled to the current viewport instead of rendering every shape; the owner renders
 * exactly when the gesture ends.
 */
export class MovingView {
  private readonly snapshots = new ViewSnapshots();
  private frame = 0;
  /** Taking a snapshot: its device pixels per view pixel (0 otherwise). */
  private taking = 0;
  private disposed = false;

  constructor(private readonly host: MovingViewHost) {}

  /** Units of the context being drawn per view pixel: the device pixel ratio inside a snapshot, else 1. */
  get unit(): number {
    return this.taking || 1;
  }

  /** A snapshot is being rendered (the grid stays out of it). */
  get snapshotting(): boolean {
    return this.taking !== 0;
  }

  /** The view moved: a frame from a snapshot next. */
  requestFrame(): void {
    if (!this.frame && !this.disposed) this.frame = requestAnimationFrame(this.drawFrame);
  }

  /** An exact render is on its way: no snapshot frame. */
  cancelFrame(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Something drawn changed: the kept snapshots show the past. */
  drop(): void {
    this.snapshots.drop();
  }

  /** A gesture ended: the snapshots are kept for the next one, for a while. */
  expireLater(): void {
    this.snapshots.expireLater();
  }

  dispose(): void {
    this.disposed = true;
    this.cancelFrame();
    this.snapshots.drop();
  }

  /** One frame of a pan or zoom: the grid as usual, then the snapshot moved and scaled from the viewport it was taken at to the current one. */
  private drawFrame = () => {
    this.frame = 0;
    if (this.disposed) return;
    const { canvas } = this.host;
    const v = this.host.viewport();
    const view = { width: canvas.getWidth(), height: canvas.getHeight(), ratio: canvas.getRetinaScaling() };
    const zooming = this.host.wheelTurning();
    const snapshot = this.snapshots.serve(v, view, zooming ? ZOOM_STRETCH_MAX : 1, () =>
      this.takeSnapshot(zooming && this.host.zoomingIn() ? ZOOM_IN_MARGIN : SNAPSHOT_MARGIN),
    );
    const ctx = canvas.getContext();
    canvas.clearContext(ctx);
    this.host.drawGrid(ctx);
    const at = snapshotPlacement(snapshot, v, view.ratio);
    ctx.drawImage(snapshot.image as HTMLCanvasElement, at.left, at.top, at.width, at.height);
    // Quiet is counted from the frame: a slow one (a fresh snapshot) does not end a zoom the wheel goes on with.
    if (this.host.wheelTurning()) this.host.framed();
  };

  /** Renders the shapes and labels at the current viewport, with margins (`margin` of the view on each side), into an image. */
  private takeSnapshot(margin: number): ViewSnapshot {
    const { canvas } = this.host;
    const view = { width: canvas.getWidth(), height: canvas.getHeight(), ratio: canvas.getRetinaScaling() };
    const { marginX, marginY } = snapshotMargins(view, margin);
    const v = this.host.viewport();
    // Shapes and labels only: the grid is drawn live under it on each frame, at the exact offset.
    this.taking = view.ratio;
    try {
      const image = canvas.toCanvasElement(view.ratio, {
        left: -marginX,
        top: -marginY,
        width: view.width + 2 * marginX,
        height: view.height + 2 * marginY,
      });
      return { image, x: v[4], y: v[5], zoom: v[0], marginX, marginY, ...view };
    } finally {
      this.taking = 0;
    }
  }
}
