import * as Y from 'yjs';
import {
  BLOCK_OBJECT_TYPES,
  LIVE_LAYERS_KEY,
  LIVE_META_KEY,
  blockLayersOf,
  blockObjectSchema,
  seedPlanOf,
  type BlockLayers,
  type BlockObject,
  type LiveLayers,
  type LiveSeedPlan,
} from '@workhub/domain';
import type { LiveObject, LiveObjects, ObjectKey } from './live-object';

/**
 * The live block document (domain block-document.ts): `layers` maps a layer name to a Y.Array of
 * Y.Maps (one per object, points and style stored whole), `meta` holds name, width, height, units.
 * Everything here is plain data in and out, so no other folder needs Yjs.
 */

/** Origin of this user's edits: the undo manager tracks only these. */
export const LOCAL_ORIGIN = Symbol('workspace-editor/local-edit');
/** Origin of filling an empty document from the workspace content (not undoable). */
export const SEED_ORIGIN = Symbol('workspace-editor/seed');

type LiveMap = Y.Map<unknown>;
type LiveArray = Y.Array<LiveMap>;

export const layersOf = (doc: Y.Doc) => doc.getMap<LiveArray>(LIVE_LAYERS_KEY);
export const metaOf = (doc: Y.Doc) => doc.getMap<unknown>(LIVE_META_KEY);

/**
 * An object's key: the id of the Yjs item holding it, the same on every client, so a key named in
 * awareness (a peer's selection) finds the same object everywhere, ids or not.
 */
export function keyOf(map: LiveMap): ObjectKey {
  const id = map._item?.id;
  return id ? `${id.client}:${id.clock}` : '';
}

function isObjectType(value: unknown): value is BlockObject['type'] {
  return typeof value === 'string' && (BLOCK_OBJECT_TYPES as readonly string[]).includes(value);
}

/** One live object as plain data; fields of the wrong type read as empty rather than throwing. */
function readObject(map: LiveMap): LiveObject {
  const points = map.get('points');
  const style = map.get('style');
  const id = map.get('id');
  const type = map.get('type');
  const name = map.get('name');
  const wall = blockObjectSchema.shape.wall.safeParse(map.get('wall'));
  return {
    key: keyOf(map),
    ...(typeof id === 'string' ? { id } : {}),
    name: typeof name === 'string' ? name : '',
    type: isObjectType(type) ? type : 'polyline',
    points: Array.isArray(points) ? points.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [],
    ...(style && typeof style === 'object' && !Array.isArray(style) ? { style: style as BlockObject['style'] } : {}),
    ...(wall.success && wall.data ? { wall: wall.data } : {}),
  };
}

export function readLayer(doc: Y.Doc, layer: string): LiveObject[] {
  const array = layersOf(doc).get(layer);
  return array instanceof Y.Array
    ? array
        .toArray()
        .filter((m) => m instanceof Y.Map)
        .map(readObject)
    : [];
}

export function readLayers(doc: Y.Doc): LiveObjects {
  const out: LiveObjects = {};
  for (const name of layersOf(doc).keys()) out[name] = readLayer(doc, name);
  return out;
}

/** The layers to save: `blockLayersOf(doc.getMap('layers').toJSON())`. */
export function blockLayersOfDoc(doc: Y.Doc): BlockLayers {
  return blockLayersOf(layersOf(doc).toJSON() as LiveLayers);
}

export interface LiveMeta {
  name?: string;
  width?: number;
  height?: number;
  units?: string;
}

export function readMeta(doc: Y.Doc): LiveMeta {
  const meta = metaOf(doc);
  const name = meta.get('name');
  const width = meta.get('width');
  const height = meta.get('height');
  const units = meta.get('units');
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof width === 'number' ? { width } : {}),
    ...(typeof height === 'number' ? { height } : {}),
    ...(typeof units === 'string' ? { units } : {}),
  };
}

/** Whether the document holds a block yet (the server, or an earlier client, may have seeded it). */
export function isSeeded(doc: Y.Doc): boolean {
  return layersOf(doc).size > 0 || metaOf(doc).size > 0;
}

function objectMap(object: BlockObject): LiveMap {
  const map = new Y.Map<unknown>();
  if (object.id) map.set('id', object.id);
  map.set('name', object.name);
  map.set('type', object.type);
  map.set('points', [...object.points]);
  if (object.style) map.set('style', { ...object.style });
  if (object.wall) map.set('wall', { ...object.wall, line: [...object.wall.line] });
  return map;
}

/**
 * Fills an empty document from the workspace's stored content (its `data`), with the plan
 * collab-server seeds a room from (domain seedPlanOf: same meta, ids, and objects outside the
 * contract left out), in case the server has not. Two clients seeding at once cannot double the
 * drawing: each layer is one map key, and concurrent sets keep one.
 */
export function seedDoc(doc: Y.Doc, storedContent: unknown): void {
  if (isSeeded(doc)) return;
  applySeedPlan(doc, seedPlanOf(storedContent).plan, SEED_ORIGIN);
}

/** Writes a seed plan into the document in one transaction (collab-server's applier is the same). */
export function applySeedPlan(doc: Y.Doc, plan: LiveSeedPlan, origin: unknown): void {
  doc.transact(() => {
    const layers = layersOf(doc);
    for (const layer of plan.layers) {
      const array = new Y.Array<LiveMap>();
      array.push(layer.objects.map((object) => new Y.Map<unknown>(Object.entries(object))));
      layers.set(layer.name, array);
    }
    const meta = metaOf(doc);
    for (const [key, value] of Object.entries(plan.meta)) meta.set(key, value);
  }, origin);
}

interface Found {
  layer: string;
  index: number;
  map: LiveMap;
  array: LiveArray;
}

export function findObject(doc: Y.Doc, key: ObjectKey): Found | null {
  for (const [layer, array] of layersOf(doc).entries()) {
    if (!(array instanceof Y.Array)) continue;
    const items = array.toArray();
    const index = items.findIndex((map) => map instanceof Y.Map && keyOf(map) === key);
    if (index >= 0) return { layer, index, map: items[index] as LiveMap, array };
  }
  return null;
}

/** This user's edits: each is one transaction with the local origin, so undo sees it as one step. */
export const edits = {
  setPoints(doc: Y.Doc, key: ObjectKey, points: readonly number[]): boolean {
    const found = findObject(doc, key);
    if (!found) return false;
    doc.transact(() => found.map.set('points', [...points]), LOCAL_ORIGIN);
    return true;
  },
  /** A vertex edit: the points, the type (a rectangle may become a polygon) and a wall's line, in one transaction. */
  setShape(doc: Y.Doc, key: ObjectKey, shape: Pick<BlockObject, 'type' | 'points' | 'wall'>): boolean {
    const found = findObject(doc, key);
    if (!found) return false;
    doc.transact(() => {
      found.map.set('points', [...shape.points]);
      if (found.map.get('type') !== shape.type) found.map.set('type', shape.type);
      if (shape.wall) found.map.set('wall', { ...shape.wall, line: [...shape.wall.line] });
      else if (found.map.has('wall')) found.map.delete('wall');
    }, LOCAL_ORIGIN);
    return true;
  },
  rename(doc: Y.Doc, key: ObjectKey, name: string): boolean {
    const found = findObject(doc, key);
    if (!found) return false;
    doc.transact(() => found.map.set('name', name), LOCAL_ORIGIN);
    return true;
  },
  /** Appends an object to a layer (created when missing); returns the new object's key. */
  add(doc: Y.Doc, layer: string, object: BlockObject): ObjectKey {
    let map: LiveMap | null = null;
    doc.transact(() => {
      const layers = layersOf(doc);
      let array = layers.get(layer);
      if (!(array instanceof Y.Array)) {
        array = new Y.Array<LiveMap>();
        layers.set(layer, array);
      }
      map = objectMap(object);
      array.push([map]);
    }, LOCAL_ORIGIN);
    return map ? keyOf(map) : '';
  },
  remove(doc: Y.Doc, key: ObjectKey): boolean {
    const found = findObject(doc, key);
    if (!found) return false;
    doc.transact(() => found.array.delete(found.index, 1), LOCAL_ORIGIN);
    return true;
  },
};

/**
 * This user's undo history: only edits with the local origin are tracked, and (Yjs's default,
 * ignoreRemoteMapChanges off) undo never overwrites a value someone else set since, so undoing
 * leaves others' edits in place. Edits within 400 ms form one step.
 */
export function createUndoManager(doc: Y.Doc): Y.UndoManager {
  return new Y.UndoManager(layersOf(doc), { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 400 });
}

/**
 * Calls back with the names of the layers whose objects changed (added, removed, edited, or the
 * layer itself set or deleted), once per transaction, whoever made it.
 */
export function observeLayers(doc: Y.Doc, onChange: (layers: Set<string>, local: boolean) => void): () => void {
  const layers = layersOf(doc);
  const handler = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
    const changed = new Set<string>();
    for (const event of events) {
      if (event.target === layers) {
        for (const key of (event as Y.YMapEvent<unknown>).keysChanged) changed.add(key);
      } else {
        const top = event.path[0];
        if (typeof top === 'string') changed.add(top);
      }
    }
    if (changed.size > 0) onChange(changed, transaction.origin === LOCAL_ORIGIN);
  };
  layers.observeDeep(handler);
  return () => layers.unobserveDeep(handler);
}
