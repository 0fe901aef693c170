import { Point, Polygon, Polyline, Rect, type Canvas, type FabricObject } from 'fabric';
import { areaLabelOf, compareLayersByDrawOrder, pairsOf, toCanvas } from '@workhub/domain';
import type { LiveObject, ObjectKey } from '../../../collab';
import { axisAlignedBox } from '../shape-kind';

/**
 * Document objects → Fabric objects: one shape per object (a Rect for an axis-aligned rect, a
 * Polygon for any other rect or polygon, a Polyline), kept in step with the live layers and stacked
 * in the layers' draw order. Points are inches with y up; shapes are in canvas units with y down.
 */

/** One object of the drawing and the shape that draws it. */
export interface ShapeEntry {
  key: ObjectKey;
  layer: string;
  object: LiveObject;
  /** Null for an object without points ('No points'). */
  shape: FabricObject | null;
  /** The area label drawn at the shape's centre (rects only), or null. */
  label: string | null;
  /** Scene centre of the shape as the model places it: a drag is measured from here. */
  centre: Point;
}

export type ShapeKind = 'rect' | 'polygon' | 'polyline';

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

/** What an object draws as; null when it has no points. */
export function shapeKindOf(object: Pick<LiveObject, 'type' | 'points'>): ShapeKind | null {
  if (object.points.length < 2) return null;
  if (object.type === 'polyline') return 'polyline';
  if (object.type === 'rect' && axisAlignedBox(object.points)) return 'rect';
  return 'polygon';
}

function kindOfShape(shape: FabricObject | null): ShapeKind | null {
  return shape instanceof Rect ? 'rect' : shape instanceof Polygon ? 'polygon' : shape instanceof Polyline ? 'polyline' : null;
}

/** The object's points in canvas units (y down). */
export function scenePoints(object: LiveObject, scale: number) {
  return pairsOf(object.points).map((p) => toCanvas(p, scale));
}

/** What the drawing asks of its owner while it builds and drops shapes. */
export interface ShapeHost {
  readonly canvas: Canvas;
  readonly scale: number;
  /** The shape the user is dragging, if any: it stays where the user holds it. */
  dragged(): FabricObject | null;
  /** A shape left the canvas. */
  dropped(shape: FabricObject): void;
  /** Visibility, interactivity and paint of a new shape, before it joins the canvas. */
  dress(entry: ShapeEntry): void;
  /** Paint of a shape whose object changed. */
  restyle(entry: ShapeEntry): void;
  /** Runs a selection change without reporting it. */
  quietly(action: () => void): void;
}

/** The shapes of every layer, by object key and by shape. */
export class BlockShapes {
  readonly entries = new Map<ObjectKey, ShapeEntry>();
  private readonly byShape = new Map<FabricObject, ShapeEntry>();
  private readonly layerEntries = new Map<string, ShapeEntry[]>();

  constructor(private readonly host: ShapeHost) {}

  entryOf(shape: FabricObject | undefined | null): ShapeEntry | undefined {
    return shape ? this.byShape.get(shape) : undefined;
  }

  layers(): string[] {
    return [...this.layerEntries.keys()];
  }

  /** Brings one layer in line with its objects: shapes are updated in place, added or removed. */
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

  /** Shapes in draw order (first layer at the bottom). */
  restack(): void {
    const canvas = this.host.canvas;
    const layers = this.layers().sort(compareLayersByDrawOrder);
    let index = 0;
    for (const layer of layers) {
      for (const entry of this.layerEntries.get(layer) ?? []) {
        if (!entry.shape) continue;
        if (canvas.item(index) !== entry.shape) canvas.moveObjectTo(entry.shape, index);
        index++;
      }
    }
  }

  /** Puts the shape where the model says. */
  place(entry: ShapeEntry): void {
    this.placeShape(entry);
    entry.shape?.setCoords();
  }

  private createEntry(layer: string, object: LiveObject): ShapeEntry {
    const entry: ShapeEntry = { key: object.key, layer, object, shape: null, label: null, centre: new Point(0, 0) };
    this.entries.set(object.key, entry);
    this.build(entry);
    return entry;
  }

  private removeEntry(entry: ShapeEntry): void {
    this.dropShape(entry);
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
    entry.label = null;
  }

  private updateEntry(entry: ShapeEntry, object: LiveObject): void {
    const before = entry.object;
    entry.object = object;
    // The user is dragging this one: it is placed from the model when dropped.
    if (entry.shape && entry.shape === this.host.dragged()) return;
    const samePoints = before.points.length === object.points.length && before.points.every((v, i) => v === object.points[i]);
    if (samePoints && before.type === object.type && entry.shape) {
      this.host.restyle(entry);
      labelEntry(entry);
      return;
    }
    if (kindOfShape(entry.shape) !== shapeKindOf(object)) {
      const canvas = this.host.canvas;
      const wasActive = !!entry.shape && canvas.getActiveObject() === entry.shape;
      this.dropShape(entry);
      this.build(entry);
      const rebuilt = entry.shape;
      if (wasActive && rebuilt) this.host.quietly(() => canvas.setActiveObject(rebuilt));
      return;
    }
    this.place(entry);
    this.host.restyle(entry);
    labelEntry(entry);
  }

  /** Creates the shape (none for an object without points: 'No points') and its area label. */
  private build(entry: ShapeEntry): void {
    const kind = shapeKindOf(entry.object);
    const common = { objectCaching: false, hasControls: false, lockRotation: true, lockScalingX: true, lockScalingY: true, strokeLineJoin: 'round' as const };
    let shape: FabricObject | null = null;
    if (kind === 'rect') shape = new BlockRect({ ...common, width: 1, height: 1 });
    else if (kind === 'polygon') shape = new BlockPolygon(scenePoints(entry.object, this.host.scale), common);
    else if (kind === 'polyline') shape = new BlockPolyline(scenePoints(entry.object, this.host.scale), { ...common, fill: '' });
    entry.shape = shape;
    labelEntry(entry);
    if (!shape) return;
    this.byShape.set(shape, entry);
    // Placed and dressed before it joins the canvas, which computes its coordinates once.
    // A new polygon or polyline is already centred on its points.
    if (shape instanceof Polyline) entry.centre = shape.getCenterPoint();
    else this.placeShape(entry);
    this.host.dress(entry);
    this.host.canvas.add(shape);
  }

  /** Puts the shape where the model says, without updating its coordinates (setCoords). */
  private placeShape(entry: ShapeEntry): void {
    const shape = entry.shape;
    if (!shape) return;
    if (shape instanceof Rect) {
      const box = axisAlignedBox(entry.object.points);
      if (box) {
        const a = toCanvas({ x: box.minX, y: box.maxY }, this.host.scale);
        const b = toCanvas({ x: box.maxX, y: box.minY }, this.host.scale);
        shape.set({ width: b.x - a.x, height: b.y - a.y });
        shape.setPositionByOrigin(new Point((a.x + b.x) / 2, (a.y + b.y) / 2), 'center', 'center');
      }
    } else if (shape instanceof Polyline) {
      // Polygon extends Polyline: both take new points and re-centre on them.
      shape.set({ points: scenePoints(entry.object, this.host.scale) });
      shape.setBoundingBox(true);
    }
    entry.centre = shape.getCenterPoint();
  }
}

function labelEntry(entry: ShapeEntry): void {
  entry.label = entry.shape ? areaLabelOf(entry.object) : null;
}
