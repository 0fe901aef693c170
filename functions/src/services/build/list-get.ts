import { buildListQuerySchema, compareVersionTexts, summarizeBuildSpec } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { buildSpecsCollection, storedSpec } from './store.js';

/** GET /list: every release `{ version, released, releasedBy, message, counts }` (entries per build type), oldest first. */
export const getList = handle(async (req, res) => {
  parse(buildListQuerySchema, req.query);
  const snap = await buildSpecsCollection().get();
  const versions = snap.docs.map((doc) => summarizeBuildSpec(storedSpec(doc))).sort((a, b) => compareVersionTexts(a.version, b.version));
  sendOk(res, { versions });
});
