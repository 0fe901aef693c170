import { describe, expect, it } from 'vitest';
import { axisAlignedBox } from './shape-kind';

describe('axisAlignedBox', () => {
  it('finds the box of a rectangle given by its corners in either direction', () => {
    expect(axisAlignedBox([0, 0, 10, 0, 10, 5, 0, 5])).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 5 });
    expect(axisAlignedBox([10, 5, 10, 0, 0, 0, 0, 5])).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 5 });
  });

  it('is null for anything else: rotated, crossed, too few or too many points', () => {
    expect(axisAlignedBox([0, 0, 10, 5, 10, 0, 0, 5])).toBeNull();
    expect(axisAlignedBox([0, 0, 10, 2, 10, 7, 0, 5])).toBeNull();
    expect(axisAlignedBox([0, 0, 10, 0, 10, 5])).toBeNull();
    expect(axisAlignedBox([0, 0, 10, 0, 10, 5, 0, 5, 0, 0])).toBeNull();
    expect(axisAlignedBox([])).toBeNull();
  });
});
