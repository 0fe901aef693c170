import { z } from 'zod';
import {
  costsDocSchema,
  projectSchema,
  structurePackageSchema,
  type ChangespaceInput,
  type StructureInputParams,
  type UpdatePricesInput,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('base');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn pane. */
const parsed = answerParser('calculations');

const priceAnswer = z.object({
  projectId: z.string(),
  version: z.string(),
  currency: z.string(),
  lines: z.array(z.object({ system: z.string(), areaSqFt: z.number(), costPerSqFt: z.number(), total: z.number() })),
  total: z.number(),
  previous: z.object({ version: z.string(), total: z.number() }).optional(),
});
export type ProjectPrice = z.infer<typeof priceAnswer>;
const jobAnswer = z.object({ jobId: z.string().min(1) });
const assetsAnswer = z.object({ projectId: z.string(), packages: z.array(structurePackageSchema) });
const changespaceAnswer = z.object({ changespaceId: z.string().min(1) });
const pricesAnswer = z.object({ costs: costsDocSchema, previous: costsDocSchema });
const latestAnswer = z.object({ project: projectSchema.partial().extend({ id: z.string() }) });
const variationAnswer = z.object({
  projectId: z.string(),
  versions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      major: z.number(),
      minor: z.number(),
      patch: z.number(),
      creator: z.string(),
      created: z.string(),
      message: z.string(),
    }),
  ),
  workspaces: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        workspaceName: z.string(),
        major: z.number(),
        minor: z.number(),
        patch: z.number(),
        status: z.string(),
        creator: z.string(),
        modified: z.string(),
      }),
    )
    .optional(),
});
export type VariationList = z.infer<typeof variationAnswer>;

/** The calculation routes of the base service (docs/base-spec.md "Calculations"). */
export const calculationService = {
  /** GET /calculate: the project's price per system with a costs version (default its build spec's), and the previous version's total. */
  price: async (projectId: string, version?: string) =>
    parsed(priceAnswer, await client.get<unknown>('/calculate', { projectId, version }), 'price'),
  /**
   * POST /calculate/structure: starts the structure job (given inputs become the stored ones); 409
   * while one runs. Follow it on structure/{projectId}.calculation (useLiveDoc).
   */
  calculateStructure: async (projectId: string, inputParams?: StructureInputParams) =>
    parsed(jobAnswer, await client.post<unknown>('/calculate/structure', inputParams ? { projectId, inputParams } : { projectId }), 'job'),
  /** GET /calculate/structure/assets: the packages, newest first. */
  structureAssets: async (projectId: string) =>
    parsed(assetsAnswer, await client.get<unknown>('/calculate/structure/assets', { projectId }), 'packages').packages,
  /** POST /changespace: a changespace of the caller, with its contents. */
  createChangespace: async (input: ChangespaceInput) =>
    parsed(changespaceAnswer, await client.post<unknown>('/changespace', input), 'changespace').changespaceId,
  /** POST /updatePrices: writes costs/{version} from `from` (or its own, or the version before). */
  updatePrices: async (input: UpdatePricesInput) => parsed(pricesAnswer, await client.post<unknown>('/updatePrices', input), 'prices'),
  /** POST /latest: sets the project's latest base to a committed version of it. */
  setLatest: async (projectId: string, version: string) =>
    parsed(latestAnswer, await client.post<unknown>('/latest', { projectId, version }), 'project').project,
  /** GET /variation/list: the project's committed variations (latest 'patch': newest patch per minor), and its open workspaces. */
  variations: async (projectId: string, options: { workspaces?: boolean; latest?: 'patch' } = {}) =>
    parsed(
      variationAnswer,
      await client.get<unknown>('/variation/list', {
        projectId,
        workspaces: options.workspaces ? 'true' : undefined,
        latest: options.latest,
      }),
      'variations',
    ),
};
