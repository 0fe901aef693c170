import { notFound } from '../../../lib/http.js';
import { baseSpecOrNotFound, newestBaseSpec } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** GET /base/spec?version?: a committed base spec, `{ version, spec }` (default the newest); 404 unknown version. */
export const getBaseSpec: BaseHandler<'spec'> = async ({ version }) => {
  if (version !== undefined) {
    return { version, spec: await baseSpecOrNotFound(version) };
  }
  const newest = await newestBaseSpec();
  if (!newest) throw notFound('No base spec is committed yet');
  return newest;
};
