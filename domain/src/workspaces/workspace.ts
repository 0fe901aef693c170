import { classPartPathSchema } from '../class-parts/class-part.js';
import { z } from 'zod';
import { CLASS_PART_SYSTEMS } from '../catalogue.js';
import { documentIdProblem, valueProblem } from '../firestore-limits.js';
import type { FieldErrors } from '../envelope.js';

/**
 * Workspaces and their content entries (supporting spec section 3 "Workspace", core spec section 3
 * "Workspace content" and "Class-part workspace"; docs/versioned-data.md "Workspace endpoints and
 * the Firebase service"). The workspace endpoints (functions/src/workspace), the Firebase service,
 * firestore.rules (mirrored by hand) and the tests read and write with these.
 */

/** Every workspace kind stored in `workspaces`. */
export const WORKSPACE_TYPES = ['classPart', 'block', 'baseSpec', 'space'] as const;
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number];
/** The kinds the workspace endpoints create and change; block and baseSpec belong to their services. */
export const ENDPOINT_WORKSPACE_TYPES = ['classPart', 'space'] as const;
export type EndpointWorkspaceType = (typeof ENDPOINT_WORKSPACE_TYPES)[number];
/** Who owns the kinds the workspace endpoints leave alone (the message of their 409). */
export const WORKSPACE_OWNERS: Record<Exclude<WorkspaceType, EndpointWorkspaceType>, string> = {
  block: 'the base service (/base/blocks/workspace)',
  baseSpec: 'the version service (/version/workspace)',
};

const versionPart = z
  .number({ message: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must not be negative')
  .max(999_999, 'At most 999999');

/** A workspace id (what Firestore makes with doc(): letters, digits, _ and -). */
export const workspaceIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(128, 'At most 128 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a workspace id')
  .refine((id) => !/^__.*__$/.test(id), 'Must not have the reserved form __name__');

const text = (max: number) => z.string({ message: 'Must be text' }).max(max, `At most ${max} characters`);

/** 'structure/wall-panel': the class-part path rule of domain/src/class-parts (a known system, '/', a lower-case dashed name). */
const classPartNameSchema = classPartPathSchema;

/** The fields the workspace endpoints set and change (never id, creator or workspaceType after creation). */
const changeableFields = {
  name: text(200).min(1, 'Required'),
  workspaceName: text(200),
  status: text(100),
  major: versionPart,
  minor: versionPart,
  patch: versionPart,
  /** '' = company-wide; else a project that exists (404 otherwise). */
  projectId: z.string({ message: 'Must be text' }).regex(/^$|^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Not a project id'),
  deleted: z.boolean({ message: 'Must be true or false' }),
};
export const CHANGEABLE_WORKSPACE_FIELDS = Object.keys(changeableFields) as (keyof typeof changeableFields)[];

/**
 * A stored workspace (supporting spec section 3): id, creator, deleted, major, minor, patch, name,
 * projectId, status, workspaceName, workspaceType. Other kinds carry more fields (block: user,
 * units, editors, s3Name; version service: type, contentBytes, …), kept as they are.
 */
export const workspaceDocSchema = z.looseObject({
  id: workspaceIdSchema,
  creator: z.string({ message: 'Must be text' }),
  deleted: z.boolean({ message: 'Must be true or false' }),
  major: versionPart,
  minor: versionPart,
  patch: versionPart,
  name: z.string({ message: 'Must be text' }).min(1, 'Required'),
  projectId: z.string({ message: 'Must be text' }).optional(),
  status: z.string({ message: 'Must be text' }).optional(),
  workspaceName: z.string({ message: 'Must be text' }),
  workspaceType: z.enum(WORKSPACE_TYPES, { message: `Must be one of ${WORKSPACE_TYPES.join(', ')}` }),
});
export type WorkspaceDoc = z.infer<typeof workspaceDocSchema>;

/** The per-kind checks of a workspace after a create or change: a class-part workspace is named system/name. */
export function workspaceShapeProblems(workspace: { workspaceType?: unknown; name?: unknown }): FieldErrors {
  if (workspace.workspaceType !== 'classPart') return {};
  const result = classPartNameSchema.safeParse(workspace.name);
  return result.success ? {} : { name: result.error.issues[0]?.message ?? 'Invalid' };
}

// ── content entries ───────────────────────────────────────────────────────────────────────────

/** Chunk documents of a large entry are `<documentId>-0000`…: an entry's own id may not look like one. */
const CHUNK_SUFFIX = /-\d{4}$/;

export const contentDocumentIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(200, 'At most 200 characters')
  .superRefine((id, ctx) => {
    const problem = documentIdProblem(id);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (CHUNK_SUFFIX.test(id)) ctx.addIssue({ code: 'custom', message: 'Must not end in -NNNN (the form of chunk documents)' });
  });

/**
 * A free-form map. Not z.record: it drops a `__proto__` key silently, and the entry must refuse it
 * (checkEntry runs valueProblem over the value as sent). Described as an object in docsJson.
 */
const mapOfAnything = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { message: 'Must be an object' })
  .meta({ type: 'object' });

export const routingEntrySchema = z.strictObject({
  id: text(200).min(1, 'Required'),
  partNumberSuffix: text(100),
});

/** The fields of a content entry besides documentId and documentType (core spec "Workspace content"). */
const entryFields = {
  buildSpecs: z.array(z.unknown(), { message: 'Must be a list' }).max(10_000),
  id: text(1500),
  isActive: z.boolean({ message: 'Must be true or false' }),
  message: text(100_000),
  name: text(1500),
  onshapeDocuments: z.array(z.unknown(), { message: 'Must be a list' }).max(10_000),
  path: text(1500),
  properties: mapOfAnything,
  route: text(1500),
  routings: z.array(routingEntrySchema, { message: 'Must be a list' }).max(1000),
  system: text(200),
  version: text(200),
  classPartId: text(1500),
  key: text(1500),
  versionInfo: mapOfAnything,
  createdBy: text(200),
  modifiedBy: text(200),
  /** Free-form content (a drawing, a document): may make the entry larger than a document (then chunked). */
  data: mapOfAnything,
};
/** Firestore's refusals inside an entry (keys, nesting, lone surrogates) and the class-part checks. */
function checkEntry(entry: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const problem = valueProblem(entry, '', -1);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path.split('.').filter(Boolean), message: problem.message });
  if (entry.documentType === 'classPart') {
    if (entry.system !== undefined && !(CLASS_PART_SYSTEMS as readonly string[]).includes(entry.system as string))
      ctx.addIssue({ code: 'custom', path: ['system'], message: `Must be one of ${CLASS_PART_SYSTEMS.join(', ')}` });
    if (entry.path !== undefined && !classPartNameSchema.safeParse(entry.path).success)
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'Must be system/name with a known system' });
  }
}

/** One content entry (`workspaces/{id}/content/{documentId}`, or its chunks when it is larger than a document). */
export const workspaceContentSchema = z
  .strictObject({
    documentId: contentDocumentIdSchema,
    documentType: text(100).min(1, 'Required'),
    ...Object.fromEntries(Object.entries(entryFields).map(([k, s]) => [k, s.optional()])),
  } as { documentId: typeof contentDocumentIdSchema; documentType: z.ZodString } & {
    [K in keyof typeof entryFields]: z.ZodOptional<(typeof entryFields)[K]>;
  })
  .superRefine(checkEntry);
export type WorkspaceContentEntry = z.infer<typeof workspaceContentSchema>;

// ── route inputs ──────────────────────────────────────────────────────────────────────────────

const endpointType = z.enum(ENDPOINT_WORKSPACE_TYPES, {
  message: "Must be 'classPart' or 'space' (block workspaces: the base service; baseSpec: the version service)",
});

/** A list of entries with distinct documentIds. */
const entryList = z
  .array(workspaceContentSchema, { message: 'Must be a list of content entries' })
  .max(100, 'At most 100 entries')
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (seen.has(e.documentId))
        ctx.addIssue({ code: 'custom', path: [i, 'documentId'], message: `documentId ${e.documentId} appears twice` });
      seen.add(e.documentId);
    });
  });

/** POST /workspace: the workspace (without id, creator, deleted) and its content entries. */
export const workspaceCreateSchema = z
  .strictObject({
    workspace: z.strictObject({
      workspaceType: endpointType,
      name: changeableFields.name,
      workspaceName: changeableFields.workspaceName.optional(),
      status: changeableFields.status.default('new'),
      major: versionPart.default(0),
      minor: versionPart.default(0),
      patch: versionPart.default(0),
      projectId: changeableFields.projectId.optional(),
    }),
    content: entryList.default([]),
  })
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(workspaceShapeProblems(input.workspace)))
      ctx.addIssue({ code: 'custom', path: ['workspace', field], message });
  });
export type WorkspaceCreateInput = z.infer<typeof workspaceCreateSchema>;

/** DELETE /workspace (body or query), GET /firebase/workspace, GET /firebase/workspace/content. */
export const workspaceRefSchema = z.strictObject({ workspaceId: workspaceIdSchema });

/** PUT /workspace: only the changeable fields, at least one. */
export const workspaceUpdateSchema = z.strictObject({
  workspaceId: workspaceIdSchema,
  properties: z
    .strictObject(
      Object.fromEntries(Object.entries(changeableFields).map(([k, s]) => [k, s.optional()])) as {
        [K in keyof typeof changeableFields]: z.ZodOptional<(typeof changeableFields)[K]>;
      },
    )
    .refine((p) => Object.keys(p).length > 0, 'Name at least one field to change: ' + CHANGEABLE_WORKSPACE_FIELDS.join(', ')),
});
export type WorkspaceUpdateInput = z.infer<typeof workspaceUpdateSchema>;

/** POST /workspace_content: one entry or a list; each is created or replaces the entry with its documentId. */
export const workspaceContentPostSchema = z.strictObject({
  workspaceId: workspaceIdSchema,
  content: z.union([workspaceContentSchema, entryList.min(1, 'At least one entry')], {
    message: 'Must be a content entry or a list of them',
  }),
});
export type WorkspaceContentPostInput = z.infer<typeof workspaceContentPostSchema>;

/** PUT /workspace_content: documentId names the entry; the other fields are set (documentType stays). */
export const workspaceContentPutSchema = z.strictObject({
  workspaceId: workspaceIdSchema,
  properties: z
    .strictObject({
      documentId: contentDocumentIdSchema,
      ...Object.fromEntries(Object.entries(entryFields).map(([k, s]) => [k, s.optional()])),
    } as { documentId: typeof contentDocumentIdSchema } & { [K in keyof typeof entryFields]: z.ZodOptional<(typeof entryFields)[K]> })
    .refine((p) => Object.keys(p).length > 1, 'Name at least one field to set besides documentId'),
});
export type WorkspaceContentPutInput = z.infer<typeof workspaceContentPutSchema>;

/** May this caller change this workspace? Its creator or a workspace admin. */
export function mayChangeWorkspace(workspace: { creator?: unknown }, caller: { user: string; isWorkspaceAdmin: boolean }): boolean {
  return caller.isWorkspaceAdmin || (caller.user !== '' && workspace.creator === caller.user);
}
