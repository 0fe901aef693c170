import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  ENDPOINT_WORKSPACE_TYPES,
  WORKSPACE_OWNERS,
  docsOfEntry,
  entriesOfContentDocs,
  entryChunkDocs,
  entryNeedsChunks,
  mayChangeWorkspace,
  type StoredContentDoc,
} from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { notFound } from '../lib/http.js';
import { conflict, notAllowed } from '../lib/errors.js';
import type { WorkspaceCaller } from '../lib/caller.js';
import { toPlain } from '../lib/firestore-json.js';

/** Shared by the workspace endpoints and the Firebase service (docs/versioned-data.md). */

export const workspacesCollection = () => firestore.collection('workspaces');

/** The 403 of a change the caller may not make. */
export const WORKSPACE_CHANGE_REFUSAL = 'Only the creator of this workspace or a workspace admin may change it';

export interface LoadedWorkspace {
  ref: DocumentReference;
  workspace: Record<string, unknown>;
  /** Every document of its content sub-collection (entries and chunks). */
  contentDocs: (StoredContentDoc & { ref: DocumentReference })[];
}

/**
 * A workspace with its content documents. 404 when it does not exist, or is soft-deleted and the
 * caller may not see it (firestore.rules: only the creator and workspace admins see deleted ones).
 */
export async function loadWorkspace(workspaceId: string, caller: WorkspaceCaller, tx?: Transaction): Promise<LoadedWorkspace> {
  const ref = workspacesCollection().doc(workspaceId);
  const contentQuery = ref.collection('content');
  const [snap, contents] = tx ? await Promise.all([tx.get(ref), tx.get(contentQuery)]) : await Promise.all([ref.get(), contentQuery.get()]);
  const workspace = snap.data();
  if (!workspace || (workspace.deleted === true && !mayChangeWorkspace(workspace, caller))) throw notFound(`No workspace ${workspaceId}`);
  return {
    ref,
    workspace: { ...workspace, id: snap.id },
    contentDocs: contents.docs.map((d) => ({ id: d.id, data: d.data(), ref: d.ref })),
  };
}

/** The checks before a change: a kind these endpoints handle (409), the caller may change it (403), not deleted (409). */
export function assertChangeable(loaded: LoadedWorkspace, caller: WorkspaceCaller, options: { allowDeleted?: boolean } = {}): void {
  const type = loaded.workspace.workspaceType;
  if (!(ENDPOINT_WORKSPACE_TYPES as readonly unknown[]).includes(type)) {
    const owner = WORKSPACE_OWNERS[type as keyof typeof WORKSPACE_OWNERS];
    throw conflict(
      `Workspace ${String(loaded.workspace.id)} is a ${String(type)} workspace: it is changed through ${owner ?? 'its own service'}`,
    );
  }
  if (!mayChangeWorkspace(loaded.workspace, caller)) throw notAllowed(WORKSPACE_CHANGE_REFUSAL);
  if (!options.allowDeleted && loaded.workspace.deleted === true) throw conflict(`Workspace ${String(loaded.workspace.id)} is deleted`);
}

/** A space workspace's 'json' entry is the version service's content (chunks json-0000…): not written here. */
export function assertNotVersionContent(workspace: Record<string, unknown>, documentId: string): void {
  if (workspace.workspaceType === 'space' && documentId === 'json')
    throw conflict("The entry 'json' of a space workspace is its versioned content: change it through the version service");
}

/**
 * Writes an entry (create or replace) inside a transaction: its own document while it fits, else
 * its chunks; every other document that held the entry before (the plain one, stale chunks) is
 * deleted.
 */
export function writeEntry(
  tx: Transaction,
  loaded: LoadedWorkspace,
  entry: { documentId: string; documentType: string } & Record<string, unknown>,
): number {
  const content = loaded.ref.collection('content');
  const writes: StoredContentDoc[] = entryNeedsChunks(loaded.ref.id, entry)
    ? entryChunkDocs(entry)
    : [{ id: entry.documentId, data: entry }];
  const keep = new Set(writes.map((w) => w.id));
  for (const id of docsOfEntry(loaded.contentDocs, entry.documentId)) if (!keep.has(id)) tx.delete(content.doc(id));
  for (const w of writes) tx.set(content.doc(w.id), w.data);
  return writes.length;
}

/** The content entries of a loaded workspace, chunks joined; 409 when an entry's chunks are incomplete. */
export function entriesOf(loaded: LoadedWorkspace): Record<string, unknown>[] {
  const { entries, incomplete } = entriesOfContentDocs(loaded.contentDocs);
  const broken = Object.entries(incomplete);
  if (broken.length > 0)
    throw conflict(`Content of workspace ${loaded.ref.id} is incomplete: ${broken.map(([id, problem]) => `${id}: ${problem}`).join('; ')}`);
  return entries.map((e) => toPlain(e) as Record<string, unknown>);
}

/** 404 when a non-empty projectId names no project. */
export async function assertProjectExists(projectId: string | undefined, tx: Transaction): Promise<void> {
  if (!projectId) return;
  const snap = await tx.get(firestore.collection('projects').doc(projectId));
  if (!snap.exists) throw notFound(`No project ${projectId}`);
}
