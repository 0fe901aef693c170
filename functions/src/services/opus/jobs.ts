import type { JobHandlers } from '../../jobs/types.js';

/** Background job handlers of the opus service, by kind ('opus.mbomExport', ...). */
export const opusJobs: JobHandlers = {};

/** What a stage shows when an opus job fails for an unnamed reason (core spec section 8). */
export const opusFailureMessages: Record<string, string> = {};
