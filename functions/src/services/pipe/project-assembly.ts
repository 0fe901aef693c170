import { projectAssemblyInputSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { callerOf, startStageJob } from './store.js';

/**
 * POST /projectAssembly { projectId, projectAssembly }: generates the project's assembly
 * `projectAssembly` from its base design and build spec (job 'pipe.projectAssembly'; failure
 * 'Could not generate project assembly.'). 202 { jobId, projectId, assembly, stage }; 409 without
 * a committed base or while it runs.
 */
export const postProjectAssembly = handle(async (req, res) => {
  const input = parse(projectAssemblyInputSchema, req.body);
  const started = await startStageJob({
    projectId: input.projectId,
    assembly: input.projectAssembly,
    stage: 'projectAssembly',
    kind: 'pipe.projectAssembly',
    user: callerOf(req),
  });
  sendOk(res, started, 202);
});
