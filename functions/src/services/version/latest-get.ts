import { compareVersions, parseVersion, versionDocId, type VersionDoc, type versionRoutes } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { asVersionDoc, parsedContent, readVersionChunks, versionsCollection } from '../../lib/versioned-store.js';

/**
 * GET /latest?name&type&project?&version?&major?&minor?: the newest committed version of the
 * document (project absent = company-wide ''), within `major` (and `minor`) when given, or
 * exactly `version`; `{ version, content }` with the content parsed. 404 when there is none.
 */
export const getLatestVersion: ContractHandler<typeof versionRoutes.latest.schema, typeof versionRoutes.latest.answer> = async (q) => {
  const projectId = q.project ?? '';
  const what = `${q.name}${projectId ? ` (project ${projectId})` : ''}`;
  let found: VersionDoc | undefined;
  if (q.version !== undefined) {
    const version = parseVersion(q.version)!;
    const id = versionDocId({ projectId, name: q.name, type: q.type, version });
    const snap = await versionsCollection().doc(id).get();
    if (snap.exists) found = asVersionDoc(snap.id, snap.data());
  } else {
    let query = versionsCollection().where('name', '==', q.name).where('type', '==', q.type).where('projectId', '==', projectId);
    if (q.major !== undefined) query = query.where('major', '==', q.major);
    if (q.minor !== undefined) query = query.where('minor', '==', q.minor);
    const snap = await query.get();
    for (const doc of snap.docs) {
      const version = asVersionDoc(doc.id, doc.data());
      if (!found || compareVersions(version, found) > 0) found = version;
    }
  }
  if (!found) {
    const within = q.version ?? (q.major !== undefined ? `v${q.major}${q.minor !== undefined ? `.${q.minor}` : ''}.*` : undefined);
    throw notFound(`No committed version of ${what}${within ? ` matching ${within}` : ''}`);
  }
  const content = parsedContent(await readVersionChunks(found.id), `content of version ${found.id}`);
  return { version: found, content };
};
