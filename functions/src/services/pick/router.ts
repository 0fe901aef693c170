import { Router } from 'express';
import {
  applyPick,
  pickLinePatchSchema,
  pickListCreateSchema,
  pickListsQuerySchema,
  pickRequestsQuerySchema,
  shortageCount,
  type PickList,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, badRequest, handle, notFound, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { registerDocsJson } from '../../lib/docs-json.js';
import { pickLists, projectRequests, storedList } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import { conflict } from '../../lib/errors.js';

/**
 * Pick service (docs/staff-tools.md "Software docs and picking as built"): picking lists built from
 * the raised material requests of a project's assemblies, one per warehouse. Mounted at /pick;
 * every route needs a staff token and is registered with `route()` so /pick/docsJson describes it.
 */
export const pickRouter = Router();

const LIST_LIMIT = 500;

route(
  pickRouter,
  'GET',
  '/lists',
  {
    input: 'query',
    schema: pickListsQuerySchema,
    answer: '{ lists: (PickList & { id, shortages })[] } newest first (at most 500)',
    summary: 'The picking lists, optionally of one warehouse and / or one status',
  },
  handle(async (req, res) => {
    const input = parse(pickListsQuerySchema, req.query);
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
    sendOk(res, { lists });
  }),
);

route(
  pickRouter,
  'GET',
  '/requests',
  {
    input: 'query',
    schema: pickRequestsQuerySchema,
    answer:
      '{ projectId, assemblies: { assembly, assemblyName, raised, materialRequest }[], warehouses: { warehouse, lines, shortages }[] }',
    summary: "What a project's raised material requests ask for, as picking lines per warehouse (nothing is written)",
  },
  handle(async (req, res) => {
    const input = parse(pickRequestsQuerySchema, req.query);
    const found = await projectRequests(input.projectId);
    const warehouses = Object.entries(found.byWarehouse)
      .map(([warehouse, lines]) => ({ warehouse, lines, shortages: shortageCount({ lines }) }))
      .sort((a, b) => a.warehouse.localeCompare(b.warehouse));
    sendOk(res, { projectId: found.projectId, assemblies: found.assemblies, warehouses });
  }),
);

route(
  pickRouter,
  'POST',
  '/lists',
  {
    input: 'body',
    schema: pickListCreateSchema,
    answer: '{ id, list } (201); 409 while an unfinished list of the project and warehouse exists',
    summary: "Makes a picking list of one warehouse from the project's raised material requests (all or some assemblies)",
  },
  handle(async (req, res) => {
    const input = parse(pickListCreateSchema, req.body);
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
    sendOk(res, { id: ref.id, list }, 201);
  }),
);

route(
  pickRouter,
  'PATCH',
  '/lists',
  {
    input: 'body',
    schema: pickLinePatchSchema,
    answer: '{ id, list } (status open → picking → picked; the caller is the line’s picker)',
    summary: 'Sets how much of one line is picked (0 … the line quantity); a picked list is closed',
  },
  handle(async (req, res) => {
    const input = parse(pickLinePatchSchema, req.body);
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
    sendOk(res, { id: input.id, list });
  }),
);

registerDocsJson(pickRouter, '/pick', 'the pick service');
