import { describe, expect, it } from 'vitest';
import type { LiveObjects } from '../../../collab';
import { boxBetween, keysInBox, selectedObjects } from './box-select';

const square = (key: string, x: number, y: number, size = 10) => ({
  key,
  id: key,
  name: key,
  type: 'rect' as const,
  points: [x, y, x + size, y, x + size, y + size, x, y + size],
});

const layers: LiveObjects = {
  'design/rooms': [square('1:1', 0, 0), square('1:2', 20, 0)],
  'design/fixtures': [square('1:3', 5, 5, 30), { ...square('1:4', 0, 0), points: [] }],
  'design/doors': [square('1:5', 2, 2, 4)],
};

describe('box select', () => {
  it('takes the objects wholly inside the box, on the layers shown, whichever way it was dragged', () => {
    const box = boxBetween({ x: 40, y: 12 }, { x: -1, y: -1 });
    expect(box).toEqual({ minX: -1, minY: -1, maxX: 40, maxY: 12 });
    // 1:3 is only crossed by the box, 1:4 has no points.
    expect(keysInBox(layers, box, () => true)).toEqual(['1:1', '1:2', '1:5']);
    expect(keysInBox(layers, box, (layer) => layer !== 'design/doors')).toEqual(['1:1', '1:2']);
    // On the boundary counts as inside.
    expect(keysInBox(layers, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, () => true)).toEqual(['1:1', '1:5']);
  });

  it('finds the selected objects with their layers, in the order selected, dropping the gone', () => {
    expect(selectedObjects(layers, ['1:5', 'gone', '1:1']).map((o) => [o.key, o.layer])).toEqual([
      ['1:5', 'design/doors'],
      ['1:1', 'design/rooms'],
    ]);
  });
});
