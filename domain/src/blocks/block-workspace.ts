import { z } from 'zod';
import {
  BLOCK_CONTENT_DOC_ID,
  BLOCK_WORKSPACE_PREFIX,
  blockLayersSchema,
  blockNameTextSchema,
  blockSchema,
  blockWorkspaceName,
  type BlockLayers,
} from './block-document.js';
import { formatWorkspaceVersion } from '../versions.js';
import { STORED_SCHEMA_VERSIONS } from '../migrations/versions.js';

/*
 * Block workspaces and block versions (core spec sections 3, 4 and 7: the base service's block
 * routes). Pure: the input schemas of the routes and the version rule, used by functions (the
 * base service), the seed and the tests.
 */

// ── Versions ───────────────────────────────────────────────────────────────────────────────

/** A block version, written `v{major}.{minor}.{patch}` (core spec section 4). */
export interface BlockVersion {
  major: number;
  minor: number;
  patch: number;
}

/** The first version of a block: the seed draws every block first as v1.0.0. */
export const FIRST_BLOCK_VERSION: BlockVersion = { major: 1, minor: 0, patch: 0 };

const VERSION_TEXT = /^v(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/;

/** 'v1.2.3' -> { major: 1, minor: 2, patch: 3 }; anything else -> null. */
export function parseBlockVersion(text: unknown): BlockVersion | null {
  if (typeof text !== 'string') return null;
  const match = VERSION_TEXT.exec(text);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export const formatBlockVersion = (v: BlockVersion) => `v${v.major}.${v.minor}.${v.patch}`;

export function compareBlockVersions(a: BlockVersion, b: BlockVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

export const sameBlockVersion = (a: BlockVersion, b: BlockVersion) => compareBlockVersions(a, b) === 0;

/**
 * The version a commit gives: a minor bump (v1.2.3 -> v1.3.0). A commit from the block editor is
 * a new revision of the drawing, not a fix of a typo (patch) nor a new kind of block (major), and
 * the request carries no bump kind, so every commit takes the next minor version.
 */
export function nextBlockVersion(v: BlockVersion): BlockVersion {
  return { major: v.major, minor: v.minor + 1, patch: 0 };
}

/**
 * The version of a block's current document, which stores no `version` field:
 * - its `currentVersion` field when it has a valid one (every commit writes it);
 * - else the next version (minor bump) after the highest archived version of the block;
 * - else (never revised) v1.0.0.
 * Seeded blocks carry no `currentVersion`, so a seeded block revised by a patch or a major bump
 * reads as the minor bump after its highest archived version; always above every archived one.
 */
export function currentBlockVersion(current: { readonly [field: string]: unknown }, archivedVersions: readonly unknown[]): BlockVersion {
  const stored = parseBlockVersion(current.currentVersion);
  if (stored) return stored;
  const archived = archivedVersions.map(parseBlockVersion).filter((v): v is BlockVersion => v !== null);
  if (archived.length === 0) return FIRST_BLOCK_VERSION;
  const highest = archived.reduce((a, b) => (compareBlockVersions(a, b) >= 0 ? a : b));
  return nextBlockVersion(highest);
}

/** The id of an archived version: the current doc's id + '~v1.2.3' (ids use '~' for '/'). */
export const archivedBlockId = (currentId: string, version: BlockVersion) => `${currentId}~${formatBlockVersion(version)}`;

export const blockVersionOfWorkspace = (w: { major: number; minor: number; patch: number }): BlockVersion => ({
  major: w.major,
  minor: w.minor,
  patch: w.patch,
});

// ── Input schemas of the routes ────────────────────────────────────────────────────────────

export const BLOCK_UNITS = ['in', 'ft', 'mm', 'cm', 'm'] as const;
export type BlockUnits = (typeof BLOCK_UNITS)[number];
export const DEFAULT_BLOCK_UNITS: BlockUnits = 'in';
export const blockUnitsSchema = z.enum(BLOCK_UNITS, { message: `Must be one of ${BLOCK_UNITS.join(', ')}` });

/** A `user`: the part of a staff email before the @. */
export const blockUserSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._+-]+$/, 'Must be a user name (the part of the email before the @)');

export const blockNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(200)
  .regex(/^[^/~]+$/, 'Must not contain / or ~');

export const blockWorkspaceIdSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a workspace id');

/** The JSON size above which layers cannot be stored (a Firestore document holds at most 1 MiB). */
export const MAX_BLOCK_LAYERS_JSON = 900_000;
export const storableBlockLayersSchema = blockLayersSchema.refine(
  (layers) => JSON.stringify(layers).length <= MAX_BLOCK_LAYERS_JSON,
  `Too large: at most ${MAX_BLOCK_LAYERS_JSON} characters as JSON`,
);

/** A query-string flag: 'true' or 'false' (absent = false). */
const flagParam = z
  .enum(['true', 'false'], { message: 'Must be true or false' })
  .default('false')
  .transform((v) => v === 'true');

/** GET /blocks: current blocks unless allVersions; layers only with layerData; assigns only with assigns. */
export const blocksGetSchema = z.object({ allVersions: flagParam, layerData: flagParam, assigns: flagParam }).strict();
export type BlocksGet = z.infer<typeof blocksGetSchema>;

/** Block list limit (core spec section 9). */
export const BLOCK_LIST_LIMIT = 1000;

/** An assignment of a block to a user's Onshape document. */
export const blockAssignEntrySchema = z
  .object({
    onshapeUrl: z.url({ protocol: /^https$/, hostname: /./, message: 'Must be an https URL' }).max(2000),
    workspaceId: z.string().min(1).max(200).optional(),
    at: z.iso.datetime({ message: 'Must be an ISO date-time' }).optional(),
  })
  .strict();
export type BlockAssign = { onshapeUrl: string; workspaceId?: string; at: string };
/** user -> assignment. */
export type BlockAssigns = Record<string, BlockAssign>;
export const blockAssignsSchema = z
  .record(blockUserSchema, blockAssignEntrySchema)
  .refine((a) => Object.keys(a).length <= 200, 'At most 200 assignments');

/** POST /blocks/assign. */
export const blockAssignSchema = z
  .object({
    name: blockNameSchema,
    user: blockUserSchema,
    onshapeUrl: blockAssignEntrySchema.shape.onshapeUrl,
    workspaceId: z.string().min(1).max(200).optional(),
  })
  .strict();
export type BlockAssignInput = z.infer<typeof blockAssignSchema>;

/** POST /blocks/workspace: a workspace on the block's current version. `user` defaults to the caller. */
export const blockWorkspaceCreateSchema = z
  .object({
    name: blockNameSchema,
    user: blockUserSchema.optional(),
    units: blockUnitsSchema.default(DEFAULT_BLOCK_UNITS),
  })
  .strict();
export type BlockWorkspaceCreate = z.infer<typeof blockWorkspaceCreateSchema>;

/** GET and DELETE /blocks/workspace. */
export const blockWorkspaceRefSchema = z.object({ workspaceId: blockWorkspaceIdSchema }).strict();

/** PATCH /blocks/workspace: at least one of layerData, units, assigns, editors. */
export const blockWorkspacePatchSchema = z
  .object({
    workspaceId: blockWorkspaceIdSchema,
    layerData: storableBlockLayersSchema.optional(),
    units: blockUnitsSchema.optional(),
    assigns: blockAssignsSchema.optional(),
    editors: z.array(blockUserSchema).max(50).optional(),
  })
  .strict()
  .refine(
    (p) => p.layerData !== undefined || p.units !== undefined || p.assigns !== undefined || p.editors !== undefined,
    'Nothing to update: give layerData, units, assigns or editors',
  );
export type BlockWorkspacePatch = z.infer<typeof blockWorkspacePatchSchema>;

/** POST /blocks/commit. */
export const blockCommitSchema = z
  .object({
    workspaceId: blockWorkspaceIdSchema,
    message: z.string({ message: 'Required' }).trim().min(1, 'Required').max(2000),
  })
  .strict();
export type BlockCommit = z.infer<typeof blockCommitSchema>;

// ── Documents ──────────────────────────────────────────────────────────────────────────────

const versionPartSchema = z.number({ message: 'Must be a whole number' }).int('Must be a whole number').nonnegative('Must not be negative');

/**
 * Where the workspace's drawing is filed in storage (the spec's `s3Name`):
 * `base/blocks/<block name>/<workspace id>.json`. A name only: nothing is written there until the
 * storage service exists; it is unique per workspace and says which block it is for.
 */
export const blockWorkspaceS3Name = (blockName: string, workspaceId: string) => `${BLOCK_WORKSPACE_PREFIX}${blockName}/${workspaceId}.json`;

/**
 * A block workspace document (`workspaces/{id}`; core spec section 3: name, user, units,
 * workspaceName, id, creator, content, major, minor, patch, s3Name), within the keys
 * firestore.rules allows on workspaces. The spec's `content` is the sub-collection entry
 * `content/block` (blockContentSchema), not a field: a drawing can outgrow a document.
 * major/minor/patch: the block version it started from. user, units, editors and s3Name are
 * optional for documents written before they existed; newBlockWorkspace always writes them.
 *
 * The one schema of this document: the base service (commit), collab-server and the web app
 * read it with it.
 */
export const blockWorkspaceDocSchema = z
  .object({
    id: blockWorkspaceIdSchema,
    /** 'base/blocks/<block name>': block workspaces are listed by this prefix. */
    name: z.string({ message: 'Required' }).startsWith(BLOCK_WORKSPACE_PREFIX, `Must start with ${BLOCK_WORKSPACE_PREFIX}`),
    /** The block's name. */
    workspaceName: blockNameTextSchema,
    /** The `user` of whoever created it: only they (or a workspace admin) change, commit or delete it. */
    creator: blockUserSchema,
    user: blockUserSchema.optional(),
    units: blockUnitsSchema.optional(),
    major: versionPartSchema,
    minor: versionPartSchema,
    patch: versionPartSchema,
    deleted: z.boolean({ message: 'Must be true or false' }),
    workspaceType: z.literal('block', { message: "Must be 'block'" }),
    /** Users invited to co-edit the live document. */
    editors: z.array(blockUserSchema).max(50).optional(),
    s3Name: z.string().min(1).max(1024).optional(),
    /** When it was made and when it was last edited (ISO, UTC); absent on workspaces made before they were kept. */
    createdAt: z.iso.datetime({ message: 'Must be an ISO date-time (UTC)' }).optional(),
    updatedAt: z.iso.datetime({ message: 'Must be an ISO date-time (UTC)' }).optional(),
    /** The stored shape's version (domain migrations; absent = version 0). */
    schemaVersion: z.literal(STORED_SCHEMA_VERSIONS.workspaces).optional(),
  })
  .strict()
  .refine((w) => w.name === blockWorkspaceName(w.workspaceName), {
    path: ['name'],
    message: 'Must be base/blocks/ followed by workspaceName',
  });
export type BlockWorkspace = z.infer<typeof blockWorkspaceDocSchema>;
/**
 * A workspace as the base service (and the seed) creates it: every field set, and stamped with
 * the current `schemaVersion` (domain/src/migrations): it is made in the current shape. A
 * workspace stored before versions existed has none and reads as version 0.
 */
export type NewBlockWorkspace = Required<BlockWorkspace>;

/**
 * The drawing a block workspace holds (`content/block`.data): the block's name and size, its
 * layers (checked like a PATCH's layerData, size included), and the assignments a PATCH set.
 */
export const blockContentDataSchema = z
  .object({
    name: blockNameTextSchema,
    width: z.number().finite().nonnegative(),
    height: z.number().finite().nonnegative(),
    layers: storableBlockLayersSchema,
    assigns: blockAssignsSchema.optional(),
  })
  .strict();
export type BlockWorkspaceContentData = z.infer<typeof blockContentDataSchema>;

/**
 * The content entry of a block workspace, `workspaces/{id}/content/block`: the one schema of
 * block content, used by the base service (PATCH and commit), collab-server and the web app.
 */
export const blockContentSchema = z
  .object({
    documentId: z.literal(BLOCK_CONTENT_DOC_ID, { message: `Must be '${BLOCK_CONTENT_DOC_ID}'` }),
    documentType: z.literal('block', { message: "Must be 'block'" }),
    data: blockContentDataSchema,
  })
  .strict();
export type BlockWorkspaceContentDoc = z.infer<typeof blockContentSchema>;

/** A block as stored (current or archived); only what the workspace routes read. */
export interface StoredBlock {
  name: string;
  width: number;
  height: number;
  layers: BlockLayers;
  [field: string]: unknown;
}

/** One entry of a block's `history`: who committed which version, when, and why. */
export const blockHistoryEntrySchema = z
  .object({ version: z.string(), message: z.string(), author: z.string(), at: z.string(), workspaceId: z.string() })
  .passthrough();

/**
 * A stored block (current or archived) as lists read it: the block contract, plus what commits
 * and assignments add. Other fields are kept.
 */
export const storedBlockSchema = blockSchema.extend({
  currentVersion: z.string().optional(),
  /** The stored shape's version (domain migrations; absent = version 0). */
  schemaVersion: z.literal(STORED_SCHEMA_VERSIONS.blocks).optional(),
  history: z.array(blockHistoryEntrySchema).optional(),
  assigns: blockAssignsSchema.optional(),
});

/** What is wrong with a value, one line per problem: 'path: message' (at most `max`). */
export function problemsOf(error: z.ZodError, max = 10): string[] {
  const lines = error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(document)'}: ${issue.message}`);
  return lines.length > max ? [...lines.slice(0, max), `… and ${lines.length - max} more`] : lines;
}

/** The problems of a stored block (empty when it fits storedBlockSchema). */
export function storedBlockProblems(block: unknown): string[] {
  const result = storedBlockSchema.safeParse(block);
  return result.success ? [] : problemsOf(result.error);
}

/** A stored block a list could not read: its id and what is wrong with it. */
export interface InvalidBlock {
  id: string;
  problems: string[];
}

export function newBlockWorkspace(input: {
  id: string;
  blockName: string;
  creator: string;
  user: string;
  units: BlockUnits;
  version: BlockVersion;
  editors?: string[];
  /** When it is made (ISO, UTC): its createdAt and first updatedAt. */
  at: string;
}): NewBlockWorkspace {
  return {
    id: input.id,
    name: blockWorkspaceName(input.blockName),
    workspaceName: input.blockName,
    creator: input.creator,
    user: input.user,
    units: input.units,
    major: input.version.major,
    minor: input.version.minor,
    patch: input.version.patch,
    deleted: false,
    workspaceType: 'block',
    editors: input.editors ?? [],
    s3Name: blockWorkspaceS3Name(input.blockName, input.id),
    createdAt: input.at,
    updatedAt: input.at,
    schemaVersion: STORED_SCHEMA_VERSIONS.workspaces,
  };
}

/** A workspace's version as written: w{major}.{minor}.{patch} (the block version it started from). */
export const workspaceVersionOf = (w: { major: number; minor: number; patch: number }) => formatWorkspaceVersion(w);

export function blockWorkspaceContentOf(block: StoredBlock): BlockWorkspaceContentDoc {
  return {
    documentId: BLOCK_CONTENT_DOC_ID,
    documentType: 'block',
    data: { name: block.name, width: block.width, height: block.height, layers: block.layers },
  };
}

/** Only the creator or a workspace admin changes, commits or deletes a workspace. */
export function mayChangeBlockWorkspace(workspace: { creator?: unknown }, caller: { user: string; isWorkspaceAdmin: boolean }): boolean {
  return caller.isWorkspaceAdmin || (caller.user !== '' && workspace.creator === caller.user);
}

/**
 * One block as GET /blocks lists it (listedBlock writes it, the web client reads it): the block's
 * facts, `layerNames` always, `layers` only with layerData, `assigns` only with assigns. The
 * current version of a block stores no `version`.
 */
export const blockListingSchema = storedBlockSchema.extend({
  layers: blockLayersSchema.optional(),
  layerNames: z.array(z.string()).optional(),
});
export type BlockListing = z.infer<typeof blockListingSchema>;

/** A stored block as GET /blocks lists it (blockListingSchema). */
export function listedBlock(block: Record<string, unknown>, options: { layerData: boolean; assigns: boolean }): Record<string, unknown> {
  const { layers, assigns, ...rest } = block;
  const out: Record<string, unknown> = { ...rest, layerNames: layers && typeof layers === 'object' ? Object.keys(layers) : [] };
  if (options.layerData) out.layers = layers ?? {};
  if (options.assigns) out.assigns = assigns ?? {};
  return out;
}

export type BlockHistoryEntry = Pick<z.infer<typeof blockHistoryEntrySchema>, 'version' | 'message' | 'author' | 'at' | 'workspaceId'>;

/**
 * What a commit writes: the current doc as it was, archived with its `version`; and the new
 * current doc with the workspace's drawing, `currentVersion` = the next version (no `version`
 * field) and the commit in `history`. Assignments: the workspace's when a PATCH set them, else
 * the block's own.
 */
export function commitBlock(
  current: Record<string, unknown>,
  content: BlockWorkspaceContentData,
  commit: { version: BlockVersion; message: string; author: string; at: string; workspaceId: string },
): { archived: Record<string, unknown>; next: Record<string, unknown>; nextVersion: BlockVersion } {
  const { version: _version, currentVersion: _currentVersion, id: _id, ...fields } = current;
  const nextVersion = nextBlockVersion(commit.version);
  const history = Array.isArray(fields.history) ? (fields.history as unknown[]) : [];
  const entry: BlockHistoryEntry = {
    version: formatBlockVersion(nextVersion),
    message: commit.message,
    author: commit.author,
    at: commit.at,
    workspaceId: commit.workspaceId,
  };
  const next: Record<string, unknown> = {
    ...fields,
    layers: content.layers,
    // A summary the lists read instead of the drawing (GET /live/blocks).
    layerCount: Object.keys(content.layers).length,
    width: content.width,
    height: content.height,
    currentVersion: formatBlockVersion(nextVersion),
    history: [...history, entry],
  };
  if (content.assigns !== undefined) next.assigns = content.assigns;
  return { archived: { ...fields, version: formatBlockVersion(commit.version) }, next, nextVersion };
}
