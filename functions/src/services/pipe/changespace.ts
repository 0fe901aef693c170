import { PIPE_STAGES, stageDisplayStatus } from '@workhub/domain';
import { loadProjectPipe } from './store.js';
import type { PipeHandler } from './served.js';

const LIMIT = 200;

/**
 * GET /changespace?projectId: the project's pipeline activity, newest first (at most 200): each
 * stage run as { assembly, stage, status, by, at, startedAt, finishedAt? } (at: when it finished,
 * else when it started), so a reader sees what changed and who changed it.
 */
export const getChangespace: PipeHandler<'changespace'> = async (input) => {
  const { assemblies } = await loadProjectPipe(input.projectId);
  const now = Date.now();
  const changes = assemblies
    .flatMap((a) =>
      PIPE_STAGES.flatMap((stage) => {
        const s = a[stage];
        if (!s.startedAt) return [];
        return [
          {
            assembly: a.assembly,
            stage,
            status: stageDisplayStatus(s, now),
            by: s.startedBy ?? null,
            at: s.finishedAt ?? s.startedAt,
            startedAt: s.startedAt,
            ...(s.finishedAt ? { finishedAt: s.finishedAt } : {}),
          },
        ];
      }),
    )
    .sort((x, y) => y.at.localeCompare(x.at))
    .slice(0, LIMIT);
  return { projectId: input.projectId, changes };
};
