import { Router } from 'express';
import {
  blockAssignSchema,
  blockCommitSchema,
  blockWorkspaceCreateSchema,
  blockWorkspacePatchSchema,
  blockWorkspaceRefSchema,
  blocksGetSchema,
} from '@workhub/domain';
import { route } from '../../lib/route-docs.js';
import { getBlocks } from './blocks-get.js';
import { assignBlock } from './block-assign.js';
import { commitBlockWorkspace } from './block-commit.js';
import { createBlockWorkspace } from './block-workspace-create.js';
import { getBlockWorkspace } from './block-workspace-get.js';
import { patchBlockWorkspace } from './block-workspace-patch.js';
import { deleteBlockWorkspace } from './block-workspace-delete.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { registerSpecRoutes } from './spec/routes.js';
import { registerGenerateRoutes } from './generate/routes.js';
import { registerCalculateRoutes } from './calculate/routes.js';

/**
 * Base service (core spec section 7; docs/base-spec.md): the block routes, the base spec, generators
 * and calculations. Mounted at /base; every route needs a staff token. Every route is registered
 * with `route(baseRouter, …)` (lib/route-docs.ts), so GET /base/docsJson describes it.
 */
export const baseRouter = Router();

route(
  baseRouter,
  'GET',
  '/blocks',
  {
    input: 'query',
    schema: blocksGetSchema,
    answer: '{ result: string (JSON of the blocks, at most 1000, id order), invalid: [{ id, problems }] }',
    summary: 'The current blocks (every version with allVersions=true); layers with layerData=true, assigns with assigns=true',
  },
  getBlocks,
);
route(
  baseRouter,
  'POST',
  '/blocks/assign',
  {
    input: 'body',
    schema: blockAssignSchema,
    answer: '{ name, user, assign: { onshapeUrl, workspaceId?, at } }',
    summary: "Assigns the current block to a user's Onshape document (replaces the user's earlier assignment); 404 unknown block",
  },
  assignBlock,
);
route(
  baseRouter,
  'POST',
  '/blocks/commit',
  {
    input: 'body',
    schema: blockCommitSchema,
    answer: '{ version, previousVersion, blockId, classBlocks: string[] (keys of the class blocks refreshed) }',
    summary: 'Commits a block workspace as the next block version, archives the previous one and refreshes the class blocks holding it',
  },
  commitBlockWorkspace,
);
route(
  baseRouter,
  'GET',
  '/blocks/workspace',
  {
    input: 'query',
    schema: blockWorkspaceRefSchema,
    answer: '{ workspace, content }',
    summary: 'A block workspace and its content; 404 unknown',
  },
  getBlockWorkspace,
);
route(
  baseRouter,
  'POST',
  '/blocks/workspace',
  {
    input: 'body',
    schema: blockWorkspaceCreateSchema,
    answer: '201 { workspaceId }',
    summary: "Creates a block workspace on the block's current version (user defaults to the caller)",
  },
  createBlockWorkspace,
);
route(
  baseRouter,
  'PATCH',
  '/blocks/workspace',
  {
    input: 'body',
    schema: blockWorkspacePatchSchema,
    answer: '{ workspace, content }',
    summary: "Changes a block workspace's layer data, units, assigns or editors (the creator or a workspace admin)",
  },
  patchBlockWorkspace,
);
route(
  baseRouter,
  'DELETE',
  '/blocks/workspace',
  {
    input: 'body or query',
    schema: blockWorkspaceRefSchema,
    answer: '{ workspaceId, deleted: true }',
    summary: 'Removes a block workspace and its content without committing (the creator or a workspace admin)',
  },
  deleteBlockWorkspace,
);

// GET /docsJson: every route above and below, read from this router's stack when asked.
registerDocsJson(baseRouter, '/base', 'the base service');

// The base specification, generators and calculations (issue 15): each part registers its routes here.
registerSpecRoutes(baseRouter);
registerGenerateRoutes(baseRouter);
registerCalculateRoutes(baseRouter);
