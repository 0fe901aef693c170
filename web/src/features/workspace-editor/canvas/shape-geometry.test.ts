import { describe, expect, it } from 'vitest';
import { PAGE_SCALE } from '@workhub/domain';
import { geometryOf, shapeKindOf } from './shape-geometry';

describe('shape geometry', () => {
  it('draws an axis-aligned rect as a rectangle, any other rect as a polygon, and nothing without points', () => {
    expect(shapeKindOf({ type: 'rect', points: [0, 0, 4, 0, 4, 2, 0, 2] })).toBe('rect');
    expect(shapeKindOf({ type: 'rect', points: [0, 0, 4, 1, 4, 2, 0, 2] })).toBe('polygon');
    expect(shapeKindOf({ type: 'polygon', points: [0, 0, 4, 0, 2, 3] })).toBe('polygon');
    expect(shapeKindOf({ type: 'polyline', points: [0, 0, 4, 0] })).toBe('polyline');
    expect(shapeKindOf({ type: 'rect', points: [1] })).toBeNull();
    expect(geometryOf({ type: 'polygon', points: [] }, 1)).toBeNull();
  });

  it('maps inches (y up) to canvas units (y down) with its box and centre; an odd last coordinate is dropped', () => {
    const g = geometryOf({ type: 'polyline', points: [0, 0, 10, 5, 7] }, 0.5)!;
    const k = PAGE_SCALE * 0.5;
    expect(g.scene).toEqual([0, 0, 10 * k, -5 * k]);
    expect(Object.is(g.scene[1], -0)).toBe(false);
    expect(g.box).toEqual({ minX: 0, minY: -5 * k, maxX: 10 * k, maxY: 0 });
    expect(g.centre).toEqual({ x: 5 * k, y: -2.5 * k });
  });
});
