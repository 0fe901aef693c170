import { BLOCK_CONTENT_DOC_ID, blockContentSchema, type BlockAssigns } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { assertChangeable, loadBlockWorkspace } from './store.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { toPlain } from '../../lib/firestore-json.js';
import { storedAs } from '../../lib/stored.js';
import type { BaseAnswer, BaseHandler } from './contract-handler.js';

/**
 * PATCH /blocks/workspace { workspaceId, layerData?, units?, assigns?, editors? }: replaces the
 * content's layers and assignments, and the workspace's units and editors. Only the creator or a
 * workspace admin (403). The content after the change must fit blockContentSchema, the schema
 * commit reads it with (400 naming the problem otherwise, nothing written). Answers the updated
 * { workspace, content }.
 */
export const patchBlockWorkspace: BaseHandler<'patchWorkspace'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
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
    let patched: Record<string, unknown> | null = content;
    if (Object.keys(contentFields).length > 0) {
      if (!content) throw conflict(`Block workspace ${input.workspaceId} has no content`);
      const stored = (content.data ?? {}) as Record<string, unknown>;
      const data = { ...stored, ...(input.layerData ? { layers: input.layerData } : {}), ...(assigns ? { assigns } : {}) };
      patched = storedAs(blockContentSchema, { ...content, data }, 'content');
      // Field paths: each replaces its whole value, the rest of `data` is kept.
      tx.update(loaded.ref.collection('content').doc(BLOCK_CONTENT_DOC_ID), contentFields);
    }
    // Any change is an edit: the lists show when each workspace was last edited.
    if (Object.keys(workspaceFields).length + Object.keys(contentFields).length > 0) workspaceFields.updatedAt = new Date().toISOString();
    if (Object.keys(workspaceFields).length > 0) tx.update(loaded.ref, workspaceFields);
    return { workspace: { ...loaded.workspace, ...workspaceFields }, content: patched };
  });
  return { workspace: toPlain(updated.workspace), content: toPlain(updated.content) } as BaseAnswer<'patchWorkspace'>;
};
