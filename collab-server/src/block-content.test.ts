import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { seedPlanOf } from '@workhub/domain';
import { applySeedPlan, blockLayersFromDocument } from './block-content.js';

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
  },
};

describe('applySeedPlan and blockLayersFromDocument', () => {
  it('seeds layers as Y.Arrays of Y.Maps with ids, and meta with units, in one transaction', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    applySeedPlan(doc, seedPlanOf(stored).plan, 'seed');
    expect(origins).toEqual(['seed']);

    const walls = doc.getMap('layers').get('design/walls');
    expect(walls).toBeInstanceOf(Y.Array);
    expect((walls as Y.Array<unknown>).get(0)).toBeInstanceOf(Y.Map);
    expect(doc.getMap('layers').toJSON()).toEqual({
      'design/walls': [
        { id: 'wall-north', name: 'North wall', type: 'rect', points: [0, 44, 96, 48], style: { stroke: '#333' } },
        { id: 'design/walls:1', name: 'Partition', type: 'polyline', points: [48, 0, 48, 44] },
      ],
    });
    expect(doc.getMap('meta').toJSON()).toEqual({ name: 'roof-cassette', width: 96, height: 48, units: 'in' });
  });

  it('reads the live layers back as stored content, leaving out layers that break the contract', () => {
    const doc = new Y.Doc();
    applySeedPlan(doc, seedPlanOf(stored).plan, null);
    doc.getMap('layers').set('scribbles', 42);
    const intruder = new Y.Array<Y.Map<unknown>>();
    intruder.push([
      new Y.Map<unknown>([
        ['name', 'x'],
        ['type', 'rect'],
        ['points', []],
        ['colour', 'red'],
      ]),
    ]);
    doc.getMap('layers').set('extra-field', intruder);

    const { layers, skipped } = blockLayersFromDocument(doc);
    expect(skipped.sort()).toEqual(['extra-field', 'scribbles']);
    expect(Object.keys(layers)).toEqual(['design/walls']);
    expect(layers['design/walls']!.objects[1]).toEqual({
      id: 'design/walls:1',
      name: 'Partition',
      type: 'polyline',
      points: [48, 0, 48, 44],
    });
  });
});
