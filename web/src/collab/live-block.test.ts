import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { BlockLayers } from '@workhub/domain';
import {
  LOCAL_ORIGIN,
  blockLayersOfDoc,
  createUndoManager,
  edits,
  isSeeded,
  keyOf,
  layersOf,
  observeLayers,
  readLayer,
  readLayers,
  readMeta,
  seedDoc,
} from './live-block';

const layers: BlockLayers = {
  'design/walls': {
    objects: [
      { name: 'wall 1', type: 'rect', points: [0, 0, 120, 0, 120, 6, 0, 6], style: { stroke: '#212121' } },
      { name: 'wall 2', type: 'rect', points: [0, 0, 6, 0, 6, 96, 0, 96] },
    ],
  },
  'design/rooms': { objects: [{ id: 'room-a', name: 'Kitchen', type: 'polygon', points: [6, 6, 114, 6, 60, 90] }] },
};
const block = { name: 'kitchen-galley-10x8', width: 120, height: 96, layers };

/** Two replicas kept in sync the way y-websocket does: each update is applied to the other with a remote origin. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return { a, b };
}

describe('the live block document', () => {
  it('seeds an empty document once, with ids, and reads it back as the stored layers', () => {
    const doc = new Y.Doc();
    expect(isSeeded(doc)).toBe(false);
    seedDoc(doc, block);
    expect(isSeeded(doc)).toBe(true);
    expect(readMeta(doc)).toEqual({ name: 'kitchen-galley-10x8', width: 120, height: 96, units: 'in' });
    expect(readLayer(doc, 'design/walls').map((o) => o.id)).toEqual(['design/walls:0', 'design/walls:1']);
    expect(readLayer(doc, 'design/rooms')[0]?.id).toBe('room-a');
    seedDoc(doc, { ...block, layers: {} });
    expect(Object.keys(readLayers(doc))).toHaveLength(2);
    const saved = blockLayersOfDoc(doc);
    expect(saved['design/walls']?.objects[0]).toEqual({ id: 'design/walls:0', ...layers['design/walls']!.objects[0] });
  });

  it('leaves out objects outside the contract when seeding, as collab-server does', () => {
    const doc = new Y.Doc();
    const odd = {
      'utilities/gas': {
        objects: [
          { name: 'run', type: 'spline', points: [0, 0, 5, 5] },
          { name: 'ok', type: 'polyline', points: [1, 1, 2, 2], style: { dash: [6, 3] } },
        ],
      },
    };
    seedDoc(doc, { ...block, layers: odd as unknown as BlockLayers });
    expect(readLayer(doc, 'utilities/gas').map((o) => o.name)).toEqual(['ok']);
  });

  it("keeps a wall's drawn line with its outline through the document, and reads a malformed one as none", () => {
    const doc = new Y.Doc();
    const wall = { line: [0, 0, 60, 0], thickness: 4, closed: false, side: 'centre' as const };
    const key = edits.add(doc, 'design/walls', { id: 'w', name: 'wall 1', type: 'polygon', points: [0, 2, 60, 2, 60, -2, 0, -2], wall });
    expect(readLayer(doc, 'design/walls')[0]).toMatchObject({ key, wall });
    expect(blockLayersOfDoc(doc)['design/walls']!.objects[0]!.wall).toEqual(wall);
    layersOf(doc).get('design/walls')!.get(0).set('wall', { line: 'x' });
    expect(readLayer(doc, 'design/walls')[0]!.wall).toBeUndefined();
    // A vertex edit sets points, type and line in one undoable transaction; a shape without a line drops it.
    const undo = createUndoManager(doc);
    edits.setShape(doc, key, { type: 'polygon', points: [0, 2, 72, 2, 72, -2, 0, -2], wall: { ...wall, line: [0, 0, 72, 0] } });
    expect(readLayer(doc, 'design/walls')[0]).toMatchObject({ points: [0, 2, 72, 2, 72, -2, 0, -2], wall: { line: [0, 0, 72, 0] } });
    undo.stopCapturing();
    edits.setShape(doc, key, { type: 'rect', points: [0, 0, 1, 0, 1, 1, 0, 1] });
    expect(readLayer(doc, 'design/walls')[0]).toMatchObject({ type: 'rect' });
    expect(readLayer(doc, 'design/walls')[0]!.wall).toBeUndefined();
    undo.undo();
    expect(readLayer(doc, 'design/walls')[0]!.wall?.line).toEqual([0, 0, 72, 0]);
  });

  it('keys an object by its Yjs item, the same in every replica', () => {
    const { a, b } = pair();
    seedDoc(a, block);
    expect(readLayer(b, 'design/walls').map((o) => o.key)).toEqual(readLayer(a, 'design/walls').map((o) => o.key));
    const map = layersOf(a).get('design/walls')!.get(0);
    expect(keyOf(map)).toMatch(/^\d+:\d+$/);
  });

  it('edits: move, rename, add and remove, each reported once per layer', () => {
    const doc = new Y.Doc();
    seedDoc(doc, block);
    const seen: string[][] = [];
    const stop = observeLayers(doc, (changed, local) => seen.push([...changed, local ? 'local' : 'remote']));
    const [wall] = readLayer(doc, 'design/walls');
    expect(edits.setPoints(doc, wall!.key, [1, 1, 2, 2, 3, 3, 4, 4])).toBe(true);
    expect(edits.rename(doc, wall!.key, 'north wall')).toBe(true);
    const key = edits.add(doc, 'design/doors', { name: 'door', type: 'rect', points: [0, 0, 36, 0, 36, 2, 0, 2] });
    expect(readLayer(doc, 'design/doors')[0]?.key).toBe(key);
    expect(edits.remove(doc, key)).toBe(true);
    expect(edits.remove(doc, 'nope:1')).toBe(false);
    stop();
    expect(readLayer(doc, 'design/walls')[0]).toMatchObject({ name: 'north wall', points: [1, 1, 2, 2, 3, 3, 4, 4] });
    expect(seen).toEqual([
      ['design/walls', 'local'],
      ['design/walls', 'local'],
      ['design/doors', 'local'],
      ['design/doors', 'local'],
    ]);
  });

  it("undo takes back only this user's edits and leaves another user's in place", () => {
    const { a, b } = pair();
    seedDoc(a, block);
    const undoB = createUndoManager(b);
    const [wall1, wall2] = readLayer(b, 'design/walls');
    // B moves wall 2, then A moves wall 1.
    edits.setPoints(b, wall2!.key, [10, 10, 16, 10, 16, 106, 10, 106]);
    edits.setPoints(a, wall1!.key, [0, 12, 120, 12, 120, 18, 0, 18]);
    undoB.undo();
    expect(readLayer(a, 'design/walls')[1]?.points).toEqual(layers['design/walls']!.objects[1]!.points);
    expect(readLayer(a, 'design/walls')[0]?.points).toEqual([0, 12, 120, 12, 120, 18, 0, 18]);
    expect(readLayer(b, 'design/walls')[0]?.points).toEqual([0, 12, 120, 12, 120, 18, 0, 18]);
    // A's edit is not on B's undo stack.
    expect(undoB.canUndo()).toBe(false);
    undoB.redo();
    expect(readLayer(a, 'design/walls')[1]?.points).toEqual([10, 10, 16, 10, 16, 106, 10, 106]);
  });

  it("undo does not overwrite a value another user set after this user's edit", () => {
    const { a, b } = pair();
    seedDoc(a, block);
    const undoB = createUndoManager(b);
    const [wall] = readLayer(b, 'design/walls');
    edits.rename(b, wall!.key, 'by B');
    edits.rename(a, wall!.key, 'by A');
    undoB.undo();
    expect(readLayer(a, 'design/walls')[0]?.name).toBe('by A');
  });

  it('edits made apart merge when the replicas meet again', () => {
    const a = new Y.Doc();
    seedDoc(a, block);
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const [wall1, wall2] = readLayer(a, 'design/walls');
    edits.rename(a, wall1!.key, 'renamed offline by A');
    edits.setPoints(b, wall2!.key, [0, 0, 6, 0, 6, 48, 0, 48]);
    edits.add(b, 'design/doors', { name: 'door', type: 'rect', points: [0, 0, 36, 0, 36, 2, 0, 2] });
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    expect(blockLayersOfDoc(a)).toEqual(blockLayersOfDoc(b));
    expect(readLayer(a, 'design/walls').map((o) => o.name)).toEqual(['renamed offline by A', 'wall 2']);
    expect(readLayer(a, 'design/walls')[1]?.points).toEqual([0, 0, 6, 0, 6, 48, 0, 48]);
    expect(readLayer(a, 'design/doors')).toHaveLength(1);
  });

  it('local edits carry the local origin', () => {
    const doc = new Y.Doc();
    seedDoc(doc, block);
    const origins: unknown[] = [];
    doc.on('afterTransaction', (t: Y.Transaction) => origins.push(t.origin));
    edits.rename(doc, readLayer(doc, 'design/walls')[0]!.key, 'x');
    expect(origins).toEqual([LOCAL_ORIGIN]);
  });
});
