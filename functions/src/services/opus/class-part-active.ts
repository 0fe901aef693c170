import { classPartVersionSchema, documentIdProblem } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { classPartsCollection, forbidden } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { storedAs } from '../../lib/stored.js';
import type { OpusHandler } from './served.js';

/**
 * PUT /classPart/active { classPartId, isActive }: toggles one version's isActive flag (core spec
 * section 6), the only field of a committed version that changes in place; records modified /
 * modifiedBy. 404 for an unknown id. A request that changes nothing writes nothing.
 */
export const setClassPartActive: OpusHandler<'classPartActive'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw forbidden();
  if (documentIdProblem(input.classPartId)) throw notFound(`No class part ${input.classPartId}`);
  const ref = classPartsCollection().doc(input.classPartId);
  const classPart = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(`No class part ${input.classPartId}`);
    const stored = storedAs(classPartVersionSchema, { ...snap.data(), id: snap.id }, 'classPart');
    if (stored.isActive === input.isActive) return stored;
    const changed = { isActive: input.isActive, modified: new Date().toISOString(), modifiedBy: caller.user };
    tx.update(ref, changed);
    return { ...stored, ...changed };
  });
  return { classPart };
};
