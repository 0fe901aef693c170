import type { z } from 'zod';
import { baseRoutes, runInlineAnswerSchema, type GenerateInput } from '@workhub/domain';
import { ServiceError, callRoute } from './service-client';

/** How a started run answers: a background job to follow (202), or the finished run when the caller's runAsJob is false. */
export type RunStart = { runId: string; jobId: string; run?: undefined } | z.infer<typeof runInlineAnswerSchema>;

/** GET /generate answers { run } for a runId and { runs } for a project: the one the call asked for. */
function runsAnswer<K extends 'run' | 'runs'>(answer: z.output<typeof baseRoutes.runs.answer>, key: K) {
  if (!(key in answer)) throw new ServiceError(`GET /base/generate: unexpected answer (${key}: missing)`, 200);
  return (answer as Extract<typeof answer, Record<K, unknown>>)[key];
}

/**
 * The base service's generator routes (docs/base-spec.md "Generators"), each called from its
 * contract (domain/src/routes/base.ts). A run's progress, log and outputs are read live from
 * generatorRuns/{runId} (its `run` stage), generatorRuns/{runId}/log (chunks ordered by seq) and
 * generatorRuns/{runId}/outputs with useLiveDoc / useLiveQuery.
 */
export const generatorService = {
  /** GET /generators: every generator definition. */
  generators: async () => (await callRoute(baseRoutes.generators, {})).generators,
  /** POST /generate: 202 { runId, jobId } (job base.generate), or { runId, run } finished inline when runAsJob is false. */
  generate: async (input: GenerateInput): Promise<RunStart> => callRoute(baseRoutes.generate, input),
  /** GET /generate?runId: one run. */
  run: async (runId: string) => runsAnswer(await callRoute(baseRoutes.runs, { runId }), 'run'),
  /** GET /generate?projectId&generator?: a project's runs, newest first (≤ 50). */
  runs: async (projectId: string, generator?: string) => runsAnswer(await callRoute(baseRoutes.runs, { projectId, generator }), 'runs'),
  /** POST /generate/retry: a stalled or failed run started again (409 while running or done). */
  retry: async (runId: string) => callRoute(baseRoutes.retry, { runId }),
  /** GET /generate/compare: per layer before / after / change against `with` (default the run's previousRunId). */
  compare: async (runId: string, withRunId?: string) => callRoute(baseRoutes.compare, { runId, with: withRunId }),
  /** POST /invoke: a dry run (up to `step`), nothing written. */
  invoke: async (generator: string, projectId: string, step?: number) =>
    callRoute(baseRoutes.invoke, { generator, projectId, ...(step ? { step } : {}) }),
  /** GET /tests: every test. */
  tests: async () => (await callRoute(baseRoutes.tests, {})).tests,
  /** GET /test?key: a test and its last run. */
  test: async (key: string) => callRoute(baseRoutes.test, { key }),
  /** POST /test: runs a test (on its project, or `projectId`); the verdict lands in run.test. */
  runTest: async (key: string, projectId?: string): Promise<RunStart> =>
    callRoute(baseRoutes.runTest, { key, ...(projectId ? { projectId } : {}) }),
};
