import { VERSION_LIST_LIMIT, compareVersions, type versionRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { asVersionDoc, versionsCollection } from '../../lib/versioned-store.js';

/**
 * GET /list?name?&type?&project?&limit?: committed versions without content, oldest first by
 * exact version order (v1.10 after v1.2; then by project and name). With `limit`, the newest
 * `limit` of them (still oldest first). `project` '' means company-wide only; absent, every project.
 */
export const listVersions: ContractHandler<typeof versionRoutes.list.schema, typeof versionRoutes.list.answer> = async (q) => {
  let query: FirebaseFirestore.Query = versionsCollection();
  if (q.name !== undefined) query = query.where('name', '==', q.name);
  if (q.type !== undefined) query = query.where('type', '==', q.type);
  if (q.project !== undefined) query = query.where('projectId', '==', q.project);
  const snap = await query.get();
  const versions = snap.docs
    .map((d) => asVersionDoc(d.id, d.data()))
    .sort((a, b) => compareVersions(a, b) || a.projectId.localeCompare(b.projectId) || a.name.localeCompare(b.name));
  const limit = q.limit ?? VERSION_LIST_LIMIT;
  return { versions: versions.slice(Math.max(0, versions.length - limit)) };
};
