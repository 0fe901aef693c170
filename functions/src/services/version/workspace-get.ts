import { type versionRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { loadWorkspace, parsedContent } from '../../lib/versioned-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/** GET /workspace?workspaceId: the workspace and its content (parsed JSON). 404 when unknown. */
export const getWorkspace: ContractHandler<typeof versionRoutes.workspace.schema, typeof versionRoutes.workspace.answer> = async (
  { workspaceId },
  req,
) => {
  const loaded = await loadWorkspace(workspaceId, workspaceCallerOf(req));
  return { workspace: loaded.workspace, content: parsedContent(loaded.chunks, `content of workspace ${workspaceId}`) };
};
