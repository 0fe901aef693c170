import { parseVersion, versionDocId, versionDocSchema } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { notFound } from '../../../lib/http.js';
import { parsedContent, readVersionChunks } from '../../../lib/versioned-store.js';
import { PROJECT_BASE_NAME, prepareBasePipeline } from '../../../lib/base-pipeline.js';
import { existingProject, projectRef } from './store.js';
import { conflict } from '../../../lib/errors.js';
import type { BaseAnswer, BaseHandler } from '../contract-handler.js';

export { PROJECT_BASE_NAME };

/**
 * POST /base/latest { projectId, version } → { project }: makes that committed version of the
 * project's base (`versions/{projectId@base@json@version}`) its latest: `base.latest` derived from
 * the version's drawing (version, commit, counts per layer, modules, floor area), and the project's
 * pipe documents and `assemblyCount` reconciled with it, in one transaction (../pipeline.ts). 404
 * unknown project or version; 409 when the version is only a workspace or an open candidate (not
 * committed), or its content is not a project base.
 */
export const postLatest: BaseHandler<'latest'> = async (input) => {
  const version = parseVersion(input.version)!;
  const versionId = versionDocId({ projectId: input.projectId, name: PROJECT_BASE_NAME, type: 'json', version });
  const versionRef = firestore.collection('versions').doc(versionId);
  const ref = projectRef(input.projectId);
  await firestore.runTransaction(async (tx) => {
    const [snap, committed] = await Promise.all([tx.get(ref), tx.get(versionRef)]);
    existingProject(snap, input.projectId);
    const parsed = versionDocSchema.safeParse(committed.data());
    if (!committed.exists || !parsed.success) {
      const drafts = await tx.get(
        firestore
          .collection('workspaces')
          .where('projectId', '==', input.projectId)
          .where('name', '==', PROJECT_BASE_NAME)
          .where('major', '==', version.major)
          .where('minor', '==', version.minor)
          .where('patch', '==', version.patch)
          .limit(1),
      );
      if (!drafts.empty) throw conflict(`${input.version} of ${input.projectId}'s base is not committed`);
      throw notFound(`No committed ${input.version} of ${input.projectId}'s base`);
    }
    const content = parsedContent(await readVersionChunks(versionId, tx), `content of version ${versionId}`);
    const pipeline = await prepareBasePipeline(tx, {
      projectId: input.projectId,
      version: parsed.data.version,
      content,
      committed: parsed.data.created,
      committedBy: parsed.data.creator,
      message: parsed.data.message,
      force: true,
    });
    pipeline?.write();
  });
  const after = await ref.get();
  return { project: { id: after.id, ...after.data() } } as BaseAnswer<'latest'>;
};
