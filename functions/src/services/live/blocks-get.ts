import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BLOCK_LIST_LIMIT, currentBlockVersion, formatBlockVersion, migrateStored, type liveRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { blocksCollection } from '../../lib/block-store.js';

const PAGE = 500;

export interface LiveBlock {
  id: string;
  name: string;
  categoryName: string | null;
  type: string | null;
  designer: string | null;
  version: string;
  width: number | null;
  height: number | null;
  layerCount: number;
  archivedVersions: number;
}

/** The fields the summary needs: never `layers` (the drawing) nor `history`. */
const SUMMARY_FIELDS = ['name', 'version', 'currentVersion', 'categoryName', 'type', 'designer', 'width', 'height', 'layerCount'];

/**
 * GET /blocks: every current block (at most 1000, by name) as a summary for the live viewer:
 * name, categoryName, type, designer, version (see currentBlockVersion), size, layer count and
 * how many archived versions it has. Archived version docs are counted, not listed. It reads
 * summaries (issue 23): the scan selects SUMMARY_FIELDS, so no stored drawing is read; the layer
 * count is the block's `layerCount` (written by each commit), and only a block stored before it
 * existed has its layer names read (a field mask on `layers` of that block alone).
 */
export const getLiveBlocks: ContractHandler<typeof liveRoutes.blocks.schema, typeof liveRoutes.blocks.answer> = async () => {
  const current: QueryDocumentSnapshot[] = [];
  const archived = new Map<string, unknown[]>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = blocksCollection()
      .select(...SUMMARY_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const name = doc.get('name');
      if (typeof name !== 'string') continue;
      if (doc.get('version') === undefined) current.push(doc);
      else archived.set(name, [...(archived.get(name) ?? []), doc.get('version')]);
    }
    if (page.size < PAGE) break;
    last = page.docs[page.docs.length - 1];
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const shown = current
    .sort((a, b) => (String(a.get('name')) < String(b.get('name')) ? -1 : String(a.get('name')) > String(b.get('name')) ? 1 : 0))
    .slice(0, BLOCK_LIST_LIMIT);
  const counts = await layerCounts(shown);
  const blocks: LiveBlock[] = shown.map((doc) => {
    const data = doc.data();
    const versions = archived.get(String(data.name)) ?? [];
    return {
      id: doc.id,
      name: String(data.name),
      categoryName: text(data.categoryName),
      type: text(data.type),
      designer: text(data.designer),
      version: formatBlockVersion(currentBlockVersion(data, versions)),
      width: num(data.width),
      height: num(data.height),
      layerCount: counts.get(doc.id) ?? 0,
      archivedVersions: versions.length,
    };
  });
  return { blocks };
};

/** Each block's layer count: its stored `layerCount`, else (a v0 block, from before the field) as the migration counts it. */
async function layerCounts(docs: readonly QueryDocumentSnapshot[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const legacy: QueryDocumentSnapshot[] = [];
  for (const doc of docs) {
    const stored = doc.get('layerCount');
    if (typeof stored === 'number' && Number.isInteger(stored) && stored >= 0) counts.set(doc.id, stored);
    else legacy.push(doc);
  }
  if (legacy.length > 0) {
    const full = await firestore.getAll(...legacy.map((doc) => doc.ref), { fieldMask: ['layers'] });
    for (const snap of full) {
      const migrated = migrateStored('blocks', { layers: snap.get('layers') as unknown });
      counts.set(snap.id, migrated.ok && typeof migrated.data.layerCount === 'number' ? migrated.data.layerCount : 0);
    }
  }
  return counts;
}
