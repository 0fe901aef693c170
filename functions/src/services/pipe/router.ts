import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import {
  approversQuerySchema,
  assemblyRefSchema,
  pipeAssignSchema,
  cgaApprovalSchema,
  manualMaterialRequestInputSchema,
  pipePartsSchema,
  projectAssemblyInputSchema,
  projectRefSchema,
  pipeUpdateSchema,
  supportedQuerySchema,
  pipeReadQuerySchema,
} from '@workhub/domain';
import { Router } from 'express';
import { getAssign } from './assign-get.js';
import { postAssign } from './assign-post.js';
import { deleteAssign } from './assign-delete.js';
import { postCgaApproval } from './cga-approval.js';
import { getApprovers } from './approvers.js';
import { postMaterialRequest } from './material-request.js';
import { postManualMaterialRequest } from './material-request-manual.js';
import { postParts } from './parts.js';
import { getPbom } from './pbom-get.js';
import { postPbom } from './pbom-post.js';
import { postPbomCreateItems } from './pbom-create-items.js';
import { postProjectAssembly } from './project-assembly.js';
import { getReassembly } from './reassembly-get.js';
import { postReassembly } from './reassembly-post.js';
import { postRun } from './run.js';
import { getSupported } from './supported.js';
import { putAssembly } from './assembly-put.js';
import { getBom } from './bom.js';
import { getBomTree } from './bom-tree.js';
import { getCga } from './cga.js';
import { getCutList } from './cut-list.js';
import { getLayers } from './layers.js';
import { getSnapshot } from './snapshot.js';
import { getSketch } from './sketch.js';
import { getQsee } from './qsee.js';
import { getChangespace } from './changespace.js';

/**
 * Pipe service (core spec section 7; docs/projects-pipeline.md "pipe"): the pipeline of each project assembly.
 * Mounted at /pipe; every route needs a staff token. Job routes answer 202 and the background
 * worker runs the job (functions/src/jobs, handlers in ./jobs.ts); each route's file documents it.
 */
export const pipeRouter = Router();

route(
  pipeRouter,
  'GET',
  '/assign',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: '404 for unknown ids',
    summary: "The assembly's CAD assignment stage { assembly, assign } (with its onshapeLink)",
  },
  getAssign,
);
route(
  pipeRouter,
  'POST',
  '/assign',
  {
    input: 'body',
    schema: pipeAssignSchema,
    answer:
      "404 'Assigned wrong project id?' for an unknown project, 404 for an unknown assembly; 409 while the project assembly is not done, while a bulk CAD assignment runs on it, or while a later stage runs",
    summary:
      "Assigns the assembly's CAD document, at once (no job): the assign stage becomes done with the link (`details` and `onshapeLink`), `startedBy` the given user or the caller",
  },
  postAssign,
);
route(
  pipeRouter,
  'DELETE',
  '/assign',
  {
    input: 'body or query',
    schema: assemblyRefSchema,
    answer:
      'Later stages keep what they made until they run again. 409 while the assignment itself or a later stage is in progress; 404 for unknown ids',
    summary: 'The CAD assignment goes back to new (no link)',
  },
  deleteAssign,
);
route(
  pipeRouter,
  'POST',
  '/cgaApproval',
  {
    input: 'body',
    schema: cgaApprovalSchema,
    answer: '{ assembly, approvals }; 403 naming the role when the caller is not one of its approvers (config/access)',
    summary:
      "Records the caller's approval (approved, rejected or pending) for a role on an assembly, replacing the caller's earlier entry for that role (domain withApproval). `user`, when given, must be the caller (403): nobody approves in another's name",
  },
  postCgaApproval,
);
route(
  pipeRouter,
  'GET',
  '/approvers',
  {
    input: 'query',
    schema: approversQuerySchema,
    answer: '{ approvers: { design, management, production: [{ user, name }] }, mine: roles }',
    summary:
      "Who holds each approval role (config/access approvers, read now) and the caller's own roles: what the app offers and names while an approval is missing",
  },
  getApprovers,
);
route(
  pipeRouter,
  'POST',
  '/materialRequest',
  {
    input: 'body',
    schema: assemblyRefSchema,
    answer: "202; 409 'waiting for management approval'",
    summary:
      "Raises the ERP material request for the purchasing BOM (job 'pipe.materialRequest'; done: `name` 'MAT-MR-2026-00042'; failure 'Could not generate MR.', e.g. when a line has no ERP item)",
  },
  postMaterialRequest,
);
route(
  pipeRouter,
  'POST',
  '/materialRequest/manual',
  {
    input: 'body',
    schema: manualMaterialRequestInputSchema,
    answer: '{ assembly, manualMaterialRequests }',
    summary: 'Records a material request made by hand in the ERP on the assembly `cga` ({ url, user: caller, created })',
  },
  postManualMaterialRequest,
);
route(
  pipeRouter,
  'POST',
  '/parts',
  {
    input: 'body',
    schema: pipePartsSchema,
    answer: '202; 409 until the CAD assignment is done or while it runs',
    summary:
      "The assembly's parts from its CAD document (job 'pipe.parts'; the document must be the one assigned, else the job fails with the reason)",
  },
  postParts,
);
route(
  pipeRouter,
  'GET',
  '/pbom',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: 'the envelope data',
    summary: '{ assembly, pbom } (the stage with its lines `items`: ERP item code, quantity, name, unit, part)',
  },
  getPbom,
);
route(
  pipeRouter,
  'POST',
  '/pbom',
  {
    input: 'body',
    schema: assemblyRefSchema,
    answer: "202; 409 'waiting for design approval' (or for reassembly) while blocked",
    summary: "The purchasing BOM, each part matched to an ERP item (job 'pipe.pbom'; failure 'Could not generate pbom.')",
  },
  postPbom,
);
route(
  pipeRouter,
  'POST',
  '/pbom/createItems',
  {
    input: 'body',
    schema: assemblyRefSchema,
    answer: "202; 409 'waiting for the purchasing BOM' until the pbom is done, and the pbom's own gates",
    summary:
      "Makes an ERP item for every purchasing BOM line without one and writes the codes into the lines (job 'pipe.pbomCreateItems' on the pbom stage; failure 'Could not create ERP items.')",
  },
  postPbomCreateItems,
);
route(
  pipeRouter,
  'POST',
  '/projectAssembly',
  {
    input: 'body',
    schema: projectAssemblyInputSchema,
    answer: '202 { jobId, projectId, assembly, stage }; 409 without a committed base or while it runs',
    summary:
      "Generates the project's assembly `projectAssembly` from its base design and build spec (job 'pipe.projectAssembly'; failure 'Could not generate project assembly.')",
  },
  postProjectAssembly,
);
route(
  pipeRouter,
  'GET',
  '/reassembly',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: 'the envelope data',
    summary: '{ assembly, reassembly } (the stage with its sub-assembly `groups`)',
  },
  getReassembly,
);
route(
  pipeRouter,
  'POST',
  '/reassembly',
  {
    input: 'body',
    schema: assemblyRefSchema,
    answer: '202; 409 until parts are done',
    summary: "Groups the parts into sub-assemblies (job 'pipe.reassembly')",
  },
  postReassembly,
);
route(
  pipeRouter,
  'POST',
  '/run',
  {
    input: 'body',
    schema: projectRefSchema,
    answer:
      '202 { projectId, jobs: [{ jobId, assembly, stage }], waiting: [{ assembly, stage, reason }] }; 409 naming the reasons when no assembly can move; 404 for an unknown project',
    summary:
      "Runs the pipeline of every assembly of the project (at most 200 jobs a run; run again for more): each starts its next stage (job 'pipe.run'), and each run job starts the stage after it when it is done, until the assembly is done or blocked (an approval missing; assign needs a CAD link from a person; mbom is the opus service's)",
  },
  postRun,
);
route(
  pipeRouter,
  'GET',
  '/supported',
  {
    input: 'query',
    schema: supportedQuerySchema,
    answer:
      "A stage is unsupported without a committed base design; the CAD stages need the project's build spec, the purchasing stages the ERP item mirror. 400 for an unknown stage name, 404 for an unknown proje",
    summary:
      'Which stages can run for this project (all when `fields` is absent): { projectId, supported: { [stage]: { supported, reason? } } }',
  },
  getSupported,
);
route(
  pipeRouter,
  'PUT',
  '/assembly',
  {
    input: 'body',
    schema: pipeUpdateSchema,
    answer: '{ assembly, notes }',
    summary: 'Sets one editable field of an assembly (the notes); a path with a dot is refused',
  },
  putAssembly,
);
// Reads of the project's pipeline data.
route(
  pipeRouter,
  'GET',
  '/bom',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: 'the envelope data',
    summary:
      "The assembly's bills of materials side by side: { assembly, parts (from CAD), pbom (purchasing lines), mbom (manufacturing lines), materialRequest (name) }",
  },
  getBom,
);
route(
  pipeRouter,
  'GET',
  '/bomTree',
  {
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: 'With `assembly`, only that assembly (404 when unknown)',
    summary:
      "The project's parts as a tree: modules -> assemblies -> parts ({ name, qty, classPart? }): { projectId, modules: [{ module, assemblies: [{ assembly, assemblyName, parts }] }] }",
  },
  getBomTree,
);
route(
  pipeRouter,
  'GET',
  '/cga',
  {
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: 'the envelope data',
    summary:
      "The project's configured group assemblies with where each stands: { projectId, cgas: [{ assembly, module, assemblyName, order, stage, status, approvals: { design, management, production } }] } (stage: the first not done; status as a board shows it, 'stalled' included; each role's approval: approved, rejected, pending or none)",
  },
  getCga,
);
route(
  pipeRouter,
  'GET',
  '/cutList',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: 'Empty until the parts stage has run',
    summary:
      "The assembly's parts made in house that are cut to size (their class part routes through a saw or the CNC router): { assembly, cuts: [{ part, qty, classPart, routing, description }] }",
  },
  getCutList,
);
route(
  pipeRouter,
  'GET',
  '/layers',
  {
    input: 'query',
    schema: projectRefSchema,
    answer: 'the envelope data',
    summary:
      "The quantities of the project's committed base by layer, which the pipeline derives part counts from: { projectId, baseVersion, buildSpec, layers: { 'design/walls': { count, length? } } } (baseVersion null and layers empty without a committed base)",
  },
  getLayers,
);
route(
  pipeRouter,
  'GET',
  '/snapshot',
  {
    input: 'query',
    schema: projectRefSchema,
    answer: 'the envelope data',
    summary:
      "Every assembly's stage statuses at one moment, as a board shows them ('stalled' for a dead worker's stage): { projectId, at, assemblies: [{ assembly, stages: { [stage]: status } }] }, and `totals` per status",
  },
  getSnapshot,
);
route(
  pipeRouter,
  'GET',
  '/sketch',
  {
    input: 'query',
    schema: assemblyRefSchema,
    answer: 'the envelope data',
    summary:
      "What the assembly's CAD sketch is drawn from: the build spec's sketch and key layers for it, with the project's base quantities on those layers: { assembly, buildSpec, defined, layers: [{ layer, role: 'sketch'|'key', count, length?, area? }] } (defined false when the build spec does not define the assembly)",
  },
  getSketch,
);
route(
  pipeRouter,
  'GET',
  '/qsee',
  {
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: 'the envelope data',
    summary:
      "Quality at a glance: what needs someone's attention in the project's pipeline: { projectId, issues: [{ assembly, kind: 'error'|'stalled'|'rejected', stage?, role?, message }] } (failed stages with their message, stages whose worker died, rejected approvals with the notes)",
  },
  getQsee,
);
route(
  pipeRouter,
  'GET',
  '/changespace',
  {
    input: 'query',
    schema: projectRefSchema,
    answer: 'the envelope data',
    summary:
      "The project's pipeline activity, newest first (at most 200): each stage run as { assembly, stage, status, by, at, startedAt, finishedAt? } (at: when it finished, else when it started), so a reader sees what changed and who changed it",
  },
  getChangespace,
);

registerDocsJson(pipeRouter, '/pipe', 'the pipe service');
