import { baseSpecGetQuerySchema } from '@workhub/domain';
import { handle, notFound, parse, sendOk } from '../../../lib/http.js';
import { baseSpecOrNotFound, newestBaseSpec } from './store.js';

/** GET /base/spec?version?: a committed base spec, `{ version, spec }` (default the newest); 404 unknown version. */
export const getBaseSpec = handle(async (req, res) => {
  const { version } = parse(baseSpecGetQuerySchema, req.query);
  if (version !== undefined) {
    sendOk(res, { version, spec: await baseSpecOrNotFound(version) });
    return;
  }
  const newest = await newestBaseSpec();
  if (!newest) throw notFound('No base spec is committed yet');
  sendOk(res, newest);
});
