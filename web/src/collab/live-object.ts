import type { BlockObject } from '@workhub/domain';

/**
 * What the editor's parts pass each other: plain data, so the canvas (Fabric) and the live
 * document (Yjs) never see each other's types.
 */

/** Identifies one object of the drawing while it is open (stable across clients and edits). */
export type ObjectKey = string;

/** A block object with its key. */
export interface LiveObject extends BlockObject {
  key: ObjectKey;
}

/** Layer name → its objects, in their stored order. */
export type LiveObjects = Record<string, LiveObject[]>;

/** Keys for a drawing that is not live (a stored block): layer and position. */
export function staticObjects(layers: Record<string, { objects: readonly BlockObject[] }>): LiveObjects {
  return Object.fromEntries(
    Object.entries(layers).map(([layer, { objects }]) => [
      layer,
      objects.map((object, index) => ({ ...object, key: `${layer}#${index}` })),
    ]),
  );
}
