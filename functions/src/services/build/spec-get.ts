import { type buildRoutes } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { readSpec, releasedVersions } from './store.js';

/**
 * GET /spec?v&type: the build specification of version v (the newest release when v is absent),
 * `{ spec }`; with `type` only that build type is read and filled (the others empty). 404 when
 * that version is not released (or nothing is).
 */
export const getSpec: ContractHandler<typeof buildRoutes.spec.schema, typeof buildRoutes.spec.answer> = async (input) => {
  const version = input.v ?? (await releasedVersions()).at(-1);
  if (!version) throw notFound('No build specification is released yet');
  const spec = await readSpec(version, input.type ? [input.type] : undefined);
  return { spec };
};
