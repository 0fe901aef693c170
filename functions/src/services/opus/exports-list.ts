import { storedSchemaOf, type ExportListEntry } from '@workhub/domain';
import { EXPORTS_COLLECTION } from '../../engines/exports.js';
import { firestore } from '../../lib/admin.js';
import { readProject } from './store.js';
import type { OpusHandler } from './served.js';

const LIST_LIMIT = 100;

/**
 * GET /exports?projectId: the project's exports, newest first (at most 100): { exports: [{ exportId,
 * kind, createdAt, createdBy, rowCount }] }. 404 unknown project.
 */
export const listExports: OpusHandler<'exports'> = async ({ projectId }) => {
  await readProject(projectId);
  // One equality filter (no composite index); a project has few exports, sorted here.
  const snap = await firestore.collection(EXPORTS_COLLECTION).where('projectId', '==', projectId).get();
  const exports: ExportListEntry[] = snap.docs
    .flatMap((d) => {
      const parsed = storedSchemaOf('exports').safeParse(d.data());
      if (!parsed.success) return [];
      const { kind, createdAt, createdBy, rowCount } = parsed.data;
      return [{ exportId: d.id, kind, createdAt, createdBy, rowCount }];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_LIMIT);
  return { exports };
};
