import { workspaceContentSchema, type WorkspaceContentEntry, type workspaceRoutes } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { badRequest, notFound } from '../lib/http.js';
import type { ContractHandler } from '../lib/route-docs.js';
import { assertChangeable, assertNotVersionContent, entriesOf, loadWorkspace, writeEntry } from './store.js';
import { workspaceCallerOf } from '../lib/caller.js';
import { toPlain } from '../lib/firestore-json.js';

/**
 * PUT /workspace_content { workspaceId, properties: { documentId, ...fields } }: sets those fields
 * (each whole) on the entry documentId; documentType stays. 404 for an unknown entry. The entry
 * after the change is checked like a posted one (400) and re-chunked when its size needs it.
 * Answers { entry }.
 */
export const putWorkspaceContent: ContractHandler<
  typeof workspaceRoutes.setEntryFields.schema,
  typeof workspaceRoutes.setEntryFields.answer
> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const { documentId, ...fields } = input.properties;
  const entry = await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    assertNotVersionContent(loaded.workspace, documentId);
    const current = entriesOf(loaded).find((e) => e.documentId === documentId);
    if (!current) throw notFound(`No content entry ${documentId} in workspace ${input.workspaceId}`);
    const result = workspaceContentSchema.safeParse({ ...current, ...fields });
    if (!result.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of result.error.issues) fieldErrors[['properties', ...issue.path.map(String)].join('.')] ??= issue.message;
      throw badRequest('The entry after this change is not valid', fieldErrors);
    }
    writeEntry(tx, loaded, result.data);
    return result.data;
  });
  return { entry: toPlain(entry) as WorkspaceContentEntry };
};
