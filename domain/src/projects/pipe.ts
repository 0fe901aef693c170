import { z } from 'zod';

/**
 * The pipeline stages of one project assembly, in the order the work happens (core spec sections
 * 3, 4 and 7; docs/decisions.md "Projects and the pipeline"). Each is a stage object on the
 * assembly's own document `projects/{projectId}/pipe/{assembly}`.
 */
export const PIPE_STAGES = ['projectAssembly', 'assign', 'parts', 'reassembly', 'pbom', 'materialRequest', 'mbom'] as const;
export type PipeStage = (typeof PIPE_STAGES)[number];
export const pipeStageSchema = z.enum(PIPE_STAGES);

/**
 * What a stage shows (its substatus) when its job fails; the details say why. The spec's catalogue
 * (core spec section 8) names project assembly, MR and mbom; the parts and reassembly stages have
 * their own message in the same words (docs/decisions.md "Half-wired rules"), so a failed parts
 * stage is not mistaken for a failed project assembly.
 */
export const PIPE_STAGE_FAILURE = {
  projectAssembly: 'Could not generate project assembly.',
  parts: 'Could not generate parts.',
  reassembly: 'Could not generate reassembly.',
  pbom: 'Could not generate pbom.',
  materialRequest: 'Could not generate MR.',
  mbom: 'Could not generate mbom.',
} as const satisfies Partial<Record<PipeStage, string>>;

/** What an assignment (POST /pipe/assign, POST /cadAssign/bulk) to a missing project says (core spec section 8). */
export const ASSIGNED_WRONG_PROJECT = 'Assigned wrong project id?';

/** Stages of the whole project (core spec: project `opus` with mbom and pbom), on the project document. */
export const OPUS_STAGES = ['mbom', 'pbom'] as const;
export type OpusStage = (typeof OPUS_STAGES)[number];

/** Stored statuses. 'stalled' is never stored: it is an inProgress stage whose lease ran out (see stageDisplayStatus). */
export const STAGE_STATUSES = ['new', 'inProgress', 'done', 'error'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/**
 * One stage's state. While the server works: status inProgress with empty substatus and details
 * (core spec section 4), `jobId` naming the background job and `leaseUntil` the time its worker
 * must renew by.
 */
export const stageSchema = z.object({
  status: z.enum(STAGE_STATUSES),
  substatus: z.string(),
  details: z.string(),
  /** User (email local part) who started the current or last run. */
  startedBy: z.string().optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  jobId: z.string().optional(),
  leaseUntil: z.string().optional(),
  /** An export's file (exports/{exportId}), on stages whose job writes one. */
  exportId: z.string().optional(),
});
export type Stage = z.infer<typeof stageSchema>;

export const NEW_STAGE: Stage = { status: 'new', substatus: '', details: '' };

/** A purchasing BOM line: an ERP item and its quantity. */
export const pbomLineSchema = z.object({
  itemCode: z.string(),
  qty: z.number(),
  itemName: z.string().optional(),
  uom: z.string().optional(),
  /** The class part the line comes from, when it does. */
  part: z.string().optional(),
});
export type PbomLine = z.infer<typeof pbomLineSchema>;

/** A manufacturing BOM line: a class part made in house, with its routing. */
export const mbomLineSchema = z.object({
  classPart: z.string(),
  qty: z.number(),
  description: z.string().optional(),
  routing: z.array(z.string()).optional(),
  minutes: z.number().optional(),
});
export type MbomLine = z.infer<typeof mbomLineSchema>;

export const APPROVAL_ROLES = ['design', 'management', 'production'] as const;
export type ApprovalRole = (typeof APPROVAL_ROLES)[number];
export const APPROVAL_STATUSES = ['approved', 'rejected', 'pending'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Approval entry (core spec section 3): kept per role; a user's earlier entry for a role is replaced. */
export const approvalEntrySchema = z.object({
  user: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  notes: z.string(),
  at: z.string().optional(),
});
export type ApprovalEntry = z.infer<typeof approvalEntrySchema>;

export const approvalsSchema = z.object({
  design: z.array(approvalEntrySchema),
  management: z.array(approvalEntrySchema),
  production: z.array(approvalEntrySchema),
});
export type Approvals = z.infer<typeof approvalsSchema>;

export const manualMaterialRequestSchema = z.object({ url: z.string(), user: z.string(), created: z.string() });
export type ManualMaterialRequest = z.infer<typeof manualMaterialRequestSchema>;

/**
 * Pipe assembly (core spec section 3), one document per assembly:
 * `projects/{projectId}/pipe/{assembly}`. The key is one path segment ('m1-bath-5x8'); pipe update
 * paths may not use dot notation.
 */
export const pipeAssemblySchema = z.object({
  projectId: z.string(),
  assembly: z.string(),
  /** Module number (1-based) and the build-spec assembly it instantiates. */
  module: z.number().int(),
  assemblyName: z.string(),
  /** Position on the board. */
  order: z.number().int(),
  projectAssembly: stageSchema,
  assign: stageSchema.extend({ onshapeLink: z.string().optional() }),
  parts: stageSchema.extend({
    parts: z.array(z.object({ name: z.string(), qty: z.number(), classPart: z.string().optional() })).optional(),
  }),
  /** `groups`: the sub-assemblies the parts are put back together in (by factory routing). */
  reassembly: stageSchema.extend({ groups: z.array(z.object({ name: z.string(), parts: z.array(z.string()) })).optional() }),
  pbom: stageSchema.extend({ items: z.array(pbomLineSchema).optional() }),
  materialRequest: stageSchema.extend({ name: z.string().optional() }),
  mbom: stageSchema.extend({ lines: z.array(mbomLineSchema).optional() }),
  approvals: approvalsSchema,
  manualMaterialRequests: z.array(manualMaterialRequestSchema),
  notes: z.string(),
  updatedAt: z.string().optional(),
  /**
   * Set when a later base commit no longer defines this assembly (docs/decisions.md "Pipeline from
   * the base design"): kept with its work, shown as removed, cleared if a commit defines it again.
   */
  removed: z.object({ at: z.string(), version: z.string() }).optional(),
});
export type PipeAssembly = z.infer<typeof pipeAssemblySchema>;
