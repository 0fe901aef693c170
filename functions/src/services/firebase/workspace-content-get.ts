import { type firebaseRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { entriesOf, loadWorkspace } from '../../workspace/store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * GET /workspace/content?workspaceId: the workspace's content entries, each chunked entry joined
 * back (docs/versioned-data.md "Large content"); 409 when an entry's chunks are incomplete; 404
 * as GET /workspace.
 */
export const getWorkspaceContent: ContractHandler<typeof firebaseRoutes.content.schema, typeof firebaseRoutes.content.answer> = async (
  input,
  req,
) => {
  const loaded = await loadWorkspace(input.workspaceId, workspaceCallerOf(req));
  // Entries as stored (each with its documentId and documentType, checked by the contract under the emulators).
  return { workspaceId: input.workspaceId, entries: entriesOf(loaded) as { documentId: string; documentType: string }[] };
};
