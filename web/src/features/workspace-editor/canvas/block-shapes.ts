import { Point, Polygon, Polyline, Rect, type Canvas, type FabricObject } from 'fabric';
import { canvasLabelOf, compareLayersByDrawOrder, type Bounds } from '@workhub/domain';
import type { LiveObject, ObjectKey } from '../../../collab';
import { geometryOf, type ShapeGeometry, type ShapeKind } from './shape-geometry';

/**
 * Document objects → what the canvas draws and what the user can pick: for each object its
 * geometry in canvas units (drawn by drawing-painter.ts) and, built lazily, an invisible Fabric
 * shape (a Rect for an axis-aligned rect, a Polygon for any other rect or polygon, a Polyline)
 * that Fabric hit-tests, selects and drags. Kept in step with the live layers and in the layers'
 * draw order.
 */

/** One object of the drawing. */
export interface ShapeEntry {
  key: ObjectKey;
  layer: string;
  object: LiveObject;
  /** Null for an object without points ('No points'): nothing drawn, nothing to pick. */
  geometry: ShapeGeometry | null;
  /** Fabric's stand-in for picking and dragging; null until built (or without geometry). */
  shape: FabricObject | null;
  /** The label drawn at the shape's centre (a rect's area; a room's name over it), or null. */
  label: string | null;
  /** Scene centre of the shape as the model places it: a drag is measured from here. */
  centre: Point;
}

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

/**
 * Fabric never paints these (opacity 0: its render skips them at once); the painter draws every
 * object. No stroke, so a shape's box is its points' box and its centre the box's centre.
 */
const HIT_SHAPE = Object.freeze({
  objectCaching: false,
  hasControls: false,
  lockRotation: true,
  lockScalingX: true,
  lockScalingY: true,
  opacity: 0,
  strokeWidth: 0,
  stroke: null,
  fill: '',
});

function kindOfShape(shape: FabricObject | null): ShapeKind | null {
  return shape instanceof Rect ? 'rect' : shape instanceof Polygon ? 'polygon' : shape instanceof Polyline ? 'polyline' : null;
}

const scenePointsOf = (geometry: ShapeGeometry) => {
  const points: Point[] = [];
  for (let i = 0; i + 1 < geometry.scene.length; i += 2) points.push(new Point(geometry.scene[i]!, geometry.scene[i + 1]!));
  return points;
};

/** What the drawing asks of its owner while it builds and drops Fabric shapes. */
export interface ShapeHost {
  readonly canvas: Canvas;
  readonly scale: number;
  /** Objects can be picked: without that (a read-only drawing) no Fabric shapes are built. */
  readonly interactive: boolean;
  /** What is written on an object, when not domain canvasLabelOf (block-canvas-options.ts). */
  readonly labelOf?: ((object: LiveObject, layer: string) => string | null) | undefined;
  /** The shape the user is dragging, if any: it stays where the user holds it. */
  dragged(): FabricObject | null;
  /** A shape left the canvas. */
  dropped(shape: FabricObject): void;
  /** Visibility and interactivity of a new shape, before it joins the canvas. */
  dress(entry: ShapeEntry): void;
  /** Runs a selection change without reporting it. */
  quietly(action: () => void): void;
}

/** Fabric shapes are built for at most this long per task after a drawing arrives (the rest in the next tasks), so input is never held up longer. */
const BUILD_SLICE_MS = 12;

/** The objects of every layer, by object key, by Fabric shape and in draw order. */
export class BlockShapes {
  readonly entries = new Map<ObjectKey, ShapeEntry>();
  private readonly byShape = new Map<FabricObject, ShapeEntry>();
  private readonly layerEntries = new Map<string, ShapeEntry[]>();
  /** Entries with geometry whose Fabric shape is still to build. */
  private readonly unbuilt = new Set<ShapeEntry>();
  /** Every entry, first layer of the draw order first (restack). */
  private order: ShapeEntry[] = [];
  /** The timer that builds the Fabric shapes still missing. */
  private buildTask: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly host: ShapeHost) {}

  entryOf(shape: FabricObject | undefined | null): ShapeEntry | undefined {
    return shape ? this.byShape.get(shape) : undefined;
  }

  layers(): string[] {
    return [...this.layerEntries.keys()];
  }

  /** Every entry in draw order (as of the last restack). */
  get drawOrder(): readonly ShapeEntry[] {
    return this.order;
  }

  /** Fabric shapes are still to build. */
  get pending(): boolean {
    return this.host.interactive && this.unbuilt.size > 0;
  }

  /**
   * Fabric shapes for new objects are built after the frame that first paints them, a slice per
   * task, so a large drawing shows as soon as it is painted; a press first builds those under it
   * (buildShapesAt), a selection the selected one's (buildShapesOf).
   */
  scheduleBuild(): void {
    if (!this.pending || this.buildTask !== undefined || this.disposed) return;
    // A task, then a frame (Fabric's render, requested before, goes first), then a task after it.
    this.buildTask = setTimeout(() => {
      requestAnimationFrame(() => {
        if (this.disposed) return;
        this.buildTask = setTimeout(this.buildSlice);
      });
    });
  }

  private buildSlice = () => {
    this.buildTask = undefined;
    if (this.disposed) return;
    if (this.buildShapes(performance.now() + BUILD_SLICE_MS)) this.buildTask = setTimeout(this.buildSlice);
  };

  /** Builds the missing Fabric shapes whose box holds the scene point: where Fabric is about to look for a press's target. */
  buildShapesAt(x: number, y: number): void {
    if (!this.pending) return;
    const found: ShapeEntry[] = [];
    for (const entry of this.unbuilt) {
      const box = entry.geometry?.box;
      if (box && x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY) found.push(entry);
    }
    this.buildShapesOf(found);
  }

  /** Builds the missing Fabric shapes of these entries now, ahead of the others, and restacks. */
  buildShapesOf(entries: Iterable<ShapeEntry>): void {
    if (!this.host.interactive) return;
    const built: FabricObject[] = [];
    for (const entry of entries) {
      if (!this.unbuilt.delete(entry)) continue;
      const shape = this.build(entry);
      if (shape) built.push(shape);
    }
    if (!built.length) return;
    this.host.canvas.add(...built);
    this.restack();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.buildTask);
  }

  /** Brings one layer in line with its objects: entries are updated in place, added or removed. */
  setLayer(layer: string, objects: readonly LiveObject[]): void {
    const wanted = new Set(objects.map((o) => o.key));
    for (const entry of this.layerEntries.get(layer) ?? []) if (!wanted.has(entry.key)) this.removeEntry(entry);
    const entries: ShapeEntry[] = [];
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
  }

  /** Entries in draw order (first layer at the bottom), and Fabric's shapes in the same order, so the topmost drawn is the one picked. */
  restack(): void {
    this.order = this.layers()
      .sort(compareLayersByDrawOrder)
      .flatMap((layer) => this.layerEntries.get(layer) ?? []);
    const canvas = this.host.canvas;
    const objects = canvas._objects;
    const stacked = this.order.flatMap((entry) => (entry.shape ? [entry.shape] : []));
    if (!stacked.some((shape, i) => objects[i] !== shape)) return;
    // Every shape on the canvas is an entry's: one pass instead of a moveObjectTo (a splice) per shape out of place.
    if (stacked.length === objects.length) objects.splice(0, objects.length, ...stacked);
    else stacked.forEach((shape, i) => canvas.moveObjectTo(shape, i));
  }

  /**
   * Builds Fabric shapes still missing until the `until` time (performance.now()), checked every
   * 100 shapes (they join the canvas in one add); restacks when none are left. True when some are
   * still to build.
   */
  private buildShapes(until: number): boolean {
    const built: FabricObject[] = [];
    for (const entry of this.unbuilt) {
      if (built.length % 100 === 99 && performance.now() > until) break;
      this.unbuilt.delete(entry);
      const shape = this.build(entry);
      if (shape) built.push(shape);
    }
    if (built.length) this.host.canvas.add(...built);
    if (this.unbuilt.size === 0 && built.length) this.restack();
    return this.unbuilt.size > 0;
  }

  /** Puts the Fabric shape where the model says. */
  place(entry: ShapeEntry): void {
    this.placeShape(entry);
    entry.shape?.setCoords();
  }

  private createEntry(layer: string, object: LiveObject): ShapeEntry {
    const entry: ShapeEntry = { key: object.key, layer, object, geometry: null, shape: null, label: null, centre: new Point(0, 0) };
    this.entries.set(object.key, entry);
    this.measure(entry);
    return entry;
  }

  /** Geometry, centre and label from the object; a shape to build when it has points. */
  private measure(entry: ShapeEntry): void {
    entry.geometry = geometryOf(entry.object, this.host.scale);
    entry.centre = entry.geometry ? new Point(entry.geometry.centre.x, entry.geometry.centre.y) : new Point(0, 0);
    entry.label = entry.geometry ? (this.host.labelOf ?? canvasLabelOf)(entry.object, entry.layer) : null;
    if (entry.geometry && !entry.shape) this.unbuilt.add(entry);
    else if (!entry.geometry) this.unbuilt.delete(entry);
  }

  private removeEntry(entry: ShapeEntry): void {
    this.dropShape(entry);
    this.unbuilt.delete(entry);
    this.entries.delete(entry.key);
  }

  private dropShape(entry: ShapeEntry): void {
    if (entry.shape) {
      const shape = entry.shape;
      this.byShape.delete(shape);
      this.host.dropped(shape);
      // Quietly: an object that lost its points stays selected ('No points'); one that is gone
      // from the document is deselected by the editor, which watches the document.
      this.host.quietly(() => this.host.canvas.remove(shape));
    }
    entry.shape = null;
  }

  private updateEntry(entry: ShapeEntry, object: LiveObject): void {
    const before = entry.object;
    entry.object = object;
    // The user is dragging this one: it is placed from the model when dropped.
    if (entry.shape && entry.shape === this.host.dragged()) return;
    const samePoints = before.points.length === object.points.length && before.points.every((v, i) => v === object.points[i]);
    if (samePoints && before.type === object.type) {
      entry.label = entry.geometry ? (this.host.labelOf ?? canvasLabelOf)(object, entry.layer) : null;
      return;
    }
    this.measure(entry);
    if (!entry.shape) return;
    if (kindOfShape(entry.shape) !== entry.geometry?.kind) {
      const canvas = this.host.canvas;
      const wasActive = canvas.getActiveObject() === entry.shape;
      this.dropShape(entry);
      if (!entry.geometry) return;
      this.unbuilt.delete(entry);
      const rebuilt = this.build(entry);
      if (!rebuilt) return;
      canvas.add(rebuilt);
      if (wasActive) this.host.quietly(() => canvas.setActiveObject(rebuilt));
      return;
    }
    this.place(entry);
  }

  /** The Fabric shape of an entry with geometry, placed and dressed (not yet on the canvas). */
  private build(entry: ShapeEntry): FabricObject | null {
    const geometry = entry.geometry;
    if (!geometry) return null;
    let shape: FabricObject;
    if (geometry.kind === 'rect') shape = new BlockRect({ ...HIT_SHAPE, width: 1, height: 1 });
    else if (geometry.kind === 'polygon') shape = new BlockPolygon(scenePointsOf(geometry), HIT_SHAPE);
    else shape = new BlockPolyline(scenePointsOf(geometry), HIT_SHAPE);
    entry.shape = shape;
    this.byShape.set(shape, entry);
    // A new polygon or polyline is already centred on its points.
    if (geometry.kind === 'rect') this.placeShape(entry);
    this.host.dress(entry);
    return shape;
  }

  /** Puts the shape where the model says, without updating its coordinates (setCoords). */
  private placeShape(entry: ShapeEntry): void {
    const shape = entry.shape;
    const geometry = entry.geometry;
    if (!shape || !geometry) return;
    if (shape instanceof Rect) {
      const box: Bounds = geometry.box;
      shape.set({ width: box.maxX - box.minX, height: box.maxY - box.minY });
      shape.setPositionByOrigin(entry.centre, 'center', 'center');
    } else if (shape instanceof Polyline) {
      // Polygon extends Polyline: both take new points and re-centre on them.
      shape.set({ points: scenePointsOf(geometry) });
      shape.setBoundingBox(true);
    }
  }
}
