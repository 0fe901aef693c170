import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';

/** POST /reassembly { projectId, assembly }: groups the parts into sub-assemblies (job 'pipe.reassembly'). 202; 409 until parts are done. */
export const postReassembly = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.body);
  sendOk(res, await startStageJob({ ...input, stage: 'reassembly', kind: 'pipe.reassembly', user: requireCallerUser(req) }), 202);
});
