import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BLOCK_LIST_LIMIT, blocksGetSchema, listedBlock, type DbResult } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { plainDocument } from '../db/documents.js';
import { blocksCollection } from './store.js';

const PAGE = 500;

/**
 * GET /blocks?allVersions&layerData&assigns: blocks as a JSON string in `data.result`, like the
 * database service; at most 1000 (core spec section 9), in id order. Current blocks only (no
 * `version` field) unless allVersions=true. `layerNames` always; `layers` only with
 * layerData=true; `assigns` only with assigns=true. Firestore cannot filter on a missing field,
 * so the current ones are picked while paging through the collection.
 */
export const getBlocks = handle(async (req, res) => {
  const input = parse(blocksGetSchema, req.query);
  const listed: Record<string, unknown>[] = [];
  let last: QueryDocumentSnapshot | undefined;
  while (listed.length < BLOCK_LIST_LIMIT) {
    let query = blocksCollection().orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      if (listed.length >= BLOCK_LIST_LIMIT) break;
      if (input.allVersions || doc.get('version') === undefined) listed.push(listedBlock(plainDocument(doc), input));
    }
    if (page.size < PAGE) break;
    last = page.docs[page.docs.length - 1];
  }
  sendOk(res, { result: JSON.stringify(listed) } satisfies DbResult);
});
