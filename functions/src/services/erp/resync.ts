import { ERP_RESYNC_JOB_KIND, ERP_RESYNC_TARGET, type erpRoutes } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { JOBS_COLLECTION, stageOf } from '../../jobs/index.js';
import { planJob } from '../../jobs/start-job.js';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp, viaErp } from './erp.js';
import { mirrorRef } from './items.js';
import { callerUser } from '../../lib/caller.js';

/**
 * POST /erp/resync { all: true } or { names: [...] } → 202 { jobId }: starts the background job 'erp.resync'
 * (functions/src/jobs) that re-reads every ERP item (or the named ones) in bulk and rewrites the
 * erpItems mirror; its status is the job document backgroundJobs/{jobId} (queued → running with
 * substatus 'mirrored N of M' → done / error; stalled when its lease runs out) and the stage
 * config/erpMirror.resync. Any staff user may start it (it only copies the ERP into the mirror);
 * 409 while one runs. Named items must each be in the ERP or in the mirror, else 404 and no job.
 */
export const startResync: ContractHandler<typeof erpRoutes.resync.schema, typeof erpRoutes.resync.answer> = async (input, req) => {
  if (input.names) {
    const names = input.names;
    const [inErp, mirrored] = await Promise.all([
      viaErp(() => erp().list('Item', { fields: ['name'], filters: [['name', 'in', names]], limit: 0 })),
      firestore.getAll(...names.map(mirrorRef)),
    ]);
    const known = new Set([...inErp.map((r) => String(r.name)), ...mirrored.filter((s) => s.exists).map((s) => s.id)]);
    const missing = names.filter((n) => !known.has(n));
    if (missing.length > 0) throw notFound(`No ERP item ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  }
  const targetRef = firestore.doc(ERP_RESYNC_TARGET.doc);
  const jobId = await firestore.runTransaction(async (tx) => {
    const target = await tx.get(targetRef);
    const planned = planJob(stageOf(target, ERP_RESYNC_TARGET.field), {
      kind: ERP_RESYNC_JOB_KIND,
      target: { ...ERP_RESYNC_TARGET },
      input: input.names ? { names: input.names } : {},
      user: callerUser(req),
      initialSubstatus: 'waiting to start',
    });
    // The target document is created on the first resync (startJobIn needs an existing one).
    tx.set(
      targetRef,
      { [ERP_RESYNC_TARGET.field]: planned.stage, updatedAt: planned.stage.startedAt },
      { mergeFields: [new FieldPath(ERP_RESYNC_TARGET.field), 'updatedAt'] },
    );
    tx.create(firestore.collection(JOBS_COLLECTION).doc(planned.jobId), planned.job);
    return planned.jobId;
  });
  return { jobId };
};
