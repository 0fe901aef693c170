import { existingVersionsOf, latestOf, versionNamed } from './class-part-store.js';
import type { OpusHandler } from './served.js';

/** GET /classPart ?name=system/name&version?: one version of a class part, the newest when no version; 404 when unknown. */
export const getClassPart: OpusHandler<'classPart'> = async (input) => {
  const versions = await existingVersionsOf(input.name);
  const classPart = input.version ? versionNamed(versions, input.name, input.version) : latestOf(versions)!;
  return { classPart };
};
