import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';

/**
 * POST /materialRequest { projectId, assembly }: raises the ERP material request for the
 * purchasing BOM (job 'pipe.materialRequest'; done: `name` 'MAT-MR-2026-00042'; failure 'Could not
 * generate MR.', e.g. when a line has no ERP item). 202; 409 'waiting for management approval'.
 */
export const postMaterialRequest = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.body);
  sendOk(res, await startStageJob({ ...input, stage: 'materialRequest', kind: 'pipe.materialRequest', user: requireCallerUser(req) }), 202);
});
