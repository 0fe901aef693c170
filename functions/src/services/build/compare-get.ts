import { buildChangeList, type buildRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { readSpec } from './store.js';

/**
 * GET /compare?type&from&to: the change list of one build type from one release to another in
 * the business's words, `{ type, from, to, changes, counts }` (changes: added, removed, then
 * changed entries with their field changes). 404 when either version is not released.
 */
export const getCompare: ContractHandler<typeof buildRoutes.compare.schema, typeof buildRoutes.compare.answer> = async (input) => {
  const [from, to] = await Promise.all([readSpec(input.from, [input.type]), readSpec(input.to, [input.type])]);
  return buildChangeList(
    input.type,
    { version: from.version, entries: from[input.type] },
    { version: to.version, entries: to[input.type] },
  );
};
