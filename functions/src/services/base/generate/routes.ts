import type { Router } from 'express';
import { baseRoutes } from '@workhub/domain';
import { serve } from '../../../lib/route-docs.js';
import { getGenerators } from './generators-get.js';
import { postGenerate } from './generate-post.js';
import { getGenerate } from './generate-get.js';
import { postGenerateRetry } from './generate-retry.js';
import { getGenerateCompare } from './generate-compare.js';
import { postInvoke } from './invoke-post.js';
import { getTests } from './tests-get.js';
import { getTest } from './test-get.js';
import { postTest } from './test-post.js';

/**
 * The generator routes of the base service (docs/base-spec.md "Generators"): generators GET,
 * generate GET and POST, generate/retry POST, generate/compare GET, invoke POST, tests GET, test
 * GET and POST, each served from its contract (domain/src/routes/base.ts).
 */
export function registerGenerateRoutes(router: Router): void {
  serve(router, baseRoutes.generators, getGenerators);
  serve(router, baseRoutes.generate, postGenerate);
  serve(router, baseRoutes.runs, getGenerate);
  serve(router, baseRoutes.retry, postGenerateRetry);
  serve(router, baseRoutes.compare, getGenerateCompare);
  serve(router, baseRoutes.invoke, postInvoke);
  serve(router, baseRoutes.tests, getTests);
  serve(router, baseRoutes.test, getTest);
  serve(router, baseRoutes.runTest, postTest);
}
