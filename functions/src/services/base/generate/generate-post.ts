import { startRun, startedAnswer } from './start.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /generate { generator, projectId, baseSpecVersion? } → 202 { runId, jobId } (job base.generate
 * on generatorRuns/{runId}.run), or 200 { runId, run } finished inline when the caller's runAsJob is false.
 */
export const postGenerate: BaseHandler<'generate'> = async (input, req, res) => {
  const started = await startRun(req, { kind: 'generate', ...input });
  return startedAnswer(res, started);
};
