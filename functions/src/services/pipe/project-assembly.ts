import { parseVersion, projectBaseLatestSchema, versionDocId } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { parsedContent, readVersionChunks } from '../../lib/versioned-store.js';
import { PROJECT_BASE_NAME, prepareBasePipeline } from '../../lib/base-pipeline.js';
import { pipeRef, projectRef, startStageJob } from './store.js';
import { requireCallerUser } from '../../lib/caller.js';
import type { PipeHandler } from './served.js';

/**
 * POST /projectAssembly { projectId, projectAssembly }: generates the project's assembly
 * `projectAssembly` from its base design and build spec (job 'pipe.projectAssembly'; failure
 * 'Could not generate project assembly.'). An assembly the project's latest committed base defines
 * but that has no pipe document yet is created first (with the rest of the base's pipeline, one
 * transaction: ../base/pipeline.ts). 202 { jobId, projectId, assembly, stage }; 404 naming why
 * when the base does not define it; 409 without a committed base or while it runs.
 */
export const postProjectAssembly: PipeHandler<'projectAssembly'> = async (input, req) => {
  const user = requireCallerUser(req);
  await ensureAssembly(input.projectId, input.projectAssembly);
  const started = await startStageJob({
    projectId: input.projectId,
    assembly: input.projectAssembly,
    stage: 'projectAssembly',
    kind: 'pipe.projectAssembly',
    user,
  });
  return started;
};

/** Creates the assembly's pipe document when the project's latest base defines it; a 404 naming why not otherwise. */
async function ensureAssembly(projectId: string, assembly: string): Promise<void> {
  await firestore.runTransaction(async (tx) => {
    const [pipeSnap, projectSnap] = await Promise.all([tx.get(pipeRef(projectId, assembly)), tx.get(projectRef(projectId))]);
    if (pipeSnap.exists) return;
    if (!projectSnap.exists) throw notFound(`No project ${projectId}`);
    const latest = projectBaseLatestSchema.safeParse(projectSnap.get('base.latest'));
    if (!latest.success) throw notFound(`No assembly ${assembly} in project ${projectId}: the project has no committed base design`);
    const version = parseVersion(latest.data.version);
    const versionId = version ? versionDocId({ projectId, name: PROJECT_BASE_NAME, type: 'json', version }) : undefined;
    const versionSnap = versionId ? await tx.get(firestore.collection('versions').doc(versionId)) : undefined;
    if (!versionId || !versionSnap?.exists)
      throw notFound(
        `No assembly ${assembly} in project ${projectId}: its base ${latest.data.version} is not a committed version to read it from`,
      );
    const content = parsedContent(await readVersionChunks(versionId, tx), `content of version ${versionId}`);
    const pipeline = await prepareBasePipeline(tx, {
      projectId,
      version: latest.data.version,
      content,
      committed: latest.data.committed ?? '',
      committedBy: latest.data.committedBy ?? '',
      message: latest.data.message ?? '',
      force: true,
    });
    if (!pipeline?.plan.planned.some((p) => p.assembly === assembly))
      throw notFound(`No assembly ${assembly} in project ${projectId}: its base ${latest.data.version} and build spec do not define it`);
    pipeline.write();
  });
}
