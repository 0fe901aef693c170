import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/** POST /reassembly { projectId, assembly }: groups the parts into sub-assemblies (job 'pipe.reassembly'). 202; 409 until parts are done. */
export const postReassembly: PipeHandler<'reassemblyPost'> = async (input, req) => {
  return startStageJob({ ...input, stage: 'reassembly', kind: 'pipe.reassembly', user: requireCallerUser(req) });
};
