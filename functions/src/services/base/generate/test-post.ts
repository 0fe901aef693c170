import { loadTest } from './store.js';
import { startRun, startedAnswer } from './start.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /test { key, projectId? } → 202 { runId, jobId } (job base.test; the verdict in run.test), or
 * 200 { runId, run } inline when runAsJob is false. The test's generator on its project (or
 * `projectId`). 404 unknown test or project, 409 no latest base.
 */
export const postTest: BaseHandler<'runTest'> = async (input, req, res) => {
  const test = await loadTest(input.key);
  const started = await startRun(req, {
    kind: 'test',
    generator: test.generator,
    projectId: input.projectId ?? test.projectId,
    testKey: test.key,
  });
  return startedAnswer(res, started);
};
