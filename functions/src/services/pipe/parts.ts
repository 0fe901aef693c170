import { HttpError } from '../../lib/http.js';
import { onshapeConfigured } from '../../engines/onshape/client.js';
import { startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /parts { projectId, assembly, onshapeLink }: the assembly's parts from its CAD document
 * (job 'pipe.parts'; the document must be the one assigned, else the job fails with the reason).
 * 202; 409 until the CAD assignment is done or while it runs; 503 when Onshape is not configured.
 */
export const postParts: PipeHandler<'parts'> = async (input, req) => {
  if (!onshapeConfigured()) throw new HttpError(503, 'not-configured', 'Onshape is not configured');
  const started = await startStageJob({
    projectId: input.projectId,
    assembly: input.assembly,
    stage: 'parts',
    kind: 'pipe.parts',
    user: requireCallerUser(req),
    input: { onshapeLink: input.onshapeLink },
  });
  return started;
};
