import type { VersionedWorkspace } from '@workhub/domain';
import { versionService, type VersionParts } from '../../services/version-service';

export type { VersionedWorkspace, VersionParts };

export interface NewSpace {
  name: string;
  projectId: string;
  creator: string;
  /** The content as JSON text. */
  content: string;
  major: number;
  minor: number;
  patch: number;
}

/** The version service calls of the spaces pages (web/src/services/version-service.ts). */
export const spacesApi = {
  /** GET /workspace: the workspace and its content (parsed JSON). */
  get: (workspaceId: string) => versionService.workspace(workspaceId),
  /** POST /workspace: a new space (status 'new'). */
  create: (space: NewSpace) => versionService.createWorkspace({ ...space, type: 'json' }),
  /** PATCH /workspace: applies an RFC 6902 patch (text); 422 names the operation that does not apply. */
  patch: (workspaceId: string, patch: string) => versionService.patchWorkspace(workspaceId, patch),
  /** DELETE /workspace: trash (soft delete); the answer is the workspace, deleted. */
  trash: (workspaceId: string) => versionService.deleteWorkspace(workspaceId),
  /** POST /candidate: the workspace's content submitted as a candidate of a version. */
  candidate: (workspace: VersionedWorkspace, version: VersionParts) =>
    versionService.candidate({
      name: workspace.name,
      type: workspace.type,
      projectId: workspace.projectId,
      workspaceId: workspace.id,
      ...version,
    }),
  /** PATCH /commit: commits the workspace's open candidate; the answer names the version. */
  commit: (workspace: VersionedWorkspace, candidate: string, version: VersionParts, message: string) =>
    versionService.commit({
      name: workspace.name,
      type: workspace.type,
      projectId: workspace.projectId,
      workspaceId: workspace.id,
      candidate,
      ...version,
      ...(message.trim() ? { message: message.trim() } : {}),
    }),
};
