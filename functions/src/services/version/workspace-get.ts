import { versionWorkspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadWorkspace, parsedContent } from '../../lib/versioned-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/** GET /workspace?workspaceId: the workspace and its content (parsed JSON). 404 when unknown. */
export const getWorkspace = handle(async (req, res) => {
  const { workspaceId } = parse(versionWorkspaceRefSchema, req.query);
  const loaded = await loadWorkspace(workspaceId, workspaceCallerOf(req));
  sendOk(res, { workspace: loaded.workspace, content: parsedContent(loaded.chunks, `content of workspace ${workspaceId}`) });
});
