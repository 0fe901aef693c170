import { generateQuerySchema, generatorRunSchema, type GeneratorRun } from '@workhub/domain';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { loadRun, runsCollection } from './store.js';

/** How many runs GET /generate?projectId answers at most. */
export const RUNS_LIMIT = 50;

/** GET /generate?runId → { run }; ?projectId&generator? → { runs } newest first (≤ 50; damaged documents left out). 404 unknown run. */
export const getGenerate = handle(async (req, res) => {
  const q = parse(generateQuerySchema, req.query);
  if (q.runId) {
    sendOk(res, { run: await loadRun(q.runId) });
    return;
  }
  let query = runsCollection().where('projectId', '==', q.projectId);
  if (q.generator) query = query.where('generator', '==', q.generator);
  const snap = await query.get();
  const runs = snap.docs.flatMap((d): GeneratorRun[] => {
    const parsed = generatorRunSchema.safeParse({ ...d.data(), id: d.id });
    return parsed.success ? [parsed.data] : [];
  });
  runs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  sendOk(res, { runs: runs.slice(0, RUNS_LIMIT) });
});
