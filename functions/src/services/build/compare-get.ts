import { buildChangeList, buildCompareQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { readSpec } from './store.js';

/**
 * GET /compare?type&from&to: the change list of one build type from one release to another in
 * the business's words, `{ type, from, to, changes, counts }` (changes: added, removed, then
 * changed entries with their field changes). 404 when either version is not released.
 */
export const getCompare = handle(async (req, res) => {
  const input = parse(buildCompareQuerySchema, req.query);
  const [from, to] = await Promise.all([readSpec(input.from, [input.type]), readSpec(input.to, [input.type])]);
  sendOk(
    res,
    buildChangeList(input.type, { version: from.version, entries: from[input.type] }, { version: to.version, entries: to[input.type] }),
  );
});
