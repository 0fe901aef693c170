import { Router } from 'express';
import {
  workspaceContentPostSchema,
  workspaceContentPutSchema,
  workspaceCreateSchema,
  workspaceRefSchema,
  workspaceUpdateSchema,
} from '@workhub/domain';
import { route } from '../lib/route-docs.js';
import { createWorkspace } from './workspace-create.js';
import { deleteWorkspace } from './workspace-delete.js';
import { updateWorkspace } from './workspace-update.js';
import { postWorkspaceContent } from './content-post.js';
import { putWorkspaceContent } from './content-put.js';

/**
 * The workspace endpoints (supporting spec section 7 "Workspace endpoints (cloud functions)";
 * docs/versioned-data.md): POST/DELETE/PUT /workspace and POST/PUT /workspace_content. They
 * handle classPart and space workspaces; block (base service) and baseSpec (version service)
 * workspaces are refused with a 409 (400 on create) naming their service.
 */
export const workspaceRouter = Router();
export const workspaceContentRouter = Router();

route(
  workspaceRouter,
  'POST',
  '/',
  {
    input: 'body',
    schema: workspaceCreateSchema,
    answer: '201 { workspaceId }',
    summary: 'Creates a classPart or space workspace (creator = caller, deleted false) with its content entries',
  },
  createWorkspace,
);
route(
  workspaceRouter,
  'DELETE',
  '/',
  {
    input: 'body or query',
    schema: workspaceRefSchema,
    answer: '{ workspace } with deleted true',
    summary: 'Soft-deletes (trashes) a workspace: creator or workspace admin',
  },
  deleteWorkspace,
);
route(
  workspaceRouter,
  'PUT',
  '/',
  {
    input: 'body',
    schema: workspaceUpdateSchema,
    answer: '{ workspace }',
    summary: 'Sets changeable workspace fields (name, status, major, minor, patch, workspaceName, projectId, deleted)',
  },
  updateWorkspace,
);
route(
  workspaceContentRouter,
  'POST',
  '/',
  {
    input: 'body',
    schema: workspaceContentPostSchema,
    answer: '{ documentIds }',
    summary: 'Creates or replaces content entries by documentId (large entries stored as chunks)',
  },
  postWorkspaceContent,
);
route(
  workspaceContentRouter,
  'PUT',
  '/',
  {
    input: 'body',
    schema: workspaceContentPutSchema,
    answer: '{ entry }',
    summary: 'Sets fields of the content entry named by properties.documentId',
  },
  putWorkspaceContent,
);
