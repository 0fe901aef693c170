import * as Y from 'yjs';
import { blockLayersOf, LIVE_LAYERS_KEY, type BlockObject, type LiveLayers } from '@workhub/domain';
import type { Figure } from './report';
import { seededRandom } from '../tests/collab/support/wait';

const LAYERS = ['design/walls', 'design/rooms', 'design/doors', 'assemblies/floor', 'utilities/plumbing'];

function objectMap(object: BlockObject): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [k, v] of Object.entries(object)) map.set(k, v);
  return map;
}

/**
 * The encoded size of a block workspace's live document after 10,000 edits (moves mostly, some
 * adds, renames and deletes, the mix of an editing session), against the same content as JSON.
 */
export async function yjsDocumentSize(): Promise<Figure[]> {
  const random = seededRandom(42);
  const doc = new Y.Doc();
  const layers = doc.getMap<Y.Array<Y.Map<unknown>>>(LIVE_LAYERS_KEY);
  doc.transact(() => {
    for (const name of LAYERS) {
      const objects = new Y.Array<Y.Map<unknown>>();
      layers.set(name, objects);
      for (let i = 0; i < 40; i++) {
        const x = Math.round(random() * 400);
        const y = Math.round(random() * 300);
        objects.push([
          objectMap({ id: `${name}:${i}`, name: `obj ${i}`, type: 'rect', points: [x, y, x + 48, y, x + 48, y + 36, x, y + 36] }),
        ]);
      }
    }
  });
  let nextId = 1000;
  for (let edit = 0; edit < 10_000; edit++) {
    const objects = layers.get(LAYERS[Math.floor(random() * LAYERS.length)]!)!;
    const roll = random();
    if (roll < 0.8 && objects.length > 0) {
      const object = objects.get(Math.floor(random() * objects.length))!;
      const dx = Math.round(random() * 10 - 5);
      const dy = Math.round(random() * 10 - 5);
      object.set(
        'points',
        (object.get('points') as number[]).map((v, i) => v + (i % 2 === 0 ? dx : dy)),
      );
    } else if (roll < 0.9) {
      objects.push([objectMap({ id: `new:${nextId++}`, name: 'added', type: 'polygon', points: [0, 0, 10, 0, 10, 10] })]);
    } else if (roll < 0.95 && objects.length > 0) {
      objects.get(Math.floor(random() * objects.length))!.set('name', `renamed ${edit}`);
    } else if (objects.length > 1) {
      objects.delete(Math.floor(random() * objects.length), 1);
    }
  }
  const encoded = Y.encodeStateAsUpdate(doc).byteLength;
  const json = Buffer.byteLength(JSON.stringify(blockLayersOf(layers.toJSON() as LiveLayers)));
  const objects = LAYERS.reduce((n, name) => n + layers.get(name)!.length, 0);
  console.log(
    `yjs document: ${objects} objects after 10,000 edits; encoded ${(encoded / 1024).toFixed(1)} KiB, JSON ${(json / 1024).toFixed(1)} KiB`,
  );
  return [
    {
      name: 'encoded Yjs doc after 10,000 edits',
      value: Math.round(encoded / 1024),
      unit: 'KiB',
      baseline: Math.round(json / 1024),
      baselineNote: 'same content as JSON',
      reference: true,
    },
  ];
}
