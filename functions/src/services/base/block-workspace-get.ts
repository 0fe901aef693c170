import { blockWorkspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadBlockWorkspace } from './store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { toPlain } from '../../lib/firestore-json.js';

/** GET /blocks/workspace?workspaceId: { workspace, content } (content null if missing); 404 when unknown. */
export const getBlockWorkspace = handle(async (req, res) => {
  const input = parse(blockWorkspaceRefSchema, req.query);
  const { workspace, content } = await loadBlockWorkspace(input.workspaceId, workspaceCallerOf(req));
  sendOk(res, { workspace: toPlain(workspace), content: toPlain(content) });
});
