import { stageDisplayStatus } from '@workhub/domain';
import { notFound } from '../../../lib/http.js';
import { firestore } from '../../../lib/admin.js';
import { startJobIn, stageOf } from '../../../jobs/index.js';
import { runOf, runRef } from './store.js';
import { jobKindOf, refuseRunsInFlight } from './start.js';
import { conflict } from '../../../lib/errors.js';
import { callerUser } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /generate/retry { runId } → 202 { runId, jobId }: a stalled (lease run out) or failed run
 * started again as a new job on the same run document (the job records retryOf); its log and
 * outputs are rewritten from the start. 404 unknown run; 409 while it runs or once it is done.
 */
export const postGenerateRetry: BaseHandler<'retry'> = async ({ runId }, req) => {
  const user = callerUser(req);
  const jobId = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(runRef(runId));
    if (!snap.exists) throw notFound(`No run ${runId}`);
    const run = runOf(snap);
    const shown = stageDisplayStatus(stageOf(snap, 'run'), Date.now());
    if (shown === 'done') throw conflict(`Run ${runId} is done: start a new run instead`);
    if (shown === 'new') throw conflict(`Run ${runId} has not started`);
    // Another run of the project and kind, or the caller's own cap, as for a new run.
    if (shown !== 'inProgress')
      await refuseRunsInFlight(tx, { kind: run.kind, projectId: run.projectId, createdByUid: req.caller?.uid }, runId);
    return startJobIn(tx, snap, {
      kind: jobKindOf(run.kind),
      target: { doc: `generatorRuns/${runId}`, field: 'run' },
      input: { runId },
      user,
      initialSubstatus: 'waiting to start',
    });
  });
  return { runId, jobId };
};
