import { boundsOfObject, type Bounds, type Point } from '@workhub/domain';
import type { LiveObject, LiveObjects, ObjectKey } from '../../../collab';

/** The box between two corners, whichever way it was dragged. */
export function boxBetween(a: Point, b: Point): Bounds {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/**
 * Box select: the objects lying wholly inside the box, on the layers shown, in draw order (as a
 * CAD window selection: an object the box only crosses is left out). Objects without points never are.
 */
export function keysInBox(layers: LiveObjects, box: Bounds, shown: (layer: string) => boolean): ObjectKey[] {
  const keys: ObjectKey[] = [];
  for (const [layer, objects] of Object.entries(layers)) {
    if (!shown(layer)) continue;
    for (const object of objects) {
      const b = boundsOfObject(object);
      if (b && b.minX >= box.minX && b.maxX <= box.maxX && b.minY >= box.minY && b.maxY <= box.maxY) keys.push(object.key);
    }
  }
  return keys;
}

/** The selected objects that are still there, each with its layer, in the order of `keys`. */
export function selectedObjects(layers: LiveObjects, keys: readonly ObjectKey[]): (LiveObject & { layer: string })[] {
  const byKey = new Map<ObjectKey, LiveObject & { layer: string }>();
  for (const [layer, objects] of Object.entries(layers))
    for (const o of objects) if (keys.includes(o.key)) byKey.set(o.key, { ...o, layer });
  return keys.flatMap((k) => byKey.get(k) ?? []);
}
