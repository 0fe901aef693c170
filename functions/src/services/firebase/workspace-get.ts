import { workspaceDocSchema, workspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadWorkspace } from '../../workspace/store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { toPlain } from '../../lib/firestore-json.js';
import { storedAs } from '../../lib/stored.js';

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
