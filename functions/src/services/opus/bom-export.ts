import type { Request } from 'express';
import { NEW_STAGE, OPUS_STAGES, type ExportKind } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { startJobIn } from '../../jobs/index.js';
import { firestore } from '../../lib/admin.js';
import { readProject } from './store.js';
import { callerUser } from '../../lib/caller.js';

/** Starts a project-wide export job on the project's `opus.<kind>` stage; 202 with the job. */
export async function startExport(
  projectId: string,
  req: Request,
  kind: ExportKind,
): Promise<{ jobId: string; projectId: string; stage: string }> {
  const field = `opus.${kind}`;
  const jobId = await firestore.runTransaction(async (tx) => {
    const project = await readProject(projectId, tx);
    // The project schema has both opus stages or neither: the first export creates the other one as new.
    for (const other of OPUS_STAGES)
      if (other !== kind && project.get(new FieldPath('opus', other)) === undefined)
        tx.update(project.ref, new FieldPath('opus', other), NEW_STAGE);
    return startJobIn(tx, project, {
      kind: kind === 'mbom' ? 'opus.mbomExport' : 'opus.pbomExport',
      target: { doc: project.ref.path, field },
      input: { projectId },
      user: callerUser(req),
      ...(kind === 'mbom' ? { initialSubstatus: 'initializing export' } : {}),
    });
  });
  return { jobId, projectId, stage: field };
}
