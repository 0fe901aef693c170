import type { Router } from 'express';
import {
  baseTestInputSchema,
  baseTestQuerySchema,
  generateCompareQuerySchema,
  generateInputSchema,
  generateQuerySchema,
  generateRetryInputSchema,
  invokeInputSchema,
} from '@workhub/domain';
import { route } from '../../../lib/route-docs.js';
import { generatorsQuerySchema, getGenerators } from './generators-get.js';
import { postGenerate } from './generate-post.js';
import { getGenerate } from './generate-get.js';
import { postGenerateRetry } from './generate-retry.js';
import { getGenerateCompare } from './generate-compare.js';
import { postInvoke } from './invoke-post.js';
import { getTests, testsQuerySchema } from './tests-get.js';
import { getTest } from './test-get.js';
import { postTest } from './test-post.js';

/**
 * The generator routes of the base service (docs/base-spec.md "Generators"): generators GET,
 * generate GET and POST, generate/retry POST, generate/compare GET, invoke POST, tests GET, test
 * GET and POST. Registered with `route(router, …)` so docsJson describes them.
 */
export function registerGenerateRoutes(router: Router): void {
  route(
    router,
    'GET',
    '/generators',
    {
      input: 'query',
      schema: generatorsQuerySchema,
      answer: '{ generators }',
      summary: 'Every generator definition (supporting spec §7 generators list)',
    },
    getGenerators,
  );
  route(
    router,
    'POST',
    '/generate',
    {
      input: 'body',
      schema: generateInputSchema,
      answer: '202 { runId, jobId } (job base.generate), or 200 { runId, run } when runAsJob is false',
      summary: "Runs a generator on a project's latest base as a background job (the caller's plume settings decide how)",
    },
    postGenerate,
  );
  route(
    router,
    'GET',
    '/generate',
    {
      input: 'query',
      schema: generateQuerySchema,
      answer: '{ run } or { runs } (newest first, ≤ 50)',
      summary: 'One run, or the runs of a project (and generator)',
    },
    getGenerate,
  );
  route(
    router,
    'POST',
    '/generate/retry',
    { input: 'body', schema: generateRetryInputSchema, answer: '202 { runId, jobId }', summary: 'Starts a stalled or failed run again' },
    postGenerateRetry,
  );
  route(
    router,
    'GET',
    '/generate/compare',
    {
      input: 'query',
      schema: generateCompareQuerySchema,
      answer: '{ runId, with, layers: [{ layer, before, after, change }] }',
      summary: 'A run against another (default its previous run of the same generator and project), per layer',
    },
    getGenerateCompare,
  );
  route(
    router,
    'POST',
    '/invoke',
    {
      input: 'body',
      schema: invokeInputSchema,
      answer: '{ layers, log }',
      summary: 'A dry run of a generator on a project; nothing written',
    },
    postInvoke,
  );
  route(
    router,
    'GET',
    '/tests',
    { input: 'query', schema: testsQuerySchema, answer: '{ tests }', summary: 'Every generator test' },
    getTests,
  );
  route(
    router,
    'GET',
    '/test',
    { input: 'query', schema: baseTestQuerySchema, answer: '{ test, lastRun? }', summary: 'A test and its newest run' },
    getTest,
  );
  route(
    router,
    'POST',
    '/test',
    {
      input: 'body',
      schema: baseTestInputSchema,
      answer: '202 { runId, jobId } (job base.test), or 200 { runId, run } when runAsJob is false',
      summary: "Runs a test: its generator on its project, the verdict in the run's test field",
    },
    postTest,
  );
}
