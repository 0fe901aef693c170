import type { z } from 'zod';
import {
  compareAnswerSchema,
  generatorsAnswerSchema,
  invokeAnswerSchema,
  runAnswerSchema,
  runInlineAnswerSchema,
  runStartedAnswerSchema,
  runsAnswerSchema,
  testAnswerSchema,
  testsAnswerSchema,
  type GenerateInput,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('base');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('generators');

/** How a started run answers: a background job to follow (202), or the finished run when the caller's runAsJob is false. */
export type RunStart = { runId: string; jobId: string; run?: undefined } | z.infer<typeof runInlineAnswerSchema>;

function startAnswer(value: unknown, what: string): RunStart {
  const inline = runInlineAnswerSchema.safeParse(value);
  if (inline.success) return inline.data;
  return parsed(runStartedAnswerSchema, value, what);
}

/**
 * The base service's generator routes (docs/base-spec.md "Generators"). A run's progress, log and
 * outputs are read live from generatorRuns/{runId} (its `run` stage), generatorRuns/{runId}/log
 * (chunks ordered by seq) and generatorRuns/{runId}/outputs with useLiveDoc / useLiveQuery.
 */
export const generatorService = {
  /** GET /generators: every generator definition. */
  generators: async () => parsed(generatorsAnswerSchema, await client.get<unknown>('/generators'), 'generators').generators,
  /** POST /generate: 202 { runId, jobId } (job base.generate), or { runId, run } finished inline when runAsJob is false. */
  generate: async (input: GenerateInput) => startAnswer(await client.post<unknown>('/generate', input), 'generate answer'),
  /** GET /generate?runId: one run. */
  run: async (runId: string) => parsed(runAnswerSchema, await client.get<unknown>('/generate', { runId }), 'run').run,
  /** GET /generate?projectId&generator?: a project's runs, newest first (≤ 50). */
  runs: async (projectId: string, generator?: string) =>
    parsed(runsAnswerSchema, await client.get<unknown>('/generate', { projectId, generator }), 'runs').runs,
  /** POST /generate/retry: a stalled or failed run started again (409 while running or done). */
  retry: async (runId: string) => parsed(runStartedAnswerSchema, await client.post<unknown>('/generate/retry', { runId }), 'retry answer'),
  /** GET /generate/compare: per layer before / after / change against `with` (default the run's previousRunId). */
  compare: async (runId: string, withRunId?: string) =>
    parsed(compareAnswerSchema, await client.get<unknown>('/generate/compare', { runId, with: withRunId }), 'comparison'),
  /** POST /invoke: a dry run (up to `step`), nothing written. */
  invoke: async (generator: string, projectId: string, step?: number) =>
    parsed(invokeAnswerSchema, await client.post<unknown>('/invoke', { generator, projectId, ...(step ? { step } : {}) }), 'dry run'),
  /** GET /tests: every test. */
  tests: async () => parsed(testsAnswerSchema, await client.get<unknown>('/tests'), 'tests').tests,
  /** GET /test?key: a test and its last run. */
  test: async (key: string) => parsed(testAnswerSchema, await client.get<unknown>('/test', { key }), 'test'),
  /** POST /test: runs a test (on its project, or `projectId`); the verdict lands in run.test. */
  runTest: async (key: string, projectId?: string) =>
    startAnswer(await client.post<unknown>('/test', { key, ...(projectId ? { projectId } : {}) }), 'test answer'),
};
