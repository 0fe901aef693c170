import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /materialRequest { projectId, assembly }: raises the ERP material request for the
 * purchasing BOM (job 'pipe.materialRequest'; done: `name` 'MAT-MR-2026-00042'; failure 'Could not
 * generate MR.', e.g. when a line has no ERP item). 202; 409 'waiting for management approval'.
 */
export const postMaterialRequest: PipeHandler<'materialRequest'> = async (input, req) => {
  return startStageJob({ ...input, stage: 'materialRequest', kind: 'pipe.materialRequest', user: requireCallerUser(req) });
};
