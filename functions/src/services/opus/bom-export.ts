import type { Request, Response } from 'express';
import { NEW_STAGE, OPUS_STAGES, projectRefSchema, type ExportKind } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { startJobIn } from '../../jobs/index.js';
import { firestore } from '../../lib/admin.js';
import { parse, sendOk } from '../../lib/http.js';
import { readProject } from './store.js';
import { callerUser } from '../../lib/caller.js';

/** Starts a project-wide export job on the project's `opus.<kind>` stage; 202 with the job. */
export async function startExport(req: Request, res: Response, kind: ExportKind): Promise<void> {
  const { projectId } = parse(projectRefSchema, req.body);
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
  sendOk(res, { jobId, projectId, stage: field }, 202);
}
