import type { Canvas, FabricObject, Point } from 'fabric';
import { wheelZoom } from '../viewport';

/**
 * What the user does with the mouse on the Fabric canvas, as plain calls: box select (drag on
 * empty canvas where the host takes boxes), pan (else, or the middle or right button, or Space and drag), wheel zoom (towards the pointer), dragging a shape, selecting one, pointing. It holds
 * the state of a gesture under way; what a gesture does to the drawing is the host's.
 */

/** The wheel has stopped when no step came for this long: the zoomed snapshot gives way to an exact render. */
export const WHEEL_SETTLE_MS = 150;

export interface GestureHost {
  readonly canvas: Canvas;
  /** Fabric renders a selection change and a drag itself, which snapshots taken before do not show. */
  dropSnapshots(): void;
  /** A gesture ended: one exact render. */
  settle(): void;
  /** The view moved: draw the next frame from a snapshot. */
  requestSnapshotFrame(): void;
  /** Pan or zoom changed, or a dragged shape moved (overlays follow). */
  viewportChanged(): void;
  /** The user panned or zoomed (not a fit): the view is theirs now. */
  userMovedView(): void;
  /** The wheel zooms: any animated zoom stops. */
  stopAnimation(): void;
  /** The user selected shapes (none: empty); `additive`: Shift was held (add to the selection). */
  selected(shapes: FabricObject[], additive?: boolean): void;
  /** The user dropped a shape after dragging it. */
  dropped(shape: FabricObject): void;
  /** The pointer over the drawing, in scene units (null when it leaves). */
  pointer(scene: Point | null): void;
  /** A drawing tool is on: a press is the tool's (it returns true), not a pan or a pick. */
  toolDown(scene: Point): boolean;
  /**
   * A box dragged on empty canvas (select tool): scene corners while it grows, `done` on release
   * (Shift held: add to the selection). Returns false when boxes are off (a read-only drawing pans).
   */
  box(from: Point, to: Point, done: boolean, additive: boolean): boolean;
  /** Draws under Fabric's shapes (grid) and over them (labels), on the drawing canvas only. */
  drawUnder(ctx: CanvasRenderingContext2D): void;
  drawOver(ctx: CanvasRenderingContext2D): void;
}

export class CanvasGestures {
  private panning: Point | null = null;
  /** A box select under way: where it started (scene). */
  private boxFrom: Point | null = null;
  /** Space is held: a left drag pans instead of drawing a box. */
  private spaceHeld = false;
  private draggedShape: FabricObject | null = null;
  /** While wheel steps keep coming: the timer that ends the zoom with an exact render. */
  private wheelSettle: ReturnType<typeof setTimeout> | undefined;
  private zoomingInNow = false;

  constructor(private readonly host: GestureHost) {
    this.listen();
  }

  /** The shape the user is dragging, if any. */
  get dragging(): FabricObject | null {
    return this.draggedShape;
  }

  /** Wheel steps are still coming. */
  get wheelTurning(): boolean {
    return this.wheelSettle !== undefined;
  }

  /** The last wheel step zoomed in. */
  get zoomingIn(): boolean {
    return this.zoomingInNow;
  }

  /** A shape left the canvas: it is no longer dragged. */
  forget(shape: FabricObject): void {
    if (this.draggedShape === shape) this.draggedShape = null;
  }

  /** Stops waiting for the wheel to be quiet (an exact render is on its way). */
  stopWheel(): void {
    clearTimeout(this.wheelSettle);
    this.wheelSettle = undefined;
  }

  /** (Re)starts the wait for the wheel to be quiet; called again after each frame drawn while zooming. */
  armWheelSettle(): void {
    clearTimeout(this.wheelSettle);
    this.wheelSettle = setTimeout(this.endZoom, WHEEL_SETTLE_MS);
  }

  dispose(): void {
    this.stopWheel();
    this.host.canvas.upperCanvasEl.removeEventListener('mouseleave', this.onLeave);
    window.removeEventListener('keydown', this.onKeys);
    window.removeEventListener('keyup', this.onKeys);
  }

  private onKeys = (e: KeyboardEvent) => {
    if (e.key === ' ') this.spaceHeld = e.type === 'keydown';
  };

  private listen(): void {
    const host = this.host;
    const canvas = host.canvas;
    canvas.on('selection:created', ({ selected, e }) => {
      host.dropSnapshots();
      host.selected(selected, e?.shiftKey);
    });
    canvas.on('selection:updated', ({ selected, e }) => {
      host.dropSnapshots();
      host.selected(selected, e?.shiftKey);
    });
    canvas.on('selection:cleared', ({ e }) => {
      host.dropSnapshots();
      host.selected([], e?.shiftKey);
    });
    canvas.on('object:moving', ({ target }) => {
      host.dropSnapshots();
      // Its label follows it (the labels read where the dragged shape is).
      this.draggedShape = target;
      host.viewportChanged();
    });
    canvas.on('object:modified', ({ target }) => {
      this.draggedShape = null;
      host.dropped(target);
    });
    canvas.on('mouse:down', ({ e, target, viewportPoint, scenePoint }) => {
      // Fabric is about to hit-test and render the shapes: a zoom still settling ends now.
      if (this.wheelTurning) host.settle();
      // The middle or right button, or Space with the left, pans (also over a shape).
      const button = (e as MouseEvent).button ?? 0;
      const pan = button !== 0 || this.spaceHeld;
      if (!pan && host.toolDown(scenePoint)) return;
      if (target && !pan) return;
      if (!pan && host.box(scenePoint, scenePoint, false, e.shiftKey)) {
        this.boxFrom = scenePoint;
        return;
      }
      this.panning = viewportPoint;
      // No hit-testing of every shape on each move of a pan (the cursor stays as it is).
      canvas.skipTargetFind = true;
    });
    canvas.on('mouse:move', ({ e, scenePoint, viewportPoint }) => {
      if (this.boxFrom) host.box(this.boxFrom, scenePoint, false, e.shiftKey);
      if (this.panning) {
        canvas.relativePan(viewportPoint.subtract(this.panning));
        this.panning = viewportPoint;
        host.userMovedView();
        host.requestSnapshotFrame();
        host.viewportChanged();
      }
      host.pointer(scenePoint);
    });
    canvas.on('mouse:up', ({ e, scenePoint }) => {
      const from = this.boxFrom;
      this.boxFrom = null;
      if (from) host.box(from, scenePoint, true, e.shiftKey);
      this.endPan();
      this.draggedShape = null;
    });
    canvas.on('mouse:wheel', ({ e, viewportPoint }) => {
      e.preventDefault();
      e.stopPropagation();
      host.stopAnimation();
      host.userMovedView();
      canvas.zoomToPoint(viewportPoint, wheelZoom(canvas.getZoom() || 1, e.deltaY));
      this.zoomingInNow = e.deltaY < 0;
      this.zoomStep();
    });
    canvas.upperCanvasEl.addEventListener('mouseleave', this.onLeave);
    window.addEventListener('keydown', this.onKeys);
    window.addEventListener('keyup', this.onKeys);
    canvas.on('before:render', ({ ctx }) => host.drawUnder(ctx));
    // Also fired for Fabric's top (selection) layer: labels belong on the drawing only.
    canvas.on('after:render', ({ ctx }) => {
      if (ctx !== canvas.contextTop) host.drawOver(ctx);
    });
  }

  private onLeave = () => {
    this.endPan();
    this.host.pointer(null);
  };

  /** The pan ended: one exact render replaces the shifted snapshot. */
  private endPan(): void {
    if (!this.panning) return;
    this.panning = null;
    this.host.canvas.skipTargetFind = false;
    this.host.settle();
  }

  /**
   * A wheel step. Rendering all the shapes on every step is too slow for large drawings, so until
   * the wheel has been quiet for WHEEL_SETTLE_MS the snapshot is drawn scaled to the new zoom
   * instead. The trade-off: a stretched image, so the drawing is slightly blurred while zooming in,
   * and sharp again (one exact render, strokes restyled for the zoom) once the wheel stops.
   */
  private zoomStep(): void {
    this.armWheelSettle();
    this.host.requestSnapshotFrame();
    this.host.viewportChanged();
  }

  private endZoom = () => {
    this.wheelSettle = undefined;
    this.host.settle();
  };
}
