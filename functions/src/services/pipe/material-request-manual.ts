import type { ManualMaterialRequest } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';
import { loadAssembly } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import { conflict } from '../../lib/errors.js';
import type { PipeHandler } from './served.js';

const FAILED = 'Could not assign MR.';

/**
 * POST /materialRequest/manual { projectId, cga, url }: records a material request made by hand in
 * the ERP on the assembly `cga` ({ url, user: caller, created }). Answers { assembly,
 * manualMaterialRequests }. Refusals start with 'Could not assign MR.': 404 for unknown ids, 409
 * when the request is recorded on it already.
 */
export const postManualMaterialRequest: PipeHandler<'materialRequestManual'> = async (input, req) => {
  const caller = requireCallerUser(req);
  try {
    const list = await firestore.runTransaction(async (tx) => {
      const loaded = await loadAssembly(input.projectId, input.cga, tx);
      const existing = loaded.assembly.manualMaterialRequests;
      if (existing.some((m) => m.url === input.url)) throw conflict(`${input.url} is recorded on ${input.cga} already`);
      const created = new Date().toISOString();
      const next: ManualMaterialRequest[] = [...existing, { url: input.url, user: caller, created }];
      tx.update(loaded.snap.ref, 'manualMaterialRequests', next, 'updatedAt', created);
      return next;
    });
    return { assembly: input.cga, manualMaterialRequests: list };
  } catch (err) {
    if (err instanceof HttpError) throw new HttpError(err.status, err.error, `${FAILED} ${err.message}`, err.fieldErrors);
    throw err;
  }
};
