import { Router } from 'express';
import { applyPick, pickRoutes, shortageCount, type PickList } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, badRequest, notFound } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { pickLists, projectRequests, storedList } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import { conflict } from '../../lib/errors.js';

/**
 * Pick service (docs/staff-tools.md "Software docs and picking as built"): picking lists built from
 * the raised material requests of a project's assemblies, one per warehouse. Mounted at /pick;
 * every route needs a staff token and is served from its contract (domain/src/routes/pick.ts).
 */
export const pickRouter = Router();

const LIST_LIMIT = 500;

serve(pickRouter, pickRoutes.lists, async (input) => {
  let query: FirebaseFirestore.Query = pickLists();
  if (input.warehouse) query = query.where('warehouse', '==', input.warehouse);
  if (input.status) query = query.where('status', '==', input.status);
  const snap = await query.limit(LIST_LIMIT).get();
  const lists = snap.docs
    .map((d) => {
      const list = storedList(d);
      return { id: d.id, ...list, shortages: shortageCount(list) };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { lists };
});

serve(pickRouter, pickRoutes.requests, async (input) => {
  const found = await projectRequests(input.projectId);
  const warehouses = Object.entries(found.byWarehouse)
    .map(([warehouse, lines]) => ({ warehouse, lines, shortages: shortageCount({ lines }) }))
    .sort((a, b) => a.warehouse.localeCompare(b.warehouse));
  return { projectId: found.projectId, assemblies: found.assemblies, warehouses };
});

serve(pickRouter, pickRoutes.create, async (input, req) => {
  const user = requireCallerUser(req);
  const found = await projectRequests(input.projectId, input.assemblies);
  const lines = found.byWarehouse[input.warehouse];
  if (!lines || lines.length === 0) {
    const kept = Object.keys(found.byWarehouse).sort();
    throw badRequest(`No requested item of ${input.projectId} is kept in ${input.warehouse}`, {
      warehouse: kept.length ? `Requested items are kept in: ${kept.join(', ')}` : 'The project has no raised material request',
    });
  }
  const assemblies = [...new Set(lines.flatMap((l) => l.assemblies))];
  const used = found.used.filter((a) => assemblies.includes(a.assembly));
  const at = new Date().toISOString();
  const list: PickList = {
    projectId: input.projectId,
    warehouse: input.warehouse,
    assemblies,
    materialRequests: [...new Set(used.map((a) => a.materialRequest.name ?? a.materialRequest.details).filter(Boolean))],
    status: 'open',
    lines,
    createdBy: user,
    createdAt: at,
    updatedAt: at,
  };
  const ref = pickLists().doc();
  await firestore.runTransaction(async (tx) => {
    const open = await tx.get(pickLists().where('projectId', '==', input.projectId).where('warehouse', '==', input.warehouse));
    const unfinished = open.docs.find((d) => d.get('status') !== 'picked');
    if (unfinished) throw conflict(`Picking list ${unfinished.id} of ${input.projectId} in ${input.warehouse} is not picked yet`);
    tx.create(ref, list);
  });
  return { id: ref.id, list };
});

serve(pickRouter, pickRoutes.pick, async (input, req) => {
  const user = requireCallerUser(req);
  const ref = pickLists().doc(input.id);
  const list = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(`No picking list ${input.id}`);
    const result = applyPick(storedList(snap), input, user, new Date().toISOString());
    if ('problem' in result) {
      const { kind, field, message } = result.problem;
      if (kind === 'closed') throw conflict(message);
      throw new HttpError(400, 'bad-request', message, { [field]: message });
    }
    tx.set(ref, result.list);
    return result.list;
  });
  return { id: input.id, list };
});

registerDocsJson(pickRouter, '/pick', 'the pick service');
