import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import {
  cadAssignBulkSchema,
  manufacturingBomSchema,
  projectRefSchema,
  routingAssignSchema,
  exportFileQuerySchema,
  classPartsQuerySchema,
  classPartQuerySchema,
  classPartNameQuerySchema,
  classPartActiveSchema,
  classPartWorkspaceRefSchema,
  classPartWorkspaceCreateSchema,
  classPartWorkspacePatchSchema,
  classPartCommitSchema,
  cadAssignQuerySchema,
  cadAssignSchema,
  routingAssignQuerySchema,
  classPartCompareQuerySchema,
  classPartRestoreSchema,
} from '@workhub/domain';
import { Router } from 'express';
import { cadAssignBulk } from './cad-assign-bulk.js';
import { manufacturingBom } from './manufacturing-bom.js';
import { manufacturingBomExport } from './manufacturing-bom-export.js';
import { purchasingBomExport } from './purchasing-bom-export.js';
import { cncPackage } from './cnc-package.js';
import { listExports } from './exports-list.js';
import { exportFile } from './export-file.js';
import { listClassParts } from './class-parts-list.js';
import { getClassPart } from './class-part-get.js';
import { getClassPartVersions } from './class-part-versions.js';
import { setClassPartActive } from './class-part-active.js';
import { getClassPartWorkspace } from './class-part-workspace-get.js';
import { createClassPartWorkspace } from './class-part-workspace-create.js';
import { patchClassPartWorkspace } from './class-part-workspace-patch.js';
import { deleteClassPartWorkspace } from './class-part-workspace-delete.js';
import { commitClassPartWorkspace } from './class-part-commit.js';
import { deleteCadAssign, getCadAssign, postCadAssign } from './cad-assign.js';
import { deleteRoutingAssign, getRoutingAssign, postRoutingAssign } from './routing-assign.js';
import { compareClassPartVersions } from './class-part-compare.js';
import { getClassPartUsage } from './class-part-usage.js';
import { restoreClassPartVersion } from './class-part-restore.js';

/**
 * Opus service (core spec section 7; docs/projects-pipeline.md "opus"): CAD bulk assignment, manufacturing BOMs,
 * the project's BOM exports and their files, and
 * class parts with their workspaces, CAD and routing assignments. Mounted at /opus; every route needs a staff token.
 * Job-starting routes answer 202 and the work runs in the background (jobs.ts).
 */
export const opusRouter = Router();

route(
  opusRouter,
  'POST',
  '/cadAssign/bulk',
  {
    input: 'body',
    schema: cadAssignBulkSchema,
    answer: '202 with the job; 404 unknown project or assembly; 409 while it runs or before the project assembly is done',
    summary:
      "Assigns every class part of the assembly to its Onshape document in the background (job 'opus.cadAssignBulk' on the assembly's `assign` stage; done: `assign.onshapeLink`; failure 'Could not bulk assign CAD.')",
  },
  cadAssignBulk,
);
route(
  opusRouter,
  'POST',
  '/manufacturingBom',
  {
    input: 'body',
    schema: manufacturingBomSchema,
    answer:
      'All or none: an unknown assembly is a 404, one that is running or waiting for its prerequisites (material request, production approval) a 409, and then no job starts. 202 { jobs: [{ jobId, assembly, s',
    summary:
      "Generates the manufacturing BOM of each named assembly (cga), one job 'opus.mbom' per assembly on its `mbom` stage (done: `mbom.lines`; failure 'Could not generate mbom.')",
  },
  manufacturingBom,
);
route(
  opusRouter,
  'POST',
  '/manufacturingBom/export',
  {
    input: 'body',
    schema: projectRefSchema,
    answer: '202 { jobId }; 404 unknown project; 409 while it runs',
    summary: 'Exports the lines of every finished manufacturing BOM of the project (job opus.mbomExport)',
  },
  manufacturingBomExport,
);
route(
  opusRouter,
  'POST',
  '/purchasingBom/export',
  {
    input: 'body',
    schema: projectRefSchema,
    answer: '202 { jobId }; 404 unknown project; 409 while it runs',
    summary: 'Exports the lines of every finished purchasing BOM of the project (job opus.pbomExport)',
  },
  purchasingBomExport,
);
route(
  opusRouter,
  'GET',
  '/cncPackage',
  {
    input: 'query',
    schema: projectRefSchema,
    answer: '404 unknown project',
    summary:
      "The class parts the CNC router cuts for this project (those routed through 'cnc-router'), from the finished manufacturing BOMs: { projectId, parts: [{ assembly, module, classPart, description, qty, routing, minutes }] } in board order (empty before any mbom is done)",
  },
  cncPackage,
);
route(
  opusRouter,
  'GET',
  '/exports',
  {
    input: 'query',
    schema: projectRefSchema,
    answer: '404 unknown project',
    summary: "The project's exports, newest first (at most 100): { exports: [{ exportId, kind, createdAt, createdBy, rowCount }] }",
  },
  listExports,
);
route(
  opusRouter,
  'GET',
  '/exports/file',
  {
    input: 'query',
    schema: exportFileQuerySchema,
    answer: 'the file itself (CSV or XLSX), not the JSON envelope',
    summary:
      'The export as a file, rendered from its stored rows in order: CSV (RFC 4180, a header row of the columns) or XLSX (one sheet, a bold frozen header row, numbers as numbers), as an attachment named like P-1001-pbom-2026-11-24.csv; 409 when one of its chunks is missing or malformed',
  },
  exportFile,
);

// Class parts, their workspaces, CAD and routing assignments (docs/versioned-data.md "Class parts").
route(
  opusRouter,
  'GET',
  '/classParts',
  {
    input: 'query',
    schema: classPartsQuerySchema,
    answer: 'A stored doc that does not fit the schema is left out',
    summary: 'Every class part (of one system when given) as its newest version with its number of versions, sorted by path',
  },
  listClassParts,
);
route(
  opusRouter,
  'GET',
  '/classPart',
  {
    input: 'query',
    schema: classPartQuerySchema,
    answer: '404 when unknown',
    summary: 'One version of a class part, the newest when no version;',
  },
  getClassPart,
);
route(
  opusRouter,
  'GET',
  '/classPart/versions',
  {
    input: 'query',
    schema: classPartNameQuerySchema,
    answer: '404 when unknown',
    summary: 'Every version of the class part, oldest first;',
  },
  getClassPartVersions,
);
route(
  opusRouter,
  'PUT',
  '/classPart/active',
  {
    input: 'body',
    schema: classPartActiveSchema,
    answer: '404 for an unknown id. A request that changes nothing writes nothing',
    summary:
      "Toggles one version's isActive flag (core spec section 6), the only field of a committed version that changes in place; records modified / modifiedBy",
  },
  setClassPartActive,
);
route(
  opusRouter,
  'GET',
  '/classPart/workspace',
  {
    input: 'query',
    schema: classPartWorkspaceRefSchema,
    answer: '404 when unknown. Every member of staff may read it',
    summary: 'The workspace and its content;',
  },
  getClassPartWorkspace,
);
route(
  opusRouter,
  'POST',
  '/classPart/workspace',
  {
    input: 'body',
    schema: classPartWorkspaceCreateSchema,
    answer:
      'A name with no versions makes a new class part at w0.0.0: `owner` is required then (a required property), and a `version` is a 404. The creator is the caller (`user`: a workspace admin may create it f',
    summary: "A workspace on the newest (or the given) version of the class part `name` (system/name), starting from that version's parts",
  },
  createClassPartWorkspace,
);
route(
  opusRouter,
  'PATCH',
  '/classPart/workspace',
  {
    input: 'body',
    schema: classPartWorkspacePatchSchema,
    answer: "Only the creator or a workspace admin (403). The workspace becomes 'inProgress'",
    summary:
      "Changes the workspace content by the domain rules: properties whole (owner and system required from their lists, tiling 1D or 2D, itemGroup read-only: another value is a 400), the system must stay the part's own (it is part of the name), routings in the order given with unknown routing ids dropped (named in `ignoredRoutings`)",
  },
  patchClassPartWorkspace,
);
route(
  opusRouter,
  'DELETE',
  '/classPart/workspace',
  {
    input: 'body or query',
    schema: classPartWorkspaceRefSchema,
    answer: 'Only the creator or a workspace admin (403); 404 when unknown',
    summary: 'Removes the workspace and its content without committing',
  },
  deleteClassPartWorkspace,
);
route(
  opusRouter,
  'POST',
  '/classPart/workspace/commit',
  {
    input: 'body',
    schema: classPartCommitSchema,
    answer: '{ version, classPartId }',
    summary:
      "In one transaction, reads the part's newest version, creates (tx.create) the `classParts` doc of the next version (bump, default minor; the first version of a new part is v1.0.0) from the content without the class-part id fields, and removes the workspace and its content",
  },
  commitClassPartWorkspace,
);
route(
  opusRouter,
  'GET',
  '/cadAssign',
  { input: 'query', schema: cadAssignQuerySchema, answer: 'the envelope data', summary: 'GET /cadAssign' },
  getCadAssign,
);
route(
  opusRouter,
  'POST',
  '/cadAssign',
  { input: 'body', schema: cadAssignSchema, answer: 'the envelope data', summary: 'POST /cadAssign' },
  postCadAssign,
);
route(
  opusRouter,
  'DELETE',
  '/cadAssign',
  { input: 'body or query', schema: cadAssignSchema, answer: 'the envelope data', summary: 'DELETE /cadAssign' },
  deleteCadAssign,
);
route(
  opusRouter,
  'GET',
  '/routingAssign',
  { input: 'query', schema: routingAssignQuerySchema, answer: 'the envelope data', summary: 'GET /routingAssign' },
  getRoutingAssign,
);
route(
  opusRouter,
  'POST',
  '/routingAssign',
  {
    input: 'body',
    schema: routingAssignSchema,
    answer: '{ workspaceId, routings, ignored }',
    summary: "Adds a routing to a class part workspace's routings (ignored when already there)",
  },
  postRoutingAssign,
);
route(
  opusRouter,
  'DELETE',
  '/routingAssign',
  {
    input: 'body or query',
    schema: routingAssignSchema,
    answer: '{ workspaceId, routings, ignored }',
    summary: "Removes a routing from a class part workspace's routings (ignored when not there)",
  },
  deleteRoutingAssign,
);
route(
  opusRouter,
  'GET',
  '/classPart/compare',
  {
    input: 'query',
    schema: classPartCompareQuerySchema,
    answer: '404 for an unknown part or version',
    summary:
      "What changed from version `from` to version `to`, in the business's words ('Owner changed from Greta to Hiro', 'Routing cnc-router added', …); an empty list when they are the same",
  },
  compareClassPartVersions,
);
route(
  opusRouter,
  'GET',
  '/classPart/usage',
  {
    input: 'query',
    schema: classPartNameQuerySchema,
    answer: '404 for an unknown part',
    summary:
      "What uses the class part (the rules: domain class-parts/usage.ts): build specs (released versions, same-named items of its system, the system's configured group assemblies), class blocks driving those assemblies, and projects' pipe parts (projects/{id}/pipe/{assembly} `parts.parts[].classPart`) naming one of its versions",
  },
  getClassPartUsage,
);
route(
  opusRouter,
  'POST',
  '/classPart/restore',
  {
    input: 'body',
    schema: classPartRestoreSchema,
    answer:
      'The new doc records `restoredFrom`. 201 { version, classPartId, restoredFrom }; 404 for an unknown part or version; 409 when a racing commit took the version',
    summary:
      "A NEW version (the minor bump of the newest) whose content is `version`'s: a forward change, never an overwrite; the old and the newest versions stay as they are",
  },
  restoreClassPartVersion,
);

registerDocsJson(opusRouter, '/opus', 'the opus service');
