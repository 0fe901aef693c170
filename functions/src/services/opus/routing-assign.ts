import { addRouting, removeRouting, routingAssignQuerySchema, routingAssignSchema, routingIdOf } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { actingUser, assertMayChange, assertSamePart, deleteInput, loadClassPartWorkspace, saveContent } from './class-part-store.js';
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

export const getRoutingAssign = handle(async (req, res) => {
  const input = parse(routingAssignQuerySchema, req.query);
  const loaded = await loadClassPartWorkspace(input.workspaceId);
  sendOk(res, { workspaceId: input.workspaceId, routings: loaded.content.routings, ignored: false });
});

const change = (kind: 'add' | 'remove') =>
  handle(async (req, res) => {
    const input = parse(routingAssignSchema, kind === 'add' ? req.body : deleteInput(req));
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
    sendOk(res, answer);
  });

export const postRoutingAssign = change('add');
export const deleteRoutingAssign = change('remove');
