import { translatePoints, type BlockObject } from '@workhub/domain';

/** How far a duplicate lands from its original: a foot right and a foot down, so both show. */
export const DUPLICATE_OFFSET = 12;

/** A copy of an object, a foot right and down, with its own id and the original's name and style. */
export function duplicateOf(object: BlockObject): BlockObject {
  return {
    id: crypto.randomUUID(),
    name: object.name,
    type: object.type,
    points: translatePoints(object.points, DUPLICATE_OFFSET, -DUPLICATE_OFFSET),
    ...(object.style ? { style: { ...object.style } } : {}),
  };
}
