import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BLOCK_LIST_LIMIT, listedBlock, storedBlockProblems, type DbResult, type InvalidBlock } from '@workhub/domain';
import { plainDocument } from '../../lib/firestore-json.js';
import { blocksCollection } from '../../lib/block-store.js';
import type { BaseHandler } from './contract-handler.js';

const PAGE = 500;
const MAX_INVALID = 100;

/**
 * GET /blocks?allVersions&layerData&assigns: blocks as a JSON string in `data.result`, like the
 * database service; at most 1000 (core spec section 9), in id order. Current blocks only (no
 * `version` field) unless allVersions=true. `layerNames` always; `layers` only with
 * layerData=true; `assigns` only with assigns=true. Firestore cannot filter on a missing field,
 * so the current ones are picked while paging through the collection.
 *
 * A stored block that does not fit the block schema (written around the services) is left out
 * and reported in `data.invalid` as { id, problems } (at most 100), so one malformed block never
 * hides the others.
 */
export const getBlocks: BaseHandler<'blocks'> = async (input) => {
  const listed: Record<string, unknown>[] = [];
  const invalid: InvalidBlock[] = [];
  let last: QueryDocumentSnapshot | undefined;
  while (listed.length < BLOCK_LIST_LIMIT) {
    let query = blocksCollection().orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      if (listed.length >= BLOCK_LIST_LIMIT) break;
      if (!input.allVersions && doc.get('version') !== undefined) continue;
      const block = plainDocument(doc);
      const problems = storedBlockProblems(block);
      if (problems.length === 0) listed.push(listedBlock(block, input));
      else if (invalid.length < MAX_INVALID) invalid.push({ id: doc.id, problems });
    }
    if (page.size < PAGE) break;
    last = page.docs[page.docs.length - 1];
  }
  return { result: JSON.stringify(listed), invalid } satisfies DbResult & { invalid: InvalidBlock[] };
};
