import { workspaceDocSchema, workspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { toPlain } from '../db/documents.js';
import { storedAs } from '../base/store.js';
import { loadWorkspace } from '../../workspace/store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * GET /workspace?workspaceId: the workspace document (any kind). 404 when unknown, or soft-deleted
 * and the caller is neither its creator nor a workspace admin.
 */
export const getWorkspace = handle(async (req, res) => {
  const input = parse(workspaceRefSchema, req.query);
  const loaded = await loadWorkspace(input.workspaceId, workspaceCallerOf(req));
  const workspace = storedAs(workspaceDocSchema, toPlain(loaded.workspace), 'workspace');
  sendOk(res, { workspace });
});
