import { z } from 'zod';
import {
  workspaceContentSchema,
  workspaceCreateSchema,
  workspaceDocSchema,
  type WorkspaceContentEntry,
  type WorkspaceContentPutInput,
  type WorkspaceUpdateInput,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const workspaces = serviceClient('workspace');
const content = serviceClient('workspace_content');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('workspace');

const createdAnswer = z.object({ workspaceId: z.string() });
const workspaceAnswer = z.object({ workspace: workspaceDocSchema });
const documentIdsAnswer = z.object({ documentIds: z.array(z.string()) });
const entryAnswer = z.object({ entry: workspaceContentSchema });

/** The fields POST /workspace takes for the workspace (defaults filled by the service). */
export type NewWorkspace = z.input<typeof workspaceCreateSchema>['workspace'];

/**
 * The workspace endpoints (docs/versioned-data.md "Workspace endpoints"): classPart and space
 * workspaces and their content entries. Live reads of workspaces stay with useLiveQuery.
 */
export const workspaceService = {
  /** POST /workspace: a new workspace (creator = the signed-in user) with its content entries. */
  create: async (workspace: NewWorkspace, entries: WorkspaceContentEntry[] = []) =>
    parsed(createdAnswer, await workspaces.post<unknown>('', { workspace, content: entries }), 'create answer'),
  /** DELETE /workspace: soft delete (trash); answers the workspace with deleted true. */
  trash: async (workspaceId: string) => parsed(workspaceAnswer, await workspaces.delete<unknown>('', { workspaceId }), 'workspace'),
  /** PUT /workspace: sets the changeable fields (name, status, major, minor, patch, workspaceName, projectId, deleted). */
  update: async (workspaceId: string, properties: WorkspaceUpdateInput['properties']) =>
    parsed(workspaceAnswer, await workspaces.put<unknown>('', { workspaceId, properties }), 'workspace'),
  /** POST /workspace_content: creates or replaces entries by documentId. */
  putEntries: async (workspaceId: string, entries: WorkspaceContentEntry | WorkspaceContentEntry[]) =>
    parsed(documentIdsAnswer, await content.post<unknown>('', { workspaceId, content: entries }), 'content answer'),
  /** PUT /workspace_content: sets fields of one entry (properties.documentId names it). */
  setEntryFields: async (workspaceId: string, properties: WorkspaceContentPutInput['properties']) =>
    parsed(entryAnswer, await content.put<unknown>('', { workspaceId, properties }), 'content entry'),
};
