import { generateInputSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { startRun } from './start.js';

/**
 * POST /generate { generator, projectId, baseSpecVersion? } → 202 { runId, jobId } (job base.generate
 * on generatorRuns/{runId}.run), or 200 { runId, run } finished inline when the caller's runAsJob is false.
 */
export const postGenerate = handle(async (req, res) => {
  const input = parse(generateInputSchema, req.body);
  const started = await startRun(req, { kind: 'generate', ...input });
  sendOk(res, started.data, started.status);
});
