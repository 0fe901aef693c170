import { FieldPath } from 'firebase-admin/firestore';
import { liveProjectQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { plainDocument } from '../../lib/firestore-json.js';
import { loadProject } from '../../lib/projects.js';

/** At most this many assemblies are returned (a project has tens). */
const ASSEMBLY_LIMIT = 500;

/**
 * GET /project?projectId: the project document as stored (timestamps as ISO strings) and its pipe
 * assemblies (`projects/{id}/pipe`, each with its key as `assembly`), in board order. For the
 * live viewer, which shows what Firestore holds right now. 404 for an unknown project.
 */
export const getLiveProject = handle(async (req, res) => {
  const { projectId } = parse(liveProjectQuerySchema, req.query);
  const snap = await loadProject(projectId);
  const pipe = await snap.ref.collection('pipe').orderBy(FieldPath.documentId()).limit(ASSEMBLY_LIMIT).get();
  const assemblies = pipe.docs
    .map((d): Record<string, unknown> & { assembly: string } => ({ ...plainDocument(d), assembly: d.id }))
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || (a.assembly < b.assembly ? -1 : 1));
  sendOk(res, { project: plainDocument(snap), assemblies });
});
