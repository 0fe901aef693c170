import type { JobHandlers } from '../../../jobs/types.js';

/** Structure calculations (kind base.structure): handlers by kind. */
export const calculateJobs: JobHandlers = {};
/** What a calculation shows when it fails for a reason it did not name. */
export const calculateFailureMessages: Record<string, string> = {};
