import { addRouting, removeRouting, routingIdOf } from '@workhub/domain';
import type { OpusHandler } from './served.js';
import { firestore } from '../../lib/admin.js';
import { actingUser, assertMayChange, assertSamePart, loadClassPartWorkspace, saveContent } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/*
 * /routingAssign (core spec section 7): the routings of a class-part workspace, in order.
 * GET ?workspaceId; POST and DELETE { workspaceId, routingUrl, classPartId?, user? } where
 * routingUrl is a routing's URL (its last path segment is the id) or the id itself. POST adds the
 * catalogue routing (domain ROUTINGS, with its part number suffix) at the end; DELETE removes it.
 * A routing id the catalogue does not hold is ignored (core spec section 5): 200 with
 * `ignored: true` and nothing written; so is a request that changes nothing (already there, or
 * not there to remove). Order is changed with PATCH /classPart/workspace (moveRouting in domain).
 * Every answer is { workspaceId, routings, ignored }.
 */

export const getRoutingAssign: OpusHandler<'routingAssign'> = async (input) => {
  const loaded = await loadClassPartWorkspace(input.workspaceId);
  return { workspaceId: input.workspaceId, routings: loaded.content.routings, ignored: false };
};

const change =
  (kind: 'add' | 'remove'): OpusHandler<'routingAssignPost' | 'routingAssignDelete'> =>
  async (input, req) => {
    const caller = workspaceCallerOf(req);
    const by = actingUser(input.user, caller);
    const id = routingIdOf(input.routingUrl) ?? '';
    const answer = await firestore.runTransaction(async (tx) => {
      const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
      assertMayChange(loaded, caller);
      assertSamePart(loaded, input.classPartId);
      const result = kind === 'add' ? addRouting(loaded.content.routings, id) : removeRouting(loaded.content.routings, id);
      if (result.changed)
        saveContent(tx, loaded, { ...loaded.content, routings: result.routings, modifiedBy: by }, new Date().toISOString());
      return { workspaceId: input.workspaceId, routings: result.routings, ignored: result.ignored };
    });
    return answer;
  };

export const postRoutingAssign = change('add');
export const deleteRoutingAssign = change('remove');
