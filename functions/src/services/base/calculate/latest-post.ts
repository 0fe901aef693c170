import { latestInputSchema, parseVersion, versionDocId, versionDocSchema } from '@workhub/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { firestore } from '../../../lib/admin.js';
import { handle, notFound, parse, sendOk } from '../../../lib/http.js';
import { conflict, existingProject, latestBaseOf, projectRef } from './store.js';

/** The name of a project's base in the version service. */
export const PROJECT_BASE_NAME = 'base';

/**
 * POST /base/latest { projectId, version } → { project }: sets the project's `base.latest` from
 * that committed version of its base (`versions/{projectId@base@json@version}`): version,
 * committed, committedBy and message; the counts and areas it had stay. 404 unknown project or
 * version; 409 when the version is only a workspace or an open candidate (not committed).
 */
export const postLatest = handle(async (req, res) => {
  const input = parse(latestInputSchema, req.body);
  const version = parseVersion(input.version)!;
  const versionRef = firestore
    .collection('versions')
    .doc(versionDocId({ projectId: input.projectId, name: PROJECT_BASE_NAME, type: 'json', version }));
  const ref = projectRef(input.projectId);
  const project = await firestore.runTransaction(async (tx) => {
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
    const latest = {
      ...(latestBaseOf(snap) ?? {}),
      version: parsed.data.version,
      committed: parsed.data.created,
      committedBy: parsed.data.creator,
      message: parsed.data.message,
    };
    tx.update(ref, new FieldPath('base', 'latest'), latest);
    return { ...snap.data(), base: { ...((snap.get('base') as object | undefined) ?? {}), latest } };
  });
  sendOk(res, { project });
});
