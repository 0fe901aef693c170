import { randomUUID } from 'node:crypto';
import type { FieldPath } from 'firebase-admin/firestore';
import { backgroundJobSchema, JOB_CALLS_MAX, JOB_HEARTBEAT_MS, JOB_LEASE_MS, type BackgroundJob, type OutsideCall } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { JOBS_COLLECTION, planJob, stageOf, targetPath } from './start-job.js';
import { JobFailure, type JobHandlers, type JobOutcome } from './types.js';

const WORKER = `worker-${randomUUID().slice(0, 8)}`;
/** Firestore's sustained write rate per document: the worker writes a target at most this often. */
const MIN_WRITE_GAP_MS = 1000;

/** The message a stage shows when a job of this kind fails for a reason the handler did not name. */
export type FailureMessages = Record<string, string>;

/** How a job ended: its handler's outcome, or a failure the stage shows. */
export type JobEnd = ({ outcome: JobOutcome } | { failure: { substatus: string; details: string } }) & {
  /** The outside calls the handler made (the job record keeps the latest JOB_CALLS_MAX). */
  calls?: OutsideCall[];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the job (queued -> running with a lease; a second delivery of the same trigger finds it
 * claimed and does nothing), runs its handler while renewing the lease, then writes the final
 * status into the job and into the target stage, unless the stage has since moved to another job
 * (a retry after this worker was presumed dead): then only the job records its end.
 *
 * Writes to the target document (claim, progress, lease renewals, the end) are at least
 * MIN_WRITE_GAP_MS apart, so a job never writes its document faster than Firestore sustains.
 */
export async function runJob(jobId: string, handlers: JobHandlers, failureMessages: FailureMessages): Promise<void> {
  const jobRef = firestore.collection(JOBS_COLLECTION).doc(jobId);
  // The claim writes the target: not within a second of its last write (the write that started
  // this job, or the end of the job before it when a pipeline run moves on).
  const targetDoc = (await jobRef.get()).get('target.doc') as unknown;
  if (typeof targetDoc === 'string' && targetDoc.split('/').length % 2 === 0) {
    const written = (await firestore.doc(targetDoc).get()).updateTime?.toMillis();
    const wait = written === undefined ? 0 : written + MIN_WRITE_GAP_MS - Date.now();
    if (wait > 0) await pause(Math.min(wait, MIN_WRITE_GAP_MS));
  }
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
  // The claim just wrote the target: the next write waits its turn.
  let lastWrite = Date.now();
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
  // A write within the last second renewed the lease already.
  const heartbeat = setInterval(() => {
    if (Date.now() - lastWrite >= MIN_WRITE_GAP_MS) void renew();
  }, JOB_HEARTBEAT_MS);
  let progressTimer: NodeJS.Timeout | undefined;

  let end: JobEnd;
  const calls: OutsideCall[] = [];
  try {
    const handler = handlers[claimed.kind];
    if (!handler) throw new JobFailure(`Unknown job kind ${claimed.kind}`);
    const outcome = await handler({
      jobId,
      job: claimed,
      recordCall: (call) => {
        calls.push(call);
        if (calls.length > JOB_CALLS_MAX) calls.shift();
      },
      progress: async (substatus) => {
        pendingSubstatus = substatus;
        const wait = lastWrite + MIN_WRITE_GAP_MS - Date.now();
        if (wait <= 0 && !progressTimer) return renew();
        progressTimer ??= setTimeout(
          () => {
            progressTimer = undefined;
            void renew();
          },
          Math.max(0, wait),
        );
      },
    });
    end = { outcome };
  } catch (err) {
    const fallback = failureMessages[claimed.kind] ?? 'The job failed.';
    if (err instanceof JobFailure) end = { failure: { substatus: err.message, details: err.details } };
    else {
      console.error(`[jobs] ${claimed.kind} ${jobId} failed`, err);
      end = { failure: { substatus: fallback, details: err instanceof Error ? err.message : String(err) } };
    }
  } finally {
    clearInterval(heartbeat);
    if (progressTimer) clearTimeout(progressTimer);
    await writing;
    finished = true;
  }
  const wait = lastWrite + MIN_WRITE_GAP_MS - Date.now();
  if (wait > 0) await pause(wait);
  await recordJobEnd(jobId, claimed, calls.length ? { ...end, calls } : end);
}

/**
 * Records a job's end: the job document always; the target stage only while it still names this
 * job (`stage.jobId === jobId`), so a worker presumed dead that finishes after its stage was
 * retried cannot overwrite the retry's state. On success the outcome's `next` may start a
 * follow-up job on another stage of the same document, in the same transaction.
 */
export async function recordJobEnd(jobId: string, claimed: BackgroundJob, end: JobEnd): Promise<void> {
  const jobRef = firestore.collection(JOBS_COLLECTION).doc(jobId);
  const targetRef = firestore.doc(claimed.target.doc);
  const field = claimed.target.field;
  const at = new Date().toISOString();
  await firestore.runTransaction(async (tx) => {
    const target = await tx.get(targetRef);
    const outcome = 'outcome' in end ? end.outcome : undefined;
    const failure = 'failure' in end ? end.failure : undefined;
    const jobUpdate = failure
      ? { status: 'error', substatus: failure.substatus, error: failure.details || failure.substatus, finishedAt: at }
      : { status: 'done', substatus: outcome?.substatus ?? '', finishedAt: at, ...(outcome?.result ? { result: outcome.result } : {}) };
    if (end.calls?.length) Object.assign(jobUpdate, { calls: end.calls.slice(-JOB_CALLS_MAX) });
    const stage = stageOf(target, field);
    if (!target.exists || stage.jobId !== jobId) {
      tx.update(jobRef, jobUpdate);
      return;
    }
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
    const updates: unknown[] = [targetPath(field), next];
    const followUp = outcome?.next?.({ ...(target.data() ?? {}), [field]: next });
    let planned: ReturnType<typeof planJob> | undefined;
    if (followUp && followUp.target.doc === claimed.target.doc && followUp.target.field !== field) {
      try {
        planned = planJob(stageOf(target, followUp.target.field), followUp, Date.parse(at));
      } catch {
        // The next stage is running already (someone started it by hand): this run stops here.
      }
    }
    if (planned) {
      updates.push(targetPath(planned.job.target.field), planned.stage);
      tx.create(firestore.collection(JOBS_COLLECTION).doc(planned.jobId), planned.job);
      Object.assign(jobUpdate, { result: { ...('result' in jobUpdate ? jobUpdate.result : {}), nextJobId: planned.jobId } });
    }
    tx.update(jobRef, jobUpdate);
    tx.update(targetRef, updates[0] as FieldPath, updates[1], ...updates.slice(2), 'updatedAt', at);
  });
}
