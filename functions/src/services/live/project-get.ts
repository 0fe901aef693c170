import { FieldPath } from 'firebase-admin/firestore';
import type { liveRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { plainDocument } from '../../lib/firestore-json.js';
import { loadProject } from '../../lib/projects.js';

/** At most this many assemblies are returned (a project has tens). */
const ASSEMBLY_LIMIT = 500;

/**
 * GET /project?projectId: the project document as stored (timestamps as ISO strings) and its pipe
 * assemblies (`projects/{id}/pipe`, each with its key as `assembly`), in board order. For the
 * live viewer, which shows what Firestore holds right now. 404 for an unknown project.
 */
export const getLiveProject: ContractHandler<typeof liveRoutes.project.schema, typeof liveRoutes.project.answer> = async ({
  projectId,
}) => {
  const snap = await loadProject(projectId);
  const pipe = await snap.ref.collection('pipe').orderBy(FieldPath.documentId()).limit(ASSEMBLY_LIMIT).get();
  const assemblies = pipe.docs
    .map((d): Record<string, unknown> & { assembly: string } => ({ ...plainDocument(d), assembly: d.id }))
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || (a.assembly < b.assembly ? -1 : 1));
  return { project: plainDocument(snap), assemblies };
};
