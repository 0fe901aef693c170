import { GENERATE_JOB_KIND, TEST_JOB_KIND } from '@workhub/domain';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../../../jobs/types.js';
import { executeRun } from './runner.js';

const GENERATE_FAILED = 'The generator run failed.';
const TEST_FAILED = 'The test run failed.';

/** What a run shows when it fails for a reason it did not name. */
export const generateFailureMessages: Record<string, string> = { [GENERATE_JOB_KIND]: GENERATE_FAILED, [TEST_JOB_KIND]: TEST_FAILED };

/** A run job: its input names the run (generatorRuns/{runId}, field 'run'); the engine does the rest. */
async function runJob(ctx: JobContext): Promise<JobOutcome> {
  const runId = typeof ctx.job.input.runId === 'string' ? ctx.job.input.runId : '';
  if (!runId) throw new JobFailure('The job names no run.');
  const result = await executeRun(runId, (substatus) => ctx.progress(substatus));
  return {
    substatus: result.substatus,
    details: result.test && !result.test.passed ? result.test.failures.join('; ') : '',
    result: { runId, documents: result.summary.documents, logLines: result.summary.logLines },
  };
}

/** Generator and test runs (kinds base.generate, base.test): handlers by kind (functions/src/jobs/worker.ts joins them). */
export const generateJobs: JobHandlers = { [GENERATE_JOB_KIND]: runJob, [TEST_JOB_KIND]: runJob };
