import { knownRoutings, type ClassPartWorkspaceContent } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { assertMayChange, loadClassPartWorkspace, saveContent } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * PATCH /classPart/workspace { workspaceId, properties?, description?, details?, buildSpecs?,
 * routings?, isActive? }: changes the workspace content by the domain rules: properties whole
 * (owner and system required from their lists, tiling 1D or 2D, itemGroup read-only: another
 * value is a 400), the system must stay the part's own (it is part of the name), routings in
 * the order given with unknown routing ids dropped (named in `ignoredRoutings`). Only the
 * creator or a workspace admin (403). The workspace becomes 'inProgress'.
 */
export const patchClassPartWorkspace: OpusHandler<'classPartWorkspacePatch'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const answer = await firestore.runTransaction(async (tx) => {
    const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
    assertMayChange(loaded, caller);
    if (input.properties && input.properties.system !== loaded.content.system) {
      throw badRequest(`The system is part of the class part's name (${loaded.content.path})`, {
        'properties.system': `Must be ${loaded.content.system}: a part moves to another system as a new class part`,
      });
    }
    const routings = input.routings ? knownRoutings(input.routings) : undefined;
    const content: ClassPartWorkspaceContent = {
      ...loaded.content,
      ...(input.properties ? { properties: input.properties } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.details !== undefined ? { details: input.details } : {}),
      ...(input.buildSpecs ? { buildSpecs: [...new Set(input.buildSpecs)] } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      ...(routings ? { routings: routings.routings } : {}),
      modifiedBy: caller.user,
    };
    const workspace = saveContent(tx, loaded, content, new Date().toISOString());
    return { workspace, content, ignoredRoutings: routings?.ignored ?? [] };
  });
  return answer;
};
