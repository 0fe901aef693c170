import { storedSchemaOf, type GeneratorRun } from '@workhub/domain';
import { loadRun, runsCollection } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** How many runs GET /generate?projectId answers at most. */
export const RUNS_LIMIT = 50;

/** GET /generate?runId → { run }; ?projectId&generator? → { runs } newest first (≤ 50; damaged documents left out). 404 unknown run. */
export const getGenerate: BaseHandler<'runs'> = async (q) => {
  if (q.runId) {
    return { run: await loadRun(q.runId) };
  }
  let query = runsCollection().where('projectId', '==', q.projectId);
  if (q.generator) query = query.where('generator', '==', q.generator);
  const snap = await query.get();
  const runs = snap.docs.flatMap((d): GeneratorRun[] => {
    const parsed = storedSchemaOf('generatorRuns').safeParse({ ...d.data(), id: d.id });
    return parsed.success ? [parsed.data] : [];
  });
  runs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { runs: runs.slice(0, RUNS_LIMIT) };
};
