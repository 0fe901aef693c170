import { z } from 'zod';
import {
  workspaceContentPostSchema,
  workspaceContentPutSchema,
  workspaceContentSchema,
  workspaceCreateSchema,
  workspaceDocSchema,
  workspaceRefSchema,
  workspaceUpdateSchema,
} from '../workspaces/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

const workspaceAnswer = z.object({ workspace: workspaceDocSchema });

/**
 * The workspace endpoints (supporting spec section 7 "Workspace endpoints (cloud functions)";
 * docs/versioned-data.md), mounted at /workspace and /workspace_content. They handle classPart and
 * space workspaces; block (base service) and baseSpec (version service) workspaces are refused
 * with a 409 (400 on create) naming their service. Described by GET /firebase/docsJson.
 */
export const workspaceRoutes = {
  create: defineRoute({
    service: 'workspace',
    method: 'POST',
    path: '/',
    input: 'body',
    schema: workspaceCreateSchema,
    answer: z.object({ workspaceId: z.string() }),
    status: 201,
    summary: 'Creates a classPart or space workspace (the caller as its creator, not deleted) with its content entries.',
  }),
  trash: defineRoute({
    service: 'workspace',
    method: 'DELETE',
    path: '/',
    input: 'body or query',
    schema: workspaceRefSchema,
    answer: workspaceAnswer,
    answerText: '{ workspace } with deleted true',
    errors: '403 unless the creator or a workspace admin; 404 when unknown; 409 for a block or baseSpec workspace',
    summary: 'Soft-deletes (trashes) a workspace; deleting a deleted one answers it unchanged.',
  }),
  update: defineRoute({
    service: 'workspace',
    method: 'PUT',
    path: '/',
    input: 'body',
    schema: workspaceUpdateSchema,
    answer: workspaceAnswer,
    summary: 'Sets changeable workspace fields (name, status, major, minor, patch, workspaceName, projectId, deleted).',
  }),
  putEntries: defineRoute({
    service: 'workspace_content',
    method: 'POST',
    path: '/',
    input: 'body',
    schema: workspaceContentPostSchema,
    answer: z.object({ documentIds: z.array(z.string()) }),
    summary: 'Creates or replaces content entries by documentId (large entries stored as chunks).',
  }),
  setEntryFields: defineRoute({
    service: 'workspace_content',
    method: 'PUT',
    path: '/',
    input: 'body',
    schema: workspaceContentPutSchema,
    answer: z.object({ entry: workspaceContentSchema }),
    errors: '404 for an unknown entry; 400 when the entry after the change is not valid',
    summary: 'Sets fields of the content entry named by properties.documentId (each whole; its documentType stays).',
  }),
};

/**
 * The Firebase service (core spec section 7; docs/versioned-data.md), mounted at /firebase: its
 * docsJson, and one-off reads of a workspace and its content. (In this file: a domain file may not
 * be named firebase*, see eslint.config.js.)
 */
export const firebaseRoutes = {
  docsJson: docsJsonRoute('firebase', 'the Firebase service, the workspace endpoints and the sign-in exchange'),
  workspace: defineRoute({
    service: 'firebase',
    method: 'GET',
    path: '/workspace',
    input: 'query',
    schema: workspaceRefSchema,
    answer: z.object({ workspace: workspaceDocSchema }),
    errors: '404 for an unknown workspace or one the caller may not see',
    summary: 'The workspace document.',
  }),
  content: defineRoute({
    service: 'firebase',
    method: 'GET',
    path: '/workspace/content',
    input: 'query',
    schema: workspaceRefSchema,
    // Entries as stored: any documentType (the version service's json content too), chunks joined.
    answer: z.object({ workspaceId: z.string(), entries: z.array(z.looseObject({ documentId: z.string(), documentType: z.string() })) }),
    errors: "409 when an entry's chunks are incomplete",
    summary: "The workspace's content entries, large ones joined from their chunks.",
  }),
};
