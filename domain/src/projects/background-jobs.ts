import { z } from 'zod';
import type { Stage } from './pipe.js';

/**
 * The one background-job mechanism (ARCHITECTURE.md section 3) for every area: pipeline work,
 * exports, later generators and asset generation. A service writes a `backgroundJobs/{jobId}`
 * document and marks the target stage inProgress in the same transaction, then answers at once;
 * a Firestore-triggered function claims the job, renews its lease while it works and writes the
 * final status into the job and the target stage.
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'error'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A worker renews its lease at least this often... */
export const JOB_HEARTBEAT_MS = 10_000;
/** ...and a lease lasts this long: a job whose lease ran out is 'stalled' and may be retried. */
export const JOB_LEASE_MS = 30_000;
/** A queued job nobody claimed within this time is stalled too (the trigger never ran). */
export const JOB_QUEUE_LEASE_MS = 60_000;

/** Where a job reports: one stage object (a map field) of one document. */
export const jobTargetSchema = z.object({ doc: z.string(), field: z.string() });
export type JobTarget = z.infer<typeof jobTargetSchema>;

/** The most outside calls a job keeps (the latest ones). */
export const JOB_CALLS_MAX = 50;

/** One call a job made to an outside system (Onshape, the ERP), as its record shows it. */
export const outsideCallSchema = z.object({
  system: z.string().max(40),
  method: z.string().max(10),
  path: z.string().max(500),
  /** The HTTP status; 0 when nothing answered (unreachable, timed out). */
  status: z.number().int(),
  ms: z.number().int().nonnegative(),
  error: z.string().max(500).optional(),
});
export type OutsideCall = z.infer<typeof outsideCallSchema>;

export const backgroundJobSchema = z.object({
  kind: z.string(),
  target: jobTargetSchema,
  input: z.record(z.string(), z.unknown()),
  status: z.enum(JOB_STATUSES),
  substatus: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  leaseUntil: z.string(),
  heartbeatAt: z.string().optional(),
  attempts: z.number().int(),
  worker: z.string().optional(),
  error: z.string().optional(),
  /** Small results (an export id, a count); large output goes to its own documents. */
  result: z.record(z.string(), z.unknown()).optional(),
  /** The job this one retries, when it is a retry of a stalled or failed one. */
  retryOf: z.string().optional(),
  /** The outside calls the job made, in order (at most JOB_CALLS_MAX, the latest). */
  calls: z.array(outsideCallSchema).max(JOB_CALLS_MAX).optional(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export type StageDisplayStatus = Stage['status'] | 'stalled';

/** What a board shows: an inProgress stage whose lease ran out is 'stalled' (its worker died). */
export function stageDisplayStatus(stage: Pick<Stage, 'status' | 'leaseUntil'>, now: number): StageDisplayStatus {
  if (stage.status === 'inProgress' && stage.leaseUntil !== undefined && Date.parse(stage.leaseUntil) < now) return 'stalled';
  return stage.status;
}

/** A stage may be (re)started unless it is in progress with a live lease (then 409). */
export const stageIsRunning = (stage: Pick<Stage, 'status' | 'leaseUntil'>, now: number) => stageDisplayStatus(stage, now) === 'inProgress';
