import { describe, expect, it } from 'vitest';
import { LIVE_DOCUMENT_UNITS, seedPlanOf } from './seed-plan.js';

const stored = {
  name: 'roof-cassette',
  width: 96,
  height: 48,
  layers: {
    'design/walls': {
      objects: [
        { id: 'wall-north', name: 'North wall', type: 'rect', points: [0, 44, 96, 48], style: { stroke: '#333' } },
        { name: 'Partition', type: 'polyline', points: [48, 0, 48, 44] },
      ],
    },
    'design/doors': { objects: [] },
  },
};

describe('seedPlanOf', () => {
  it('plans meta (always in inches) and every layer in stored order, giving objects without an id one', () => {
    expect(seedPlanOf(stored)).toEqual({
      plan: {
        meta: { name: 'roof-cassette', width: 96, height: 48, units: 'in', schemaVersion: 1 },
        layers: [
          {
            name: 'design/walls',
            objects: [
              { id: 'wall-north', name: 'North wall', type: 'rect', points: [0, 44, 96, 48], style: { stroke: '#333' } },
              { id: 'design/walls:1', name: 'Partition', type: 'polyline', points: [48, 0, 48, 44] },
            ],
          },
          { name: 'design/doors', objects: [] },
        ],
      },
      skipped: [],
    });
  });

  it('writes the units of the coordinates, whatever units the content or workspace names', () => {
    expect(seedPlanOf({ ...stored, units: 'mm' }).plan.meta.units).toBe(LIVE_DOCUMENT_UNITS);
    expect(LIVE_DOCUMENT_UNITS).toBe('in');
  });

  it('keeps meta entries in one order, so every seeder inserts them alike', () => {
    expect(Object.keys(seedPlanOf({ layers: {}, height: 1, width: 2, name: 'x' }).plan.meta)).toEqual([
      'name',
      'width',
      'height',
      'units',
      'schemaVersion',
    ]);
    expect(Object.keys(seedPlanOf(stored).plan.layers[0]!.objects[0]!)).toEqual(['id', 'name', 'type', 'points', 'style']);
  });

  it('leaves out what is outside the block contract and names it; fallback ids keep the stored position', () => {
    const { plan, skipped } = seedPlanOf({
      width: 'wide',
      height: -1,
      layers: {
        good: {
          objects: [
            { name: 'bad', type: 'circle', points: [] },
            { name: 'ok', type: 'rect', points: [] },
          ],
        },
        broken: 7,
        '': { objects: [] },
      },
    });
    expect(plan).toEqual({
      meta: { units: 'in', schemaVersion: 1 },
      layers: [{ name: 'good', objects: [{ id: 'good:1', name: 'ok', type: 'rect', points: [] }] }],
    });
    expect(skipped).toEqual(['object 0 of layer "good"', 'layer "broken"', 'layer ""']);
  });

  it('plans an empty document for missing or shapeless content', () => {
    for (const data of [undefined, null, 42, [], { layers: [] }]) {
      expect(seedPlanOf(data)).toEqual({ plan: { meta: { units: 'in', schemaVersion: 1 }, layers: [] }, skipped: [] });
    }
  });

  it('copies points and style, so the plan never shares arrays with the stored content', () => {
    const { plan } = seedPlanOf(stored);
    const wall = plan.layers[0]!.objects[0]!;
    expect(wall.points).not.toBe(stored.layers['design/walls'].objects[0]!.points);
    expect(wall.style).not.toBe(stored.layers['design/walls'].objects[0]!.style);
  });
});
