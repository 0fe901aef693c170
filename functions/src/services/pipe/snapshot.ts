import { PIPE_STAGES, stageDisplayStatus } from '@workhub/domain';
import { loadProjectPipe } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /snapshot?projectId: every assembly's stage statuses at one moment, as a board shows them
 * ('stalled' for a dead worker's stage): { projectId, at, assemblies: [{ assembly, stages: {
 * [stage]: status } }] }, and `totals` per status.
 */
export const getSnapshot: PipeHandler<'snapshot'> = async (input) => {
  const { assemblies } = await loadProjectPipe(input.projectId);
  const now = Date.now();
  const totals: Record<string, number> = {};
  const rows = assemblies.map((a) => ({
    assembly: a.assembly,
    stages: Object.fromEntries(
      PIPE_STAGES.map((s) => {
        const status = stageDisplayStatus(a[s], now);
        totals[status] = (totals[status] ?? 0) + 1;
        return [s, status];
      }),
    ),
  }));
  return { projectId: input.projectId, at: new Date(now).toISOString(), assemblies: rows, totals };
};
