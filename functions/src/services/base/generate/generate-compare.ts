import { compareRunLayers, type LayerMeasures } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { loadRun } from './store.js';
import { conflict } from '../../../lib/errors.js';
import type { BaseHandler } from '../contract-handler.js';

const measuresOf = (run: Awaited<ReturnType<typeof loadRun>>): Record<string, LayerMeasures> => {
  if (!run.summary) throw conflict(`Run ${run.id} has not finished`);
  return run.summary.layers;
};

/**
 * GET /generate/compare?runId&with? → { runId, with, layers: [{ layer, before, after, change }] }:
 * the run against `with` (default its previousRunId) per layer, in the base spec's draw order.
 * 404 unknown run; 409 no previous run, or either run not finished.
 */
export const getGenerateCompare: BaseHandler<'compare'> = async (q) => {
  const run = await loadRun(q.runId);
  const withId = q.with ?? run.previousRunId;
  if (!withId) throw conflict(`Run ${run.id} has no previous run to compare with`);
  const other = await loadRun(withId);
  const spec = await firestore.collection('baseSpecs').doc(run.baseSpecVersion).get();
  const order = Array.isArray(spec.get('order')) ? (spec.get('order') as string[]) : [];
  return { runId: run.id, with: other.id, layers: compareRunLayers(measuresOf(other), measuresOf(run), order) };
};
