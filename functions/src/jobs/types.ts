import type { BackgroundJob, JobTarget, OutsideCall } from '@workhub/domain';

/** What a job handler gets: its job, and ways to report progress while it works. */
export interface JobContext {
  jobId: string;
  job: BackgroundJob;
  /**
   * Shows a substatus on the target stage ('matching ERP items'). Writes are coalesced so a
   * document gets at most one write per second (Firestore's sustained rate per document).
   */
  progress(substatus: string): Promise<void>;
  /** Keeps an outside call on the job's record (system, method, path, status, duration, error). */
  recordCall(call: OutsideCall): void;
}

/** A handler's result: what the stage shows when done, extra stage fields, a small job result. */
export interface JobOutcome {
  substatus?: string;
  details?: string;
  /** Merged into the target stage object (e.g. pbom `items`). */
  stageFields?: Record<string, unknown>;
  result?: Record<string, unknown>;
  /**
   * A follow-up job on another stage of the same document (a pipeline run moving on), decided
   * from the document as it is once this stage is recorded done: called inside the transaction
   * that records this job's end, so the next stage starts in the same write (no moment where
   * nothing runs, no extra write). Return undefined to stop. Not called when the job failed or
   * the stage has moved to another job.
   */
  next?: (targetAfter: Record<string, unknown>) => StartJobRequest | undefined;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * A failure a user should read: `message` becomes the stage's substatus (e.g. 'Could not
 * generate MR.'), `details` its details. Any other error shows the kind's failure message.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly details = '',
  ) {
    super(message);
  }
}

export interface StartJobRequest {
  kind: string;
  target: JobTarget;
  input: Record<string, unknown>;
  /** The user starting it (email local part). */
  user: string;
  /** Substatus shown while queued and running until the first progress (default ''). */
  initialSubstatus?: string;
  /** A retry of this job (set when the stage was stalled or failed). */
  retryOf?: string;
}
