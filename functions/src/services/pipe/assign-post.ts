import { ASSIGNED_WRONG_PROJECT, type Stage } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { assertStartable, loadAssembly, runningAfter } from './store.js';
import { conflict } from '../../lib/errors.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /assign { projectId, assembly, onshapeLink, user? }: assigns the assembly's CAD document,
 * at once (no job): the assign stage becomes done with the link (`details` and `onshapeLink`),
 * `startedBy` the given user or the caller. 404 'Assigned wrong project id?' for an unknown
 * project, 404 for an unknown assembly; 409 while the project assembly is not done, while a
 * bulk CAD assignment runs on it, or while a later stage runs.
 */
export const postAssign: PipeHandler<'assignPost'> = async (input, req) => {
  const caller = requireCallerUser(req);
  const assign = await firestore.runTransaction(async (tx) => {
    const loaded = await loadAssembly(input.projectId, input.assembly, tx, ASSIGNED_WRONG_PROJECT);
    const now = Date.now();
    assertStartable(loaded.project, loaded.assembly, 'assign', now);
    const later = runningAfter(loaded.assembly, ['parts', 'reassembly', 'pbom', 'materialRequest', 'mbom'], now);
    if (later) throw conflict(`${later} is in progress: the CAD document cannot change until it ends`);
    const at = new Date(now).toISOString();
    const stage: Stage & { onshapeLink: string } = {
      status: 'done',
      substatus: '',
      details: input.onshapeLink,
      onshapeLink: input.onshapeLink,
      startedBy: input.user ?? caller,
      startedAt: at,
      finishedAt: at,
    };
    tx.update(loaded.snap.ref, 'assign', stage, 'updatedAt', at);
    return stage;
  });
  return { assembly: input.assembly, assign };
};
