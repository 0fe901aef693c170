import { z } from 'zod';
import { CLASS_PART_OWNERS, CLASS_PART_SYSTEMS, type ClassPartSystem } from '../catalogue.js';
import { formatVersion, formatWorkspaceVersion, parseVersion, type Version } from '../versions.js';
import { classPartRoutingSchema } from './routings.js';
import { onshapeDocumentSchema } from './onshape.js';

/*
 * Class parts (core spec sections 3, 5, 6 and 7): one document per version in `classParts`
 * (id = the key with '/' as '~'), their workspaces and the rules of editing and committing them.
 * Pure: used by the opus service, the seed, the web pages and the tests.
 */

// ── Names ───────────────────────────────────────────────────────────────────────────────────

/** The read-only item group of every class part (core spec section 9 default). */
export const CLASS_PART_ITEM_GROUP = 'Manufactured Parts';
/** The version of a class part that was never committed (core spec section 9: default 0.0.0). */
export const NO_CLASS_PART_VERSION: Version = { major: 0, minor: 0, patch: 0 };
/** The id of a class-part workspace's one content entry: `workspaces/{id}/content/classPart`. */
export const CLASS_PART_CONTENT_DOC_ID = 'classPart';

export const classPartSystemSchema = z.enum(CLASS_PART_SYSTEMS, { message: `Must be one of ${CLASS_PART_SYSTEMS.join(', ')}` });
export const classPartOwnerSchema = z.enum(CLASS_PART_OWNERS, { message: `Must be one of ${CLASS_PART_OWNERS.join(', ')}` });

/** A part's own name: lower-case words joined by dashes ('wall-panel'). */
export const classPartNameSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lower-case letters and digits joined by dashes');

/** `system/name` ('structure/wall-panel'), the class part's path. */
export const classPartPathSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(120)
  .refine((text) => splitClassPartPath(text) !== null, {
    message: `Must be system/name with a system of ${CLASS_PART_SYSTEMS.join(', ')} and a lower-case dashed name`,
  });

export function splitClassPartPath(path: string): { system: ClassPartSystem; name: string } | null {
  const parts = path.split('/');
  if (parts.length !== 2) return null;
  const system = classPartSystemSchema.safeParse(parts[0]);
  const name = classPartNameSchema.safeParse(parts[1]);
  return system.success && name.success ? { system: system.data, name: name.data } : null;
}

/** A committed version text: `v{major}.{minor}.{patch}`. */
export const classPartVersionTextSchema = z
  .string({ message: 'Required' })
  .regex(/^v\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'Must be a version such as v1.2.0');

/** `system/name-v1.2.0`. */
export const classPartKey = (path: string, version: string) => `${path}-${version}`;
/** The `classParts` doc id of a key: '/' is '~' (Firestore ids cannot hold '/'). */
export const classPartDocId = (key: string) => key.replace(/\//g, '~');

/** A classParts doc id: `system~name-v1.2.0`. */
export const classPartIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(200)
  .regex(/^[a-z]+~[a-z0-9]+(-[a-z0-9]+)*-v\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'Must be a class part id (system~name-v1.2.0)');

// ── Properties ──────────────────────────────────────────────────────────────────────────────

/**
 * Class-part properties (core spec sections 3 and 5): tiling optional, owner and system
 * required, itemGroup read-only. A stored document without itemGroup reads as the default; a
 * request that names any other itemGroup is refused (400 'itemGroup is read-only'), never quietly
 * changed, so the caller learns that it did not happen.
 */
export const classPartPropertiesSchema = z
  .object({
    tiling: z.enum(['1D', '2D'], { message: 'Must be 1D or 2D' }).optional(),
    owner: classPartOwnerSchema,
    system: classPartSystemSchema,
    itemGroup: z
      .literal(CLASS_PART_ITEM_GROUP, { message: `itemGroup is read-only (${CLASS_PART_ITEM_GROUP})` })
      .default(CLASS_PART_ITEM_GROUP),
  })
  .strict();
export type ClassPartProperties = z.infer<typeof classPartPropertiesSchema>;

// ── The version document ───────────────────────────────────────────────────────────────────

const text = (max: number) => z.string().max(max);
const buildSpecVersionsSchema = z.array(classPartVersionTextSchema).max(200);

/** A `classParts/{id}` document (core spec section 3 'Class-part version'). */
export const classPartVersionSchema = z.object({
  id: z.string(),
  key: z.string(),
  path: z.string(),
  name: z.string(),
  system: classPartSystemSchema,
  version: classPartVersionTextSchema,
  description: text(2000).default(''),
  details: text(20000).default(''),
  message: text(2000).default(''),
  buildSpecs: buildSpecVersionsSchema.default([]),
  created: z.string(),
  createdBy: z.string(),
  modified: z.string(),
  modifiedBy: z.string(),
  isActive: z.boolean().default(true),
  status: z.string().default('done'),
  substatus: z.string().default(''),
  onshapeDocuments: z.array(onshapeDocumentSchema).default([]),
  properties: classPartPropertiesSchema,
  routings: z.array(classPartRoutingSchema).default([]),
  /** Set on a version made by POST /classPart/restore: the version whose content it took. */
  restoredFrom: z.string().optional(),
});
export type ClassPartVersion = z.infer<typeof classPartVersionSchema>;

/** GET /classParts: the newest version of each part with its number of versions. */
export const classPartSummarySchema = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  system: classPartSystemSchema,
  version: z.string(),
  versionCount: z.number().int(),
  description: z.string(),
  isActive: z.boolean(),
  status: z.string(),
  substatus: z.string(),
  owner: z.string(),
  modified: z.string(),
  modifiedBy: z.string(),
});
export type ClassPartSummary = z.infer<typeof classPartSummarySchema>;

export function classPartSummaryOf(newest: ClassPartVersion, versionCount: number): ClassPartSummary {
  return {
    id: newest.id,
    path: newest.path,
    name: newest.name,
    system: newest.system,
    version: newest.version,
    versionCount,
    description: newest.description,
    isActive: newest.isActive,
    status: newest.status,
    substatus: newest.substatus,
    owner: newest.properties.owner,
    modified: newest.modified,
    modifiedBy: newest.modifiedBy,
  };
}

/** Versions of one part, oldest first (exact integer order; see versions.ts). */
export function sortClassPartVersions<T extends { version: string }>(versions: readonly T[]): T[] {
  const of = (v: T) => parseVersion(v.version) ?? NO_CLASS_PART_VERSION;
  return [...versions].sort((a, b) => {
    const x = of(a);
    const y = of(b);
    return Math.sign(x.major - y.major) || Math.sign(x.minor - y.minor) || Math.sign(x.patch - y.patch);
  });
}

/** The newest of a part's versions (exact integer order, so v1.10.0 after v1.9.0); undefined when none. */
export function newestClassPartVersion<T extends { version: string }>(versions: readonly T[]): T | undefined {
  return sortClassPartVersions(versions).at(-1);
}

/**
 * The version of a part that serves a build spec: the newest of those released for it (listing it in
 * `buildSpecs`), else the newest of all; undefined when the part has no version.
 */
export function classPartVersionForBuildSpec<T extends { version: string; buildSpecs: readonly string[] }>(
  versions: readonly T[],
  buildSpec: string,
): T | undefined {
  return newestClassPartVersion(versions.filter((v) => v.buildSpecs.includes(buildSpec))) ?? newestClassPartVersion(versions);
}

// ── Versions ────────────────────────────────────────────────────────────────────────────────

export const CLASS_PART_BUMPS = ['major', 'minor', 'patch'] as const;
export type ClassPartBump = (typeof CLASS_PART_BUMPS)[number];

/**
 * The version a commit makes. A part never committed (latest null, or 0.0.0) gets v1.0.0 whatever
 * the bump (the seed's and the company's first release of a part is v1.0.0); else the bump of
 * the latest: major v1.2.3 → v2.0.0, minor → v1.3.0, patch → v1.2.4.
 */
export function nextClassPartVersion(latest: Version | null, bump: ClassPartBump = 'minor'): Version {
  if (!latest || (latest.major === 0 && latest.minor === 0 && latest.patch === 0)) return { major: 1, minor: 0, patch: 0 };
  if (bump === 'major') return { major: latest.major + 1, minor: 0, patch: 0 };
  if (bump === 'minor') return { major: latest.major, minor: latest.minor + 1, patch: 0 };
  return { major: latest.major, minor: latest.minor, patch: latest.patch + 1 };
}

// ── Workspaces ──────────────────────────────────────────────────────────────────────────────

export const CLASS_PART_WORKSPACE_STATUSES = ['new', 'inProgress'] as const;

/** A `workspaces/{id}` document with workspaceType 'classPart' (core spec section 3). */
export const classPartWorkspaceSchema = z.object({
  id: z.string(),
  creator: z.string(),
  deleted: z.boolean(),
  /** The version the workspace started from (0.0.0 for a new class part). */
  major: z.number().int().min(0),
  minor: z.number().int().min(0),
  patch: z.number().int().min(0),
  /** The class part's path, system/name. */
  name: classPartPathSchema,
  /** 'new' until the first change, then 'inProgress'. */
  status: z.enum(CLASS_PART_WORKSPACE_STATUSES),
  /** A label for lists: the path and the workspace version ('structure/wall-panel w1.1.0'). */
  workspaceName: z.string(),
  workspaceType: z.literal('classPart'),
  created: z.string().optional(),
  modified: z.string().optional(),
});
export type ClassPartWorkspace = z.infer<typeof classPartWorkspaceSchema>;

/** Who changed the part and which version the workspace started from. */
export const classPartVersionInfoSchema = z.object({
  version: z.string(),
  created: z.string(),
  createdBy: z.string(),
});

/** `workspaces/{id}/content/classPart` (core spec section 3 'Workspace content'). */
export const classPartWorkspaceContentSchema = z.object({
  documentId: z.literal(CLASS_PART_CONTENT_DOC_ID),
  documentType: z.literal('classPart'),
  /** The class part's id fields: of the version the workspace started from ('' for a new part). */
  id: z.string(),
  key: z.string(),
  classPartId: z.string(),
  name: classPartNameSchema,
  system: classPartSystemSchema,
  path: classPartPathSchema,
  /** The page of the class part: `/plum/class-parts/{system}/{name}`. */
  route: z.string(),
  /** The version it started from ('v0.0.0' for a new part). */
  version: z.string(),
  versionInfo: classPartVersionInfoSchema.nullable(),
  description: text(2000),
  details: text(20000),
  message: text(2000),
  buildSpecs: buildSpecVersionsSchema,
  isActive: z.boolean(),
  onshapeDocuments: z.array(onshapeDocumentSchema).max(50),
  properties: classPartPropertiesSchema,
  routings: z.array(classPartRoutingSchema).max(50),
  createdBy: z.string(),
  modifiedBy: z.string(),
});
export type ClassPartWorkspaceContent = z.infer<typeof classPartWorkspaceContentSchema>;

export const classPartRoute = (path: string) => `/plum/class-parts/${path}`;

export interface NewClassPartWorkspaceInput {
  id: string;
  path: string;
  creator: string;
  at: string;
  /** The version it starts from; null (or absent) for a new class part. */
  base?: ClassPartVersion | null;
  /** Owner of a new class part (required there: the owner is a required property). */
  owner?: (typeof CLASS_PART_OWNERS)[number];
}

/**
 * A class-part workspace and its content (core spec section 6): status 'new', name system/name;
 * on an existing part its version and parts (properties, routings, CAD, build specs, texts), on a
 * new part w0.0.0 with empty parts and the given owner.
 */
export function newClassPartWorkspace(input: NewClassPartWorkspaceInput): {
  workspace: ClassPartWorkspace;
  content: ClassPartWorkspaceContent;
} {
  const split = splitClassPartPath(input.path);
  if (!split) throw new Error(`Not a class part path: ${input.path}`);
  const base = input.base ?? null;
  const version = base ? (parseVersion(base.version) ?? NO_CLASS_PART_VERSION) : NO_CLASS_PART_VERSION;
  const workspace: ClassPartWorkspace = {
    id: input.id,
    creator: input.creator,
    deleted: false,
    ...version,
    name: input.path,
    status: 'new',
    workspaceName: `${input.path} ${formatWorkspaceVersion(version)}`,
    workspaceType: 'classPart',
    created: input.at,
    modified: input.at,
  };
  const content: ClassPartWorkspaceContent = {
    documentId: CLASS_PART_CONTENT_DOC_ID,
    documentType: 'classPart',
    id: base?.id ?? '',
    key: base?.key ?? '',
    classPartId: base?.id ?? '',
    name: split.name,
    system: split.system,
    path: input.path,
    route: classPartRoute(input.path),
    version: formatVersion(version),
    versionInfo: base ? { version: base.version, created: base.created, createdBy: base.createdBy } : null,
    description: base?.description ?? '',
    details: base?.details ?? '',
    message: '',
    buildSpecs: [...(base?.buildSpecs ?? [])],
    isActive: base?.isActive ?? true,
    onshapeDocuments: (base?.onshapeDocuments ?? []).map((d) => ({ ...d })),
    properties: base
      ? { ...base.properties, system: split.system }
      : { owner: input.owner ?? CLASS_PART_OWNERS[0], system: split.system, itemGroup: CLASS_PART_ITEM_GROUP },
    routings: (base?.routings ?? []).map((r) => ({ ...r })),
    createdBy: base?.createdBy ?? input.creator,
    modifiedBy: input.creator,
  };
  return { workspace, content };
}

/** The fields of a content entry that a commit carries (the class-part id fields removed). */
export type CommittedClassPartContent = Omit<
  ClassPartWorkspaceContent,
  | 'id'
  | 'key'
  | 'classPartId'
  | 'documentId'
  | 'documentType'
  | 'route'
  | 'versionInfo'
  | 'version'
  | 'createdBy'
  | 'modifiedBy'
  | 'message'
>;

/**
 * What a commit posts (core spec section 6): the content without the class-part id fields
 * (id, key, classPartId) nor the workspace's bookkeeping (documentId, documentType, route,
 * versionInfo, version, createdBy, modifiedBy, message): the new version gets its own.
 */
export function commitContent(content: ClassPartWorkspaceContent): CommittedClassPartContent {
  const {
    id: _id,
    key: _key,
    classPartId: _classPartId,
    documentId: _documentId,
    documentType: _documentType,
    route: _route,
    versionInfo: _versionInfo,
    version: _version,
    createdBy: _createdBy,
    modifiedBy: _modifiedBy,
    message: _message,
    ...rest
  } = content;
  return rest;
}

export interface CommitMeta {
  version: Version;
  message: string;
  by: string;
  at: string;
  restoredFrom?: string;
}

/** The new `classParts` document of a commit (or a restore): new id and key, status done. */
export function classPartVersionOf(committed: CommittedClassPartContent, meta: CommitMeta): ClassPartVersion {
  const version = formatVersion(meta.version);
  const key = classPartKey(committed.path, version);
  const id = classPartDocId(key);
  return {
    id,
    key,
    path: committed.path,
    name: committed.name,
    system: committed.system,
    version,
    description: committed.description,
    details: committed.details,
    message: meta.message,
    buildSpecs: [...committed.buildSpecs],
    created: meta.at,
    createdBy: meta.by,
    modified: meta.at,
    modifiedBy: meta.by,
    isActive: committed.isActive,
    status: 'done',
    substatus: '',
    onshapeDocuments: committed.onshapeDocuments.map((d) => ({ ...d })),
    properties: { ...committed.properties },
    routings: committed.routings.map((r) => ({ ...r })),
    ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}),
  };
}

/** The committed content of a stored version (for a restore: the old version's parts). */
export function contentOfVersion(v: ClassPartVersion): CommittedClassPartContent {
  return {
    name: v.name,
    system: v.system,
    path: v.path,
    description: v.description,
    details: v.details,
    buildSpecs: [...v.buildSpecs],
    isActive: v.isActive,
    onshapeDocuments: v.onshapeDocuments.map((d) => ({ ...d })),
    properties: { ...v.properties },
    routings: v.routings.map((r) => ({ ...r })),
  };
}

/** Only the workspace's creator or a workspace admin changes it (an empty user never matches). */
export function mayChangeClassPartWorkspace(
  workspace: { creator?: unknown },
  caller: { user: string; isWorkspaceAdmin: boolean },
): boolean {
  if (caller.isWorkspaceAdmin) return true;
  return caller.user !== '' && workspace.creator === caller.user;
}
