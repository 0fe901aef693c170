import type { Transaction } from 'firebase-admin/firestore';
import { applyJsonPatch, contentBytesOf, contentTextProblem, versionWorkspacePatchSchema, type VersionedWorkspace } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, badRequest, handle, parse, sendOk } from '../../lib/http.js';
import { assertChangeable, loadWorkspace, nowIso, parsedContent, writeContent, type LoadedWorkspace } from './store.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * The RFC 6902 patch (a JSON text) applied to `current`: the patched document. A patch that is not
 * JSON or not a list of operations is a 400 (fieldErrors.patch); one that does not apply (a
 * missing path, a failed `test`) a 422 naming the operation. Also used by PATCH /base/workspace.
 */
export function patchedDocument(current: unknown, patchText: string): unknown {
  const result = applyJsonPatch(current, patchText);
  if (result.ok) return result.document;
  const { failure } = result;
  if (failure.kind === 'bad-patch') throw badRequest(`Invalid patch: ${failure.message}`, { patch: failure.message });
  throw new HttpError(422, 'conflict', failure.message, { patch: failure.message });
}

/**
 * Stores `document` as the workspace's new content in `tx` (stale chunks deleted) and marks it
 * 'patched'; a content that cannot be stored is a 400 on `field`. The workspace as it now is.
 * Also used by POST /base/spec and PATCH /base/workspace.
 */
export function storeWorkspaceContent(tx: Transaction, loaded: LoadedWorkspace, document: unknown, field = 'patch'): VersionedWorkspace {
  const text = JSON.stringify(document) ?? 'null';
  const problem = contentTextProblem(text);
  if (problem) throw badRequest(`The content cannot be stored: ${problem}`, { [field]: problem });
  const chunks = writeContent(tx, loaded.ref, text, loaded.chunks);
  const changes = { status: 'patched' as const, contentBytes: contentBytesOf(text), contentChunks: chunks, modified: nowIso() };
  tx.update(loaded.ref, changes);
  return { ...loaded.workspace, ...changes };
}

/**
 * PATCH /workspace { workspaceId, type 'json', patch }: applies the RFC 6902 patch (a JSON text)
 * to the workspace's content; status 'patched'. A patch that is not JSON or not a list of
 * operations is a 400 (fieldErrors.patch); one that does not apply (a missing path, a failed
 * `test`) is a 422 naming the operation. Either way nothing is written. { workspace, content }.
 */
export const patchWorkspace = handle(async (req, res) => {
  const input = parse(versionWorkspacePatchSchema, req.body);
  const caller = workspaceCallerOf(req);
  let answer: { workspace: VersionedWorkspace; content: unknown } | undefined;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    const current = parsedContent(loaded.chunks, `content of workspace ${input.workspaceId}`);
    const document = patchedDocument(current, input.patch);
    answer = { workspace: storeWorkspaceContent(tx, loaded, document), content: document };
  });
  sendOk(res, answer);
});
