import { ASSIGNED_WRONG_PROJECT } from '@workhub/domain';
import { startJobIn } from '../../jobs/index.js';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';
import { onshapeConfigured } from '../../engines/onshape/client.js';
import { pipeOf, pipeRef, readProject, refuseBlocked } from './store.js';
import { callerUser } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * POST /cadAssign/bulk { projectId, projectAssembly }: gives the assembly its own Onshape document
 * in the background (job 'opus.cadAssignBulk' on the assembly's `assign` stage): a copy of the
 * company's template document of the assembly for the project's build spec (done:
 * `assign.onshapeLink`, the copy's assembly; failure 'Could not bulk assign CAD.'). 202 with the
 * job; 404 unknown project ('Assigned wrong project id?', core spec section 8, as POST /pipe/assign) or assembly; 409 while it runs or before the project assembly is done;
 * 503 when Onshape is not configured.
 */
export const cadAssignBulk: OpusHandler<'cadAssignBulk'> = async ({ projectId, projectAssembly: assembly }, req) => {
  if (!onshapeConfigured()) throw new HttpError(503, 'not-configured', 'Onshape is not configured');
  const jobId = await firestore.runTransaction(async (tx) => {
    const project = await readProject(projectId, tx, ASSIGNED_WRONG_PROJECT);
    const snap = await tx.get(pipeRef(projectId, assembly));
    refuseBlocked(project, pipeOf(projectId, assembly, snap), 'assign');
    return startJobIn(tx, snap, {
      kind: 'opus.cadAssignBulk',
      target: { doc: snap.ref.path, field: 'assign' },
      input: { projectId, assembly },
      user: callerUser(req),
    });
  });
  return { jobId, projectId, assembly, stage: 'assign' };
};
