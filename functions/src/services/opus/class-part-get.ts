import { classPartQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { existingVersionsOf, latestOf, versionNamed } from './class-part-store.js';

/** GET /classPart ?name=system/name&version?: one version of a class part, the newest when no version; 404 when unknown. */
export const getClassPart = handle(async (req, res) => {
  const input = parse(classPartQuerySchema, req.query);
  const versions = await existingVersionsOf(input.name);
  const classPart = input.version ? versionNamed(versions, input.name, input.version) : latestOf(versions)!;
  sendOk(res, { classPart });
});
