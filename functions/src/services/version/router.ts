import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import {
  versionLatestQuerySchema,
  versionListQuerySchema,
  versionWorkspacesQuerySchema,
  versionWorkspaceRefSchema,
  versionWorkspaceCreateSchema,
  versionWorkspacePatchSchema,
  versionCandidateCreateSchema,
  versionCommitSchema,
} from '@workhub/domain';
import { Router } from 'express';
import { getLatestVersion } from './latest-get.js';
import { listVersions } from './list-get.js';
import { listWorkspaces } from './workspaces-get.js';
import { getWorkspace } from './workspace-get.js';
import { createWorkspace } from './workspace-create.js';
import { patchWorkspace } from './workspace-patch.js';
import { deleteWorkspace } from './workspace-delete.js';
import { createCandidate } from './candidate-create.js';
import { commitCandidate } from './commit-patch.js';

/**
 * Version service (core spec section 7, supporting spec section 7; docs/versioned-data.md):
 * committed versions of versioned documents, their workspaces, candidates and commits. Mounted
 * at /version; every route needs a staff token.
 */
export const versionRouter = Router();

route(
  versionRouter,
  'GET',
  '/latest',
  {
    input: 'query',
    schema: versionLatestQuerySchema,
    answer: '404 when there is none',
    summary:
      "The newest committed version of the document (project absent = company-wide ''), within `major` (and `minor`) when given, or exactly `version`; `{ version, content }` with the content parsed",
  },
  getLatestVersion,
);
route(
  versionRouter,
  'GET',
  '/list',
  {
    input: 'query',
    schema: versionListQuerySchema,
    answer: "With `limit`, the newest `limit` of them (still oldest first). `project` '' means company-wide only; absent, every project",
    summary: 'Committed versions without content, oldest first by exact version order (v1.10 after v1.2; then by project and name)',
  },
  listVersions,
);
route(
  versionRouter,
  'GET',
  '/workspaces',
  {
    input: 'query',
    schema: versionWorkspacesQuerySchema,
    answer:
      'Deleted ones only with includeDeleted=true, and then only those the caller may see (their own, or all for a workspace admin), as the workspace rules allow. A stored workspace that does not fit the sch',
    summary: 'Space and base-spec workspaces, newest change first',
  },
  listWorkspaces,
);
route(
  versionRouter,
  'GET',
  '/workspace',
  { input: 'query', schema: versionWorkspaceRefSchema, answer: '404 when unknown', summary: 'The workspace and its content (parsed JSON)' },
  getWorkspace,
);
route(
  versionRouter,
  'POST',
  '/workspace',
  {
    input: 'body',
    schema: versionWorkspaceCreateSchema,
    answer:
      "The stored creator is always the caller's user name: the `creator` field the spec's clients send ('local' by default) is accepted and ignored. A projectId other than '' (company-wide) must name a proj",
    summary:
      "A new workspace (status 'new'; workspaceType 'baseSpec' for the name 'baseSpec', else 'space') with its content as chunks in `content/json-NNNN`",
  },
  createWorkspace,
);
route(
  versionRouter,
  'PATCH',
  '/workspace',
  {
    input: 'body',
    schema: versionWorkspacePatchSchema,
    answer:
      'A patch that is not JSON or not a list of operations is a 400 (fieldErrors.patch); one that does not apply (a missing path, a failed `test`) a 422 naming the operation. Also used by PATCH /base/worksp',
    summary: 'The RFC 6902 patch (a JSON text) applied to `current`: the patched document',
  },
  patchWorkspace,
);
route(
  versionRouter,
  'DELETE',
  '/workspace',
  {
    input: 'body or query',
    schema: versionWorkspaceRefSchema,
    answer: 'it again',
    summary: 'Soft delete (to the trash): `deleted` true, content and candidates kept. { workspace }',
  },
  deleteWorkspace,
);
route(
  versionRouter,
  'POST',
  '/candidate',
  {
    input: 'body',
    schema: versionCandidateCreateSchema,
    answer:
      "409 when the version is committed already. The workspace gets status 'candidate' and `activeCandidate`; its earlier open candidate becomes 'superseded'. 201 { candidateId, candidate }",
    summary:
      "Proposes the content (default: the workspace's) as that version. name, type and projectId must be the workspace's (400 per field)",
  },
  createCandidate,
);
route(
  versionRouter,
  'PATCH',
  '/commit',
  {
    input: 'body',
    schema: versionCommitSchema,
    answer:
      "The candidate must be the workspace's open candidate (409) and name the same document and version as the body (400 per field). Two commits racing for one version: exactly one wins. A base-spec candida",
    summary:
      "In ONE transaction creates `versions/{versionDocId}` (a `create`: an existing version is a 409 'v1.2.0 of <name> is committed already'), copies the candidate's content chunks to `versions/{id}/content`, marks the candidate 'committed' and the workspace 'committed'",
  },
  commitCandidate,
);

registerDocsJson(versionRouter, '/version', 'the version service');
