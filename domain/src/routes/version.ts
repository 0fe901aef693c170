import {
  versionCandidateCreateSchema,
  versionCandidateCreatedSchema,
  versionCommitSchema,
  versionCommittedSchema,
  versionLatestAnswerSchema,
  versionLatestQuerySchema,
  versionListAnswerSchema,
  versionListQuerySchema,
  versionWorkspaceAnswerSchema,
  versionWorkspaceCreateSchema,
  versionWorkspaceCreatedSchema,
  versionWorkspaceDeletedSchema,
  versionWorkspacePatchSchema,
  versionWorkspaceRefSchema,
  versionWorkspacesAnswerSchema,
  versionWorkspacesQuerySchema,
} from '../versioning/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/**
 * The version service (core spec section 7, supporting spec section 7; docs/versioned-data.md):
 * committed versions of versioned documents, their workspaces, candidates and commits; mounted at /version.
 */
export const versionRoutes = {
  latest: defineRoute({
    service: 'version',
    method: 'GET',
    path: '/latest',
    input: 'query',
    schema: versionLatestQuerySchema,
    answer: versionLatestAnswerSchema,
    answerText: '{ version, content } with the content parsed',
    errors: '404 when there is none',
    summary:
      'The newest committed version of the document (project absent: company-wide), within major (and minor) when given, or exactly the given version.',
  }),
  list: defineRoute({
    service: 'version',
    method: 'GET',
    path: '/list',
    input: 'query',
    schema: versionListQuerySchema,
    answer: versionListAnswerSchema,
    answerText:
      "{ versions } — with limit, the newest limit of them (still oldest first); project '' means company-wide only, absent every project",
    summary: 'Committed versions without content, oldest first by exact version order (v1.10 after v1.2; then by project and name).',
  }),
  workspaces: defineRoute({
    service: 'version',
    method: 'GET',
    path: '/workspaces',
    input: 'query',
    schema: versionWorkspacesQuerySchema,
    answer: versionWorkspacesAnswerSchema,
    answerText:
      '{ workspaces } — deleted ones only with includeDeleted=true, and then only those the caller may see (their own, or all for a workspace admin)',
    summary: 'Space and base-spec workspaces, newest change first.',
  }),
  workspace: defineRoute({
    service: 'version',
    method: 'GET',
    path: '/workspace',
    input: 'query',
    schema: versionWorkspaceRefSchema,
    answer: versionWorkspaceAnswerSchema,
    errors: '404 when unknown',
    summary: 'The workspace and its content (parsed JSON).',
  }),
  createWorkspace: defineRoute({
    service: 'version',
    method: 'POST',
    path: '/workspace',
    input: 'body',
    schema: versionWorkspaceCreateSchema,
    answer: versionWorkspaceCreatedSchema,
    status: 201,
    answerText:
      "{ workspaceId, workspace } — the stored creator is always the caller's user name (a creator the spec's clients send is accepted and ignored)",
    errors: "404 when a projectId other than '' (company-wide) names no project",
    summary: 'A new workspace (status new; workspaceType baseSpec for the name baseSpec, else space) with its content stored in chunks.',
  }),
  patchWorkspace: defineRoute({
    service: 'version',
    method: 'PATCH',
    path: '/workspace',
    input: 'body',
    schema: versionWorkspacePatchSchema,
    answer: versionWorkspaceAnswerSchema,
    errors:
      'A patch that is not JSON or not a list of operations is a 400 (fieldErrors.patch); one that does not apply (a missing path, a failed test) a 422 naming the operation',
    summary: 'Applies an RFC 6902 patch (a JSON text) to the workspace content and answers the patched document.',
  }),
  deleteWorkspace: defineRoute({
    service: 'version',
    method: 'DELETE',
    path: '/workspace',
    input: 'body or query',
    schema: versionWorkspaceRefSchema,
    answer: versionWorkspaceDeletedSchema,
    errors: '404 when unknown',
    summary: 'Soft delete (to the trash): the workspace is marked deleted, its content and candidates kept.',
  }),
  candidate: defineRoute({
    service: 'version',
    method: 'POST',
    path: '/candidate',
    input: 'body',
    schema: versionCandidateCreateSchema,
    answer: versionCandidateCreatedSchema,
    status: 201,
    errors: "409 when the version is committed already; 400 per field when name, type or projectId are not the workspace's",
    summary:
      "Proposes the content (default: the workspace's) as that version: the workspace becomes a candidate and its earlier open candidate is superseded.",
  }),
  commit: defineRoute({
    service: 'version',
    method: 'PATCH',
    path: '/commit',
    input: 'body',
    schema: versionCommitSchema,
    answer: versionCommittedSchema,
    errors:
      "409 when the version is committed already or the candidate is not the workspace's open candidate; 400 per field when the candidate names another document or version. Two commits racing for one version: exactly one wins",
    summary:
      "In one transaction creates the version, copies the candidate's content chunks to it, and marks the candidate and the workspace committed.",
  }),
  docsJson: docsJsonRoute('version', 'the version service'),
};
