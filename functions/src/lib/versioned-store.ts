import type { CollectionReference, DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  VERSIONED_CONTENT_ENTRY,
  applyJsonPatch,
  contentBytesOf,
  contentTextProblem,
  VERSIONED_CONTENT_PREFIX,
  documentIdProblem,
  versionCandidateSchema,
  versionDocSchema,
  versionedWorkspaceSchema,
  type VersionCandidate,
  type VersionDoc,
  type VersionedWorkspace,
} from '@workhub/domain';
import { firestore } from './admin.js';
import { chunkWrites, contentText, readChunks, staleChunks, type StoredChunks } from './chunked-content.js';
import { HttpError, badRequest, notFound } from './http.js';
import { conflict, notAllowed } from './errors.js';
import type { WorkspaceCaller } from './caller.js';

/*
 * The versioned store, shared by the version service and the base spec (base/spec): the version service's storage (docs/versioned-data.md "Collections"): versions, candidates and
 * space / base-spec workspaces, each with its content as chunks in a `content` sub-collection.
 */

export const versionsCollection = () => firestore.collection('versions');
export const candidatesCollection = () => firestore.collection('versionCandidates');
export const workspacesCollection = () => firestore.collection('workspaces');
/** `baseSpecs/{version}`: a committed base spec, readable whole (written by the commit of a base-spec candidate). */
export const baseSpecsCollection = () => firestore.collection('baseSpecs');

/** The chunk prefix in each content sub-collection ('json-0000', …). */
export const CONTENT_PREFIX = VERSIONED_CONTENT_PREFIX;

/** The creator of a workspace or a workspace admin. */
export const mayChange = (workspace: { creator?: unknown }, caller: WorkspaceCaller): boolean =>
  caller.isWorkspaceAdmin || (caller.user !== '' && workspace.creator === caller.user);

/** The 403 of a change the caller may not make. */
export const WORKSPACE_CHANGE_REFUSAL = 'Only the creator of the workspace or a workspace admin may change it';

export const nowIso = () => new Date().toISOString();

/** A stored document that does not fit its schema: a 409 naming it (it was written around the service). */
function storedAs<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw conflict(
    `The stored ${what} is damaged: ${issue ? `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}` : 'invalid'}`,
  );
}

export interface LoadedWorkspace {
  ref: DocumentReference;
  workspace: VersionedWorkspace;
  /** Its content chunks (none when loaded with `content: false`). */
  chunks: StoredChunks;
}

const contentOf = (ref: DocumentReference) => ref.collection('content') as CollectionReference;

/**
 * A space or base-spec workspace with its content chunks. 404 when unknown, of another type, or
 * soft-deleted and the caller may not see it (only its creator and workspace admins see the trash).
 */
export async function loadWorkspace(
  workspaceId: string,
  caller: WorkspaceCaller,
  tx?: Transaction,
  options: { content?: boolean } = {},
): Promise<LoadedWorkspace> {
  const missing = () => notFound(`No workspace ${workspaceId}`);
  if (documentIdProblem(workspaceId)) throw missing();
  const ref = workspacesCollection().doc(workspaceId);
  const noContent: StoredChunks = { refs: [], chunks: [] };
  const [snap, chunks] = await Promise.all([
    tx ? tx.get(ref) : ref.get(),
    options.content === false ? Promise.resolve(noContent) : readChunks(contentOf(ref), CONTENT_PREFIX, tx),
  ]);
  const data = snap.data();
  if (!data || (data.workspaceType !== 'space' && data.workspaceType !== 'baseSpec')) throw missing();
  if (data.deleted === true && !mayChange(data, caller)) throw missing();
  return { ref, workspace: storedAs(versionedWorkspaceSchema, { ...data, id: snap.id }, `workspace ${workspaceId}`), chunks };
}

/** The checks before a change: the caller may change it (403), and it is not in the trash (409). */
export function assertChangeable(loaded: LoadedWorkspace, caller: WorkspaceCaller): void {
  if (!mayChange(loaded.workspace, caller)) throw notAllowed(WORKSPACE_CHANGE_REFUSAL);
  if (loaded.workspace.deleted) throw conflict(`Workspace ${loaded.workspace.id} is deleted`);
}

export interface LoadedCandidate {
  ref: DocumentReference;
  candidate: VersionCandidate;
  chunks: StoredChunks;
}

export async function loadCandidate(candidateId: string, tx?: Transaction): Promise<LoadedCandidate> {
  const missing = () => notFound(`No candidate ${candidateId}`);
  if (documentIdProblem(candidateId)) throw missing();
  const ref = candidatesCollection().doc(candidateId);
  const [snap, chunks] = await Promise.all([tx ? tx.get(ref) : ref.get(), readChunks(contentOf(ref), CONTENT_PREFIX, tx)]);
  if (!snap.exists) throw missing();
  return { ref, candidate: storedAs(versionCandidateSchema, { ...snap.data(), id: snap.id }, `candidate ${candidateId}`), chunks };
}

export const asVersionDoc = (id: string, data: unknown): VersionDoc =>
  storedAs(versionDocSchema, { ...(data as object), id }, `version ${id}`);

/** The chunks of a version's content. */
export const readVersionChunks = (versionId: string, tx?: Transaction) =>
  readChunks(contentOf(versionsCollection().doc(versionId)), CONTENT_PREFIX, tx);

/** The content text, parsed (it was checked as JSON when written). */
export function parsedContent(chunks: StoredChunks, what: string): unknown {
  const text = contentText(chunks, what);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw conflict(`The ${what} is not JSON`);
  }
}

/** Writes `text` as the content of `ref` (and deletes chunks it no longer needs). */
export function writeContent(tx: Transaction, ref: DocumentReference, text: string, stored?: StoredChunks): number {
  const writes = chunkWrites(contentOf(ref), CONTENT_PREFIX, text, { ...VERSIONED_CONTENT_ENTRY });
  for (const { ref: chunkRef, data } of writes) tx.set(chunkRef, data);
  if (stored) for (const stale of staleChunks(stored, CONTENT_PREFIX, writes.length)) tx.delete(stale);
  return writes.length;
}

/** Firestore's "already exists" (a `create` of an existing document), as the Admin SDK reports it. */
export function isAlreadyExists(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e.code === 6 || e.code === 'already-exists' || (typeof e.message === 'string' && /ALREADY_EXISTS/.test(e.message));
}

/**
 * The RFC 6902 patch (a JSON text) applied to `current`: the patched document. A patch that is not
 * JSON or not a list of operations is a 400 (fieldErrors.patch); one that does not apply (a
 * missing path, a failed `test`) a 422 naming the operation. Used by PATCH /workspace and PATCH /base/workspace.
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
 * 'patched'; a content that cannot be stored is a 400 on `field`. The workspace as it now is. Used by PATCH /workspace,
 * POST /base/spec and PATCH /base/workspace.
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
