import { z } from 'zod';
import { blockUserSchema, blockWorkspaceIdSchema } from '../blocks/block-workspace.js';
import {
  CLASS_PART_BUMPS,
  classPartIdSchema,
  classPartOwnerSchema,
  classPartPathSchema,
  classPartPropertiesSchema,
  classPartSummarySchema,
  classPartSystemSchema,
  classPartVersionSchema,
  classPartVersionTextSchema,
  classPartWorkspaceContentSchema,
  classPartWorkspaceSchema,
} from './class-part.js';
import { classPartRoutingSchema } from './routings.js';
import { onshapeDocumentSchema } from './onshape.js';

/*
 * Input schemas of the opus service's class-part routes (docs/versioned-data.md "Class parts").
 * Strict: an unknown key is a 400 naming it.
 */

export const classPartWorkspaceIdSchema = blockWorkspaceIdSchema;
const userSchema = blockUserSchema;

export const classPartsQuerySchema = z.object({ system: classPartSystemSchema.optional() }).strict();
export const classPartQuerySchema = z.object({ name: classPartPathSchema, version: classPartVersionTextSchema.optional() }).strict();
export const classPartNameQuerySchema = z.object({ name: classPartPathSchema }).strict();
export const classPartActiveSchema = z
  .object({ classPartId: classPartIdSchema, isActive: z.boolean({ message: 'Must be true or false' }) })
  .strict();
export const classPartWorkspaceRefSchema = z.object({ workspaceId: classPartWorkspaceIdSchema }).strict();

export const classPartWorkspaceCreateSchema = z
  .object({
    name: classPartPathSchema,
    user: userSchema.optional(),
    version: classPartVersionTextSchema.optional(),
    /** The owner of a NEW class part (required property); ignored on an existing part. */
    owner: classPartOwnerSchema.optional(),
  })
  .strict();

/** PATCH: at least one field. Properties are checked whole (owner, system, tiling, itemGroup). */
export const classPartWorkspacePatchSchema = z
  .object({
    workspaceId: classPartWorkspaceIdSchema,
    properties: classPartPropertiesSchema.optional(),
    description: z.string().max(2000).optional(),
    details: z.string().max(20000).optional(),
    buildSpecs: z.array(classPartVersionTextSchema).max(200).optional(),
    routings: z
      .array(classPartRoutingSchema)
      .max(50)
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, { message: 'A routing appears twice' })
      .optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).some((k) => k !== 'workspaceId'), { message: 'Nothing to change', path: ['properties'] });
export type ClassPartWorkspacePatch = z.infer<typeof classPartWorkspacePatchSchema>;

export const classPartCommitSchema = z
  .object({
    workspaceId: classPartWorkspaceIdSchema,
    message: z.string({ message: 'Required' }).trim().min(1, 'Required').max(2000),
    bump: z.enum(CLASS_PART_BUMPS, { message: 'Must be major, minor or patch' }).optional(),
  })
  .strict();

const onshapeUrlSchema = z.string({ message: 'Required' }).min(1, 'Required').max(2000);

export const cadAssignQuerySchema = z.object({ workspaceId: classPartWorkspaceIdSchema }).strict();
export const cadAssignSchema = z
  .object({
    workspaceId: classPartWorkspaceIdSchema,
    classPartId: classPartIdSchema.optional(),
    onshapeUrl: onshapeUrlSchema,
    /** A label for the document (default 'system / name'). */
    name: z.string().min(1).max(300).optional(),
    user: userSchema.optional(),
  })
  .strict();

export const routingAssignQuerySchema = z.object({ workspaceId: classPartWorkspaceIdSchema }).strict();
export const routingAssignSchema = z
  .object({
    workspaceId: classPartWorkspaceIdSchema,
    /** A routing URL (its last path segment is the id) or the routing id itself. */
    routingUrl: z.string({ message: 'Required' }).min(1, 'Required').max(2000),
    classPartId: classPartIdSchema.optional(),
    user: userSchema.optional(),
  })
  .strict();

export const classPartCompareQuerySchema = z
  .object({ name: classPartPathSchema, from: classPartVersionTextSchema, to: classPartVersionTextSchema })
  .strict();

export const classPartRestoreSchema = z
  .object({ name: classPartPathSchema, version: classPartVersionTextSchema, message: z.string().trim().min(1).max(2000).optional() })
  .strict();

// ── Answers (the service sends them, the web client and the tests parse them) ──────────────

export const classPartsAnswerSchema = z.object({ classParts: z.array(classPartSummarySchema) });
export const classPartAnswerSchema = z.object({ classPart: classPartVersionSchema });
export const classPartVersionsAnswerSchema = z.object({ versions: z.array(classPartVersionSchema) });
export const classPartWorkspaceAnswerSchema = z.object({
  workspace: classPartWorkspaceSchema,
  content: classPartWorkspaceContentSchema,
  /** PATCH: routing ids not in the catalogue, dropped (core spec: an unknown routing is ignored). */
  ignoredRoutings: z.array(z.string()).optional(),
});
export const classPartWorkspaceCreatedSchema = z.object({ workspaceId: z.string() });
export const classPartWorkspaceDeletedSchema = z.object({ workspaceId: z.string(), deleted: z.literal(true) });
export const classPartCommitAnswerSchema = z.object({ version: z.string(), classPartId: z.string(), restoredFrom: z.string().optional() });
export const cadAssignAnswerSchema = z.object({ workspaceId: z.string(), onshapeDocuments: z.array(onshapeDocumentSchema) });
export const routingAssignAnswerSchema = z.object({
  workspaceId: z.string(),
  routings: z.array(classPartRoutingSchema),
  /** True when the routing id is not in the catalogue: nothing was changed. */
  ignored: z.boolean(),
});
export const classPartCompareAnswerSchema = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  changes: z.array(z.object({ kind: z.string(), text: z.string() })),
});
export const classPartUsageAnswerSchema = z.object({
  name: z.string(),
  buildSpecs: z.array(
    z.object({ version: z.string(), classPartVersion: z.string().nullable(), items: z.array(z.string()), assemblies: z.array(z.string()) }),
  ),
  classBlocks: z.array(z.object({ key: z.string(), assemblies: z.array(z.string()) })),
  projects: z.array(
    z.object({
      projectId: z.string(),
      assembly: z.string(),
      parts: z.array(z.object({ name: z.string(), qty: z.number(), classPart: z.string() })),
    }),
  ),
});
