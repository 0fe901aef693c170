import { BASE_SPEC_PARTS, drawOrderOf, parseSpecPart, type BaseSpecContent } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { badRequest } from '../../../lib/http.js';
import { storeWorkspaceContent } from '../../../lib/versioned-store.js';
import { asBaseSpec, loadBaseSpecWorkspace } from './store.js';
import { workspaceCallerOf } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /base/spec { workspaceId, layers?, themes?, goals?, order?, systems?, properties? } (each a
 * JSON string, core spec §7): each given part replaces the workspace's whole; `layers` without
 * `order` re-derives the draw order (drawOrderOf, unknown layers keeping their places). The result
 * is checked as a whole base spec. 400 per part ('Not JSON', or part.path), 409 not a base-spec
 * workspace, 403 neither its creator nor a workspace admin; nothing is written on any refusal.
 * { workspace, spec }.
 */
export const postBaseSpec: BaseHandler<'saveSpec'> = async (input, req) => {
  const parts: Partial<BaseSpecContent> = {};
  const errors: Record<string, string> = {};
  for (const part of BASE_SPEC_PARTS) {
    if (input[part] === undefined) continue;
    const result = parseSpecPart(part, input[part]);
    if (result.ok) Object.assign(parts, { [part]: result.value });
    else Object.assign(errors, result.fieldErrors);
  }
  if (Object.keys(errors).length) throw badRequest('Invalid base spec parts', errors);
  const caller = workspaceCallerOf(req);
  return firestore.runTransaction(async (tx) => {
    const loaded = await loadBaseSpecWorkspace(input.workspaceId, caller, tx);
    const current = (loaded.content && typeof loaded.content === 'object' ? loaded.content : {}) as Partial<BaseSpecContent>;
    const merged: Partial<BaseSpecContent> = {};
    for (const part of BASE_SPEC_PARTS) if (current[part] !== undefined) Object.assign(merged, { [part]: current[part] });
    Object.assign(merged, parts);
    if (parts.layers && !parts.order) merged.order = drawOrderOf(parts.layers, current.order ?? []);
    const spec = asBaseSpec(merged);
    return {
      workspace: storeWorkspaceContent(
        tx,
        loaded,
        spec,
        BASE_SPEC_PARTS.find((p) => parts[p] !== undefined),
      ),
      spec,
    };
  });
};
