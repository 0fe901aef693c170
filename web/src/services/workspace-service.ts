import type { z } from 'zod';
import {
  workspaceRoutes,
  type workspaceCreateSchema,
  type WorkspaceContentEntry,
  type WorkspaceContentPutInput,
  type WorkspaceUpdateInput,
} from '@workhub/domain';
import { callRoute } from './service-client';

/** The fields POST /workspace takes for the workspace (defaults filled by the service). */
export type NewWorkspace = z.input<typeof workspaceCreateSchema>['workspace'];

/**
 * The workspace endpoints (docs/versioned-data.md "Workspace endpoints"): classPart and space
 * workspaces and their content entries. Live reads of workspaces stay with useLiveQuery.
 */
export const workspaceService = {
  /** POST /workspace: a new workspace (creator = the signed-in user) with its content entries. */
  create: async (workspace: NewWorkspace, entries: WorkspaceContentEntry[] = []) =>
    callRoute(workspaceRoutes.create, { workspace, content: entries }),
  /** DELETE /workspace: soft delete (trash); answers the workspace with deleted true. */
  trash: async (workspaceId: string) => callRoute(workspaceRoutes.trash, { workspaceId }),
  /** PUT /workspace: sets the changeable fields (name, status, major, minor, patch, workspaceName, projectId, deleted). */
  update: async (workspaceId: string, properties: WorkspaceUpdateInput['properties']) =>
    callRoute(workspaceRoutes.update, { workspaceId, properties }),
  /** POST /workspace_content: creates or replaces entries by documentId. */
  putEntries: async (workspaceId: string, entries: WorkspaceContentEntry | WorkspaceContentEntry[]) =>
    callRoute(workspaceRoutes.putEntries, { workspaceId, content: entries }),
  /** PUT /workspace_content: sets fields of one entry (properties.documentId names it). */
  setEntryFields: async (workspaceId: string, properties: WorkspaceContentPutInput['properties']) =>
    callRoute(workspaceRoutes.setEntryFields, { workspaceId, properties }),
};
