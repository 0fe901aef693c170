import { classPartChanges } from '@workhub/domain';
import { existingVersionsOf, versionNamed } from './class-part-store.js';
import type { OpusHandler } from './served.js';

/**
 * GET /classPart/compare ?name&from&to: what changed from version `from` to version `to`, in the
 * business's words ('Owner changed from Greta to Hiro', 'Routing cnc-router added', …); an
 * empty list when they are the same. 404 for an unknown part or version.
 */
export const compareClassPartVersions: OpusHandler<'classPartCompare'> = async (input) => {
  const versions = await existingVersionsOf(input.name);
  const from = versionNamed(versions, input.name, input.from);
  const to = versionNamed(versions, input.name, input.to);
  return { name: input.name, from: from.version, to: to.version, changes: classPartChanges(from, to) };
};
