import { type workspaceRoutes } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import type { ContractHandler } from '../lib/route-docs.js';
import { assertChangeable, assertNotVersionContent, loadWorkspace, writeEntry } from './store.js';
import { workspaceCallerOf } from '../lib/caller.js';

/**
 * POST /workspace_content { workspaceId, content }: one entry or a list; each creates or replaces
 * (whole) the entry with its documentId. An entry larger than a document is stored as chunks
 * `<documentId>-0000`…; a replaced entry's documents it no longer needs (its plain document or
 * stale chunks) are deleted. 403/404/409 as PUT /workspace. Answers { documentIds }.
 */
export const postWorkspaceContent: ContractHandler<
  typeof workspaceRoutes.putEntries.schema,
  typeof workspaceRoutes.putEntries.answer
> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const entries = Array.isArray(input.content) ? input.content : [input.content];
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    for (const entry of entries) assertNotVersionContent(loaded.workspace, entry.documentId);
    for (const entry of entries) writeEntry(tx, loaded, entry);
  });
  return { documentIds: entries.map((e) => e.documentId) };
};
