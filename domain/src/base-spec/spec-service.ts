import { z } from 'zod';
import { APPROVAL_ROLES, APPROVAL_STATUSES } from '../projects/pipe.js';
import { versionCandidateSchema, versionDocSchema, versionIdSchema, versionedWorkspaceSchema } from '../versioning/schemas.js';
import { generatorSchema, baseTestSchema } from './generators.js';
import { BASE_SPEC_PARTS, baseSpecContentSchema, baseSpecDocSchema, baseViewSchema } from './spec.js';
import { projectImpactSchema } from './spec-rules.js';

/*
 * Input and answers of the base service's spec routes (docs/base-spec.md "Base service: the
 * spec"): the functions parse their input with these, the web client (web/src/services/
 * base-spec-service.ts) its answers.
 */

const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());
const versionTextSchema = z
  .string({ message: 'Must be a version such as v0.3.0' })
  .max(60)
  .regex(/^v\d{1,15}\.\d{1,15}\.\d{1,15}$/, 'Must be a version such as v0.3.0');

/** GET /base/spec: version absent = the newest committed one. */
export const baseSpecGetQuerySchema = z.strictObject({ version: optionalParam(versionTextSchema) });
export type BaseSpecGetQuery = z.infer<typeof baseSpecGetQuerySchema>;

const partText = z.string({ message: 'Must be a string of JSON' }).optional();

/** POST /base/spec: the workspace and ≥ 1 part, each a JSON string (checked by parseSpecPart). */
export const baseSpecPostSchema = z
  .strictObject({
    workspaceId: versionIdSchema,
    layers: partText,
    themes: partText,
    goals: partText,
    order: partText,
    systems: partText,
    properties: partText,
  })
  .refine((b) => BASE_SPEC_PARTS.some((p) => b[p] !== undefined), {
    message: `Give at least one of ${BASE_SPEC_PARTS.join(', ')}`,
    path: ['layers'],
  });
export type BaseSpecPost = z.infer<typeof baseSpecPostSchema>;

/** PATCH /base/workspace: an RFC 6902 patch (JSON text) of a base-spec workspace; `type` may be sent as the version service takes it. */
export const baseSpecWorkspacePatchSchema = z.strictObject({
  workspaceId: versionIdSchema,
  type: z.literal('json', { message: 'Must be json' }).optional(),
  patch: z.string({ message: 'Must be a string holding a JSON patch' }).min(2, 'Must be a JSON patch'),
});
export type BaseSpecWorkspacePatch = z.infer<typeof baseSpecWorkspacePatchSchema>;

/** GET /base/initial takes nothing. */
export const baseSpecInitialQuerySchema = z.strictObject({});

/** POST /base/spec/approval. */
export const baseSpecApprovalInputSchema = z.strictObject({
  candidateId: versionIdSchema,
  role: z.enum(APPROVAL_ROLES, { message: `Must be one of ${APPROVAL_ROLES.join(', ')}` }),
  status: z.enum(APPROVAL_STATUSES, { message: `Must be one of ${APPROVAL_STATUSES.join(', ')}` }),
  notes: z.string({ message: 'Must be text' }).max(2000, 'At most 2000 characters').default(''),
});
export type BaseSpecApprovalInput = z.input<typeof baseSpecApprovalInputSchema>;

/** GET /base/spec/impact. */
export const baseSpecImpactQuerySchema = z.strictObject({ candidateId: versionIdSchema });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const baseSpecAnswerSchema = z.object({ version: z.string(), spec: baseSpecDocSchema });
export type BaseSpecAnswer = z.infer<typeof baseSpecAnswerSchema>;

export const baseSpecWorkspaceAnswerSchema = z.object({ workspace: versionedWorkspaceSchema, spec: baseSpecContentSchema });
export type BaseSpecWorkspaceAnswer = z.infer<typeof baseSpecWorkspaceAnswerSchema>;

/**
 * GET /base/initial: what /plum/base needs for its first paint. `workspaces` are the base-spec
 * workspaces (not deleted) and `candidates` their base-spec candidates; the page groups them
 * (groupBaseSpecWorkspaces). `latest` is null before the first version.
 */
export const baseSpecInitialAnswerSchema = z.object({
  latest: baseSpecAnswerSchema.nullable(),
  versions: z.array(versionDocSchema),
  workspaces: z.array(versionedWorkspaceSchema),
  candidates: z.array(versionCandidateSchema),
  generators: z.array(generatorSchema),
  tests: z.array(baseTestSchema),
  views: z.array(baseViewSchema),
});
export type BaseSpecInitialAnswer = z.infer<typeof baseSpecInitialAnswerSchema>;

export const baseSpecApprovalAnswerSchema = z.object({ candidate: versionCandidateSchema });

/** GET /base/spec/impact: the candidate against the newest committed base spec (`base`). */
export const baseSpecImpactAnswerSchema = z.object({
  candidateId: z.string(),
  /** The committed version compared with (the newest). */
  base: z.string(),
  /** The version the candidate would become. */
  version: z.string(),
  /** Spec-wide: layers added, removed and restyled by the candidate. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  restyled: z.array(z.string()),
  projects: z.array(projectImpactSchema),
});
export type BaseSpecImpactAnswer = z.infer<typeof baseSpecImpactAnswerSchema>;
