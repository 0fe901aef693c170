import { classPartNameQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { existingVersionsOf } from './class-part-store.js';

/** GET /classPart/versions ?name=system/name: every version of the class part, oldest first; 404 when unknown. */
export const getClassPartVersions = handle(async (req, res) => {
  const input = parse(classPartNameQuerySchema, req.query);
  sendOk(res, { versions: await existingVersionsOf(input.name) });
});
