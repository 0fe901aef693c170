import { addressOfLine, primaryAddress, projectSchema, type zoneRoutes } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { lookupZoning } from './zoning.js';
import { loadProject } from '../../lib/projects.js';

/**
 * GET /lookup?projectId | address: the zoning of the project's primary address, or of an address
 * written as one line ('1234 Oak St, Santa Rosa, CA 95401'): `{ zone }` (domain zoneSchema).
 * 404 for an unknown project, a project without an address, or an address without zoning data.
 */
export const getZoneLookup: ContractHandler<typeof zoneRoutes.lookup.schema, typeof zoneRoutes.lookup.answer> = async (input) => {
  let address = input.address === undefined ? undefined : addressOfLine(input.address);
  if (input.projectId !== undefined) {
    const snap = await loadProject(input.projectId);
    const project = projectSchema.pick({ salesforce: true, apns: true }).safeParse(snap.data());
    address = project.success ? primaryAddress(project.data) : undefined;
    if (!address) throw notFound(`${input.projectId} has no address`);
  }
  return { zone: await lookupZoning(address!) };
};
