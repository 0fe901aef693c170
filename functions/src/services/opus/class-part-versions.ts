import { existingVersionsOf } from './class-part-store.js';
import type { OpusHandler } from './served.js';

/** GET /classPart/versions ?name=system/name: every version of the class part, oldest first; 404 when unknown. */
export const getClassPartVersions: OpusHandler<'classPartVersions'> = async (input) => {
  return { versions: await existingVersionsOf(input.name) };
};
