import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BLOCK_LIST_LIMIT, currentBlockVersion, formatBlockVersion, liveBlocksQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { blocksCollection } from '../base/store.js';

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

/**
 * GET /blocks: every current block (at most 1000, by name) as a summary for the live viewer:
 * name, categoryName, type, designer, version (see currentBlockVersion), size, layer count and
 * how many archived versions it has. Archived version docs are counted, not listed.
 */
export const getLiveBlocks = handle(async (req, res) => {
  parse(liveBlocksQuerySchema, req.query);
  const current: QueryDocumentSnapshot[] = [];
  const archived = new Map<string, unknown[]>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = blocksCollection().orderBy(FieldPath.documentId()).limit(PAGE);
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
  const blocks: LiveBlock[] = current
    .map((doc) => {
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
        layerCount: data.layers && typeof data.layers === 'object' ? Object.keys(data.layers as object).length : 0,
        archivedVersions: versions.length,
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, BLOCK_LIST_LIMIT);
  sendOk(res, { blocks });
});
