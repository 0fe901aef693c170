import { blockObjectSchema, type BlockObject } from '../blocks/block-document.js';
import { LIVE_DOCUMENT_SCHEMA_VERSION } from '../migrations/versions.js';

/**
 * Seeding a new live (Yjs) document of a block workspace from its stored content
 * (`workspaces/{id}/content/block`.data). collab-server seeds a room nobody has state for; the
 * editor seeds only if the server has not. Both apply this one plan, so both build the same
 * document: same meta, same layers in the same order, same ids.
 */

/**
 * The unit of the live document's coordinates, written to its meta. Always the inch (the block
 * contract's unit); the workspace's own `units` is a display choice read from the workspace
 * document, which can change at any time, so it is not copied into the drawing.
 */
export const LIVE_DOCUMENT_UNITS = 'in';

/**
 * `doc.getMap('meta')`, entry by entry: what the stored content has, and always the units and the
 * live document's schema version (migrations/live-document.ts).
 */
export interface LiveSeedMeta {
  name?: string;
  width?: number;
  height?: number;
  units: typeof LIVE_DOCUMENT_UNITS;
  schemaVersion: typeof LIVE_DOCUMENT_SCHEMA_VERSION;
}

/** A seeded object always has an id, so every client addresses it the same way. */
export type SeededObject = BlockObject & { id: string };

/**
 * A new live document as plain data: `meta` becomes `doc.getMap('meta')`; each layer becomes a
 * Y.Array under `doc.getMap('layers')`, holding one Y.Map per object with exactly the object's
 * entries (points and style as plain values). `toJSON()` of the seeded maps equals this data.
 */
export interface LiveSeedPlan {
  meta: LiveSeedMeta;
  layers: Array<{ name: string; objects: SeededObject[] }>;
}

/**
 * The plan for seeding from stored content, read leniently: a layer or object outside the block
 * contract is left out (and named in `skipped`) rather than refusing to open the workspace.
 * An object without an id gets `${layer}:${index}`, its position in the stored layer.
 */
export function seedPlanOf(storedData: unknown): { plan: LiveSeedPlan; skipped: string[] } {
  const skipped: string[] = [];
  const record = isRecord(storedData) ? storedData : {};
  const layers: LiveSeedPlan['layers'] = [];
  for (const [layerName, layer] of Object.entries(isRecord(record.layers) ? record.layers : {})) {
    const objects = isRecord(layer) && Array.isArray(layer.objects) ? layer.objects : null;
    if (objects === null || !isLayerName(layerName)) {
      skipped.push(`layer ${JSON.stringify(layerName)}`);
      continue;
    }
    const seeded: SeededObject[] = [];
    objects.forEach((object, index) => {
      const parsed = blockObjectSchema.safeParse(object);
      if (parsed.success) seeded.push(seededObject(parsed.data, `${layerName}:${index}`));
      else skipped.push(`object ${index} of layer ${JSON.stringify(layerName)}`);
    });
    layers.push({ name: layerName, objects: seeded });
  }
  // In a fixed order (name, width, height, units, schemaVersion): Y.Map keeps insertion order.
  const meta: LiveSeedMeta = {
    ...(typeof record.name === 'string' ? { name: record.name } : {}),
    ...(isSize(record.width) ? { width: record.width } : {}),
    ...(isSize(record.height) ? { height: record.height } : {}),
    units: LIVE_DOCUMENT_UNITS,
    schemaVersion: LIVE_DOCUMENT_SCHEMA_VERSION,
  };
  return { plan: { meta, layers }, skipped };
}

/** Fresh copies in a fixed entry order: id, name, type, points, style, wall. */
function seededObject(object: BlockObject, fallbackId: string): SeededObject {
  const seeded: SeededObject = { id: object.id ?? fallbackId, name: object.name, type: object.type, points: [...object.points] };
  if (object.style !== undefined) seeded.style = { ...object.style };
  if (object.wall !== undefined) seeded.wall = { ...object.wall, line: [...object.wall.line] };
  return seeded;
}

/** Layer names as the block contract allows them (blockLayersSchema's keys). */
function isLayerName(name: string): boolean {
  return name.length >= 1 && name.length <= 200;
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
