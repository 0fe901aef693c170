import { describe, expect, it } from 'vitest';
import { blockObjectSchema, type BlockObject } from '../block-document.js';
import { flatFromPoints, type Point } from '../geometry.js';
import {
  SWINGS,
  cutWall,
  doorPoints,
  nextSwing,
  placeOpening,
  wallGeometryOf,
  wallObject,
  windowPoints,
  type WallGeometry,
} from './openings.js';
import { outsideOfRing, wallOutline } from './walls.js';

const P = (x: number, y: number): Point => ({ x, y });
/** A straight 10' wall along y = 0, 4" thick, centred on its line. */
const WALL: WallGeometry = { line: [P(0, 0), P(120, 0)], thickness: 4, closed: false, side: 'centre' };

describe('openings cut into walls', () => {
  it('cuts an opening in the middle: the wall left on both sides', () => {
    const placed = placeOpening(WALL, P(60.3, 1), 30);
    expect(placed).toEqual({
      ok: true,
      at: 45,
      opening: [P(45, 0), P(75, 0)],
      walls: [
        { ...WALL, line: [P(0, 0), P(45, 0)] },
        { ...WALL, line: [P(75, 0), P(120, 0)] },
      ],
    });
  });

  it('slides an opening at the start or the end of the wall to stay inside it', () => {
    const start = placeOpening(WALL, P(2, 0), 30);
    expect(start.ok && start.opening).toEqual([P(0, 0), P(30, 0)]);
    expect(start.ok && start.walls).toEqual([{ ...WALL, line: [P(30, 0), P(120, 0)] }]);
    const end = placeOpening(WALL, P(119, -1), 30);
    expect(end.ok && end.opening).toEqual([P(90, 0), P(120, 0)]);
    expect(end.ok && end.walls).toEqual([{ ...WALL, line: [P(0, 0), P(90, 0)] }]);
    // As wide as the wall: nothing of it is left.
    const whole = placeOpening(WALL, P(60, 0), 120);
    expect(whole.ok && whole.walls).toEqual([]);
  });

  it('refuses an opening wider than the wall, saying why, and leaves the wall', () => {
    expect(placeOpening(WALL, P(60, 0), 132)).toEqual({ ok: false, problem: `A 11'-0" door does not fit in this wall (10'-0" long)` });
    expect(placeOpening(WALL, P(60, 0), 132, 'window')).toMatchObject({ ok: false, problem: expect.stringContaining('window') });
    expect(cutWall(WALL, 0, 121)).toMatchObject({ ok: false, problem: expect.stringContaining('wider than the wall') });
  });

  it('keeps an opening on the straight run under the pointer, never round a corner', () => {
    const ell: WallGeometry = { ...WALL, line: [P(0, 0), P(60, 0), P(60, 96)] };
    const placed = placeOpening(ell, P(58, 4), 32);
    // The pointer is 4" up the second run: the door slides up to start at its corner.
    expect(placed.ok && placed.opening).toEqual([P(60, 0), P(60, 32)]);
    expect(placeOpening({ ...WALL, line: [P(0, 0), P(24, 0), P(24, 96)] }, P(10, 0), 30)).toMatchObject({ ok: false });
  });

  it('opens a ring of walls at the gap: one wall from the far jamb round to the near one', () => {
    const ring = [P(0, 0), P(60, 0), P(60, 96), P(0, 96)];
    const wall: WallGeometry = { line: ring, thickness: 4.5, closed: true, side: outsideOfRing(ring) };
    const placed = placeOpening(wall, P(59, 48), 28);
    expect(placed.ok && placed.opening).toEqual([P(60, 34), P(60, 62)]);
    expect(placed.ok && placed.walls).toEqual([
      { ...wall, closed: false, line: [P(60, 62), P(60, 96), P(0, 96), P(0, 0), P(60, 0), P(60, 34)] },
    ]);
  });

  it('reads a wall drawn by the tool (its stored line, also after a move) or a plain rectangular wall', () => {
    const drawn = wallObject(WALL, { name: 'wall 1', style: { fill: '#616161' } }, 'w1');
    expect(blockObjectSchema.parse(drawn)).toEqual(drawn);
    expect(wallGeometryOf(drawn)).toEqual(WALL);
    const moved = { ...drawn, points: drawn.points.map((v, i) => v + (i % 2 === 0 ? 12 : 0)) };
    expect(wallGeometryOf(moved)?.line).toEqual([P(12, 0), P(132, 0)]);
    // A seeded wall run: a 4 1/2" band, its line down its middle.
    const seeded: BlockObject = { name: 'south wall', type: 'polygon', points: [0, 0, 96, 0, 96, 4.5, 0, 4.5] };
    expect(wallGeometryOf(seeded)).toEqual({ line: [P(0, 2.25), P(96, 2.25)], thickness: 4.5, closed: false, side: 'centre' });
    // Neither: a stale line (the outline edited since) on an L-shaped outline.
    const ell = { ...drawn, points: flatFromPoints(wallOutline([P(0, 0), P(60, 0), P(60, 60)], 4)) };
    expect(wallGeometryOf(ell)).toBeNull();
  });

  it('draws a door open at 90° on the face it swings to, arc to the strike jamb, and flips through four hangings', () => {
    const door = doorPoints(WALL, [P(45, 0), P(75, 0)], { hinge: 'start', into: 'left' });
    expect(door).toHaveLength(14);
    expect(door[0]).toEqual(P(45, 2));
    expect(door[1]).toEqual(P(45, 32));
    expect(door[13]).toEqual(P(75, 2));
    for (const p of door.slice(1)) expect(Math.hypot(p.x - 45, p.y - 2)).toBeCloseTo(30, 1);
    const other = doorPoints(WALL, [P(45, 0), P(75, 0)], { hinge: 'end', into: 'right' });
    expect([other[0], other[1], other[13]]).toEqual([P(75, -2), P(75, -32), P(45, -2)]);
    let swing = SWINGS[0]!;
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add(JSON.stringify((swing = nextSwing(swing))));
    expect(seen.size).toBe(4);
    expect(swing).toEqual(SWINGS[0]);
  });

  it('draws a window through the wall with its glass down the middle', () => {
    expect(windowPoints(WALL, [P(45, 0), P(75, 0)])).toEqual({
      band: [P(45, 2), P(75, 2), P(75, -2), P(45, -2)],
      glass: [P(45, 0), P(75, 0)],
    });
  });
});
