import { classPartWorkspaceRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadClassPartWorkspace } from './class-part-store.js';

/** GET /classPart/workspace ?workspaceId: the workspace and its content; 404 when unknown. Every member of staff may read it. */
export const getClassPartWorkspace = handle(async (req, res) => {
  const input = parse(classPartWorkspaceRefSchema, req.query);
  const loaded = await loadClassPartWorkspace(input.workspaceId);
  sendOk(res, { workspace: loaded.workspace, content: loaded.content });
});
