import { Canvas, Point, Polygon, Polyline, Rect, type FabricObject } from 'fabric';
import {
  DEFAULT_BLOCK_SCALE,
  PAGE_SCALE,
  areaLabelOf,
  boundsOfPoints,
  compareLayersByDrawOrder,
  fromCanvas,
  layerGroupOf,
  pairsOf,
  toCanvas,
  type Bounds,
  type LayerStyle,
} from '@workhub/domain';
import type { LiveObject, LiveObjects, ObjectKey } from '../../../collab';
import type { ScenePoint } from '../../../collab';
import { axisAlignedBox } from '../shape-kind';
import { IDENTITY, applyViewport, fitViewport, interpolateViewport, wheelZoom, type Viewport } from '../viewport';

/**
 * The Fabric view of a block: draws layers of plain objects (points in inches, y up) and reports
 * what the user does (select, drag, point) as plain events. It never writes the model itself: the
 * owner turns a drag into an edit, and the edited objects come back through setLayer.
 */

export interface BlockCanvasEvents {
  /** The user dropped an object after dragging it by dx, dy inches. */
  onMove?: (key: ObjectKey, dx: number, dy: number) => void;
  onSelect?: (key: ObjectKey | null) => void;
  /** The pointer over the drawing, in inches (null when it leaves). */
  onPointer?: (point: ScenePoint | null) => void;
  /** Pan or zoom changed (overlays in page coordinates follow). */
  onViewport?: () => void;
}

export interface LayerAppearance {
  /** Layer → shown. A layer missing here is shown. */
  visible: Record<string, boolean>;
  /** Draw hidden layers faintly instead of not at all (base setting showHiddenLayers). */
  showHidden: boolean;
  hovered: string | null;
  styles: Record<string, LayerStyle>;
}

export interface BlockCanvasOptions extends BlockCanvasEvents {
  /** Objects can be selected (to inspect or edit). */
  interactive: boolean;
  /** Selected objects can be dragged. */
  editable: boolean;
  /** Block size in inches, outlined under the drawing. */
  block?: { width: number; height: number };
  scale?: number;
}

interface Entry {
  key: ObjectKey;
  layer: string;
  object: LiveObject;
  shape: FabricObject | null;
  /** The area label drawn at the shape's centre (rects only), or null. */
  label: string | null;
  /** Scene centre of the shape as the model places it: a drag is measured from here. */
  centre: Point;
}

/** The drawing rendered with margins (`image`, device pixels) at viewport translation x, y and zoom. */
interface ViewSnapshot {
  image: HTMLCanvasElement;
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

/** Colours of each layer group when neither the object nor the layer has its own. */
const GROUP_COLOURS: Record<string, string> = {
  client: '#6a1b9a',
  site: '#2e7d32',
  sitework: '#6d4c41',
  design: '#263238',
  assemblies: '#8d6e63',
  utilities: '#00897b',
};
const STROKE_PX = 1.25;
const LABEL_PX = 11;
const LABEL_FONT = 'system-ui, sans-serif';
const LABEL_COLOUR = '#37474f';
/** Labels whose centre lies this far outside the view (pixels) are not drawn. */
const LABEL_CULL_PX = 80;
const HOVER_FACTOR = 2.5;
const HIDDEN_OPACITY = 0.2;
const TRANSITION_MS = 250;
/** While panning or zooming, the drawing is rendered once with this share of the view as margin on each side. */
const SNAPSHOT_MARGIN = 0.5;
/**
 * The margin of a snapshot taken while the wheel zooms in: the view only shrinks inside it, and
 * rasterising the image (in software, most of its cost) grows with its area: 1.2² of the view
 * instead of 2².
 */
const ZOOM_IN_MARGIN = 0.1;
/** Largest snapshot in device pixels (margins shrink on large or high-density screens). */
const SNAPSHOT_MAX_PX = 8_000_000;
/** The wheel has stopped when no step came for this long: the zoomed snapshot gives way to an exact render. */
const WHEEL_SETTLE_MS = 150;
/** While the wheel turns, a snapshot is stretched (or shrunk) at most this much before a fresh one is taken. */
const ZOOM_STRETCH_MAX = 4;
/**
 * Snapshots kept while the drawing does not change: zooming back out, or panning after a zoom,
 * draws from one taken earlier instead of rendering every shape again. At most this many, of at
 * most SNAPSHOTS_KEPT_PX device pixels together (4 bytes each; the newest is always kept), and
 * only for SNAPSHOTS_KEPT_MS after the last gesture.
 */
const SNAPSHOTS_KEPT = 2;
const SNAPSHOTS_KEPT_PX = 12_000_000;
const SNAPSHOTS_KEPT_MS = 30_000;

/**
 * Fabric shapes without controls (hasControls is off anyway). Fabric would otherwise create nine
 * controls for every object and compute their positions on every setCoords, which dominated
 * loading and zooming large drawings.
 */
const NO_CONTROLS = Object.freeze({}) as Record<string, never>;
class BlockRect extends Rect {
  static override createControls() {
    return { controls: NO_CONTROLS };
  }
}
class BlockPolygon extends Polygon {
  static override createControls() {
    return { controls: NO_CONTROLS };
  }
}
class BlockPolyline extends Polyline {
  static override createControls() {
    return { controls: NO_CONTROLS };
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function dashOf(v: unknown): number[] | undefined {
  if (Array.isArray(v)) return v.filter((n): n is number => typeof n === 'number' && n >= 0);
  if (typeof v === 'string') return v.split(/[\s,]+/).map(Number).filter((n) => Number.isFinite(n) && n >= 0);
  return undefined;
}

export class BlockCanvas {
  private readonly canvas: Canvas;
  private readonly element: HTMLCanvasElement;
  private readonly scale: number;
  private readonly entries = new Map<ObjectKey, Entry>();
  private readonly byShape = new Map<FabricObject, Entry>();
  private readonly layerEntries = new Map<string, Entry[]>();
  private appearance: LayerAppearance = { visible: {}, showHidden: false, hovered: null, styles: {} };
  private minorGrid = false;
  private transitions = false;
  private dragging: FabricObject | null = null;
  private panning: Point | null = null;
  /**
   * While the view moves (a pan, or wheel steps in quick succession): the drawing rendered once into
   * an image a margin larger than the view, drawn shifted (and, while zooming, scaled) on each frame
   * instead of rendering every object again. A full render follows when the gesture ends. The
   * newest (first) are kept for the next gestures until anything drawn changes (SNAPSHOTS_KEPT).
   */
  private snapshots: ViewSnapshot[] = [];
  /** Drops the kept snapshots SNAPSHOTS_KEPT_MS after the last gesture. */
  private snapshotsExpiry: ReturnType<typeof setTimeout> | undefined;
  private snapshotFrame = 0;
  /** Rendering the snapshot: device pixels per view pixel in it (0 otherwise). */
  private snapshotting = 0;
  /** The last wheel step zoomed in. */
  private zoomingIn = false;
  /** While wheel steps keep coming: the timer that ends the zoom with an exact render. */
  private wheelSettle: ReturnType<typeof setTimeout> | undefined;
  /** The zoom the shapes' stroke widths and dashes (screen pixels) were last set for. */
  private styledZoom = 1;
  private quietSelection = false;
  private animation = 0;
  private disposed = false;

  constructor(
    host: HTMLElement,
    private options: BlockCanvasOptions,
  ) {
    this.scale = options.scale ?? DEFAULT_BLOCK_SCALE;
    this.element = document.createElement('canvas');
    host.appendChild(this.element);
    this.canvas = new Canvas(this.element, {
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      selection: false,
      // The selected object can be dragged even where another layer's object lies over it.
      preserveObjectStacking: false,
      renderOnAddRemove: false,
      stopContextMenu: true,
      // No background fill: it would paint over the grid drawn before each render (the host is white).
    });
    this.listen();
  }

  /** Something drawn changed (anything but a pan or wheel step): the snapshots are stale; a full render on the next frame. */
  private redraw(): void {
    this.dropSnapshots();
    this.settle();
  }

  /** A full render on the next frame, ending a pan or zoom: the snapshots stay for the next one, for a while. */
  private settle(): void {
    this.stopGesture();
    if (this.styledZoom !== this.zoom) this.restyle();
    this.canvas.requestRenderAll();
    clearTimeout(this.snapshotsExpiry);
    if (this.snapshots.length) this.snapshotsExpiry = setTimeout(() => this.dropSnapshots(), SNAPSHOTS_KEPT_MS);
  }

  private dropSnapshots(): void {
    this.snapshots = [];
    clearTimeout(this.snapshotsExpiry);
    this.snapshotsExpiry = undefined;
  }

  /** Stops drawing from a snapshot: cancels the frame about to draw it and a pending end of zoom. */
  private stopGesture(): void {
    cancelAnimationFrame(this.snapshotFrame);
    this.snapshotFrame = 0;
    clearTimeout(this.wheelSettle);
    this.wheelSettle = undefined;
  }

  /** Stroke widths and dashes are screen pixels: set again for the current zoom. */
  private restyle(): void {
    for (const entry of this.entries.values()) this.styleEntry(entry);
    this.styledZoom = this.zoom;
  }

  /** Canvas units per inch. */
  private get k(): number {
    return PAGE_SCALE * this.scale;
  }

  private get zoom(): number {
    return this.canvas.getZoom() || 1;
  }

  // ── model → view ──────────────────────────────────────────────────────────────────────────

  /** Replaces every layer (layers missing from `layers` are removed). */
  setLayers(layers: LiveObjects): void {
    for (const layer of [...this.layerEntries.keys()]) if (!(layer in layers)) this.setLayer(layer, [], false);
    for (const [layer, objects] of Object.entries(layers)) this.setLayer(layer, objects, false);
    this.afterChange();
  }

  /** Brings one layer in line with its objects: shapes are updated in place, added or removed. */
  setLayer(layer: string, objects: readonly LiveObject[], render = true): void {
    const wanted = new Set(objects.map((o) => o.key));
    for (const entry of this.layerEntries.get(layer) ?? []) if (!wanted.has(entry.key)) this.removeEntry(entry);
    const entries: Entry[] = [];
    for (const object of objects) {
      let entry = this.entries.get(object.key);
      if (entry && entry.layer !== layer) {
        this.removeEntry(entry);
        entry = undefined;
      }
      if (entry) this.updateEntry(entry, object);
      else entry = this.createEntry(layer, object);
      entries.push(entry);
    }
    if (entries.length > 0) this.layerEntries.set(layer, entries);
    else this.layerEntries.delete(layer);
    if (render) this.afterChange();
  }

  private afterChange(): void {
    // New and changed shapes got their appearance as they were built or updated; only a selected
    // shape on a hidden layer is left to drop, as a pass over every shape would.
    const active = this.canvas.getActiveObject();
    const activeEntry = active ? this.byShape.get(active) : undefined;
    if (activeEntry && !this.isShown(activeEntry.layer)) this.canvas.discardActiveObject();
    this.restack();
    this.redraw();
    this.options.onViewport?.();
  }

  private createEntry(layer: string, object: LiveObject): Entry {
    const entry: Entry = { key: object.key, layer, object, shape: null, label: null, centre: new Point(0, 0) };
    this.entries.set(object.key, entry);
    this.build(entry);
    return entry;
  }

  private removeEntry(entry: Entry): void {
    this.dropShape(entry);
    this.entries.delete(entry.key);
  }

  private dropShape(entry: Entry): void {
    if (entry.shape) {
      this.byShape.delete(entry.shape);
      if (this.dragging === entry.shape) this.dragging = null;
      const shape = entry.shape;
      // Quietly: an object that lost its points stays selected ('No points'); one that is gone
      // from the document is deselected by the editor, which watches the document.
      this.quietly(() => this.canvas.remove(shape));
    }
    entry.shape = null;
    entry.label = null;
  }

  private updateEntry(entry: Entry, object: LiveObject): void {
    const before = entry.object;
    entry.object = object;
    // The user is dragging this one: it is placed from the model when dropped.
    if (entry.shape && entry.shape === this.dragging) return;
    const samePoints = before.points.length === object.points.length && before.points.every((v, i) => v === object.points[i]);
    if (samePoints && before.type === object.type && entry.shape) {
      this.styleEntry(entry);
      this.labelEntry(entry);
      return;
    }
    const kind = this.kindOf(object);
    const current = entry.shape instanceof Rect ? 'rect' : entry.shape instanceof Polygon ? 'polygon' : entry.shape instanceof Polyline ? 'polyline' : null;
    if (current !== kind) {
      const wasActive = !!entry.shape && this.canvas.getActiveObject() === entry.shape;
      this.dropShape(entry);
      this.build(entry);
      if (wasActive && entry.shape) this.quietly(() => this.canvas.setActiveObject(entry.shape!));
      return;
    }
    this.place(entry);
    this.styleEntry(entry);
    this.labelEntry(entry);
  }

  private kindOf(object: LiveObject): 'rect' | 'polygon' | 'polyline' | null {
    if (pairsOf(object.points).length === 0) return null;
    if (object.type === 'polyline') return 'polyline';
    if (object.type === 'rect' && axisAlignedBox(object.points)) return 'rect';
    return 'polygon';
  }

  private scenePoints(object: LiveObject) {
    return pairsOf(object.points).map((p) => toCanvas(p, this.scale));
  }

  /** Creates the shape (none for an object without points: 'No points') and its area label. */
  private build(entry: Entry): void {
    const kind = this.kindOf(entry.object);
    const common = { objectCaching: false, hasControls: false, lockRotation: true, lockScalingX: true, lockScalingY: true, strokeLineJoin: 'round' as const };
    let shape: FabricObject | null = null;
    if (kind === 'rect') shape = new BlockRect({ ...common, width: 1, height: 1 });
    else if (kind === 'polygon') shape = new BlockPolygon(this.scenePoints(entry.object), common);
    else if (kind === 'polyline') shape = new BlockPolyline(this.scenePoints(entry.object), { ...common, fill: '' });
    entry.shape = shape;
    this.labelEntry(entry);
    if (!shape) return;
    this.byShape.set(shape, entry);
    // Placed and styled before it joins the canvas, which computes its coordinates once.
    // A new polygon or polyline is already centred on its points.
    if (shape instanceof Polyline) entry.centre = shape.getCenterPoint();
    else this.placeShape(entry);
    this.appearShape(entry, null);
    this.canvas.add(shape);
  }

  /** Puts the shape where the model says. */
  private place(entry: Entry): void {
    this.placeShape(entry);
    entry.shape?.setCoords();
  }

  /** Puts the shape where the model says, without updating its coordinates (setCoords). */
  private placeShape(entry: Entry): void {
    const shape = entry.shape;
    if (!shape) return;
    if (shape instanceof Rect) {
      const box = axisAlignedBox(entry.object.points);
      if (box) {
        const a = toCanvas({ x: box.minX, y: box.maxY }, this.scale);
        const b = toCanvas({ x: box.maxX, y: box.minY }, this.scale);
        shape.set({ width: b.x - a.x, height: b.y - a.y });
        shape.setPositionByOrigin(new Point((a.x + b.x) / 2, (a.y + b.y) / 2), 'center', 'center');
      }
    } else if (shape instanceof Polyline) {
      // Polygon extends Polyline: both take new points and re-centre on them.
      shape.set({ points: this.scenePoints(entry.object) });
      shape.setBoundingBox(true);
    }
    entry.centre = shape.getCenterPoint();
  }

  private labelEntry(entry: Entry): void {
    entry.label = entry.shape ? areaLabelOf(entry.object) : null;
  }

  /** Object style over layer style over the group's colour; widths are screen pixels. */
  private styleEntry(entry: Entry): void {
    this.styleShape(entry);
    entry.shape?.setCoords();
  }

  /** styleEntry without updating the shape's coordinates (setCoords). */
  private styleShape(entry: Entry): void {
    const shape = entry.shape;
    if (!shape) return;
    const own = entry.object.style ?? {};
    const layerStyle = this.appearance.styles[entry.layer] ?? {};
    const hovered = this.appearance.hovered === entry.layer;
    const stroke = text(own.stroke) ?? text(own.color) ?? layerStyle.color ?? GROUP_COLOURS[layerGroupOf(entry.layer)] ?? '#263238';
    const fill = entry.object.type === 'polyline' ? '' : (text(own.fill) ?? layerStyle.fill ?? 'rgba(0,0,0,0)');
    const widthPx = (num(own.strokeWidth) ?? layerStyle.strokeWidth ?? STROKE_PX) * (hovered ? HOVER_FACTOR : 1);
    const dash = dashOf(own.dash) ?? layerStyle.dash;
    shape.set({
      stroke,
      fill,
      strokeWidth: widthPx / this.zoom,
      strokeDashArray: dash && dash.length > 0 ? dash.map((d) => d / this.zoom) : null,
    });
  }

  /** Shapes in draw order (first layer at the bottom); labels are drawn over all of them. */
  private restack(): void {
    const layers = [...this.layerEntries.keys()].sort(compareLayersByDrawOrder);
    let index = 0;
    for (const layer of layers) {
      for (const entry of this.layerEntries.get(layer) ?? []) {
        if (!entry.shape) continue;
        if (this.canvas.item(index) !== entry.shape) this.canvas.moveObjectTo(entry.shape, index);
        index++;
      }
    }
  }

  // ── view state ────────────────────────────────────────────────────────────────────────────

  setAppearance(appearance: LayerAppearance): void {
    this.appearance = appearance;
    this.applyAppearance();
    this.redraw();
  }

  private isShown(layer: string): boolean {
    return this.appearance.visible[layer] !== false;
  }

  private applyAppearance(): void {
    const active = this.canvas.getActiveObject() ?? null;
    for (const entry of this.entries.values()) {
      this.appearShape(entry, active);
      entry.shape?.setCoords();
    }
    this.styledZoom = this.zoom;
  }

  /** Visibility, opacity and interactivity from the layer's state, then the style (no setCoords). */
  private appearShape(entry: Entry, active: FabricObject | null): void {
    const shape = entry.shape;
    if (!shape) return;
    const shown = this.isShown(entry.layer);
    const opacity = (this.appearance.styles[entry.layer]?.opacity ?? 1) * (shown ? 1 : HIDDEN_OPACITY);
    shape.set({
      visible: shown || this.appearance.showHidden,
      opacity,
      selectable: shown && this.options.interactive,
      evented: shown && this.options.interactive,
      lockMovementX: !this.options.editable,
      lockMovementY: !this.options.editable,
      hoverCursor: this.options.editable ? 'move' : 'pointer',
    });
    this.styleShape(entry);
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
    const shape = key ? this.entries.get(key)?.shape : null;
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

  private sceneBox(object: LiveObject): Bounds | null {
    return boundsOfPoints(this.scenePoints(object));
  }

  // ── viewport ──────────────────────────────────────────────────────────────────────────────

  get viewport(): Viewport {
    return [...(this.canvas.viewportTransform ?? IDENTITY)] as Viewport;
  }

  /** Shows `bounds` (canvas coordinates) whole; animated unless transitions are off. */
  fitTo(bounds: Bounds | null): void {
    if (!bounds) return;
    const target = fitViewport(bounds, this.canvas.getWidth(), this.canvas.getHeight());
    cancelAnimationFrame(this.animation);
    if (!this.transitions) return this.setViewport(target);
    const from = this.viewport;
    const started = performance.now();
    const step = (now: number) => {
      const t = (now - started) / TRANSITION_MS;
      this.setViewport(interpolateViewport(from, target, t));
      if (t < 1 && !this.disposed) this.animation = requestAnimationFrame(step);
    };
    this.animation = requestAnimationFrame(step);
  }

  private setViewport(viewport: Viewport): void {
    this.canvas.setViewportTransform(viewport);
    this.afterZoom();
  }

  private afterZoom(): void {
    this.settle();
    this.options.onViewport?.();
  }

  /** A drawing point (inches) in pixels from the canvas's top left corner. */
  toView(point: ScenePoint): { x: number; y: number } {
    return applyViewport(this.viewport, toCanvas(point, this.scale));
  }

  /** The view pixel box of an object, or null when it has no points or is not drawn. */
  viewBoxOf(key: ObjectKey): { left: number; top: number; width: number; height: number } | null {
    const entry = this.entries.get(key);
    if (!entry?.shape?.visible) return null;
    const model = this.sceneBox(entry.object);
    if (!model) return null;
    // While dragged, the box follows the shape.
    const shift = entry.shape === this.dragging ? entry.shape.getCenterPoint().subtract(entry.centre) : new Point(0, 0);
    const box = { minX: model.minX + shift.x, minY: model.minY + shift.y, maxX: model.maxX + shift.x, maxY: model.maxY + shift.y };
    const a = applyViewport(this.viewport, { x: box.minX, y: box.minY });
    const b = applyViewport(this.viewport, { x: box.maxX, y: box.maxY });
    return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
  }

  /** The drawing point (inches) at the centre of the view. */
  viewCentre(): ScenePoint {
    const v = this.viewport;
    const scene = { x: (this.canvas.getWidth() / 2 - v[4]) / v[0], y: (this.canvas.getHeight() / 2 - v[5]) / v[3] };
    return fromCanvas(scene, this.scale);
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.canvas.setDimensions({ width, height });
    this.redraw();
    this.options.onViewport?.();
  }

  // ── user input ────────────────────────────────────────────────────────────────────────────

  private listen(): void {
    const canvas = this.canvas;
    // Fabric renders a selection change and a drag itself: the selected shape is drawn on top, the
    // dragged one moves. Snapshots taken before show neither.
    canvas.on('selection:created', ({ selected }) => {
      this.dropSnapshots();
      this.reportSelection(selected);
    });
    canvas.on('selection:updated', ({ selected }) => {
      this.dropSnapshots();
      this.reportSelection(selected);
    });
    canvas.on('selection:cleared', () => {
      this.dropSnapshots();
      if (!this.quietSelection) this.options.onSelect?.(null);
    });
    canvas.on('object:moving', ({ target }) => {
      this.dropSnapshots();
      // Its label follows it (drawLabels reads where the dragged shape is).
      this.dragging = target;
      this.options.onViewport?.();
    });
    canvas.on('object:modified', ({ target }) => {
      const entry = this.byShape.get(target);
      this.dragging = null;
      if (!entry) return;
      const moved = target.getCenterPoint().subtract(entry.centre);
      const dx = moved.x / this.k;
      const dy = -moved.y / this.k;
      if (this.options.editable && (dx !== 0 || dy !== 0)) this.options.onMove?.(entry.key, dx, dy);
      // Back to where the model says: moved if the edit was applied, unmoved if it was not.
      this.place(entry);
      this.redraw();
      this.options.onViewport?.();
    });
    canvas.on('mouse:down', ({ target, viewportPoint }) => {
      // Fabric is about to hit-test and render the shapes: a zoom still settling ends now.
      if (this.wheelSettle !== undefined) this.settle();
      if (!target) this.panning = viewportPoint;
    });
    canvas.on('mouse:move', ({ scenePoint, viewportPoint }) => {
      if (this.panning) {
        canvas.relativePan(viewportPoint.subtract(this.panning));
        this.panning = viewportPoint;
        this.requestSnapshotFrame();
        this.options.onViewport?.();
      }
      this.options.onPointer?.(fromCanvas(scenePoint, this.scale));
    });
    canvas.on('mouse:up', () => {
      this.endPan();
      this.dragging = null;
    });
    canvas.on('mouse:wheel', ({ e, viewportPoint }) => {
      e.preventDefault();
      e.stopPropagation();
      cancelAnimationFrame(this.animation);
      canvas.zoomToPoint(viewportPoint, wheelZoom(this.zoom, e.deltaY));
      this.zoomingIn = e.deltaY < 0;
      this.zoomStep();
    });
    canvas.upperCanvasEl.addEventListener('mouseleave', this.onLeave);
    canvas.on('before:render', ({ ctx }) => this.drawGrid(ctx));
    // Also fired for Fabric's top (selection) layer: labels belong on the drawing only.
    canvas.on('after:render', ({ ctx }) => {
      if (ctx !== canvas.contextTop) this.drawLabels(ctx);
    });
  }

  private onLeave = () => {
    this.endPan();
    this.options.onPointer?.(null);
  };

  /** The pan ended: one exact render replaces the shifted snapshot. */
  private endPan(): void {
    if (!this.panning) return;
    this.panning = null;
    this.settle();
  }

  /**
   * A wheel step. Rendering all the shapes on every step is too slow for large drawings, so until
   * the wheel has been quiet for WHEEL_SETTLE_MS the snapshot is drawn scaled to the new zoom
   * instead. The trade-off: a stretched image, so the drawing is slightly blurred while zooming in,
   * and sharp again (one exact render, strokes restyled for the zoom) once the wheel stops.
   */
  private zoomStep(): void {
    this.armWheelSettle();
    this.requestSnapshotFrame();
    this.options.onViewport?.();
  }

  /** (Re)starts the wait for the wheel to be quiet. */
  private armWheelSettle(): void {
    clearTimeout(this.wheelSettle);
    this.wheelSettle = setTimeout(this.endZoom, WHEEL_SETTLE_MS);
  }

  private endZoom = () => {
    this.wheelSettle = undefined;
    this.settle();
  };

  private requestSnapshotFrame(): void {
    if (!this.snapshotFrame) this.snapshotFrame = requestAnimationFrame(this.drawSnapshotFrame);
  }

  /** One frame of a pan or zoom: the grid as usual, then the snapshot moved and scaled from the viewport it was taken at to the current one. */
  private drawSnapshotFrame = () => {
    this.snapshotFrame = 0;
    if (this.disposed) return;
    // A gesture is on: the kept snapshots stay until it ends (settle arms the expiry again).
    clearTimeout(this.snapshotsExpiry);
    const canvas = this.canvas;
    const v = this.viewport;
    const { image, x, y, zoom, marginX, marginY } = this.snapshotFor(v);
    const ctx = canvas.getContext();
    canvas.clearContext(ctx);
    this.drawGrid(ctx);
    // A view pixel q of the snapshot is now at (q - x) · scale + v[4] (and likewise for y).
    const scale = v[0] / zoom;
    // Whole device pixels: unscaled (a pan), the snapshot stays as sharp as a full render.
    const ratio = canvas.getRetinaScaling();
    const left = Math.round(((-marginX - x) * scale + v[4]) * ratio) / ratio;
    const top = Math.round(((-marginY - y) * scale + v[5]) * ratio) / ratio;
    ctx.drawImage(image, left, top, (canvas.getWidth() + 2 * marginX) * scale, (canvas.getHeight() + 2 * marginY) * scale);
    // Quiet is counted from the frame: a slow one (a fresh snapshot) does not end a zoom the wheel goes on with.
    if (this.wheelSettle !== undefined) this.armWheelSettle();
  };

  /**
   * The kept snapshot that serves viewport v closest to its own zoom (the sharpest), or a fresh one
   * (kept first, the oldest beyond SNAPSHOTS_KEPT or SNAPSHOTS_KEPT_PX dropped).
   */
  private snapshotFor(v: Viewport): ViewSnapshot {
    const serving = this.snapshots.filter((snapshot) => this.snapshotServes(snapshot, v));
    const stretch = (snapshot: ViewSnapshot) => Math.abs(Math.log(v[0] / snapshot.zoom));
    const best = serving.reduce<ViewSnapshot | null>((a, b) => (a && stretch(a) <= stretch(b) ? a : b), null);
    if (best) return best;
    const fresh = this.takeSnapshot(this.wheelSettle !== undefined && this.zoomingIn ? ZOOM_IN_MARGIN : SNAPSHOT_MARGIN);
    let pixels = 0;
    this.snapshots = [fresh, ...this.snapshots].slice(0, SNAPSHOTS_KEPT).filter((snapshot, i) => {
      pixels += snapshot.image.width * snapshot.image.height;
      return i === 0 || pixels <= SNAPSHOTS_KEPT_PX;
    });
    return fresh;
  }

  /**
   * Whether the snapshot can stand for the drawing at viewport v: taken for this view size, it covers
   * the whole view, at the same zoom while panning, or stretched no more than ZOOM_STRETCH_MAX while
   * the wheel turns.
   */
  private snapshotServes(snapshot: ViewSnapshot, v: Viewport): boolean {
    const width = this.canvas.getWidth();
    const height = this.canvas.getHeight();
    if (snapshot.width !== width || snapshot.height !== height || snapshot.ratio !== this.canvas.getRetinaScaling()) return false;
    const scale = v[0] / snapshot.zoom;
    const stretch = this.wheelSettle === undefined ? 1 : ZOOM_STRETCH_MAX;
    if (scale > stretch || scale < 1 / stretch) return false;
    // The view's top left and bottom right corners in the snapshot's view pixels.
    const left = snapshot.x - v[4] / scale;
    const top = snapshot.y - v[5] / scale;
    const right = left + width / scale;
    const bottom = top + height / scale;
    return left >= -snapshot.marginX && top >= -snapshot.marginY && right <= width + snapshot.marginX && bottom <= height + snapshot.marginY;
  }

  /** Renders the shapes and labels at the current viewport, with margins (`margin` of the view on each side), into an image. */
  private takeSnapshot(margin: number): ViewSnapshot {
    const canvas = this.canvas;
    const width = canvas.getWidth();
    const height = canvas.getHeight();
    const ratio = canvas.getRetinaScaling();
    // Margins of `margin` of the view, smaller when the image would get too large.
    const full = (1 + 2 * margin) ** 2 * width * height * ratio * ratio;
    const share = full <= SNAPSHOT_MAX_PX ? margin : Math.max(0, (Math.sqrt(SNAPSHOT_MAX_PX / (width * height * ratio * ratio)) - 1) / 2);
    const marginX = Math.round(width * share);
    const marginY = Math.round(height * share);
    // A snapshot taken part way through a zoom is exact for its zoom: strokes restyled first.
    if (this.styledZoom !== this.zoom) this.restyle();
    const v = this.viewport;
    // Shapes and labels only: the grid is drawn live under it on each frame, at the exact offset.
    this.snapshotting = ratio;
    try {
      const image = canvas.toCanvasElement(ratio, { left: -marginX, top: -marginY, width: width + 2 * marginX, height: height + 2 * marginY });
      return { image, x: v[4], y: v[5], zoom: v[0], marginX, marginY, width, height, ratio };
    } finally {
      this.snapshotting = 0;
    }
  }

  private reportSelection(selected: FabricObject[]): void {
    if (this.quietSelection) return;
    const entry = selected[0] ? this.byShape.get(selected[0]) : undefined;
    this.options.onSelect?.(entry?.key ?? null);
  }

  /**
   * Area labels over every shape, centred on them, LABEL_PX high whatever the zoom. Drawn straight
   * onto the canvas after Fabric's objects rather than as thousands of Fabric text objects, which
   * made loading, zooming and every redraw of large drawings slow.
   */
  private drawLabels(ctx: CanvasRenderingContext2D): void {
    const canvas = this.canvas;
    const v = canvas.viewportTransform;
    // ctx units: view pixels, or device pixels in the snapshot (its viewport includes the ratio).
    const unit = this.snapshotting || 1;
    const cull = LABEL_CULL_PX * unit;
    const right = canvas.width + cull;
    const bottom = canvas.height + cull;
    ctx.save();
    ctx.font = `${LABEL_PX * unit}px ${LABEL_FONT}`;
    ctx.fillStyle = LABEL_COLOUR;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const entry of this.entries.values()) {
      const shape = entry.shape;
      if (!entry.label || !shape?.visible) continue;
      const centre = shape === this.dragging ? shape.getCenterPoint() : entry.centre;
      const x = v[0] * centre.x + v[2] * centre.y + v[4];
      const y = v[1] * centre.x + v[3] * centre.y + v[5];
      if (x < -cull || y < -cull || x > right || y > bottom) continue;
      ctx.globalAlpha = this.isShown(entry.layer) ? 1 : HIDDEN_OPACITY;
      ctx.fillText(entry.label, x, y);
    }
    ctx.restore();
  }

  /** Foot grid (and inch grid when asked and large enough) plus the block's outline. */
  private drawGrid(ctx: CanvasRenderingContext2D): void {
    if (this.snapshotting) return;
    const v = this.viewport;
    const zoom = v[0];
    const pxPerInch = this.k * zoom;
    const width = this.canvas.getWidth();
    const height = this.canvas.getHeight();
    // The visible area in inches (y up).
    const left = (0 - v[4]) / zoom / this.k;
    const right = (width - v[4]) / zoom / this.k;
    const top = -((0 - v[5]) / zoom) / this.k;
    const bottom = -((height - v[5]) / zoom) / this.k;
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
    if (this.minorGrid) line(1, '#f3f5f7');
    line(12, '#e3e7eb');
    const block = this.options.block;
    if (block && block.width > 0 && block.height > 0) {
      const a = applyViewport(v, toCanvas({ x: 0, y: block.height }, this.scale));
      const b = applyViewport(v, toCanvas({ x: block.width, y: 0 }, this.scale));
      ctx.setLineDash([4, 4]);
      ctx.strokeStyle = '#90a4ae';
      ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
    }
    ctx.restore();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    cancelAnimationFrame(this.animation);
    this.stopGesture();
    this.dropSnapshots();
    this.canvas.upperCanvasEl.removeEventListener('mouseleave', this.onLeave);
    const element = this.element;
    void this.canvas.dispose().finally(() => element.remove());
  }
}
