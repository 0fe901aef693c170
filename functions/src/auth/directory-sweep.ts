import { FieldPath } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  DIRECTORY_SWEEP_CONCURRENCY,
  DIRECTORY_SWEEP_INTERVAL_MINUTES,
  DIRECTORY_SWEEP_JOB_KIND,
  DIRECTORY_SWEEP_STARTED_BY,
  DIRECTORY_SWEEP_TARGET,
  directorySweepProgress,
  directorySweepSummary,
  forEachBounded,
  sweepCandidates,
} from '@workhub/domain';
import { adminAuth, firestore } from '../lib/admin.js';
import { HttpError } from '../lib/http.js';
import { JOBS_COLLECTION, planJob, stageOf } from '../jobs/start-job.js';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../jobs/types.js';
import { DirectoryError, directoryFromEnv, type DirectoryAdapter } from '../engines/directory/graph.js';
import { disableAtProvider } from './directory-account.js';

const FAILED = 'The directory sweep failed';
/** Firebase Auth's largest listUsers page. */
const LIST_PAGE = 1000;

/** What starting a sweep did: a new job, one still running (lease live), or nothing (Graph not configured). */
export type SweepStart = { started: true; jobId: string } | { started: false; reason: 'running' | 'off'; message: string };

/**
 * Starts one directory sweep job (kind auth.directorySweep, stage config/directorySweep.sweep) on the
 * background-job mechanism, unless one is in progress with a live lease; a stalled or failed one is
 * retried (`retryOf`). Without GRAPH_URL there is no directory to ask: nothing starts (the same rule
 * as the sign-in exchange's check).
 */
export async function startDirectorySweep(env: NodeJS.ProcessEnv = process.env): Promise<SweepStart> {
  if (!directoryFromEnv(env)) return { started: false, reason: 'off', message: 'the directory sweep is off: GRAPH_URL is not set' };
  const targetRef = firestore.doc(DIRECTORY_SWEEP_TARGET.doc);
  try {
    const jobId = await firestore.runTransaction(async (tx) => {
      const target = await tx.get(targetRef);
      const planned = planJob(stageOf(target, DIRECTORY_SWEEP_TARGET.field), {
        kind: DIRECTORY_SWEEP_JOB_KIND,
        target: { ...DIRECTORY_SWEEP_TARGET },
        input: {},
        user: DIRECTORY_SWEEP_STARTED_BY,
        initialSubstatus: 'waiting to start',
      });
      // The target document is created by the first sweep.
      tx.set(
        targetRef,
        { [DIRECTORY_SWEEP_TARGET.field]: planned.stage, updatedAt: planned.stage.startedAt },
        { mergeFields: [new FieldPath(DIRECTORY_SWEEP_TARGET.field), 'updatedAt'] },
      );
      tx.create(firestore.collection(JOBS_COLLECTION).doc(planned.jobId), planned.job);
      return planned.jobId;
    });
    return { started: true, jobId };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409)
      return { started: false, reason: 'running', message: `a directory sweep is already running (${error.message})` };
    throw error;
  }
}

/** Every Firebase Auth account, page by page. */
async function allAccounts(): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(LIST_PAGE, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/**
 * The sweep: asks the directory about every account with a session that may be open (domain
 * sweepCandidates), DIRECTORY_SWEEP_CONCURRENCY at once; an account the directory has disabled or
 * does not know is disabled as the sign-in exchange does it (disableAtProvider: refresh tokens
 * revoked, `disabledAtProvider`, disabled). A failure to end one account's sessions is counted and
 * logged and the sweep goes on; the directory failing stops it (no new question, the ones in flight
 * finish) and the job ends in error naming Microsoft Graph: a later sweep or a retry starts over.
 */
export async function sweepDirectory(ctx: JobContext, directory: DirectoryAdapter | null = directoryFromEnv()): Promise<JobOutcome> {
  if (!directory) throw new JobFailure(FAILED, 'Microsoft Graph is not configured (GRAPH_URL)');
  const started = Date.now();
  const accounts = sweepCandidates(await allAccounts(), started);
  const counts = { checked: 0, disabled: 0, errors: 0 };
  await ctx.progress(directorySweepProgress(0, accounts.length));
  try {
    await forEachBounded(accounts, DIRECTORY_SWEEP_CONCURRENCY, async (account) => {
      const enabled = await directory.accountEnabled(account.email!);
      if (enabled !== true) {
        try {
          await disableAtProvider(account);
          counts.disabled++;
          console.info(
            `[auth] directory sweep: ${account.email} is ${enabled === false ? 'disabled at the identity provider' : 'not in the directory'}: disabled`,
          );
        } catch (error) {
          counts.errors++;
          console.error(`[auth] directory sweep: ${account.email} could not be disabled`, error);
        }
      }
      counts.checked++;
      void ctx.progress(directorySweepProgress(counts.checked, accounts.length));
    });
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    console.error(`[auth] directory sweep stopped after ${counts.checked} of ${accounts.length} accounts:`, error.message);
    throw new JobFailure(
      `Microsoft Graph could not be asked: checked ${counts.checked} of ${accounts.length} accounts (${counts.disabled} disabled)`,
      error.message,
    );
  }
  const ms = Date.now() - started;
  console.info(`[auth] directory sweep: ${directorySweepSummary(counts)} in ${ms} ms`);
  return { substatus: directorySweepSummary(counts), details: '', result: { ...counts, accounts: accounts.length, ms } };
}

/** The auth area's job handlers, by kind (functions/src/jobs/worker.ts joins them). */
export const authJobs: JobHandlers = { [DIRECTORY_SWEEP_JOB_KIND]: (ctx) => sweepDirectory(ctx) };
export const authFailureMessages: Record<string, string> = { [DIRECTORY_SWEEP_JOB_KIND]: FAILED };

/**
 * Every DIRECTORY_SWEEP_INTERVAL_MINUTES: starts the directory sweep job (it does not sweep itself,
 * so a sweep has the job's lease, progress, retry and one-at-a-time). A person disabled at the
 * provider while signed in is refused at their first API request after the next sweep (the API
 * checks revocation), at most an ID token's hour later where revocation is not checked (rules).
 */
export const directorySweepSchedule = onSchedule(
  { schedule: `every ${DIRECTORY_SWEEP_INTERVAL_MINUTES} minutes`, timeoutSeconds: 60, retryCount: 0 },
  async () => {
    const start = await startDirectorySweep();
    console.info(`[auth] directory sweep: ${start.started ? `started job ${start.jobId}` : start.message}`);
  },
);
