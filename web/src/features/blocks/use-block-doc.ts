import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { blockObjectSchema, blockSchema, currentBlockVersion, formatBlockVersion, sortVersionTexts, type BlockLayers, type BlockObject } from '@workhub/domain';
import { useLiveQuery, type LiveStatus } from '../../lib/live-read';

export interface BlockHistoryItem {
  version: string;
  message: string;
  author: string;
  at: string;
}

/** One block as its page shows it: the current document, its version and its history. */
export interface BlockDocument {
  name: string;
  designer?: string;
  type?: string;
  categoryName?: string;
  key?: string;
  path?: string;
  width: number;
  height: number;
  version: string;
  layers: BlockLayers;
  /** Objects left out because they do not fit the block contract. */
  skipped: number;
  /** Oldest first, in version order (v1.2 before v1.10). */
  archivedVersions: string[];
  history: BlockHistoryItem[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * A stored block (current or archived) as its page reads it: the block's facts must fit the block
 * contract; its layers are read object by object below, so one bad object is skipped and counted
 * rather than hiding the whole block.
 */
const storedBlockSchema = blockSchema.extend({ layers: z.unknown(), history: z.unknown().optional() });

/** Style values the contract has no room for are dropped, so the shape is still drawn. */
function displayable(object: unknown): unknown {
  if (!object || typeof object !== 'object') return object;
  const { style, ...rest } = object as Record<string, unknown>;
  if (!style || typeof style !== 'object') return object;
  const kept: Record<string, string | number | boolean | number[]> = {};
  for (const [key, value] of Object.entries(style as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'number')) kept[key] = value;
  }
  return { ...rest, style: kept };
}

/** Layers read leniently: an object that does not fit the contract is skipped and counted, not fatal. */
function layersOf(raw: unknown): { layers: BlockLayers; skipped: number } {
  const layers: BlockLayers = {};
  let skipped = 0;
  if (!raw || typeof raw !== 'object') return { layers, skipped };
  for (const [name, layer] of Object.entries(raw as Record<string, unknown>)) {
    const objects = (layer as { objects?: unknown } | null)?.objects;
    if (!Array.isArray(objects)) {
      skipped++;
      continue;
    }
    const valid: BlockObject[] = [];
    for (const object of objects) {
      const parsed = blockObjectSchema.safeParse(displayable(object));
      if (parsed.success) valid.push(parsed.data);
      else skipped++;
    }
    layers[name] = { objects: valid };
  }
  return { layers, skipped };
}

/**
 * A block by name, live from Firestore (staff read blocks directly): the current document is the
 * one without `version`; the others are its archived versions.
 */
export function useBlockDocument(name: string): { status: LiveStatus; block: BlockDocument | null; invalid: number } {
  const firestore = useFirestore();
  const blockQuery = useMemo(() => query(collection(firestore, 'blocks'), where('name', '==', name), limit(200)), [firestore, name]);
  const { status, data, invalid } = useLiveQuery(blockQuery, storedBlockSchema, { store: 'blocks', what: `the block ${name}` });
  const block = useMemo<BlockDocument | null>(() => {
    const docs = data as Record<string, unknown>[];
    const current = docs.find((d) => d.version === undefined);
    if (!current) return null;
    const archived = docs.map((d) => d.version).filter((v): v is string => typeof v === 'string');
    const { layers, skipped } = layersOf(current.layers);
    const history = Array.isArray(current.history)
      ? (current.history as Record<string, unknown>[]).map((h) => ({ version: str(h.version) ?? '', message: str(h.message) ?? '', author: str(h.author) ?? '', at: str(h.at) ?? '' }))
      : [];
    return {
      name,
      designer: str(current.designer),
      type: str(current.type),
      categoryName: str(current.categoryName),
      key: str(current.key),
      path: str(current.path),
      width: typeof current.width === 'number' ? current.width : 0,
      height: typeof current.height === 'number' ? current.height : 0,
      version: formatBlockVersion(currentBlockVersion(current, archived)),
      layers,
      skipped,
      archivedVersions: sortVersionTexts(archived),
      history,
    };
  }, [data, name]);
  return { status, block, invalid: invalid.length };
}
