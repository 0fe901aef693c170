export { startJob, startJobIn, stageOf, JOBS_COLLECTION } from './start-job.js';
export { JobFailure, type JobContext, type JobHandler, type JobHandlers, type JobOutcome, type StartJobRequest } from './types.js';
