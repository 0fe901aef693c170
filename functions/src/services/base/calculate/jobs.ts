import {
  STRUCTURE_JOB_KIND,
  nextStructureVersion,
  structureInputParamsSchema,
  structurePackageOf,
  structureResult,
  structureSummary,
  type StructureVersion,
} from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../../../jobs/types.js';
import { structureOf, structureRef } from './store.js';

const FAILED = 'Could not calculate the structure.';

/** What a calculation shows when it fails for a reason it did not name. */
export const calculateFailureMessages: Record<string, string> = { [STRUCTURE_JOB_KIND]: FAILED };

/**
 * The structure calculation: the deterministic engine (structureResult) on the inputs the job was
 * started with, then, in one transaction, a new version (v1, v2, …) and its package appended to
 * `structure/{projectId}`. Progress: checking inputs → sizing members → writing the package.
 */
async function calculate(ctx: JobContext): Promise<JobOutcome> {
  const projectId = String(ctx.job.input.projectId ?? '');
  await ctx.progress('checking inputs');
  const inputs = structureInputParamsSchema.safeParse(ctx.job.input.inputParams);
  if (!projectId || !inputs.success) throw new JobFailure(FAILED, 'The job has no valid structure inputs');
  await ctx.progress('sizing members');
  const result = structureResult(inputs.data);
  await ctx.progress('writing the package');
  const ref = structureRef(projectId);
  const done = await firestore.runTransaction(async (tx) => {
    const stored = structureOf(await tx.get(ref));
    if (!stored) throw new JobFailure(FAILED, `structure/${projectId} is missing or malformed`);
    const at = new Date().toISOString();
    const version: StructureVersion = {
      version: nextStructureVersion(stored.versions),
      createdAt: at,
      createdBy: ctx.job.createdBy,
      inputParams: inputs.data,
      result: { ...result },
    };
    const pkg = structurePackageOf(projectId, version.version, result, at);
    tx.update(ref, 'versions', [...stored.versions, version], 'packages', [...stored.packages, pkg]);
    return { version: version.version, packageId: pkg.id };
  });
  return { substatus: `${done.version}: ${structureSummary(result)}`, details: result.warnings.join('; '), result: done };
}

/** Structure calculations (kind base.structure): handlers by kind. */
export const calculateJobs: JobHandlers = { [STRUCTURE_JOB_KIND]: calculate };
