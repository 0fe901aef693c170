import { compareVersionTexts, summarizeBuildSpec, type buildRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { buildSpecsCollection, storedSpec } from './store.js';

/** GET /list: every release `{ version, released, releasedBy, message, counts }` (entries per build type), oldest first. */
export const getList: ContractHandler<typeof buildRoutes.list.schema, typeof buildRoutes.list.answer> = async () => {
  const snap = await buildSpecsCollection().get();
  const versions = snap.docs.map((doc) => summarizeBuildSpec(storedSpec(doc))).sort((a, b) => compareVersionTexts(a.version, b.version));
  return { versions };
};
