import type { Bounds } from '@workhub/domain';
import { PAGE_SCALE } from '@workhub/domain';
import type { LiveObject } from '../../../collab';
import { axisAlignedBox } from '../shape-kind';

/** What an object draws as: a rectangle (an axis-aligned rect), a closed polygon or an open polyline. */
export type ShapeKind = 'rect' | 'polygon' | 'polyline';

/** An object's outline in canvas units (y down), ready to draw and to pick. */
export interface ShapeGeometry {
  kind: ShapeKind;
  /** Flat canvas coordinates x0, y0, x1, y1, … */
  scene: number[];
  box: Bounds;
  /** The box's centre: where the area label goes, and the point a drag is measured from. */
  centre: { x: number; y: number };
}

/** What an object draws as; null when it has no points. */
export function shapeKindOf(object: Pick<LiveObject, 'type' | 'points'>): ShapeKind | null {
  if (object.points.length < 2) return null;
  if (object.type === 'polyline') return 'polyline';
  if (object.type === 'rect' && axisAlignedBox(object.points)) return 'rect';
  return 'polygon';
}

/** The object's geometry at a block scale (inches, y up → canvas units, y down); null without points. */
export function geometryOf(object: Pick<LiveObject, 'type' | 'points'>, scale: number): ShapeGeometry | null {
  const kind = shapeKindOf(object);
  if (!kind) return null;
  const k = PAGE_SCALE * scale;
  const points = object.points;
  const scene: number[] = new Array<number>(points.length - (points.length % 2));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i]! * k;
    const y = 0 - points[i + 1]! * k; // 0 - v: no -0 for y = 0
    scene[i] = x;
    scene[i + 1] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { kind, scene, box: { minX, minY, maxX, maxY }, centre: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 } };
}
