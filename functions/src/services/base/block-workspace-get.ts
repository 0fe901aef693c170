import { loadBlockWorkspace } from './store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { toPlain } from '../../lib/firestore-json.js';
import type { BaseAnswer, BaseHandler } from './contract-handler.js';

/** GET /blocks/workspace?workspaceId: { workspace, content } (content null if missing); 404 when unknown. */
export const getBlockWorkspace: BaseHandler<'workspace'> = async (input, req) => {
  const { workspace, content } = await loadBlockWorkspace(input.workspaceId, workspaceCallerOf(req));
  // The stored documents as they are: under the emulators `serve` checks them against the contract.
  return { workspace: toPlain(workspace), content: toPlain(content) } as BaseAnswer<'workspace'>;
};
