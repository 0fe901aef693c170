import {
  addressOfLine,
  formatAddress,
  primaryAddress,
  projectSchema,
  type Address,
  type ZoneReport,
  type zoneRoutes,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest, notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { lookupZoning } from './zoning.js';
import { callerUser } from '../../lib/caller.js';
import { loadProject } from '../../lib/projects.js';

/**
 * POST /report { projectId, address?, notes? }: looks up the zoning of the project's address (its
 * primary one, or `address`, which must be one of the project's salesforce or APN addresses) and
 * stores it as `zoneReports/{id}` { projectId, zone, notes, createdBy, createdAt }. Answers
 * `{ reportId, report }`. 404 for an unknown project or an address without zoning data; 400 for
 * an address that is not the project's.
 */
export const postZoneReport: ContractHandler<typeof zoneRoutes.report.schema, typeof zoneRoutes.report.answer> = async (input, req) => {
  const snap = await loadProject(input.projectId);
  const parsed = projectSchema.pick({ salesforce: true, apns: true }).safeParse(snap.data());
  const project = parsed.success ? parsed.data : { salesforce: { clientName: '' }, apns: [] };
  let address: Address | undefined;
  if (input.address !== undefined) {
    const wanted = formatAddress(addressOfLine(input.address)!);
    const known = [project.salesforce.address, ...(project.salesforce.addresses ?? []), ...project.apns.map((a) => a.address)];
    address = known.find((a) => a && formatAddress(a) === wanted);
    if (!address) throw badRequest('Invalid request', { address: `Not an address of ${input.projectId}` });
    address = { street: address.street, city: address.city, state: address.state, zip: address.zip };
  } else {
    address = primaryAddress(project);
    if (!address) throw notFound(`${input.projectId} has no address`);
  }
  const zone = await lookupZoning(address);
  const report: ZoneReport = {
    projectId: input.projectId,
    zone,
    notes: input.notes,
    createdBy: callerUser(req),
    createdAt: new Date().toISOString(),
  };
  const ref = firestore.collection('zoneReports').doc();
  await ref.create(report);
  return { reportId: ref.id, report };
};
