import { Router } from 'express';
import { z } from 'zod';
import { workspaceRefSchema } from '@workhub/domain';
import { route } from '../../lib/route-docs.js';
import { docsJsonHandler } from '../../lib/docs-json.js';
import { workspaceContentRouter, workspaceRouter } from '../../workspace/router.js';
import { authRouter } from '../../auth/router.js';
import { getWorkspace } from './workspace-get.js';
import { getWorkspaceContent } from './workspace-content-get.js';

/** Firebase service (core spec section 7; docs/versioned-data.md): docsJson, workspace and workspace/content reads. Mounted at /firebase. */
export const firebaseRouter = Router();

route(
  firebaseRouter,
  'GET',
  '/docsJson',
  {
    input: 'query',
    schema: z.strictObject({}),
    answer: '{ routes: RouteDoc[] } (method, path, summary, input, fields, schema, answer)',
    summary:
      "Describes the Firebase service's, the workspace endpoints' and the sign-in exchange's routes, generated from the routers and their input schemas",
  },
  docsJsonHandler(() => ({
    '/firebase': firebaseRouter,
    '/workspace': workspaceRouter,
    '/workspace_content': workspaceContentRouter,
    '/auth': authRouter,
  })),
);
route(
  firebaseRouter,
  'GET',
  '/workspace',
  { input: 'query', schema: workspaceRefSchema, answer: '{ workspace }', summary: 'The workspace document' },
  getWorkspace,
);
route(
  firebaseRouter,
  'GET',
  '/workspace/content',
  {
    input: 'query',
    schema: workspaceRefSchema,
    answer: '{ workspaceId, entries } (chunked entries joined)',
    summary: "The workspace's content entries; 409 when an entry's chunks are incomplete",
  },
  getWorkspaceContent,
);
