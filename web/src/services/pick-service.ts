import { z } from 'zod';
import { pickLineSchema, pickListDocSchema, type PickLinePatch, type PickListCreate } from '@workhub/domain';
import { serviceClient } from './service-client';

const client = serviceClient('pick');

const requestsAnswer = z.object({
  projectId: z.string(),
  assemblies: z.array(
    z.object({ assembly: z.string(), assemblyName: z.string(), raised: z.boolean(), materialRequest: z.string().nullable() }),
  ),
  warehouses: z.array(z.object({ warehouse: z.string(), lines: z.array(pickLineSchema), shortages: z.number() })),
});
export type PickRequests = z.infer<typeof requestsAnswer>;
const listAnswer = z.object({ id: z.string(), list: pickListDocSchema.omit({ id: true }) });

/** The pick service (docs/staff-tools.md "Software docs and picking as built"). The lists themselves are read live (pickLists). */
export const pickService = {
  /** GET /requests: what a project's raised material requests ask for, per warehouse. */
  requests: async (projectId: string) => requestsAnswer.parse(await client.get<unknown>('/requests', { projectId })),
  /** POST /lists: a picking list of one warehouse. */
  create: async (input: PickListCreate) => listAnswer.parse(await client.post<unknown>('/lists', input)),
  /** PATCH /lists: how much of one line is picked. */
  pick: async (input: PickLinePatch) => listAnswer.parse(await client.patch<unknown>('/lists', input)),
};
