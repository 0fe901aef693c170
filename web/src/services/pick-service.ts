import type { z } from 'zod';
import { pickRoutes, type PickLinePatch, type PickListCreate } from '@workhub/domain';
import { callRoute } from './service-client';

export type PickRequests = z.output<typeof pickRoutes.requests.answer>;

/** The pick service (docs/staff-tools.md "Software docs and picking as built"). The lists themselves are read live (pickLists). */
export const pickService = {
  /** What a project's raised material requests ask for, per warehouse. */
  requests: (projectId: string) => callRoute(pickRoutes.requests, { projectId }),
  /** A picking list of one warehouse. */
  create: (input: PickListCreate) => callRoute(pickRoutes.create, input),
  /** How much of one line is picked. */
  pick: (input: PickLinePatch) => callRoute(pickRoutes.pick, input),
};
