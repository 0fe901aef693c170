import { versionRoutes, type VersionCandidate, type VersionDoc, type VersionedType, type VersionedWorkspace } from '@workhub/domain';
import { callRoute } from './service-client';

export type { VersionCandidate, VersionDoc, VersionedType, VersionedWorkspace };

/** A version as its three parts. */
export interface VersionParts {
  major: number;
  minor: number;
  patch: number;
}

/** Which versioned document: its name, type and project ('' = company-wide, e.g. the base spec). */
export interface VersionedRef {
  name: string;
  type?: VersionedType;
  projectId: string;
}

export interface LatestQuery extends VersionedRef {
  /** Exactly this version ('v1.2.0'). */
  version?: string;
  /** The newest within this major (and minor). */
  major?: number;
  minor?: number;
}

export interface ListQuery {
  name?: string;
  type?: VersionedType;
  /** '' = company-wide; absent = every project. */
  projectId?: string;
  /** At most 1000: the newest `limit` versions, listed oldest first. */
  limit?: number;
}

export interface WorkspacesQuery {
  name?: string;
  type?: VersionedType;
  projectId?: string;
  creator?: string;
  includeDeleted?: boolean;
}

/** Which versioned document, as the routes take it in a body: its name, type ('json' unless given) and project. */
const refBody = (ref: VersionedRef) => ({ name: ref.name, type: ref.type ?? 'json', projectId: ref.projectId });
/** A version's three parts, as the routes take them in a body. */
const partsBody = (version: VersionParts) => ({ major: version.major, minor: version.minor, patch: version.patch });

/** The content as JSON text: a string is sent as it is, anything else is stringified. */
const contentText = (content: unknown): string => (typeof content === 'string' ? content : JSON.stringify(content));

/** The version service (docs/versioned-data.md "Version service"): committed versions, their workspaces, candidates and commits. */
export const versionService = {
  /** GET /latest: the newest committed version (within major/minor, or exactly `version`) with its content; 404 when none. */
  latest: async (q: LatestQuery) =>
    callRoute(versionRoutes.latest, {
      name: q.name,
      type: q.type ?? 'json',
      project: q.projectId,
      version: q.version,
      major: q.major,
      minor: q.minor,
    }),
  /** GET /list: committed versions oldest first (no content). */
  list: async (q: ListQuery = {}): Promise<VersionDoc[]> =>
    (await callRoute(versionRoutes.list, { name: q.name, type: q.type, project: q.projectId, limit: q.limit })).versions,
  /** GET /workspaces: space and base-spec workspaces (deleted ones only with includeDeleted). */
  workspaces: async (q: WorkspacesQuery = {}): Promise<VersionedWorkspace[]> =>
    (
      await callRoute(versionRoutes.workspaces, {
        name: q.name,
        type: q.type,
        project: q.projectId,
        creator: q.creator,
        includeDeleted: q.includeDeleted ? 'true' : undefined,
      })
    ).workspaces,
  /** GET /workspace: a workspace and its content (parsed JSON). */
  workspace: async (workspaceId: string) => callRoute(versionRoutes.workspace, { workspaceId }),
  /** POST /workspace: a new workspace (status 'new') holding `content`; the creator is the signed-in user ('local' or a name may be sent, as the spec's clients do). */
  createWorkspace: async (input: VersionedRef & VersionParts & { content: unknown; creator?: string }) =>
    callRoute(versionRoutes.createWorkspace, {
      ...refBody(input),
      ...(input.creator === undefined ? {} : { creator: input.creator }),
      content: contentText(input.content),
      ...partsBody(input),
    }),
  /** PATCH /workspace: applies an RFC 6902 JSON patch (operations, or their JSON text); 422 when it does not apply. */
  patchWorkspace: async (workspaceId: string, patch: readonly object[] | string) =>
    callRoute(versionRoutes.patchWorkspace, {
      workspaceId,
      type: 'json',
      patch: typeof patch === 'string' ? patch : JSON.stringify(patch),
    }),
  /** DELETE /workspace: moves the workspace to the trash (soft delete). */
  deleteWorkspace: async (workspaceId: string) => (await callRoute(versionRoutes.deleteWorkspace, { workspaceId })).workspace,
  /** POST /candidate: proposes the workspace's content (or `content`) as a version. */
  candidate: async (input: VersionedRef & VersionParts & { workspaceId: string; content?: unknown }) =>
    callRoute(versionRoutes.candidate, {
      ...refBody(input),
      workspaceId: input.workspaceId,
      ...(input.content === undefined ? {} : { content: contentText(input.content) }),
      ...partsBody(input),
    }),
  /** PATCH /commit: commits the workspace's open candidate as a version; 409 when that version exists. */
  commit: async (input: VersionedRef & VersionParts & { workspaceId: string; candidate: string; message?: string }) =>
    callRoute(versionRoutes.commit, {
      ...refBody(input),
      ...partsBody(input),
      candidate: input.candidate,
      workspaceId: input.workspaceId,
      ...(input.message === undefined ? {} : { message: input.message }),
    }),
};
