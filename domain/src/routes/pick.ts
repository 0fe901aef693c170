import { z } from 'zod';
import {
  pickLinePatchSchema,
  pickLineSchema,
  pickListCreateSchema,
  pickListSchema,
  pickListsQuerySchema,
  pickRequestsQuerySchema,
} from '../picking/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** A stored list as the pick service answers it: its id beside the list. */
const listAnswer = z.object({ id: z.string(), list: pickListSchema });

/** The pick service (docs/staff-tools.md "Software docs and picking as built"), mounted at /pick. */
export const pickRoutes = {
  lists: defineRoute({
    service: 'pick',
    method: 'GET',
    path: '/lists',
    input: 'query',
    schema: pickListsQuerySchema,
    answer: z.object({ lists: z.array(pickListSchema.extend({ id: z.string(), shortages: z.number().int() })) }),
    answerText: 'the lists newest first (at most 500), each with its id and count of short lines',
    summary: 'The picking lists, optionally of one warehouse and / or one status.',
  }),
  requests: defineRoute({
    service: 'pick',
    method: 'GET',
    path: '/requests',
    input: 'query',
    schema: pickRequestsQuerySchema,
    answer: z.object({
      projectId: z.string(),
      assemblies: z.array(
        z.object({ assembly: z.string(), assemblyName: z.string(), raised: z.boolean(), materialRequest: z.string().nullable() }),
      ),
      warehouses: z.array(z.object({ warehouse: z.string(), lines: z.array(pickLineSchema), shortages: z.number().int() })),
    }),
    summary: "What a project's raised material requests ask for, as picking lines per warehouse (nothing is written).",
  }),
  create: defineRoute({
    service: 'pick',
    method: 'POST',
    path: '/lists',
    input: 'body',
    schema: pickListCreateSchema,
    answer: listAnswer,
    status: 201,
    errors: '400 when no requested item is kept in the warehouse; 409 while an unfinished list of the project and warehouse exists',
    summary: "Makes a picking list of one warehouse from the project's raised material requests (all or some assemblies).",
  }),
  pick: defineRoute({
    service: 'pick',
    method: 'PATCH',
    path: '/lists',
    input: 'body',
    schema: pickLinePatchSchema,
    answer: listAnswer,
    answerText: 'the list after the change (status open → picking → picked; the caller is the line’s picker)',
    errors: '404 for an unknown list; 400 for an unknown line or more than its quantity; 409 once the list is picked',
    summary: 'Sets how much of one line is picked (0 … the line quantity); a picked list is closed.',
  }),
  docsJson: docsJsonRoute('pick', 'the pick service'),
};
