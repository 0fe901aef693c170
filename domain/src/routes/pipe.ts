import { z } from 'zod';
import { approversAnswerSchema, approversQuerySchema } from '../access.js';
import {
  APPROVAL_ROLES,
  approvalsSchema,
  assemblyRefSchema,
  cgaApprovalSchema,
  manualMaterialRequestInputSchema,
  manualMaterialRequestSchema,
  mbomLineSchema,
  pbomLineSchema,
  pipeAssemblySchema,
  pipeAssignSchema,
  pipePartsSchema,
  pipeReadQuerySchema,
  pipeStageSchema,
  pipeUpdateSchema,
  projectAssemblyInputSchema,
  projectRefSchema,
  supportedQuerySchema,
} from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** A job-starting route's 202 answer: the job and the stage it runs on (the work goes on in the background). */
export const startedStageJobAnswer = z.object({ jobId: z.string(), projectId: z.string(), assembly: z.string(), stage: pipeStageSchema });
/** A stage as the board shows it: a stored status, or 'stalled' for a dead worker's stage. */
const displayStatus = z.enum(['new', 'inProgress', 'done', 'error', 'stalled']);
const roleApproval = z.enum(['approved', 'rejected', 'pending', 'none']);
const part = z.object({ name: z.string(), qty: z.number(), classPart: z.string().optional() });
const assignAnswer = z.object({ assembly: z.string(), assign: pipeAssemblySchema.shape.assign });

/** Starts one stage of one assembly as a background job (202). */
const stageJob = <I extends z.ZodType>(path: string, schema: I, summary: string, errors: string) =>
  defineRoute({
    service: 'pipe',
    method: 'POST',
    path,
    input: 'body',
    schema,
    answer: startedStageJobAnswer,
    status: 202,
    answerText: 'the job and the stage it runs on: { jobId, projectId, assembly, stage }',
    summary,
    errors,
  });

/** The pipe service (core spec section 7; docs/projects-pipeline.md "pipe"), mounted at /pipe. */
export const pipeRoutes = {
  assign: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/assign',
    input: 'query',
    schema: assemblyRefSchema,
    answer: assignAnswer,
    errors: '404 for an unknown project or assembly',
    summary: "The assembly's CAD assignment stage, with its Onshape link once assigned.",
  }),
  assignPost: defineRoute({
    service: 'pipe',
    method: 'POST',
    path: '/assign',
    input: 'body',
    schema: pipeAssignSchema,
    answer: assignAnswer,
    errors:
      "404 'Assigned wrong project id?' for an unknown project, 404 for an unknown assembly; 409 while the project assembly is not done, while a bulk CAD assignment runs on it, or while a later stage runs",
    summary:
      'Assigns the CAD (an Onshape document link) to the assembly at once: its assign stage is done with that link, recorded as started by the caller or the given user.',
  }),
  assignDelete: defineRoute({
    service: 'pipe',
    method: 'DELETE',
    path: '/assign',
    input: 'body or query',
    schema: assemblyRefSchema,
    answer: assignAnswer,
    errors: '409 while the assignment itself or a later stage is in progress; 404 for unknown ids',
    summary: 'The CAD assignment goes back to new (no link); later stages keep what they made until they run again.',
  }),
  cgaApproval: defineRoute({
    service: 'pipe',
    method: 'POST',
    path: '/cgaApproval',
    input: 'body',
    schema: cgaApprovalSchema,
    answer: z.object({ assembly: z.string(), approvals: approvalsSchema }),
    errors:
      '403 naming the role when the caller is not one of its approvers (config/access), or when `user` is not the caller; 404 for unknown ids',
    summary:
      "Records the caller's approval (approved, rejected or pending) for a role on an assembly, replacing the caller's earlier entry for that role. Nobody approves in another's name.",
  }),
  approvers: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/approvers',
    input: 'query',
    schema: approversQuerySchema,
    answer: approversAnswerSchema,
    summary:
      "Who holds each approval role (config/access approvers, read now) and the caller's own roles: what the app offers and names while an approval is missing.",
  }),
  materialRequest: stageJob(
    '/materialRequest',
    assemblyRefSchema,
    "Raises the ERP material request for the purchasing BOM (job 'pipe.materialRequest'; done: the request's name; failure 'Could not generate MR.', e.g. when a line has no ERP item).",
    "409 'waiting for management approval' (and the stage's other gates) while blocked or while it runs; 404 for unknown ids",
  ),
  materialRequestManual: defineRoute({
    service: 'pipe',
    method: 'POST',
    path: '/materialRequest/manual',
    input: 'body',
    schema: manualMaterialRequestInputSchema,
    answer: z.object({ assembly: z.string(), manualMaterialRequests: z.array(manualMaterialRequestSchema) }),
    errors: "409 when the link is recorded on the assembly already; 404 for unknown ids (each message starts 'Could not assign MR.')",
    summary: 'Records a material request made by hand in the ERP on the assembly `cga`, with the caller and the time.',
  }),
  parts: stageJob(
    '/parts',
    pipePartsSchema,
    "Reads the assembly's parts from its CAD document (job 'pipe.parts'; the document must be the one assigned, else the job fails with the reason; failure 'Could not generate parts.').",
    '409 until the CAD assignment is done or while it runs; 404 for unknown ids; 503 when Onshape is not configured',
  ),
  pbom: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/pbom',
    input: 'query',
    schema: assemblyRefSchema,
    answer: z.object({ assembly: z.string(), pbom: pipeAssemblySchema.shape.pbom }),
    errors: '404 for unknown ids',
    summary: "The assembly's purchasing BOM stage with its lines (ERP item code, quantity, name, unit, part).",
  }),
  pbomPost: stageJob(
    '/pbom',
    assemblyRefSchema,
    "Makes the purchasing BOM, each part matched to an ERP item (job 'pipe.pbom'; failure 'Could not generate pbom.').",
    "409 'waiting for design approval' (or for reassembly) while blocked, or while it runs; 404 for unknown ids",
  ),
  pbomCreateItems: stageJob(
    '/pbom/createItems',
    assemblyRefSchema,
    "Makes an ERP item for every purchasing BOM line without one and writes the codes into the lines (job 'pipe.pbomCreateItems' on the pbom stage; failure 'Could not create ERP items.').",
    "409 'waiting for the purchasing BOM' until the pbom is done, and the pbom's own gates; 404 for unknown ids",
  ),
  projectAssembly: stageJob(
    '/projectAssembly',
    projectAssemblyInputSchema,
    "Generates the project's assembly `projectAssembly` from its base design and build spec (job 'pipe.projectAssembly'; failure 'Could not generate project assembly.').",
    '404 when the project or its committed base does not define the assembly; 409 while it runs',
  ),
  reassembly: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/reassembly',
    input: 'query',
    schema: assemblyRefSchema,
    answer: z.object({ assembly: z.string(), reassembly: pipeAssemblySchema.shape.reassembly }),
    errors: '404 for unknown ids',
    summary: "The assembly's reassembly stage with its sub-assembly groups.",
  }),
  reassemblyPost: stageJob(
    '/reassembly',
    assemblyRefSchema,
    "Groups the parts into sub-assemblies (job 'pipe.reassembly'; failure 'Could not generate reassembly.').",
    '409 until parts are done, or while it runs; 404 for unknown ids',
  ),
  run: defineRoute({
    service: 'pipe',
    method: 'POST',
    path: '/run',
    input: 'body',
    schema: projectRefSchema,
    answer: z.object({
      projectId: z.string(),
      jobs: z.array(z.object({ jobId: z.string(), assembly: z.string(), stage: pipeStageSchema })),
      waiting: z.array(z.object({ assembly: z.string(), stage: pipeStageSchema, reason: z.string() })),
    }),
    status: 202,
    errors: '409 naming the reasons when no assembly can move; 404 for an unknown project',
    summary:
      'Every assembly runs its next stages in order until done or blocked (one job per assembly); the answer names the jobs started and why the others wait.',
  }),
  supported: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/supported',
    input: 'query',
    schema: supportedQuerySchema,
    answer: z.object({
      projectId: z.string(),
      supported: z.record(z.string(), z.object({ supported: z.boolean(), reason: z.string().optional() })),
    }),
    errors: '400 for an unknown stage name; 404 for an unknown project',
    summary:
      "Which stages (all, or the comma-separated `fields`) can run for the project, with the reason when one cannot: a stage needs a committed base design, the CAD stages the project's build spec, the purchasing stages the ERP item mirror.",
  }),
  assembly: defineRoute({
    service: 'pipe',
    method: 'PUT',
    path: '/assembly',
    input: 'body',
    schema: pipeUpdateSchema,
    answer: z.object({ assembly: z.string(), notes: z.string() }),
    errors: '400 for a path with a dot (its own message) or another field; 404 for unknown ids',
    summary: 'Sets one editable field of an assembly (the notes); a path with a dot is refused.',
  }),
  bom: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/bom',
    input: 'query',
    schema: assemblyRefSchema,
    answer: z.object({
      assembly: z.string(),
      parts: z.array(part),
      pbom: z.array(pbomLineSchema),
      mbom: z.array(mbomLineSchema),
      materialRequest: z.string().nullable(),
    }),
    errors: '404 for unknown ids',
    summary:
      "The assembly's bills of materials side by side: the parts from CAD, the purchasing lines, the manufacturing lines and the material request's name.",
  }),
  bomTree: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/bomTree',
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: z.object({
      projectId: z.string(),
      modules: z.array(
        z.object({
          module: z.number(),
          assemblies: z.array(z.object({ assembly: z.string(), assemblyName: z.string(), parts: z.array(part) })),
        }),
      ),
    }),
    errors: '404 for an unknown project, or an unknown `assembly`',
    summary: "The project's parts as a tree: modules, their assemblies, their parts; with `assembly`, only that assembly.",
  }),
  cga: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/cga',
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: z.object({
      projectId: z.string(),
      cgas: z.array(
        z.object({
          assembly: z.string(),
          module: z.number(),
          assemblyName: z.string(),
          order: z.number(),
          stage: pipeStageSchema.nullable(),
          status: z.string(),
          approvals: z.object({ design: roleApproval, management: roleApproval, production: roleApproval }),
        }),
      ),
    }),
    answerText:
      "each group assembly with its stage (the first not done, null when all are), its status as a board shows it ('stalled' included) and each role's approval",
    errors: '404 for an unknown project, or an unknown `assembly`',
    summary: "The project's configured group assemblies with where each stands.",
  }),
  cutList: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/cutList',
    input: 'query',
    schema: assemblyRefSchema,
    answer: z.object({
      assembly: z.string(),
      cuts: z.array(z.object({ part: z.string(), qty: z.number(), classPart: z.string(), routing: z.string(), description: z.string() })),
    }),
    answerText: 'the cuts, empty until the parts stage has run',
    errors: '404 for unknown ids',
    summary: "The assembly's parts made in house that are cut to size (their class part routes through a saw or the CNC router).",
  }),
  layers: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/layers',
    input: 'query',
    schema: projectRefSchema,
    answer: z.object({
      projectId: z.string(),
      baseVersion: z.string().nullable(),
      buildSpec: z.string(),
      layers: z.record(z.string(), z.record(z.string(), z.number())),
    }),
    answerText: 'the quantities by layer (count, length, …); baseVersion null and layers empty without a committed base',
    errors: '404 for an unknown project',
    summary: "The quantities of the project's committed base by layer, which the pipeline derives part counts from.",
  }),
  snapshot: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/snapshot',
    input: 'query',
    schema: projectRefSchema,
    answer: z.object({
      projectId: z.string(),
      at: z.string(),
      assemblies: z.array(z.object({ assembly: z.string(), stages: z.record(z.string(), displayStatus) })),
      totals: z.record(z.string(), z.number()),
    }),
    errors: '404 for an unknown project',
    summary:
      "Every assembly's stage statuses at one moment, as a board shows them ('stalled' for a dead worker's stage), and the number of stages per status.",
  }),
  sketch: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/sketch',
    input: 'query',
    schema: assemblyRefSchema,
    answer: z.object({
      assembly: z.string(),
      buildSpec: z.string(),
      defined: z.boolean(),
      layers: z.array(
        z.object({
          layer: z.string(),
          role: z.enum(['sketch', 'key']),
          count: z.number(),
          length: z.number().optional(),
          area: z.number().optional(),
        }),
      ),
    }),
    answerText: 'the layers with their base quantities; defined false when the build spec does not define the assembly',
    errors: '404 for unknown ids',
    summary:
      "What the assembly's CAD sketch is drawn from: the build spec's sketch and key layers for it, with the project's base quantities.",
  }),
  qsee: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/qsee',
    input: 'query',
    schema: pipeReadQuerySchema,
    answer: z.object({
      projectId: z.string(),
      issues: z.array(
        z.object({
          assembly: z.string(),
          kind: z.enum(['error', 'stalled', 'rejected']),
          stage: pipeStageSchema.optional(),
          role: z.enum(APPROVAL_ROLES).optional(),
          message: z.string(),
        }),
      ),
    }),
    errors: '404 for an unknown project, or an unknown `assembly`',
    summary:
      "Quality at a glance: what needs someone's attention in the project's pipeline (failed stages with their message, stages whose worker died, rejected approvals with the notes).",
  }),
  changespace: defineRoute({
    service: 'pipe',
    method: 'GET',
    path: '/changespace',
    input: 'query',
    schema: projectRefSchema,
    answer: z.object({
      projectId: z.string(),
      changes: z.array(
        z.object({
          assembly: z.string(),
          stage: pipeStageSchema,
          status: displayStatus,
          by: z.string().nullable(),
          at: z.string(),
          startedAt: z.string(),
          finishedAt: z.string().optional(),
        }),
      ),
    }),
    answerText: 'each stage run, newest first (at most 200); at is when it finished, else when it started',
    errors: '404 for an unknown project',
    summary: "The project's pipeline activity, newest first, so a reader sees what changed and who changed it.",
  }),
  docsJson: docsJsonRoute('pipe', 'the pipe service'),
};
