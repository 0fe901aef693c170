import type { JobHandlers } from '../../jobs/types.js';

/** Background job handlers of the pipe service, by kind ('pipe.pbom', ...). */
export const pipeJobs: JobHandlers = {};

/** What a stage shows when a pipe job fails for an unnamed reason (core spec section 8). */
export const pipeFailureMessages: Record<string, string> = {};
