import { describe, expect, it } from 'vitest';
import { SnapIndex, isOnUnits, pointAtLength, snapPoint, type SnapTarget } from './snap.js';

const wall: SnapTarget = { id: 'wall', points: [0, 0, 60, 0, 60, 96], closed: false };
const room: SnapTarget = { id: 'room', points: [100, 0, 160, 0, 160, 96, 100, 96], closed: true };

describe('snapping', () => {
  it('snaps to the inch grid when nothing is near, on 1/16"', () => {
    const snap = snapPoint({ x: 30.3, y: 40.7 }, [wall, room], { tolerance: 2 });
    expect(snap).toEqual({ point: { x: 30, y: 41 }, kind: 'grid' });
    expect(snapPoint({ x: 30.3, y: 40.7 }, [], { tolerance: 2, grid: 1 / 16 }).point).toEqual({ x: 30.3125, y: 40.6875 });
  });

  it('prefers an endpoint to a midpoint to an edge', () => {
    expect(snapPoint({ x: 59, y: 1.2 }, [wall], { tolerance: 2 })).toMatchObject({
      point: { x: 60, y: 0 },
      kind: 'endpoint',
      target: 'wall',
    });
    expect(snapPoint({ x: 30.9, y: 1.5 }, [wall], { tolerance: 2 })).toMatchObject({ point: { x: 30, y: 0 }, kind: 'midpoint' });
    const edge = snapPoint({ x: 20.3, y: 1.5 }, [wall], { tolerance: 2 });
    expect(edge).toMatchObject({
      point: { x: 20, y: 0 },
      kind: 'edge',
      segment: [
        { x: 0, y: 0 },
        { x: 60, y: 0 },
      ],
    });
  });

  it('snaps along the closing edge of a closed outline', () => {
    expect(snapPoint({ x: 101, y: 40.2 }, [room], { tolerance: 2 })).toMatchObject({ point: { x: 100, y: 40 }, kind: 'edge' });
    // A sloped edge: the nearest point on it, on 1/16".
    const slope: SnapTarget = { points: [0, 0, 30, 40], closed: false };
    expect(snapPoint({ x: 11, y: 15 }, [slope], { tolerance: 2 })).toMatchObject({ point: { x: 11.1875, y: 14.875 }, kind: 'edge' });
  });

  it('takes the right angle onto an edge from the point drawn last', () => {
    const snap = snapPoint({ x: 59, y: 50.5 }, [wall], { tolerance: 2, from: { x: 20, y: 50 } });
    expect(snap).toMatchObject({ point: { x: 60, y: 50 }, kind: 'perpendicular', target: 'wall' });
  });

  it('keeps a segment horizontal or vertical from the point drawn last', () => {
    expect(snapPoint({ x: 230.4, y: 11.2 }, [wall], { tolerance: 2, from: { x: 200, y: 10 } })).toEqual({
      point: { x: 230, y: 10 },
      kind: 'axis',
    });
    expect(snapPoint({ x: 201.5, y: 47.6 }, [wall], { tolerance: 2, from: { x: 200, y: 10 } })).toEqual({
      point: { x: 200, y: 48 },
      kind: 'axis',
    });
    // Far off both axes: the grid.
    expect(snapPoint({ x: 230.4, y: 40.2 }, [], { tolerance: 2, from: { x: 200, y: 10 } }).kind).toBe('grid');
  });

  it('can skip kinds, and finds nothing out of tolerance', () => {
    expect(snapPoint({ x: 59, y: 1.2 }, [wall], { tolerance: 2, skip: ['endpoint'] }).kind).toBe('edge');
    expect(snapPoint({ x: 59, y: 5 }, [wall], { tolerance: 0.5 }).kind).toBe('grid');
  });

  it('finds the one object near the pointer among 5,000', () => {
    const many: SnapTarget[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `o${i}`,
      points: [i * 10, 0, i * 10 + 8, 0, i * 10 + 8, 8],
      closed: true,
    }));
    expect(snapPoint({ x: 25_008.5, y: 8.4 }, many, { tolerance: 2 })).toMatchObject({
      point: { x: 25_008, y: 8 },
      kind: 'endpoint',
      target: 'o2500',
    });
  });

  it('indexes targets so a pointer looks only at those near it, and snaps the same', () => {
    const many: SnapTarget[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `o${i}`,
      points: [i * 10, 0, i * 10 + 8, 0, i * 10 + 8, 8],
      closed: true,
    }));
    const huge: SnapTarget = { id: 'site', points: [-1000, -1000, 60_000, -1000, 60_000, 1000], closed: true };
    const index = new SnapIndex([...many, huge]);
    const near = index.near({ x: 25_008.5, y: 8.4 }, 2);
    expect(near.length).toBeLessThan(20);
    expect(near).toContain(huge);
    expect(near.map((t) => t.id)).toContain('o2500');
    for (const pointer of [
      { x: 25_008.5, y: 8.4 },
      { x: 123.4, y: 5.1 },
      { x: 49_990.2, y: -3 },
    ])
      expect(snapPoint(pointer, index.near(pointer, 2), { tolerance: 2 })).toEqual(snapPoint(pointer, [...many, huge], { tolerance: 2 }));
  });

  it('puts a typed length along the pointed direction', () => {
    expect(pointAtLength({ x: 0, y: 0 }, { x: 13, y: 0 }, 60)).toEqual({ x: 60, y: 0 });
    expect(pointAtLength({ x: 60, y: 0 }, { x: 60, y: 7 }, 96)).toEqual({ x: 60, y: 96 });
    expect(pointAtLength({ x: 0, y: 0 }, { x: 3, y: 4 }, 10)).toEqual({ x: 6, y: 8 });
    expect(pointAtLength({ x: 1, y: 1 }, { x: 1, y: 1 }, 10)).toEqual({ x: 1, y: 1 });
    expect(isOnUnits(pointAtLength({ x: 0, y: 0 }, { x: 1, y: 1 }, 10).x)).toBe(true);
  });
});
