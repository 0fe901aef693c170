import { baseTestInputSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { loadTest } from './store.js';
import { startRun } from './start.js';

/**
 * POST /test { key, projectId? } → 202 { runId, jobId } (job base.test; the verdict in run.test), or
 * 200 { runId, run } inline when runAsJob is false. The test's generator on its project (or
 * `projectId`). 404 unknown test or project, 409 no latest base.
 */
export const postTest = handle(async (req, res) => {
  const input = parse(baseTestInputSchema, req.body);
  const test = await loadTest(input.key);
  const started = await startRun(req, {
    kind: 'test',
    generator: test.generator,
    projectId: input.projectId ?? test.projectId,
    testKey: test.key,
  });
  sendOk(res, started.data, started.status);
});
