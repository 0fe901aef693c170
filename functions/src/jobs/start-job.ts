import { randomUUID } from 'node:crypto';
import { FieldPath, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { JOB_QUEUE_LEASE_MS, stageDisplayStatus, stageSchema, type BackgroundJob, type Stage } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { notFound } from '../lib/http.js';
import type { StartJobRequest } from './types.js';
import { conflict } from '../lib/errors.js';

export const JOBS_COLLECTION = 'backgroundJobs';

/**
 * The field path of a job target: 'mbom' on a pipe document, 'opus.mbom' (the project-wide opus
 * stages) on a project document. Stage keys never hold a dot, so a dot separates segments.
 */
export const targetPath = (field: string, ...more: string[]) => new FieldPath(...field.split('.'), ...more);

/** A stage with the fields of its kind (pbom `items`, assign `onshapeLink`, ...), which a job must keep. */
const storedStageSchema = stageSchema.loose();

/**
 * The stage object a job reports into, read from its document (new when absent or malformed),
 * with its extra fields: starting a job must not drop the stage's last results (a pbom's items,
 * which pbom/createItems works on), and a job's end replaces only the fields it names.
 */
export function stageOf(doc: DocumentSnapshot, field: string): Stage {
  const parsed = storedStageSchema.safeParse(doc.get(targetPath(field)));
  return parsed.success ? parsed.data : { status: 'new', substatus: '', details: '' };
}

/** A job about to start: its id, its queued document and the stage it marks inProgress. */
export interface PlannedJob {
  jobId: string;
  job: BackgroundJob;
  stage: Stage;
}

/**
 * Plans a job on a stage whose current state is `current`: refuses (409) when it is in progress
 * with a live lease; otherwise the stage becomes inProgress with empty substatus and details (core
 * spec section 4) and a retry of a stalled or failed run records the job it retries (`retryOf`).
 */
export function planJob(current: Stage, request: StartJobRequest, now = Date.now()): PlannedJob {
  const shown = stageDisplayStatus(current, now);
  if (shown === 'inProgress')
    throw conflict(`${request.target.field} is already in progress${current.startedBy ? ` (started by ${current.startedBy})` : ''}`);
  const jobId = randomUUID();
  const at = new Date(now).toISOString();
  const leaseUntil = new Date(now + JOB_QUEUE_LEASE_MS).toISOString();
  const retryOf = request.retryOf ?? (shown === 'stalled' || shown === 'error' ? current.jobId : undefined);
  const job: BackgroundJob = {
    kind: request.kind,
    target: request.target,
    input: request.input,
    status: 'queued',
    substatus: request.initialSubstatus ?? '',
    createdBy: request.user,
    createdAt: at,
    leaseUntil,
    attempts: 0,
    ...(retryOf ? { retryOf } : {}),
  };
  const stage: Stage = {
    ...current,
    status: 'inProgress',
    substatus: request.initialSubstatus ?? '',
    details: '',
    startedBy: request.user,
    startedAt: at,
    jobId,
    leaseUntil,
  };
  delete stage.finishedAt;
  return { jobId, job, stage };
}

/**
 * Starts a background job inside the caller's transaction: refuses (409) when the target stage is
 * in progress with a live lease, marks it inProgress with empty substatus and details (core spec
 * section 4) and creates the job document, whose creation triggers the worker. Reads happen
 * first, as transactions require: pass the target document snapshot read in the same transaction.
 */
export function startJobIn(tx: Transaction, targetDoc: DocumentSnapshot, request: StartJobRequest, now = Date.now()): string {
  if (!targetDoc.exists) throw notFound(`${request.target.doc} does not exist`);
  const { jobId, job, stage } = planJob(stageOf(targetDoc, request.target.field), request, now);
  tx.update(targetDoc.ref, targetPath(request.target.field), stage, 'updatedAt', stage.startedAt);
  tx.create(firestore.collection(JOBS_COLLECTION).doc(jobId), job);
  return jobId;
}

/** Starts one job in its own transaction; answers the job id. */
export async function startJob(request: StartJobRequest): Promise<string> {
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(firestore.doc(request.target.doc));
    return startJobIn(tx, doc, request);
  });
}
