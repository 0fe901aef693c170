import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';

/**
 * POST /pbom { projectId, assembly }: the purchasing BOM, each part matched to an ERP item (job
 * 'pipe.pbom'; failure 'Could not generate pbom.'). 202; 409 'waiting for design approval' (or
 * for reassembly) while blocked.
 */
export const postPbom = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.body);
  sendOk(res, await startStageJob({ ...input, stage: 'pbom', kind: 'pipe.pbom', user: requireCallerUser(req) }), 202);
});
