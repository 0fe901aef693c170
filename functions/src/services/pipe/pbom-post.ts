import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /pbom { projectId, assembly }: the purchasing BOM, each part matched to an ERP item (job
 * 'pipe.pbom'; failure 'Could not generate pbom.'). 202; 409 'waiting for design approval' (or
 * for reassembly) while blocked.
 */
export const postPbom: PipeHandler<'pbomPost'> = async (input, req) => {
  return startStageJob({ ...input, stage: 'pbom', kind: 'pipe.pbom', user: requireCallerUser(req) });
};
