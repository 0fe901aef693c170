import { z } from 'zod';
import { baseLayerSchema } from './spec.js';
import { generatorSchema, runOutputSchema } from './generators.js';

/**
 * The generator service's HTTP API (docs/base-spec.md "The generator service"): the functions'
 * adapter (functions/src/engines/generators/http.ts) and the local stand-in
 * (emulators/generators) both read this contract. A run is started with everything it draws
 * from, then its steps are read as they finish (a long poll: the service holds the request until
 * a step is ready, the run ends or `waitMs` passes), so nobody waits by sleeping.
 *
 *   POST /v1/runs                 GeneratorRunRequest → 201 { run }   (200 with the existing run for a known key)
 *   GET  /v1/runs/{id}            → { run }
 *   GET  /v1/runs/{id}/steps?after=n&waitMs=ms → { run, steps }   (steps with index > after)
 *   Header `Authorization: Bearer <api key>`; errors are { error: { code, message } } with 400/401/404/413.
 */

/** What a project brings to a run: `projects/{id}.base.latest` and its newest committed project base. */
export const generatorProjectSchema = z.object({
  id: z.string().min(1).max(100),
  latest: z.object({
    modules: z.number().nonnegative(),
    floorArea: z.number().nonnegative(),
    counts: z.record(z.string(), z.object({ count: z.number().optional(), length: z.number().optional(), area: z.number().optional() })),
  }),
  base: z
    .object({
      site: z.object({ lotWidth: z.number().optional(), lotDepth: z.number().optional(), lotType: z.string().optional() }).optional(),
      defaults: z.object({ moduleWidth: z.number().optional(), ceilingHeight: z.number().optional() }).optional(),
    })
    .optional(),
});
export type GeneratorProject = z.infer<typeof generatorProjectSchema>;

/** The inputs of a run: the generator, the base spec it draws against, the project. */
export const generatorInputSchema = z.object({
  generator: generatorSchema,
  spec: z.object({ version: z.string().min(1), layers: z.record(z.string(), baseLayerSchema), order: z.array(z.string()) }),
  project: generatorProjectSchema,
});
export type GeneratorInput = z.infer<typeof generatorInputSchema>;

/** POST /v1/runs. */
export const generatorRunRequestSchema = generatorInputSchema.extend({
  /** Stop after this many steps (a dry run up to a step). */
  maxSteps: z.number().int().positive().optional(),
  /** Compute every step at once, without the service's pacing (a dry run answered while the user waits). */
  dryRun: z.boolean().optional(),
  /**
   * The caller's key for this run (WorkHub: the run's id): a second start with the key of a run
   * that is running or done answers that run instead of starting another; a failed one is replaced.
   */
  key: z.string().min(1).max(200).optional(),
});
export type GeneratorRunRequest = z.infer<typeof generatorRunRequestSchema>;

/** A log line as the service emits it (WorkHub numbers and stamps it). */
export const engineLogLineSchema = z.object({ level: z.number().int().min(0).max(3), message: z.string() });
export type EngineLogLine = z.infer<typeof engineLogLineSchema>;

/** One finished step: its lines and the layers it drew. */
export const engineStepSchema = z.object({
  index: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  name: z.string(),
  log: z.array(engineLogLineSchema),
  layers: z.array(runOutputSchema),
});
export type EngineStep = z.infer<typeof engineStepSchema>;

/** A run as the service reports it. */
export const serviceRunSchema = z.object({
  id: z.string(),
  key: z.string().optional(),
  status: z.enum(['running', 'done', 'failed']),
  /** Steps the run will take, and those finished. */
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  error: z.string().optional(),
  createdAt: z.string(),
});
export type ServiceRun = z.infer<typeof serviceRunSchema>;

export const serviceRunAnswerSchema = z.object({ run: serviceRunSchema });
export const serviceStepsAnswerSchema = z.object({ run: serviceRunSchema, steps: z.array(engineStepSchema) });
export type ServiceStepsAnswer = z.infer<typeof serviceStepsAnswerSchema>;

/** The longest a steps read is held open by the service (the adapter asks for less than its own timeout). */
export const GENERATOR_STEPS_MAX_WAIT_MS = 25_000;

export const generatorServicePaths = {
  runs: '/v1/runs',
  run: (id: string) => `/v1/runs/${encodeURIComponent(id)}`,
  steps: (id: string, after: number, waitMs: number) => `/v1/runs/${encodeURIComponent(id)}/steps?after=${after}&waitMs=${waitMs}`,
};
