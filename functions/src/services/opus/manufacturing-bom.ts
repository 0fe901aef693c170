import { startJobIn } from '../../jobs/index.js';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { pipeOf, pipeRef, readProject, refuseBlocked } from './store.js';
import { callerUser } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * POST /manufacturingBom { projectId, cgas }: generates the manufacturing BOM of each named
 * assembly (cga), one job 'opus.mbom' per assembly on its `mbom` stage (done: `mbom.lines`;
 * failure 'Could not generate mbom.'). All or none: an unknown assembly is a 404, one that is
 * running or waiting for its prerequisites (material request, production approval) a 409, and
 * then no job starts. 202 { jobs: [{ jobId, assembly, stage }] }.
 */
export const manufacturingBom: OpusHandler<'manufacturingBom'> = async ({ projectId, cgas }, req) => {
  if (new Set(cgas).size !== cgas.length) throw badRequest('Invalid request', { cgas: 'An assembly may be named once' });
  const jobs = await firestore.runTransaction(async (tx) => {
    const project = await readProject(projectId, tx);
    const snaps = await tx.getAll(...cgas.map((assembly) => pipeRef(projectId, assembly)));
    snaps.forEach((snap, i) => refuseBlocked(project, pipeOf(projectId, cgas[i]!, snap), 'mbom'));
    return snaps.map((snap, i) => ({
      jobId: startJobIn(tx, snap, {
        kind: 'opus.mbom',
        target: { doc: snap.ref.path, field: 'mbom' },
        input: { projectId, assembly: cgas[i]! },
        user: callerUser(req),
      }),
      assembly: cgas[i]!,
      stage: 'mbom' as const,
    }));
  });
  return { jobs };
};
