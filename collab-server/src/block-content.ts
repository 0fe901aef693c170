import * as Y from 'yjs';
import {
  LIVE_LAYERS_KEY,
  LIVE_META_KEY,
  blockLayerSchema,
  blockLayersOf,
  blockObjectSchema,
  liveLayersOf,
  type BlockLayers,
  type BlockObject,
  type LiveLayers,
} from '@workhub/domain';

/**
 * Between a block workspace's stored content (`workspaces/{id}/content/block`.data) and its live
 * Yjs document (domain/src/blocks/block-document.ts): seeding a new document, and reading the
 * layers back for the write-back.
 */

/** What the server reads from a stored block content entry (`data`). */
export interface StoredBlockContent {
  name?: string;
  width?: number;
  height?: number;
  layers: BlockLayers;
}

/**
 * Reads the `data` of a stored content entry leniently: a layer or object that does not match the
 * contract is left out (and named in `skipped`) rather than refusing to open the workspace.
 */
export function parseStoredBlockContent(data: unknown): { content: StoredBlockContent; skipped: string[] } {
  const skipped: string[] = [];
  const record = isRecord(data) ? data : {};
  const layers: BlockLayers = {};
  for (const [layerName, layer] of Object.entries(isRecord(record.layers) ? record.layers : {})) {
    const objects = isRecord(layer) && Array.isArray(layer.objects) ? layer.objects : null;
    if (objects === null) {
      skipped.push(`layer ${JSON.stringify(layerName)}`);
      continue;
    }
    const valid: BlockObject[] = [];
    objects.forEach((object, index) => {
      const parsed = blockObjectSchema.safeParse(object);
      if (parsed.success) valid.push(parsed.data);
      else skipped.push(`object ${index} of layer ${JSON.stringify(layerName)}`);
    });
    layers[layerName] = { objects: valid };
  }
  const content: StoredBlockContent = { layers };
  if (typeof record.name === 'string') content.name = record.name;
  if (typeof record.width === 'number') content.width = record.width;
  if (typeof record.height === 'number') content.height = record.height;
  return { content, skipped };
}

/**
 * Fills an empty live document from stored content, in one transaction: per layer a Y.Array of
 * Y.Maps (id assigned as `${layer}:${index}` when missing; points and style as plain values), and
 * the meta map (name, width, height, units 'in').
 */
export function seedBlockDocument(doc: Y.Doc, content: StoredBlockContent, origin: unknown): void {
  doc.transact(() => {
    const layers = doc.getMap<Y.Array<Y.Map<unknown>>>(LIVE_LAYERS_KEY);
    for (const [layerName, objects] of Object.entries(liveLayersOf(content.layers))) {
      const array = new Y.Array<Y.Map<unknown>>();
      array.push(objects.map((object, index) => liveObject(object, `${layerName}:${index}`)));
      layers.set(layerName, array);
    }
    const meta = doc.getMap<unknown>(LIVE_META_KEY);
    if (content.name !== undefined) meta.set('name', content.name);
    if (content.width !== undefined) meta.set('width', content.width);
    if (content.height !== undefined) meta.set('height', content.height);
    meta.set('units', 'in');
  }, origin);
}

function liveObject(object: BlockObject, fallbackId: string): Y.Map<unknown> {
  const entries: Array<[string, unknown]> = [
    ['id', object.id ?? fallbackId],
    ['name', object.name],
    ['type', object.type],
    ['points', [...object.points]],
  ];
  if (object.style !== undefined) entries.push(['style', { ...object.style }]);
  return new Y.Map<unknown>(entries);
}

/**
 * The live layers as stored content (`data.layers`). Anything clients put in the document that
 * does not match the contract (a layer that is not an array of valid objects) is left out and
 * named in `skipped`, so the stored content stays valid.
 */
export function blockLayersFromDocument(doc: Y.Doc): { layers: BlockLayers; skipped: string[] } {
  const live: LiveLayers = {};
  const skipped: string[] = [];
  for (const [layerName, value] of Object.entries(doc.getMap(LIVE_LAYERS_KEY).toJSON())) {
    const parsed = blockLayerSchema.safeParse({ objects: value });
    if (parsed.success) live[layerName] = parsed.data.objects;
    else skipped.push(layerName);
  }
  return { layers: blockLayersOf(live), skipped };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
