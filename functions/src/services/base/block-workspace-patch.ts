import { blockWorkspacePatchSchema, type BlockAssigns } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { toPlain } from '../db/documents.js';
import { assertChangeable, callerOf, conflict, loadBlockWorkspace } from './store.js';

/**
 * PATCH /blocks/workspace { workspaceId, layerData?, units?, assigns?, editors? }: replaces the
 * content's layers (checked against blockLayersSchema) and assignments, and the workspace's units
 * and editors. Only the creator or a workspace admin (403). Answers the updated
 * { workspace, content }.
 */
export const patchBlockWorkspace = handle(async (req, res) => {
  const input = parse(blockWorkspacePatchSchema, req.body);
  const caller = callerOf(req);
  const updated = await firestore.runTransaction(async (tx) => {
    let assigns: BlockAssigns | undefined;
    const loaded = await loadBlockWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    const workspaceFields: Record<string, unknown> = {};
    if (input.units !== undefined) workspaceFields.units = input.units;
    if (input.editors !== undefined) workspaceFields.editors = [...new Set(input.editors)];
    const contentFields: Record<string, unknown> = {};
    if (input.layerData !== undefined) contentFields['data.layers'] = input.layerData;
    if (input.assigns !== undefined) {
      const at = new Date().toISOString();
      assigns = Object.fromEntries(Object.entries(input.assigns).map(([user, a]) => [user, { ...a, at: a.at ?? at }]));
      contentFields['data.assigns'] = assigns;
    }
    const content = loaded.content;
    if (Object.keys(contentFields).length > 0) {
      if (!content) throw conflict(`Block workspace ${input.workspaceId} has no content`);
      // Field paths: each replaces its whole value, the rest of `data` is kept.
      tx.update(loaded.ref.collection('content').doc(content.documentId), contentFields);
    }
    if (Object.keys(workspaceFields).length > 0) tx.update(loaded.ref, workspaceFields);
    if (!content) return { workspace: { ...loaded.workspace, ...workspaceFields }, content: null };
    const data = { ...content.data, ...(input.layerData ? { layers: input.layerData } : {}), ...(assigns ? { assigns } : {}) };
    return { workspace: { ...loaded.workspace, ...workspaceFields }, content: { ...content, data } };
  });
  sendOk(res, { workspace: toPlain(updated.workspace), content: toPlain(updated.content) });
});
