import { z } from 'zod';
import { stageSchema } from '../projects/pipe.js';

/**
 * Generators, tests and their runs (docs/base-spec.md "Generators"). A generator turns the base
 * spec and a project into drawings (layers of geometry); it runs as a background job on the one
 * job mechanism (kinds below), writing its log and outputs beside its run document.
 */
export const GENERATE_JOB_KIND = 'base.generate';
export const TEST_JOB_KIND = 'base.test';
export const STRUCTURE_JOB_KIND = 'base.structure';

/** `baseGenerators/{id}` (seeded; read by staff, written by no one). */
export const generatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The layers it draws on (a subset of the base spec's layers). */
  layers: z.array(z.string()),
  /** Its steps in order, each a line in the log at info level. */
  steps: z.array(z.string()),
  /** How long one step takes in the local engine, ms (deterministic engines still take time, like the real ones). */
  stepMs: z.number().int().nonnegative(),
});
export type Generator = z.infer<typeof generatorSchema>;

/** `baseTests/{key}` (seeded): a generator run against a project whose outputs must meet expectations. */
export const baseTestSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  generator: z.string(),
  projectId: z.string(),
  expectations: z.array(
    z.object({ layer: z.string(), measure: z.enum(['count', 'length', 'area']), min: z.number().optional(), max: z.number().optional() }),
  ),
});
export type BaseTest = z.infer<typeof baseTestSchema>;

/** Log levels (plume setting logLevel, default 2): a line is kept when its level ≤ the setting. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
export const logLineSchema = z.object({ n: z.number().int(), at: z.string(), level: z.number().int().min(0).max(3), message: z.string() });
export type LogLine = z.infer<typeof logLineSchema>;
/** `generatorRuns/{runId}/log/{seq}` (seq zero-padded '000012'): the lines written together. */
export const logChunkSchema = z.object({ seq: z.number().int(), lines: z.array(logLineSchema) });
export type LogChunk = z.infer<typeof logChunkSchema>;

/** `generatorRuns/{runId}/outputs/{docIdOfPath(layer)}`: what a run drew on one layer. */
export const runOutputSchema = z.object({
  layer: z.string(),
  objects: z.array(z.object({ type: z.string(), points: z.array(z.number()) })),
  count: z.number(),
  length: z.number(),
  area: z.number(),
});
export type RunOutput = z.infer<typeof runOutputSchema>;

/** `generatorRuns/{runId}`: one generator or test run (job target field 'run'). */
export const generatorRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['generate', 'test']),
  generator: z.string(),
  testKey: z.string().optional(),
  projectId: z.string(),
  baseSpecVersion: z.string(),
  createdBy: z.string(),
  /** The starter's uid (the per-person cap of runs in flight counts by it). */
  createdByUid: z.string().optional(),
  createdAt: z.string(),
  /** The caller's plume settings when it started (supporting spec §3; domain PLUME_SETTINGS). */
  settings: z.object({ logLevel: z.number(), devWriteLogs: z.boolean(), runAsJob: z.boolean() }),
  run: stageSchema,
  /** Filled when done: documents written, lines logged, per-layer counts. */
  summary: z
    .object({
      documents: z.number(),
      logLines: z.number(),
      layers: z.record(z.string(), z.object({ count: z.number(), length: z.number(), area: z.number() })),
    })
    .optional(),
  /** A test's verdict. */
  test: z.object({ passed: z.boolean(), failures: z.array(z.string()) }).optional(),
  /** The previous run of the same generator and project, for comparison. */
  previousRunId: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type GeneratorRun = z.infer<typeof generatorRunSchema>;
