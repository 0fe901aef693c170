import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  BLOCK_CONTENT_DOC_ID,
  BLOCK_WORKSPACE_PREFIX,
  currentBlockVersion,
  documentIdProblem,
  mayChangeBlockWorkspace,
  type BlockVersion,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { conflict, notAllowed } from '../../lib/errors.js';
import type { WorkspaceCaller } from '../../lib/caller.js';
import { blocksCollection } from '../../lib/block-store.js';

export const workspacesCollection = () => firestore.collection('workspaces');

export interface FoundBlock {
  /** The current doc: the one without a `version` field. */
  current: DocumentSnapshot;
  /** Its version (see currentBlockVersion in domain). */
  version: BlockVersion;
}

/** The current doc of the block named `name` and its version; 404 when there is none. */
export async function findBlock(name: string, tx?: Transaction): Promise<FoundBlock> {
  const query = blocksCollection().where('name', '==', name);
  const snap = tx ? await tx.get(query) : await query.get();
  const current = snap.docs.filter((d) => d.get('version') === undefined);
  const [first] = current;
  if (!first) throw notFound(`No block named ${name}`);
  if (current.length > 1) throw conflict(`Several current blocks are named ${name}: ${current.map((d) => d.id).join(', ')}`);
  const archived = snap.docs.filter((d) => d.get('version') !== undefined).map((d) => d.get('version') as unknown);
  return { current: first, version: currentBlockVersion(first.data() ?? {}, archived) };
}

export interface LoadedWorkspace {
  ref: DocumentReference;
  workspace: Record<string, unknown>;
  /** `workspaces/{id}/content/block` as stored (not yet checked: see storedAs), or null when it is missing. */
  content: Record<string, unknown> | null;
  /** Every doc of the content sub-collection (all are removed with the workspace). */
  contentRefs: DocumentReference[];
}

/**
 * A block workspace with its content. 404 when it does not exist, is not a block workspace, or
 * is soft-deleted and the caller may not see it (firestore.rules: only the creator and workspace
 * admins see deleted workspaces).
 */
export async function loadBlockWorkspace(workspaceId: string, caller: WorkspaceCaller, tx?: Transaction): Promise<LoadedWorkspace> {
  // An id Firestore refuses (e.g. `__x__`, which the workspace id pattern allows) names no workspace.
  if (documentIdProblem(workspaceId)) throw notFound(`No block workspace ${workspaceId}`);
  const ref = workspacesCollection().doc(workspaceId);
  const contentQuery = ref.collection('content');
  const [snap, contents] = tx ? await Promise.all([tx.get(ref), tx.get(contentQuery)]) : await Promise.all([ref.get(), contentQuery.get()]);
  const workspace = snap.data();
  const missing = () => notFound(`No block workspace ${workspaceId}`);
  if (!workspace || workspace.workspaceType !== 'block' || !String(workspace.name ?? '').startsWith(BLOCK_WORKSPACE_PREFIX))
    throw missing();
  if (workspace.deleted === true && !mayChangeBlockWorkspace(workspace, caller)) throw missing();
  const contentDoc = contents.docs.find((d) => d.id === BLOCK_CONTENT_DOC_ID);
  return {
    ref,
    workspace: { ...workspace, id: snap.id },
    content: contentDoc ? (contentDoc.data() ?? null) : null,
    contentRefs: contents.docs.map((d) => d.ref),
  };
}

/** The checks before a change: the caller may change it (403) and it is not soft-deleted (409). */
export function assertChangeable(loaded: LoadedWorkspace, caller: WorkspaceCaller): void {
  if (!mayChangeBlockWorkspace(loaded.workspace, caller)) throw notAllowed();
  if (loaded.workspace.deleted === true) throw conflict(`Block workspace ${String(loaded.workspace.id)} is deleted`);
}
