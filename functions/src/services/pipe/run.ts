import { blockingReason, currentStage, STAGE_LABELS, stageIsRunning, type PipeStage } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { startJobIn } from '../../jobs/index.js';
import { RUN_STAGES } from './jobs.js';
import { hasBase, loadProjectPipe } from './store.js';
import { conflict } from '../../lib/errors.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/** Jobs one run starts at most (two writes each; a transaction takes 500). */
const MAX_RUN_JOBS = 200;

/**
 * POST /run { projectId }: runs the pipeline of every assembly: each starts its next stage (job
 * 'pipe.run'), and each run job starts the stage after it when it is done, until the assembly is
 * done or blocked (an approval missing; assign needs a CAD link from a person; mbom is the opus
 * service's). 202 { projectId, jobs: [{ jobId, assembly, stage }], waiting: [{ assembly, stage,
 * reason }] }; 409 naming the reasons when no assembly can move; 404 for an unknown project.
 */
export const postRun: PipeHandler<'run'> = async (input, req) => {
  const user = requireCallerUser(req);
  const answer = await firestore.runTransaction(async (tx) => {
    const { project, assemblies, snaps } = await loadProjectPipe(input.projectId, tx);
    if (assemblies.length === 0) throw conflict(`Project ${input.projectId} has no assemblies`);
    const now = Date.now();
    const jobs: { jobId: string; assembly: string; stage: PipeStage }[] = [];
    const waiting: { assembly: string; stage: PipeStage; reason: string }[] = [];
    assemblies.forEach((assembly, i) => {
      const stage = currentStage(assembly);
      // An assembly the base design no longer defines keeps its work but does not run.
      if (!stage || assembly.removed) return;
      const reason = stageIsRunning(assembly[stage], now)
        ? `${stage} is in progress`
        : !RUN_STAGES.includes(stage)
          ? stage === 'assign'
            ? 'waiting for a CAD link (POST /pipe/assign)'
            : `${STAGE_LABELS[stage]} is made by the opus service`
          : (blockingReason(assembly, stage, { hasBase: hasBase(project) }) ??
            (jobs.length >= MAX_RUN_JOBS ? `more than ${MAX_RUN_JOBS} assemblies: run again` : undefined));
      if (reason) {
        waiting.push({ assembly: assembly.assembly, stage, reason });
        return;
      }
      const snap = snaps[i]!;
      const jobId = startJobIn(
        tx,
        snap,
        { kind: 'pipe.run', target: { doc: snap.ref.path, field: stage }, input: { projectId: input.projectId, assembly: snap.id }, user },
        now,
      );
      jobs.push({ jobId, assembly: snap.id, stage });
    });
    if (jobs.length === 0) {
      const reasons = waiting.slice(0, 5).map((w) => `${w.assembly}: ${w.reason}`);
      throw conflict(
        waiting.length ? `Nothing to run: ${reasons.join('; ')}${waiting.length > 5 ? '; ...' : ''}` : 'Every assembly is done',
      );
    }
    return { projectId: input.projectId, jobs, waiting };
  });
  return answer;
};
