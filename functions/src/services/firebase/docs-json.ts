import { z } from 'zod';
import { handle, parse, sendOk } from '../../lib/http.js';
import { describeRouter } from '../../lib/route-docs.js';
import { workspaceContentRouter, workspaceRouter } from '../../workspace/router.js';
import { firebaseRouter } from './router.js';

/**
 * GET /docsJson: every route of the Firebase service and the workspace endpoints — method, path,
 * input fields (type, required), the input's JSON schema and the answer — read from the routers'
 * stacks and the zod schemas their handlers parse with (lib/route-docs.ts), never a copy.
 */
export const getDocsJson = handle(async (req, res) => {
  parse(z.strictObject({}), req.query);
  const routes = [
    ...describeRouter('/firebase', firebaseRouter),
    ...describeRouter('/workspace', workspaceRouter),
    ...describeRouter('/workspace_content', workspaceContentRouter),
  ];
  sendOk(res, { routes });
});
