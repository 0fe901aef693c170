import { z } from 'zod';
import { APPROVAL_ROLES, APPROVAL_STATUSES } from './pipe.js';
import { milestoneNameSchema } from './milestones.js';

/**
 * Request contracts of the pipe, opus, projects and live services (core spec section 7). Each
 * route parses its body or query with one of these; a failure is a 400 with per-field errors.
 */

/** A project id: one Firestore path segment, no dots ('P-1001'). */
export const projectIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Not a project id');
/**
 * An assembly key on the pipe ('m1-bath-5x8'): one path segment without dots, because a pipe
 * update path may not use dot notation (core spec section 5).
 */
export const assemblyKeySchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,149}$/, 'Not an assembly key');
export const PIPE_DOT_PATH_MESSAGE = 'A pipe update path may not use dot notation';

const onshapeLinkSchema = z
  .string()
  .max(2000)
  .regex(/^https:\/\/[A-Za-z0-9.-]+\/documents\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_/-]*)?$/, 'Not an Onshape document link');
const userSchema = z.string().min(1).max(100);
const notesSchema = z.string().max(5000);

export const projectRefSchema = z.strictObject({ projectId: projectIdSchema });
export const assemblyRefSchema = z.strictObject({ projectId: projectIdSchema, assembly: assemblyKeySchema });

// ── pipe ───────────────────────────────────────────────────────────────────────────────────
export const pipeAssignSchema = z.strictObject({
  projectId: projectIdSchema,
  assembly: assemblyKeySchema,
  onshapeLink: onshapeLinkSchema,
  user: userSchema.optional(),
});
export const cgaApprovalSchema = z.strictObject({
  projectId: projectIdSchema,
  assembly: assemblyKeySchema,
  user: userSchema.optional(),
  status: z.enum(APPROVAL_STATUSES),
  role: z.enum(APPROVAL_ROLES),
  notes: notesSchema.default(''),
});
export const manualMaterialRequestInputSchema = z.strictObject({
  projectId: projectIdSchema,
  /** The assembly (cga: configured group assembly) the request belongs to. */
  cga: assemblyKeySchema,
  url: z
    .string()
    .max(2000)
    .regex(/^https:\/\/[A-Za-z0-9.-]+\/app\/material-request\/[A-Za-z0-9_-]+$/, 'Not an ERP material request link'),
});
export const pipePartsSchema = z.strictObject({ projectId: projectIdSchema, assembly: assemblyKeySchema, onshapeLink: onshapeLinkSchema });
export const projectAssemblyInputSchema = z.strictObject({ projectId: projectIdSchema, projectAssembly: assemblyKeySchema });
export const supportedQuerySchema = z.strictObject({
  projectId: projectIdSchema,
  /** Comma-separated stage names to ask about; all stages when absent. */
  fields: z.string().max(500).optional(),
});
/** The pipe's reads of a project, or of one of its assemblies when `assembly` is given (GET /pipe/cga, ...). */
export const pipeReadQuerySchema = z.strictObject({ projectId: projectIdSchema, assembly: assemblyKeySchema.optional() });
/** A pipe update (PUT /pipe/assembly): one editable field by its path; dots are refused. */
export const PIPE_EDITABLE_PATHS = ['notes'] as const;
export const pipeUpdateSchema = z.strictObject({
  projectId: projectIdSchema,
  assembly: assemblyKeySchema,
  path: z
    .string()
    .max(200)
    .refine((p) => !p.includes('.'), PIPE_DOT_PATH_MESSAGE)
    .pipe(z.enum(PIPE_EDITABLE_PATHS)),
  value: notesSchema,
});

// ── opus ───────────────────────────────────────────────────────────────────────────────────
export const cadAssignBulkSchema = z.strictObject({ projectId: projectIdSchema, projectAssembly: assemblyKeySchema });
export const manufacturingBomSchema = z.strictObject({ projectId: projectIdSchema, cgas: z.array(assemblyKeySchema).min(1).max(500) });
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFileQuerySchema = z.strictObject({
  // Starts with a letter or digit: Firestore reserves ids like __name__.
  exportId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Not an export id'),
  format: z.enum(EXPORT_FORMATS),
});

// ── projects ───────────────────────────────────────────────────────────────────────────────
export const setMilestoneSchema = z.strictObject({
  projectId: projectIdSchema,
  milestone: milestoneNameSchema,
  /** ISO date; now when absent. */
  date: z.iso.datetime().optional(),
});
export const deleteMilestoneSchema = z.strictObject({ projectId: projectIdSchema, milestone: milestoneNameSchema });
/**
 * POST /projects/pullMilestones: one project per call (a user cannot pull every project's
 * milestones in one call: issue 23 item 7). `historical: true` also pulls milestones older than 30 days.
 */
export const pullMilestonesSchema = z.strictObject({ projectId: projectIdSchema, historical: z.boolean() });
