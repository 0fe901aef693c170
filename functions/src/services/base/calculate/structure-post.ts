import { STRUCTURE_JOB_KIND, defaultStructureInputs, type StructureDoc } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { firestore } from '../../../lib/admin.js';
import { JOBS_COLLECTION, stageOf } from '../../../jobs/index.js';
import { planJob } from '../../../jobs/start-job.js';
import { existingProject, latestBaseOf, projectRef, structureOf, structureRef } from './store.js';
import { conflict } from '../../../lib/errors.js';
import { callerUser } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/** The target field of the structure job on `structure/{projectId}`. */
export const STRUCTURE_TARGET_FIELD = 'calculation';

/**
 * POST /base/calculate/structure { projectId, inputParams? } → 202 { jobId }: starts the job
 * 'base.structure' on `structure/{projectId}` field `calculation` (functions/src/jobs). Given
 * inputParams (normalised and checked: structureInputsSchema) become the stored ones; without,
 * the stored ones are used, and a project without a structure document gets one with the default
 * inputs (defaultStructureInputs from its floor area). 404 unknown project; 409 while one runs or
 * when the stored document does not fit the schema (it is never overwritten).
 */
export const postStructure: BaseHandler<'structure'> = async (input, req) => {
  const user = callerUser(req);
  const ref = structureRef(input.projectId);
  const jobId = await firestore.runTransaction(async (tx) => {
    const [project, current] = await Promise.all([tx.get(projectRef(input.projectId)), tx.get(ref)]);
    existingProject(project, input.projectId);
    const stored = structureOf(current);
    // A stored document that does not fit the schema is not overwritten (its versions would be lost).
    if (current.exists && !stored) throw conflict(`structure/${input.projectId} does not fit the structure schema; it is left as it is`);
    const inputParams = input.inputParams ?? stored?.inputParams ?? defaultStructureInputs(latestBaseOf(project)?.floorArea ?? 0);
    const planned = planJob(stageOf(current, STRUCTURE_TARGET_FIELD), {
      kind: STRUCTURE_JOB_KIND,
      target: { doc: ref.path, field: STRUCTURE_TARGET_FIELD },
      input: { projectId: input.projectId, inputParams },
      user,
      initialSubstatus: 'waiting to start',
    });
    if (!stored) {
      // A new structure document: created whole, with the stage of this job.
      const doc: StructureDoc = {
        projectId: input.projectId,
        inputParams,
        versions: [],
        packages: [],
        calculation: planned.stage,
        updatedAt: planned.stage.startedAt,
      };
      tx.set(ref, doc);
    } else {
      tx.update(
        ref,
        new FieldPath(STRUCTURE_TARGET_FIELD),
        planned.stage,
        'inputParams',
        inputParams,
        'updatedAt',
        planned.stage.startedAt,
      );
    }
    tx.create(firestore.collection(JOBS_COLLECTION).doc(planned.jobId), planned.job);
    return planned.jobId;
  });
  return { jobId };
};
