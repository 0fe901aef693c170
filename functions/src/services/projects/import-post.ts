import {
  IMPORT_PROJECT_ROLE,
  importNotAllowedMessage,
  noSalesforceProjectMessage,
  projectExistsMessage,
  projectFromSalesforce,
  salesforceImportBlocker,
  approverRolesOf,
  type ImportProjectAnswer,
  type projectsRoutes,
} from '@workhub/domain';
import { readApprovers } from '../../auth/access-groups.js';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { notAllowed } from '../../lib/errors.js';
import { releasedVersions } from '../../lib/build-specs.js';
import { crm } from './crm.js';
import { callerName, conflict, projectsCollection } from './store.js';

/** The newest released build spec (`buildSpecs/{version}`), which a new project starts on. */
async function newestBuildSpec(): Promise<string> {
  const newest = (await releasedVersions()).at(-1);
  if (!newest) throw conflict('No build spec is released yet: release one before importing a project');
  return newest;
}

/**
 * POST /import { projectId }: creates `projects/{projectId}` from the project Salesforce sold
 * under that number (one SOQL query through the Salesforce adapter; docs/decisions.md "Projects
 * come from Salesforce"). Management approvers only (403 otherwise). 409 'Project P-… already
 * exists' when WorkHub has it; 404 'No Salesforce project P-…' when Salesforce has none; 409 when
 * the record lacks a complete site address; Salesforce down, slow or answering nonsense → 502/504
 * naming it, unconfigured → 503. Written in a transaction with the importer and the time; no base
 * and no pipeline (committing a base design makes those). Answers `{ projectId, clientName }`.
 */
export const postImportProject: ContractHandler<typeof projectsRoutes.import.schema, typeof projectsRoutes.import.answer> = async (
  { projectId },
  req,
) => {
  if (!approverRolesOf(req.caller?.email, await readApprovers()).includes(IMPORT_PROJECT_ROLE)) throw notAllowed(importNotAllowedMessage());
  const ref = projectsCollection().doc(projectId);
  // Asked before Salesforce (no outside call for a project WorkHub has), and again in the transaction.
  if ((await ref.get()).exists) throw conflict(projectExistsMessage(projectId));
  const sf = await crm().projectOf(projectId);
  if (!sf) throw notFound(noSalesforceProjectMessage(projectId));
  const blocker = salesforceImportBlocker(sf);
  if (blocker) throw conflict(blocker);
  const project = projectFromSalesforce(sf, {
    buildSpec: await newestBuildSpec(),
    created: new Date().toISOString(),
    createdBy: callerName(req),
  });
  await firestore.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw conflict(projectExistsMessage(projectId));
    tx.create(ref, project);
  });
  const answer: ImportProjectAnswer = { projectId, clientName: project.clientName };
  return answer;
};
