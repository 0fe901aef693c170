import { describe, expect, it } from 'vitest';
import { blockObjectSchema } from '../block-document.js';
import { boundsOfPoints, pairsOf } from '../geometry.js';
import { FIXTURES, fixtureFootprint, fixtureObject, fixtureOf, fixturePoints, nextQuarterTurn } from './fixtures.js';

/** The plan sizes the seeded drawings are checked against (emulators/seed/data/drawing/block-drawings.test.ts). */
const SEED_SIZES: Record<string, [number, number, number, number]> = {
  toilet: [18, 20, 27, 29],
  bathtub: [29, 31, 54, 60],
  shower: [36, 36, 36, 48],
  vanity: [21, 21, 24, 72],
  range: [26, 26, 30, 30],
  refrigerator: [30, 30, 36, 36],
  dishwasher: [24, 25, 24, 25],
  'sink base': [25, 25, 36, 36],
  washer: [27, 27, 30, 30],
  dryer: [27, 27, 30, 30],
};

describe('fixture catalogue', () => {
  it('has the fixtures an engineer places, at the sizes the seed drawings use', () => {
    expect(FIXTURES.map((f) => f.id)).toEqual([
      'toilet',
      'vanity',
      'tub',
      'shower',
      'sink',
      'range',
      'fridge',
      'dishwasher',
      'washer',
      'dryer',
      'stairs',
    ]);
    for (const fixture of FIXTURES) {
      const box = boundsOfPoints(pairsOf(fixturePoints(fixture, { x: 0, y: 0 })))!;
      const [short, long] = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => a - b) as [number, number];
      const size = SEED_SIZES[fixture.name];
      if (size) {
        expect(short, fixture.name).toBeGreaterThanOrEqual(size[0] - 0.5);
        expect(short, fixture.name).toBeLessThanOrEqual(size[1] + 0.5);
        expect(long, fixture.name).toBeGreaterThanOrEqual(size[2] - 0.5);
        expect(long, fixture.name).toBeLessThanOrEqual(size[3] + 0.5);
      }
      // Details stay inside the outline's box.
      expect(box.minX).toBeGreaterThanOrEqual(0);
      expect(box.maxX).toBeLessThanOrEqual(fixture.width);
      expect(box.maxY).toBeLessThanOrEqual(fixture.depth);
    }
    expect(fixtureOf('stairs')).toMatchObject({ width: 36, depth: 110, layer: 'assemblies/stair' });
    expect(fixtureOf('nothing')).toBeUndefined();
  });

  it('places a fixture by its back-left corner, turned a quarter at a time', () => {
    const tub = fixtureOf('tub')!;
    expect(fixtureFootprint(tub, { x: 0, y: 0 })).toEqual([
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 30 },
      { x: 0, y: 30 },
    ]);
    // Against the north wall, facing south.
    expect(boundsOfPoints(fixtureFootprint(tub, { x: 60, y: 96 }, 180))).toEqual({ minX: 0, minY: 66, maxX: 60, maxY: 96 });
    // Against the east wall (90) and the west wall (270).
    expect(boundsOfPoints(fixtureFootprint(tub, { x: 60, y: 0 }, 90))).toEqual({ minX: 30, minY: 0, maxX: 60, maxY: 60 });
    expect(boundsOfPoints(fixtureFootprint(tub, { x: 0, y: 96 }, 270))).toEqual({ minX: 0, minY: 36, maxX: 30, maxY: 96 });
    expect([0, 90, 180, 270].map((t) => nextQuarterTurn(t as 0))).toEqual([90, 180, 270, 0]);
  });

  it('makes one valid polygon per fixture, on 1/16", with its details', () => {
    const object = fixtureObject(fixtureOf('toilet')!, { x: 20.3, y: 96 }, 180, 'id-1');
    expect(blockObjectSchema.parse(object)).toEqual(object);
    expect(object).toMatchObject({ id: 'id-1', name: 'toilet', type: 'polygon' });
    for (const v of object.points) expect(Number.isInteger(v * 16)).toBe(true);
    // The outline ring, then the seat ring joined to it: more points than the outline alone.
    expect(object.points.length).toBeGreaterThan(2 * 20);
  });
});
