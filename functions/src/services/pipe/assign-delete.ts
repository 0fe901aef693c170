import { NEW_STAGE, stageIsRunning } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { loadAssembly, runningAfter } from './store.js';
import { conflict } from '../../lib/errors.js';
import type { PipeHandler } from './served.js';

/**
 * DELETE /assign { projectId, assembly } (body, or the query when there is no body): the CAD
 * assignment goes back to new (no link). Later stages keep what they made until they run again.
 * 409 while the assignment itself or a later stage is in progress; 404 for unknown ids.
 */
export const deleteAssign: PipeHandler<'assignDelete'> = async (input) => {
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadAssembly(input.projectId, input.assembly, tx);
    const now = Date.now();
    if (stageIsRunning(loaded.assembly.assign, now)) throw conflict('assign is in progress');
    const later = runningAfter(loaded.assembly, ['parts', 'reassembly', 'pbom', 'materialRequest', 'mbom'], now);
    if (later) throw conflict(`${later} is in progress: the CAD document cannot change until it ends`);
    tx.update(loaded.snap.ref, 'assign', NEW_STAGE, 'updatedAt', new Date(now).toISOString());
  });
  return { assembly: input.assembly, assign: NEW_STAGE };
};
