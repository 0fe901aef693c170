import { contentBytesOf, formatVersion, versionDocId, versionOf, type VersionCandidate, type versionRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { contentText } from '../../lib/chunked-content.js';
import { badRequest } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import {
  assertChangeable,
  candidatesCollection,
  loadWorkspace,
  nowIso,
  versionsCollection,
  writeContent,
} from '../../lib/versioned-store.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * POST /candidate { name, type, projectId, workspaceId, content?, major, minor, patch }: proposes
 * the content (default: the workspace's) as that version. name, type and projectId must be the
 * workspace's (400 per field). 409 when the version is committed already. The workspace gets
 * status 'candidate' and `activeCandidate`; its earlier open candidate becomes 'superseded'.
 * 201 { candidateId, candidate }.
 */
export const createCandidate: ContractHandler<typeof versionRoutes.candidate.schema, typeof versionRoutes.candidate.answer> = async (
  input,
  req,
) => {
  const caller = workspaceCallerOf(req);
  const ref = candidatesCollection().doc();
  let candidate: VersionCandidate | undefined;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx, { content: input.content === undefined });
    assertChangeable(loaded, caller);
    const { workspace } = loaded;
    const mismatch: Record<string, string> = {};
    for (const field of ['name', 'type', 'projectId'] as const)
      if (input[field] !== workspace[field]) mismatch[field] = `Must be the workspace's ${field} (${JSON.stringify(workspace[field])})`;
    if (Object.keys(mismatch).length > 0) throw badRequest('The candidate does not match its workspace', mismatch);
    const version = versionOf(input);
    const versionRef = versionsCollection().doc(versionDocId({ ...input, version }));
    const previousRef = workspace.activeCandidate ? candidatesCollection().doc(workspace.activeCandidate) : undefined;
    const [existing, previous] = await Promise.all([tx.get(versionRef), previousRef ? tx.get(previousRef) : Promise.resolve(undefined)]);
    if (existing.exists) throw conflict(`${formatVersion(version)} of ${input.name} is committed already`);
    const text = input.content ?? contentText(loaded.chunks, `content of workspace ${input.workspaceId}`);
    const now = nowIso();
    const chunks = writeContent(tx, ref, text);
    candidate = {
      id: ref.id,
      name: input.name,
      type: input.type,
      projectId: input.projectId,
      workspaceId: input.workspaceId,
      ...version,
      creator: caller.user,
      created: now,
      status: 'open',
      contentBytes: contentBytesOf(text),
      contentChunks: chunks,
    };
    tx.create(ref, candidate);
    if (previous?.exists && previous.get('status') === 'open') tx.update(previous.ref, { status: 'superseded' });
    tx.update(loaded.ref, { status: 'candidate', activeCandidate: ref.id, modified: now });
  });
  return { candidateId: ref.id, candidate: candidate! };
};
