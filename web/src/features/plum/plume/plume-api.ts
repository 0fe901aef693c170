import { z } from 'zod';
import { baseTestSchema, generatorRunSchema, generatorSchema } from '@workhub/domain';
import { serviceClient } from '../../../services/service-client';

/**
 * The generator routes of the base service the plume pages call (docs/base-spec.md "Generators"),
 * parsed with the domain's schemas.
 */
const client = serviceClient('base');

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`base: unexpected ${what} (${result.error.issues[0]?.message ?? 'invalid'})`);
  return result.data;
}

const measuresSchema = z.object({ count: z.number(), length: z.number(), area: z.number() });
/** One layer of GET /generate/compare: what the earlier run drew, what this one drew, the change. */
const compareLayerSchema = z.object({
  layer: z.string(),
  before: measuresSchema.nullable().optional(),
  after: measuresSchema.nullable().optional(),
  change: z.string(),
});
const compareAnswerSchema = z.object({ runId: z.string(), with: z.string().nullable().optional(), layers: z.array(compareLayerSchema) });
export type RunComparison = z.infer<typeof compareAnswerSchema>;
export type ComparedLayer = z.infer<typeof compareLayerSchema>;

const startedSchema = z.object({ runId: z.string(), jobId: z.string().optional(), run: generatorRunSchema.optional() });
export type StartedRun = z.infer<typeof startedSchema>;

const testWithLastRunSchema = z.object({ test: baseTestSchema, lastRun: generatorRunSchema.nullable().optional() });

export const plumeApi = {
  generators: async () =>
    parsed(z.object({ generators: z.array(generatorSchema) }), await client.get('/generators'), 'generators').generators,
  tests: async () => parsed(z.object({ tests: z.array(baseTestSchema) }), await client.get('/tests'), 'tests').tests,
  test: async (key: string) => parsed(testWithLastRunSchema, await client.get('/test', { key }), 'test'),
  /** POST /generate: 202 { runId, jobId }, or the finished run when the caller's runAsJob setting is false. */
  generate: async (generator: string, projectId: string) =>
    parsed(startedSchema, await client.post('/generate', { generator, projectId }), 'generate answer'),
  runTest: async (key: string, projectId?: string) =>
    parsed(startedSchema, await client.post('/test', { key, ...(projectId ? { projectId } : {}) }), 'test answer'),
  retry: async (runId: string) => parsed(startedSchema, await client.post('/generate/retry', { runId }), 'retry answer'),
  compare: async (runId: string, withRun?: string) =>
    parsed(compareAnswerSchema, await client.get('/generate/compare', { runId, with: withRun }), 'comparison'),
};
