import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { seedPlanOf } from '@workhub/domain';
import { applySeedPlan, blockLayersFromDocument, migrateLiveDocument } from './block-content.js';

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
    expect(doc.getMap('meta').toJSON()).toEqual({ name: 'roof-cassette', width: 96, height: 48, units: 'in', schemaVersion: 1 });
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

/**
 * A live document of the previous shape (live schema version 0), as the editor seeded it before
 * versions existed: no meta.schemaVersion, and meta.units copied from the workspace ('mm') although
 * the coordinates are inches. Returned as the update LevelDB holds.
 */
function previousShapeState(): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    const walls = new Y.Array<Y.Map<unknown>>();
    walls.push([new Y.Map<unknown>(Object.entries({ id: 'design/walls:0', name: 'North wall', type: 'rect', points: [0, 44, 96, 48] }))]);
    doc.getMap('layers').set('design/walls', walls);
    const meta = doc.getMap('meta');
    meta.set('name', 'roof-cassette');
    meta.set('width', 96);
    meta.set('height', 48);
    meta.set('units', 'mm');
  });
  return Y.encodeStateAsUpdate(doc);
}

describe('migrateLiveDocument (on load, before any client is answered)', () => {
  it('brings a document of the previous shape to the current one in one transaction, keeping its drawing', () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, previousShapeState());
    const before = doc.getMap('layers').toJSON();
    const origins: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    expect(migrateLiveDocument(doc, 'migrate')).toEqual({ kind: 'migrate', from: 0, set: { units: 'in', schemaVersion: 1 } });
    expect(origins).toEqual(['migrate']);
    expect(doc.getMap('meta').toJSON()).toEqual({ name: 'roof-cassette', width: 96, height: 48, units: 'in', schemaVersion: 1 });
    expect(doc.getMap('layers').toJSON()).toEqual(before);
    // Loaded again: current, nothing written.
    expect(migrateLiveDocument(doc, 'migrate')).toEqual({ kind: 'current' });
    expect(origins).toEqual(['migrate']);
  });

  it('leaves a freshly seeded document and an empty one alone', () => {
    const seeded = new Y.Doc();
    applySeedPlan(seeded, seedPlanOf(stored).plan, 'seed');
    expect(migrateLiveDocument(seeded, 'migrate')).toEqual({ kind: 'current' });
    const empty = new Y.Doc();
    expect(migrateLiveDocument(empty, 'migrate')).toEqual({ kind: 'current' });
    expect(empty.getMap('meta').size).toBe(0);
  });

  it('refuses a document from a newer WorkHub and writes nothing to it', () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, previousShapeState());
    doc.getMap('meta').set('schemaVersion', 2);
    const state = Y.encodeStateAsUpdate(doc);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(migrateLiveDocument(doc, 'migrate')).toMatchObject({ kind: 'refuse', version: 2 });
    expect(updates).toBe(0);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(state);
  });
});
