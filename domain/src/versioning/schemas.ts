import { z } from 'zod';
import { utf8Bytes } from '../firestore-limits.js';
import { formatVersion, formatWorkspaceVersion, parseVersion, type Version } from '../versions.js';
import { internalKeyPath } from './json-patch.js';
import { VERSION_CONTENT_MAX_BYTES } from './limits.js';
import { baseSpecApprovalsSchema } from '../base-spec/spec.js';

/*
 * Versioned documents (docs/versioned-data.md "Collections" and "Version service"): the stored
 * shapes (versions, candidates, space and base-spec workspaces) and the input of every route of
 * the version service. Pure; used by functions (the version service), the seed, the web client
 * and the tests.
 */

// ── Names, ids and versions ────────────────────────────────────────────────────────────────

/** A versioned document's name: letters, digits, space, _ . - and /, starting with a letter or digit. */
export const versionedNameSchema = z
  .string({ message: 'Required' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _.\-/]{0,199}$/, 'Must be 1-200 letters, digits, spaces or _ . - /, starting with a letter or digit');

/** A project id, or '' for a company-wide document (the base spec). */
export const versionProjectIdSchema = z
  .string({ message: 'Required' })
  .regex(/^([A-Za-z0-9][A-Za-z0-9_-]{0,99})?$/, "Must be a project id, or '' for company-wide");

/** The only versioned document type so far. */
export const VERSIONED_TYPES = ['json'] as const;
export type VersionedType = (typeof VERSIONED_TYPES)[number];
export const versionedTypeSchema = z.enum(VERSIONED_TYPES, { message: `Must be one of ${VERSIONED_TYPES.join(', ')}` });

/** One part of a version: a non-negative safe integer. */
export const versionPartSchema = z
  .number({ message: 'Must be a whole number' })
  .int('Must be a whole number')
  .nonnegative('Must not be negative')
  .max(Number.MAX_SAFE_INTEGER, 'Too large');

/** A version part in a query string ('3'); absent or empty is undefined. */
const versionPartParam = z.preprocess(
  (raw) => (raw === '' ? undefined : raw),
  z
    .string({ message: 'Must be a whole number' })
    .regex(/^\d{1,15}$/, 'Must be a whole number')
    .transform(Number)
    .optional(),
);

export const versionIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be an id');

/** Firestore ids cannot hold '/': path-like names are stored with '~'. */
export const docIdOfName = (name: string): string => name.replace(/\//g, '~');

/** `{projectId or '_'}@{name with ~ for /}@{type}@v{major}.{minor}.{patch}`: one document per (project, name, type, version). */
export function versionDocId(input: { projectId: string; name: string; type: string; version: Version | string }): string {
  const version = typeof input.version === 'string' ? input.version : formatVersion(input.version);
  return `${input.projectId || '_'}@${docIdOfName(input.name)}@${input.type}@${version}`;
}

export const versionOf = (v: { major: number; minor: number; patch: number }): Version => ({
  major: v.major,
  minor: v.minor,
  patch: v.patch,
});

/** The workspace type of a version-service workspace: 'baseSpec' for the base spec, else 'space'. */
export const versionedWorkspaceTypeOf = (name: string): VersionedWorkspaceType => (name === 'baseSpec' ? 'baseSpec' : 'space');

/** The workspace name shown in lists: the document name and the workspace version ('P-1004 site plan w1.2.0'). */
export const versionedWorkspaceName = (name: string, version: Version): string => `${name} ${formatWorkspaceVersion(version)}`;

// ── Content ────────────────────────────────────────────────────────────────────────────────

/** Why a content text cannot be stored, or undefined: it must be JSON without object-internal keys, at most VERSION_CONTENT_MAX_BYTES. */
export function contentTextProblem(text: string): string | undefined {
  if (text.length > VERSION_CONTENT_MAX_BYTES || utf8Bytes(text) > VERSION_CONTENT_MAX_BYTES)
    return `Too large: at most ${VERSION_CONTENT_MAX_BYTES} bytes`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    return 'Must be a JSON text';
  }
  const internal = internalKeyPath(parsed);
  if (internal !== undefined) return `Must not hold the key ${internal}`;
  return undefined;
}

/** A content text: JSON, at most VERSION_CONTENT_MAX_BYTES. */
export const contentTextSchema = z.string({ message: 'Must be a string of JSON' }).superRefine((text, ctx) => {
  const problem = contentTextProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// ── Stored documents ───────────────────────────────────────────────────────────────────────

const isoSchema = z.string().min(1);
const sizeFields = { contentBytes: z.number().int().nonnegative(), contentChunks: z.number().int().positive() };

/** `versions/{versionDocId}`: a committed version (content in its `content` sub-collection). */
export const versionDocSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: versionedTypeSchema,
  projectId: z.string(),
  version: z.string().regex(/^v\d+\.\d+\.\d+$/),
  major: versionPartSchema,
  minor: versionPartSchema,
  patch: versionPartSchema,
  creator: z.string(),
  created: isoSchema,
  message: z.string(),
  candidateId: z.string(),
  workspaceId: z.string(),
  ...sizeFields,
});
export type VersionDoc = z.infer<typeof versionDocSchema>;

export const VERSION_CANDIDATE_STATUSES = ['open', 'committed', 'superseded'] as const;
export type VersionCandidateStatus = (typeof VERSION_CANDIDATE_STATUSES)[number];

/** `versionCandidates/{id}`: a workspace's content proposed as a version. */
export const versionCandidateSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: versionedTypeSchema,
  projectId: z.string(),
  workspaceId: z.string().min(1),
  major: versionPartSchema,
  minor: versionPartSchema,
  patch: versionPartSchema,
  creator: z.string(),
  created: isoSchema,
  status: z.enum(VERSION_CANDIDATE_STATUSES),
  version: z.string().optional(),
  /** A base-spec candidate's approvals per role (POST /base/spec/approval; docs/base-spec.md). */
  approvals: baseSpecApprovalsSchema.optional(),
  ...sizeFields,
});
export type VersionCandidate = z.infer<typeof versionCandidateSchema>;

export const VERSIONED_WORKSPACE_TYPES = ['space', 'baseSpec'] as const;
export type VersionedWorkspaceType = (typeof VERSIONED_WORKSPACE_TYPES)[number];
export const VERSIONED_WORKSPACE_STATUSES = ['new', 'patched', 'candidate', 'committed'] as const;
export type VersionedWorkspaceStatus = (typeof VERSIONED_WORKSPACE_STATUSES)[number];

/** `workspaces/{id}` with workspaceType 'space' or 'baseSpec' (content in `content/json-NNNN`). */
export const versionedWorkspaceSchema = z.object({
  id: z.string().min(1),
  creator: z.string(),
  deleted: z.boolean(),
  major: versionPartSchema,
  minor: versionPartSchema,
  patch: versionPartSchema,
  name: z.string().min(1),
  projectId: z.string(),
  status: z.enum(VERSIONED_WORKSPACE_STATUSES),
  workspaceName: z.string(),
  workspaceType: z.enum(VERSIONED_WORKSPACE_TYPES),
  type: versionedTypeSchema,
  activeCandidate: z.string().optional(),
  created: isoSchema,
  modified: isoSchema,
  ...sizeFields,
});
export type VersionedWorkspace = z.infer<typeof versionedWorkspaceSchema>;

/** The chunk prefix and entry fields of a version-service workspace's content (`content/json-0000`, …). */
export const VERSIONED_CONTENT_PREFIX = 'json';
export const VERSIONED_CONTENT_ENTRY = { documentId: 'json', documentType: 'json' } as const;

// ── Route input ────────────────────────────────────────────────────────────────────────────

const flagParam = z.enum(['true', 'false'], { message: 'Must be true or false' }).optional();
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());
const versionParts = { major: versionPartSchema, minor: versionPartSchema, patch: versionPartSchema };

/** GET /latest (query string). `project` absent = company-wide (''); `minor` needs `major`; `version` excludes both. */
export const versionLatestQuerySchema = z
  .strictObject({
    name: versionedNameSchema,
    type: versionedTypeSchema,
    project: versionProjectIdSchema.optional(),
    version: optionalParam(
      z
        .string()
        .max(60)
        .refine((v) => parseVersion(v) !== null, 'Must be a version such as v1.2.0'),
    ),
    major: versionPartParam,
    minor: versionPartParam,
  })
  .superRefine((q, ctx) => {
    if (q.minor !== undefined && q.major === undefined) ctx.addIssue({ code: 'custom', path: ['minor'], message: 'Needs major' });
    if (q.version !== undefined && (q.major !== undefined || q.minor !== undefined))
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'Give either version or major/minor' });
  });
export type VersionLatestQuery = z.infer<typeof versionLatestQuerySchema>;

export const VERSION_LIST_LIMIT = 1000;

/** GET /list (query string). */
export const versionListQuerySchema = z.strictObject({
  name: optionalParam(versionedNameSchema),
  type: optionalParam(versionedTypeSchema),
  project: versionProjectIdSchema.optional(),
  limit: optionalParam(
    z
      .string()
      .regex(/^\d{1,4}$/, 'Must be a whole number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= VERSION_LIST_LIMIT, `Must be 1 to ${VERSION_LIST_LIMIT}`),
  ),
});
export type VersionListQuery = z.infer<typeof versionListQuerySchema>;

/** A user name (the part of a staff email before the @). */
const userNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._+-]+$/, 'Must be a user name (the part of the email before the @)');

/** GET /workspaces (query string). */
export const versionWorkspacesQuerySchema = z.strictObject({
  name: optionalParam(versionedNameSchema),
  type: optionalParam(versionedTypeSchema),
  project: versionProjectIdSchema.optional(),
  creator: optionalParam(userNameSchema),
  includeDeleted: flagParam,
});
export type VersionWorkspacesQuery = z.infer<typeof versionWorkspacesQuerySchema>;

/**
 * POST /workspace. `creator` is accepted (the spec's clients send it, 'local' by default) but the
 * stored creator is always the caller's user name: a caller cannot create a workspace in
 * another's name.
 */
export const versionWorkspaceCreateSchema = z.strictObject({
  name: versionedNameSchema,
  type: versionedTypeSchema,
  projectId: versionProjectIdSchema,
  creator: z.string().max(100).optional(),
  content: contentTextSchema,
  ...versionParts,
});
export type VersionWorkspaceCreate = z.infer<typeof versionWorkspaceCreateSchema>;

/** GET and DELETE /workspace. */
export const versionWorkspaceRefSchema = z.strictObject({ workspaceId: versionIdSchema });

/** PATCH /workspace: the patch is an RFC 6902 JSON patch as a string. */
export const versionWorkspacePatchSchema = z.strictObject({
  workspaceId: versionIdSchema,
  type: versionedTypeSchema,
  patch: z
    .string({ message: 'Must be a string holding a JSON patch' })
    .min(2, 'Must be a JSON patch')
    .refine((p) => utf8Bytes(p) <= VERSION_CONTENT_MAX_BYTES, `Too large: at most ${VERSION_CONTENT_MAX_BYTES} bytes`),
});
export type VersionWorkspacePatch = z.infer<typeof versionWorkspacePatchSchema>;

/** POST /candidate: content defaults to the workspace's content. */
export const versionCandidateCreateSchema = z.strictObject({
  name: versionedNameSchema,
  type: versionedTypeSchema,
  projectId: versionProjectIdSchema,
  workspaceId: versionIdSchema,
  content: contentTextSchema.optional(),
  ...versionParts,
});
export type VersionCandidateCreate = z.infer<typeof versionCandidateCreateSchema>;

/** PATCH /commit. */
export const versionCommitSchema = z.strictObject({
  projectId: versionProjectIdSchema,
  name: versionedNameSchema,
  type: versionedTypeSchema,
  ...versionParts,
  candidate: versionIdSchema,
  workspaceId: versionIdSchema,
  message: z.string({ message: 'Must be a string' }).max(2000, 'At most 2000 characters').optional(),
});
export type VersionCommit = z.infer<typeof versionCommitSchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const versionLatestAnswerSchema = z.object({ version: versionDocSchema, content: z.unknown() });
export const versionListAnswerSchema = z.object({ versions: z.array(versionDocSchema) });
export const versionWorkspacesAnswerSchema = z.object({ workspaces: z.array(versionedWorkspaceSchema) });
export const versionWorkspaceAnswerSchema = z.object({ workspace: versionedWorkspaceSchema, content: z.unknown() });
export const versionWorkspaceCreatedSchema = z.object({ workspaceId: z.string(), workspace: versionedWorkspaceSchema });
export const versionWorkspaceDeletedSchema = z.object({ workspace: versionedWorkspaceSchema });
export const versionCandidateCreatedSchema = z.object({ candidateId: z.string(), candidate: versionCandidateSchema });
export const versionCommittedSchema = z.object({ version: z.string(), versionId: z.string() });
