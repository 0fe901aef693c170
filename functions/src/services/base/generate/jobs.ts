import type { JobHandlers } from '../../../jobs/types.js';

/** Generator and test runs (kinds base.generate, base.test): handlers by kind. */
export const generateJobs: JobHandlers = {};
/** What a run shows when it fails for a reason it did not name. */
export const generateFailureMessages: Record<string, string> = {};
