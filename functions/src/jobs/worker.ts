import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { pipeFailureMessages, pipeJobs } from '../services/pipe/jobs.js';
import { opusFailureMessages, opusJobs } from '../services/opus/jobs.js';
import { erpFailureMessages, erpJobs } from '../services/erp/jobs.js';
import { generateFailureMessages, generateJobs } from '../services/base/generate/jobs.js';
import { calculateFailureMessages, calculateJobs } from '../services/base/calculate/jobs.js';
import { homehubFailureMessages, homehubJobs } from '../services/homehub/jobs.js';
import { authFailureMessages, authJobs } from '../auth/directory-sweep.js';
import { runJob } from './run-job.js';
import { JOBS_COLLECTION } from './start-job.js';

/** Every area's job handlers, by kind; a new area adds its own here. */
const handlers = { ...pipeJobs, ...opusJobs, ...erpJobs, ...generateJobs, ...calculateJobs, ...homehubJobs, ...authJobs };
const failureMessages = {
  ...pipeFailureMessages,
  ...opusFailureMessages,
  ...erpFailureMessages,
  ...generateFailureMessages,
  ...calculateFailureMessages,
  ...homehubFailureMessages,
  ...authFailureMessages,
};

/**
 * The background worker: a Firestore-triggered function on job creation (docs/decisions.md
 * "Background jobs": the Functions emulator runs it locally against the Firestore emulator with
 * no extra emulator, and the job document is the queue entry, the status and the lease at once).
 */
export const backgroundJobWorker = onDocumentCreated(
  { document: `${JOBS_COLLECTION}/{jobId}`, timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    await runJob(event.params.jobId, handlers, failureMessages);
  },
);
