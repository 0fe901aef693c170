import { Canvas, Point, type FabricObject } from 'fabric';
import { DEFAULT_BLOCK_SCALE, PAGE_SCALE, fromCanvas, toCanvas, type Bounds } from '@workhub/domain';
import type { LiveObject, LiveObjects, ObjectKey, ScenePoint, ViewArea } from '../../../collab';
import type { BlockCanvasEvents, BlockCanvasOptions } from './block-canvas-options';
import { FitMemory, IDENTITY, applyViewport, fitViewport, interpolateViewport, type Viewport } from '../viewport';
import { areaInView, viewBoxOfBounds } from '../viewport';
import { BlockShapes, type ShapeEntry } from './block-shapes';
import { NO_APPEARANCE, isLayerShown, layerLookOf, type LayerAppearance } from './block-styles';
import { CanvasGestures } from './canvas-gestures';
import { drawGrid } from './canvas-overlays';
import { DrawingLayers, dragShiftOf, type PaintTarget } from './drawing-layers';
import { MovingView } from './moving-view';
export type { LayerAppearance } from './block-styles';
export type { BlockCanvasEvents, BlockCanvasOptions } from './block-canvas-options';

/**
 * The Fabric view of a block: draws layers of plain objects (points in inches, y up) and reports what the user does (select,
 * box, drag, point) as plain events; it never writes the model. Parts: block-shapes.ts (objects → geometry and Fabric stand-ins
 * to pick and drag), drawing-layers.ts (paint, by drawing-painter.ts, and labels), canvas-overlays.ts (grid), moving-view.ts and
 * view-snapshots.ts (frames while the view moves), canvas-gestures.ts (the mouse). Fabric draws the selection's border.
 */

const TRANSITION_MS = 250;

export class BlockCanvas {
  private readonly canvas: Canvas;
  private readonly element: HTMLCanvasElement;
  private readonly scale: number;
  private readonly shapes: BlockShapes;
  private readonly gestures: CanvasGestures;
  private readonly moving: MovingView;
  private readonly host: HTMLElement;
  private appearance: LayerAppearance = NO_APPEARANCE;
  private minorGrid = false;
  private transitions = false;
  private readonly layers: DrawingLayers;
  private quietSelection = false;
  private drawing = false;
  private animation = 0;
  private disposed = false;
  private readonly fitMemory = new FitMemory(); // what the view was fitted to, refitted on a resize until the user moves it
  /** The selected objects: dragging one of them moves them all on the canvas while the drag lasts. */
  group: ReadonlySet<ObjectKey> = new Set();

  constructor(
    host: HTMLElement,
    private options: BlockCanvasOptions,
  ) {
    this.scale = options.scale ?? DEFAULT_BLOCK_SCALE;
    this.element = document.createElement('canvas');
    host.appendChild(this.element);
    const canvas = new Canvas(this.element, {
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      selection: false,
      // The selected object can be dragged even where another layer's object lies over it.
      preserveObjectStacking: false,
      renderOnAddRemove: false,
      stopContextMenu: true,
      // Fabric reports the middle and right buttons only when asked; they pan (canvas-gestures.ts).
      ...{ fireMiddleClick: true, fireRightClick: true },
      // No background fill: it would paint over the grid drawn before each render (the host is white).
    });
    this.canvas = canvas;
    const scale = this.scale;
    this.shapes = new BlockShapes({
      canvas,
      scale,
      interactive: options.interactive,
      labelOf: options.labelOf,
      dragged: () => this.gestures.dragging,
      dropped: (shape) => this.gestures.forget(shape),
      dress: (entry) => this.dress(entry, null),
      quietly: (action) => this.quietly(action),
    });
    this.gestures = new CanvasGestures({
      canvas,
      dropSnapshots: () => this.moving.drop(),
      settle: () => this.settle(),
      requestSnapshotFrame: () => this.moving.requestFrame(),
      viewportChanged: () => this.options.onViewport?.(),
      userMovedView: () => (this.fitMemory.userMoved(), this.options.onUserMovedView?.()),
      stopAnimation: () => {
        cancelAnimationFrame(this.animation);
        this.fitting = false;
      },
      selected: (shapes, additive) => this.reportSelection(shapes, additive),
      box: (from, to, done, additive) => {
        const onBox = this.options.interactive && !this.drawing ? this.options.onBox : undefined;
        onBox?.(fromCanvas(from, this.scale), fromCanvas(to, this.scale), done, additive);
        return onBox !== undefined;
      },
      dropped: (shape) => this.dropped(shape),
      pointer: (scene) => this.options.onPointer?.(scene ? fromCanvas(scene, this.scale) : null),
      toolDown: (scene) => this.drawing && (this.options.onToolDown?.(fromCanvas(scene, this.scale)), true),
      drawUnder: (ctx) => {
        this.drawUnder(ctx);
        this.layers.paintShapes(ctx, this.paintTarget());
      },
      drawOver: (ctx) => this.layers.paintLabels(ctx, this.paintTarget()),
    });
    this.moving = new MovingView({
      canvas,
      viewport: () => this.viewport,
      wheelTurning: () => this.gestures.wheelTurning,
      zoomingIn: () => this.gestures.zoomingIn,
      framed: () => this.gestures.armWheelSettle(),
      drawGrid: (ctx) => this.drawUnder(ctx),
    });
    this.layers = new DrawingLayers(this.shapes, {
      appearance: () => this.appearance,
      active: () => this.shapes.entryOf(this.canvas.getActiveObject()),
      shiftOf: (entry) => dragShiftOf(entry, this.shapes.entryOf(this.gestures.dragging), this.group),
    });
    // Fabric picks the shape under a press: the ones there still missing are built first.
    host.addEventListener('pointerdown', this.buildShapesUnder, true);
    host.addEventListener('mousedown', this.buildShapesUnder, true);
    this.host = host;
  }

  /** Something drawn changed (anything but a pan or wheel step): the snapshots are stale; a full render on the next frame. */
  private redraw(): void {
    this.moving.drop();
    this.settle();
  }

  /** A full render on the next frame, ending a pan or zoom: the snapshots stay for the next one, for a while. */
  private settle(): void {
    this.stopGesture();
    this.canvas.requestRenderAll();
    this.moving.expireLater();
  }

  /** Stops drawing from a snapshot: cancels the frame about to draw it and a pending end of zoom. */
  private stopGesture(): void {
    this.moving.cancelFrame();
    this.gestures.stopWheel();
  }

  /** Canvas units per inch. */
  private get k(): number {
    return PAGE_SCALE * this.scale;
  }

  /** Every object drawn can be picked (its Fabric stand-in is built). */
  get pickable(): boolean {
    return !this.shapes.pending;
  }

  // ── model → view ──────────────────────────────────────────────────────────────────────────

  /** Replaces every layer (layers missing from `layers` are removed). */
  setLayers(layers: LiveObjects): void {
    for (const layer of this.shapes.layers()) if (!(layer in layers)) this.shapes.setLayer(layer, []);
    for (const [layer, objects] of Object.entries(layers)) this.shapes.setLayer(layer, objects);
    this.afterChange();
  }

  /** Brings one layer in line with its objects: shapes are updated in place, added or removed. */
  setLayer(layer: string, objects: readonly LiveObject[]): void {
    this.shapes.setLayer(layer, objects);
    this.afterChange();
  }

  private afterChange(): void {
    // New and changed shapes got their appearance as they were built or updated; only a selected
    // shape on a hidden layer is left to drop, as a pass over every shape would.
    const activeEntry = this.shapes.entryOf(this.canvas.getActiveObject());
    if (activeEntry && !isLayerShown(this.appearance, activeEntry.layer)) this.canvas.discardActiveObject();
    this.shapes.restack();
    this.redraw();
    this.shapes.scheduleBuild();
    this.options.onViewport?.();
  }

  private buildShapesUnder = (event: MouseEvent) => {
    if (!this.shapes.pending) return;
    const at = this.canvas.getScenePoint(event);
    this.shapes.buildShapesAt(at.x, at.y);
  };

  setAppearance(appearance: LayerAppearance): void {
    this.appearance = appearance;
    this.applyAppearance();
    this.redraw();
  }

  private applyAppearance(): void {
    const active = this.canvas.getActiveObject() ?? null;
    for (const entry of this.shapes.entries.values()) this.dress(entry, active);
  }

  /** Whether Fabric's shape can be picked, dragged, and is there at all, from the layer's state. */
  private dress(entry: ShapeEntry, active: FabricObject | null): void {
    const shape = entry.shape;
    if (!shape) return;
    const { shown, drawn } = layerLookOf(this.appearance, entry.layer);
    const { interactive, editable } = this.options;
    shape.set({
      visible: drawn,
      selectable: shown && interactive,
      evented: shown && interactive,
      lockMovementX: !editable,
      lockMovementY: !editable,
      hoverCursor: editable ? 'move' : 'pointer',
    });
    if (!shown && active === shape) this.canvas.discardActiveObject();
  }

  setEditable(editable: boolean): void {
    if (this.options.editable === editable) return;
    this.options = { ...this.options, editable };
    this.applyAppearance();
    this.redraw();
  }

  setEvents(events: BlockCanvasEvents): void {
    this.options = { ...this.options, ...events };
  }

  /** A drawing tool is on: presses go to onToolDown (no pick, no pan), a crosshair cursor. */
  setDrawing(drawing: boolean): void {
    if (this.drawing === drawing) return;
    this.drawing = drawing;
    this.canvas.skipTargetFind = drawing;
    this.canvas.defaultCursor = drawing ? 'crosshair' : 'default';
    if (drawing) this.quietly(() => this.canvas.discardActiveObject());
    this.redraw();
  }

  /** View pixels per inch at the current zoom. */
  get pixelsPerInch(): number {
    return this.k * (this.canvas.getZoom() || 1);
  }

  setGrid(minor: boolean): void {
    this.minorGrid = minor;
    this.redraw();
  }

  setTransitions(enabled: boolean): void {
    this.transitions = enabled;
  }

  setBlock(block: { width: number; height: number } | undefined): void {
    this.options = { ...this.options, block };
    this.redraw();
  }

  /** Makes an object the selected one (null: none), without reporting it back. */
  select(key: ObjectKey | null): void {
    const wanted = key ? this.shapes.entries.get(key) : undefined;
    if (wanted) this.shapes.buildShapesOf([wanted]);
    const shape = key ? this.shapes.entries.get(key)?.shape : null;
    const active = this.canvas.getActiveObject();
    if ((shape ?? null) === (active ?? null)) return;
    this.quietly(() => {
      if (shape && shape.visible) this.canvas.setActiveObject(shape);
      else this.canvas.discardActiveObject();
    });
    this.redraw();
  }

  private quietly(action: () => void): void {
    this.quietSelection = true;
    try {
      action();
    } finally {
      this.quietSelection = false;
    }
  }

  private reportSelection(selected: FabricObject[], additive?: boolean): void {
    if (this.quietSelection) return;
    this.options.onSelect?.(this.shapes.entryOf(selected[0])?.key ?? null, additive);
  }

  /** The user dropped a dragged shape: the move goes to the owner, the shape back to where the model says. */
  private dropped(shape: FabricObject): void {
    const entry = this.shapes.entryOf(shape);
    if (!entry) return;
    const moved = shape.getCenterPoint().subtract(entry.centre);
    const dx = moved.x / this.k;
    const dy = -moved.y / this.k;
    if (this.options.editable && (dx !== 0 || dy !== 0)) this.options.onMove?.(entry.key, dx, dy);
    // Back to where the model says: moved if the edit was applied, unmoved if it was not.
    this.shapes.place(entry);
    this.redraw();
    this.options.onViewport?.();
  }

  // ── viewport ──────────────────────────────────────────────────────────────────────────────

  get viewport(): Viewport {
    return [...(this.canvas.viewportTransform ?? IDENTITY)] as Viewport;
  }

  /** Shows `bounds` (canvas coordinates) whole; animated unless transitions are off or `now`. */
  fitTo(bounds: Bounds | null, now = false): void {
    if (!bounds) return;
    this.fitMemory.fitted(bounds);
    const target = fitViewport(bounds, this.canvas.getWidth(), this.canvas.getHeight());
    cancelAnimationFrame(this.animation);
    this.fitting = false;
    if (!this.transitions || now) return this.setViewport(target);
    const from = this.viewport;
    const started = performance.now();
    const step = (now: number) => {
      const t = (now - started) / TRANSITION_MS;
      this.fitting = t < 1 && !this.disposed;
      this.setViewport(interpolateViewport(from, target, t));
      if (this.fitting) this.animation = requestAnimationFrame(step);
    };
    this.fitting = true;
    this.animation = requestAnimationFrame(step);
  }

  /** A zoom to fit is under way (the view is still moving to it). */
  fitting = false;

  private setViewport(viewport: Viewport): void {
    this.canvas.setViewportTransform(viewport);
    this.settle();
    this.options.onViewport?.();
  }

  /** A drawing point (inches) in pixels from the canvas's top left corner. */
  toView = (point: ScenePoint): { x: number; y: number } => applyViewport(this.viewport, toCanvas(point, this.scale));

  /** The view pixel box of an object, or null when it has no points or is not drawn. */
  viewBoxOf(key: ObjectKey): { left: number; top: number; width: number; height: number } | null {
    const entry = this.shapes.entries.get(key);
    if (!entry?.geometry || !layerLookOf(this.appearance, entry.layer).drawn) return null;
    const { minX, minY, maxX, maxY } = entry.geometry.box;
    // While dragged (it, or with it the other selected objects), the box follows the shape.
    const shift = dragShiftOf(entry, this.shapes.entryOf(this.gestures.dragging), this.group) ?? new Point(0, 0);
    return viewBoxOfBounds(this.viewport, { minX: minX + shift.x, minY: minY + shift.y, maxX: maxX + shift.x, maxY: maxY + shift.y });
  }

  /** The drawing point (inches) at a view pixel (from the canvas's top left corner). */
  fromView(x: number, y: number): ScenePoint {
    const v = this.viewport;
    return fromCanvas({ x: (x - v[4]) / v[0], y: (y - v[5]) / v[3] }, this.scale);
  }

  /** The drawing point (inches) at the centre of the view. */
  viewCentre = (): ScenePoint => this.fromView(this.canvas.getWidth() / 2, this.canvas.getHeight() / 2);

  /** The part of the drawing in view (inches): what a colleague following this user sees. */
  visibleArea = (): ViewArea => areaInView(this.viewport, this.canvas.getWidth(), this.canvas.getHeight(), this.k);

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    const changed = width !== this.canvas.getWidth() || height !== this.canvas.getHeight();
    this.canvas.setDimensions({ width, height });
    // Fitted and not moved by the user since: the same bounds fill the new size (at once).
    const refitted = changed ? this.fitMemory.refit(width, height) : null;
    if (refitted) {
      cancelAnimationFrame(this.animation);
      this.fitting = false;
      return this.setViewport(refitted);
    }
    this.redraw();
    this.options.onViewport?.();
  }

  private drawUnder(ctx: CanvasRenderingContext2D): void {
    if (this.moving.snapshotting) return;
    drawGrid(ctx, {
      viewport: this.viewport,
      width: this.canvas.getWidth(),
      height: this.canvas.getHeight(),
      unitsPerInch: this.k,
      minor: this.minorGrid,
      block: this.options.block,
      scale: this.scale,
    });
  }

  /** Where the drawing goes now: the view, or the snapshot being taken (its viewport includes the device pixel ratio). */
  private paintTarget(): PaintTarget {
    const canvas = this.canvas;
    return { viewport: canvas.viewportTransform as Viewport, size: { width: canvas.width, height: canvas.height }, unit: this.moving.unit };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    cancelAnimationFrame(this.animation);
    this.shapes.dispose();
    this.host.removeEventListener('pointerdown', this.buildShapesUnder, true);
    this.host.removeEventListener('mousedown', this.buildShapesUnder, true);
    this.stopGesture();
    this.moving.dispose();
    this.gestures.dispose();
    const element = this.element;
    void this.canvas.dispose().finally(() => element.remove());
  }
}
