import { z } from 'zod';
import { formatVersion, formatWorkspaceVersion } from '@workhub/domain';
import { serviceClient } from '../../services/service-client';

/*
 * The version service's shapes and calls as the spaces pages use them (docs/versioned-data.md
 * "Collections" and "Version service"). Kept in this one module so that, once the version
 * service's domain schemas and typed client are merged (issue13-version), they replace these
 * definitions here and nowhere else.
 */

const timeSchema = z.union([z.string(), z.number(), z.object({ seconds: z.number() }).loose(), z.null()]).optional();

/** A versioned workspace document (`workspaces/{id}`, workspaceType 'space' or 'baseSpec'). */
export const versionedWorkspaceSchema = z.object({
  id: z.string(),
  creator: z.string(),
  deleted: z.boolean(),
  major: z.number().int(),
  minor: z.number().int(),
  patch: z.number().int(),
  name: z.string(),
  projectId: z.string(),
  status: z.string(),
  workspaceName: z.string().optional(),
  workspaceType: z.enum(['space', 'baseSpec']),
  type: z.string(),
  activeCandidate: z.string().nullable().optional(),
  contentBytes: z.number().optional(),
  contentChunks: z.number().optional(),
  created: timeSchema,
  modified: timeSchema,
});
export type VersionedWorkspace = z.infer<typeof versionedWorkspaceSchema>;

/** A space's content (supporting spec §3 "Versioned space"): layers, metadata, warnings. */
export const spaceContentSchema = z.object({
  layers: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  warnings: z.array(z.unknown()),
});
export type SpaceContent = z.infer<typeof spaceContentSchema>;

export const EMPTY_SPACE_CONTENT: SpaceContent = { layers: {}, metadata: {}, warnings: [] };

const workspaceAnswer = z.object({ workspace: versionedWorkspaceSchema, content: z.unknown() });
const createdAnswer = z.object({ workspaceId: z.string(), workspace: versionedWorkspaceSchema.optional() });
const deletedAnswer = z.object({ workspace: versionedWorkspaceSchema });
const candidateAnswer = z.object({ candidateId: z.string() }).loose();
const commitAnswer = z.object({ version: z.string(), versionId: z.string().optional() });

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`version: unexpected ${what} (${result.error.issues[0]?.message ?? 'invalid'})`);
  return result.data;
}

const client = serviceClient('version');

export interface NewSpace {
  name: string;
  type: string;
  projectId: string;
  creator: string;
  /** The content as JSON text. */
  content: string;
  major: number;
  minor: number;
  patch: number;
}

export interface VersionParts {
  major: number;
  minor: number;
  patch: number;
}

/** The version service calls of the spaces pages. */
export const spacesApi = {
  /** GET /workspace: the workspace and its content (parsed JSON). */
  get: async (workspaceId: string) => parsed(workspaceAnswer, await client.get<unknown>('/workspace', { workspaceId }), 'workspace'),
  /** POST /workspace: a new space (status 'new'). */
  create: async (space: NewSpace) => parsed(createdAnswer, await client.post<unknown>('/workspace', space), 'new workspace'),
  /** PATCH /workspace: applies an RFC 6902 patch (text); 422 names the operation that does not apply. */
  patch: async (workspaceId: string, patch: string) =>
    parsed(workspaceAnswer, await client.patch<unknown>('/workspace', { workspaceId, type: 'json', patch }), 'patched workspace'),
  /** DELETE /workspace: trash (soft delete); the answer is the workspace, deleted. */
  trash: async (workspaceId: string) =>
    parsed(deletedAnswer, await client.delete<unknown>('/workspace', { workspaceId }), 'trashed workspace'),
  /** POST /candidate: the workspace's content submitted as a candidate of a version. */
  candidate: async (workspace: VersionedWorkspace, version: VersionParts) =>
    parsed(
      candidateAnswer,
      await client.post<unknown>('/candidate', {
        name: workspace.name,
        type: workspace.type,
        projectId: workspace.projectId,
        workspaceId: workspace.id,
        ...version,
      }),
      'candidate',
    ),
  /** PATCH /commit: commits the workspace's open candidate; the answer names the version. */
  commit: async (workspace: VersionedWorkspace, candidate: string, version: VersionParts, message: string) =>
    parsed(
      commitAnswer,
      await client.patch<unknown>('/commit', {
        projectId: workspace.projectId,
        name: workspace.name,
        type: workspace.type,
        ...version,
        candidate,
        workspaceId: workspace.id,
        message,
      }),
      'commit',
    ),
};

/** The version shown for a space: `v…` once committed, else the workspace version `w…`. */
export const spaceVersionText = (w: VersionedWorkspace) => (w.status === 'committed' ? formatVersion(w) : formatWorkspaceVersion(w));

/** A stored time (ISO text, millis or a Firestore timestamp) as `yyyy-MM-dd HH:mm` UTC; '—' when absent. */
export function timeText(value: VersionedWorkspace['modified']): string {
  let millis: number | null = null;
  if (typeof value === 'string') millis = Date.parse(value);
  else if (typeof value === 'number') millis = value;
  else if (value && typeof value === 'object' && typeof value.seconds === 'number') millis = value.seconds * 1000;
  if (millis === null || Number.isNaN(millis)) return '—';
  return new Date(millis).toISOString().slice(0, 16).replace('T', ' ');
}
