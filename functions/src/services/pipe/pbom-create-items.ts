import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /pbom/createItems { projectId, assembly }: makes an ERP item for every purchasing BOM line
 * without one and writes the codes into the lines (job 'pipe.pbomCreateItems' on the pbom stage;
 * failure 'Could not create ERP items.'). 202; 409 'waiting for the purchasing BOM' until the
 * pbom is done, and the pbom's own gates.
 */
export const postPbomCreateItems: PipeHandler<'pbomCreateItems'> = async (input, req) => {
  const started = await startStageJob({
    ...input,
    stage: 'pbom',
    kind: 'pipe.pbomCreateItems',
    user: requireCallerUser(req),
    check: ({ assembly }) => (assembly.pbom.status !== 'done' ? 'waiting for the purchasing BOM' : undefined),
  });
  return started;
};
