import { randomUUID } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { backgroundJobSchema, JOB_HEARTBEAT_MS, JOB_LEASE_MS, type BackgroundJob } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { JOBS_COLLECTION, stageOf, targetPath } from './start-job.js';
import { JobFailure, type JobHandlers, type JobOutcome } from './types.js';

const WORKER = `worker-${randomUUID().slice(0, 8)}`;
const MIN_WRITE_GAP_MS = 1000;

/** The message a stage shows when a job of this kind fails for a reason the handler did not name. */
export type FailureMessages = Record<string, string>;

/**
 * Claims the job (queued -> running with a lease; a second delivery of the same trigger finds it
 * claimed and does nothing), runs its handler while renewing the lease, then writes the final
 * status into the job and into the target stage, unless the stage has since moved to another job
 * (a retry after this worker was presumed dead): then only the job records its end.
 */
export async function runJob(jobId: string, handlers: JobHandlers, failureMessages: FailureMessages): Promise<void> {
  const jobRef = firestore.collection(JOBS_COLLECTION).doc(jobId);
  const claimed = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(jobRef);
    const parsed = backgroundJobSchema.safeParse(snap.data());
    if (!parsed.success || parsed.data.status !== 'queued') return undefined;
    const job = parsed.data;
    const targetRef = firestore.doc(job.target.doc);
    const target = await tx.get(targetRef);
    const now = Date.now();
    const leaseUntil = new Date(now + JOB_LEASE_MS).toISOString();
    const claimedJob: BackgroundJob = {
      ...job,
      status: 'running',
      startedAt: new Date(now).toISOString(),
      leaseUntil,
      worker: WORKER,
      attempts: job.attempts + 1,
    };
    tx.set(jobRef, claimedJob);
    const stage = stageOf(target, job.target.field);
    if (target.exists && stage.jobId === jobId) tx.update(targetRef, targetPath(job.target.field, 'leaseUntil'), leaseUntil);
    return claimedJob;
  });
  if (!claimed) return;

  const targetRef = firestore.doc(claimed.target.doc);
  const field = claimed.target.field;
  let lastWrite = 0;
  let pendingSubstatus: string | undefined;
  let writing: Promise<void> = Promise.resolve();
  let finished = false;

  /** Renews the lease (and shows the latest substatus) on the job and, while it is still ours, the stage. */
  const renew = () => {
    writing = writing
      .then(async () => {
        if (finished) return;
        lastWrite = Date.now();
        const leaseUntil = new Date(lastWrite + JOB_LEASE_MS).toISOString();
        const substatus = pendingSubstatus;
        pendingSubstatus = undefined;
        await firestore.runTransaction(async (tx) => {
          const target = await tx.get(targetRef);
          tx.update(jobRef, {
            leaseUntil,
            heartbeatAt: new Date(lastWrite).toISOString(),
            ...(substatus !== undefined ? { substatus } : {}),
          });
          if (target.exists && stageOf(target, field).jobId === jobId) {
            const stageUpdate: unknown[] = [targetPath(field, 'leaseUntil'), leaseUntil];
            if (substatus !== undefined) stageUpdate.push(targetPath(field, 'substatus'), substatus);
            tx.update(targetRef, stageUpdate[0] as FieldPath, stageUpdate[1], ...stageUpdate.slice(2));
          }
        });
      })
      .catch((err) => console.error(`[jobs] ${jobId}: lease renewal failed`, err));
    return writing;
  };
  const heartbeat = setInterval(renew, JOB_HEARTBEAT_MS);
  let progressTimer: NodeJS.Timeout | undefined;

  let outcome: JobOutcome | undefined;
  let failure: { substatus: string; details: string } | undefined;
  try {
    const handler = handlers[claimed.kind];
    if (!handler) throw new JobFailure(`Unknown job kind ${claimed.kind}`);
    outcome = await handler({
      jobId,
      job: claimed,
      progress: async (substatus) => {
        pendingSubstatus = substatus;
        const wait = lastWrite + MIN_WRITE_GAP_MS - Date.now();
        if (wait <= 0) return renew();
        progressTimer ??= setTimeout(() => {
          progressTimer = undefined;
          void renew();
        }, wait);
      },
    });
  } catch (err) {
    const fallback = failureMessages[claimed.kind] ?? 'The job failed.';
    if (err instanceof JobFailure) failure = { substatus: err.message, details: err.details };
    else {
      console.error(`[jobs] ${claimed.kind} ${jobId} failed`, err);
      failure = { substatus: fallback, details: err instanceof Error ? err.message : String(err) };
    }
  } finally {
    clearInterval(heartbeat);
    if (progressTimer) clearTimeout(progressTimer);
    await writing;
    finished = true;
  }

  const at = new Date().toISOString();
  await firestore.runTransaction(async (tx) => {
    const target = await tx.get(targetRef);
    const jobUpdate = failure
      ? { status: 'error', substatus: failure.substatus, error: failure.details || failure.substatus, finishedAt: at }
      : { status: 'done', substatus: outcome?.substatus ?? '', finishedAt: at, ...(outcome?.result ? { result: outcome.result } : {}) };
    tx.update(jobRef, jobUpdate);
    const stage = stageOf(target, field);
    if (!target.exists || stage.jobId !== jobId) return;
    const { leaseUntil: _lease, ...rest } = stage;
    const next = failure
      ? { ...rest, status: 'error', substatus: failure.substatus, details: failure.details, finishedAt: at }
      : {
          ...rest,
          ...(outcome?.stageFields ?? {}),
          status: 'done',
          substatus: outcome?.substatus ?? '',
          details: outcome?.details ?? '',
          finishedAt: at,
        };
    tx.update(targetRef, targetPath(field), next, 'updatedAt', at);
  });
}
