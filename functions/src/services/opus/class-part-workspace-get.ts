import { loadClassPartWorkspace } from './class-part-store.js';
import type { OpusHandler } from './served.js';

/** GET /classPart/workspace ?workspaceId: the workspace and its content; 404 when unknown. Every member of staff may read it. */
export const getClassPartWorkspace: OpusHandler<'classPartWorkspace'> = async (input) => {
  const loaded = await loadClassPartWorkspace(input.workspaceId);
  return { workspace: loaded.workspace, content: loaded.content };
};
