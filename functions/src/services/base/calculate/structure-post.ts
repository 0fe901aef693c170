import { STRUCTURE_JOB_KIND, defaultStructureInputs, structureCalculateInputSchema, userOfEmail, type StructureDoc } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { firestore } from '../../../lib/admin.js';
import { JOBS_COLLECTION, stageOf } from '../../../jobs/index.js';
import { planJob } from '../../../jobs/start-job.js';
import { handle, parse, sendOk } from '../../../lib/http.js';
import { existingProject, latestBaseOf, projectRef, structureOf, structureRef } from './store.js';

/** The target field of the structure job on `structure/{projectId}`. */
export const STRUCTURE_TARGET_FIELD = 'calculation';

/**
 * POST /base/calculate/structure { projectId, inputParams? } → 202 { jobId }: starts the job
 * 'base.structure' on `structure/{projectId}` field `calculation` (functions/src/jobs). Given
 * inputParams (normalised and checked: structureInputsSchema) become the stored ones; without,
 * the stored ones are used, and a project without a structure document gets one with the default
 * inputs (defaultStructureInputs from its floor area). 404 unknown project; 409 while one runs.
 */
export const postStructure = handle(async (req, res) => {
  const input = parse(structureCalculateInputSchema, req.body);
  const user = userOfEmail(req.caller?.email);
  const ref = structureRef(input.projectId);
  const jobId = await firestore.runTransaction(async (tx) => {
    const [project, current] = await Promise.all([tx.get(projectRef(input.projectId)), tx.get(ref)]);
    existingProject(project, input.projectId);
    const stored = structureOf(current);
    const inputParams = input.inputParams ?? stored?.inputParams ?? defaultStructureInputs(latestBaseOf(project)?.floorArea ?? 0);
    const planned = planJob(stageOf(current, STRUCTURE_TARGET_FIELD), {
      kind: STRUCTURE_JOB_KIND,
      target: { doc: ref.path, field: STRUCTURE_TARGET_FIELD },
      input: { projectId: input.projectId, inputParams },
      user,
      initialSubstatus: 'waiting to start',
    });
    if (!current.exists || !stored) {
      // A new (or unreadable) structure document: created whole, with the stage of this job.
      const doc: StructureDoc = {
        projectId: input.projectId,
        inputParams,
        versions: stored?.versions ?? [],
        packages: stored?.packages ?? [],
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
  sendOk(res, { jobId }, 202);
});
