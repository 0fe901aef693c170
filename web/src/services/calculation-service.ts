import type { z } from 'zod';
import { baseRoutes, type ChangespaceInput, type StructureInputParams, type UpdatePricesInput } from '@workhub/domain';
import { callRoute } from './service-client';

export type ProjectPrice = z.output<typeof baseRoutes.calculate.answer>;
export type VariationList = z.output<typeof baseRoutes.variations.answer>;

/**
 * The calculation routes of the base service (docs/base-spec.md "Calculations"), each called from
 * its contract (domain/src/routes/base.ts): an answer the page cannot read is an error, not a
 * half-drawn pane.
 */
export const calculationService = {
  /** GET /calculate: the project's price per system with a costs version (default its build spec's), and the previous version's total. */
  price: async (projectId: string, version?: string) => callRoute(baseRoutes.calculate, { projectId, version }),
  /**
   * POST /calculate/structure: starts the structure job (given inputs become the stored ones); 409
   * while one runs. Follow it on structure/{projectId}.calculation (useLiveDoc).
   */
  calculateStructure: async (projectId: string, inputParams?: StructureInputParams) =>
    callRoute(baseRoutes.structure, inputParams ? { projectId, inputParams } : { projectId }),
  /** GET /calculate/structure/assets: the packages, newest first. */
  structureAssets: async (projectId: string) => (await callRoute(baseRoutes.structureAssets, { projectId })).packages,
  /** POST /changespace: a changespace of the caller, with its contents. */
  createChangespace: async (input: ChangespaceInput) => (await callRoute(baseRoutes.changespace, input)).changespaceId,
  /** POST /updatePrices: writes costs/{version} from `from` (or its own, or the version before). */
  updatePrices: async (input: UpdatePricesInput) => callRoute(baseRoutes.updatePrices, input),
  /** POST /latest: sets the project's latest base to a committed version of it. */
  setLatest: async (projectId: string, version: string) => (await callRoute(baseRoutes.latest, { projectId, version })).project,
  /** GET /variation/list: the project's committed variations (latest 'patch': newest patch per minor), and its open workspaces. */
  variations: async (projectId: string, options: { workspaces?: boolean; latest?: 'patch' } = {}) =>
    callRoute(baseRoutes.variations, { projectId, workspaces: options.workspaces ? 'true' : undefined, latest: options.latest }),
};
