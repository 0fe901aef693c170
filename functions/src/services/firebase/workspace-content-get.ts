import { workspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { entriesOf, loadWorkspace } from '../../workspace/store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * GET /workspace/content?workspaceId: the workspace's content entries, each chunked entry joined
 * back (docs/versioned-data.md "Large content"); 409 when an entry's chunks are incomplete; 404
 * as GET /workspace.
 */
export const getWorkspaceContent = handle(async (req, res) => {
  const input = parse(workspaceRefSchema, req.query);
  const loaded = await loadWorkspace(input.workspaceId, workspaceCallerOf(req));
  sendOk(res, { workspaceId: input.workspaceId, entries: entriesOf(loaded) });
});
