import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { BLOCK_CONTENT_DOC_ID, seedPlanOf, type BlockLayers, type LiveSeedPlan, type WorkspaceAccessFields } from '@workhub/domain';
import { collabAdminApp } from './auth.js';

/**
 * Where workspaces live (Firestore `workspaces/{id}`, read with the Admin SDK). A room is named
 * after its workspace id. Tests may pass another implementation.
 */
export interface WorkspaceSource {
  /** The fields access depends on, or null when there is no such workspace. */
  getWorkspace(id: string): Promise<WorkspaceAccessFields | null>;
  /**
   * How to seed the live document from `workspaces/{id}/content/block`.data (domain seedPlanOf),
   * or null when the workspace has no block content.
   */
  loadSeedPlan(id: string): Promise<LiveSeedPlan | null>;
  /**
   * Replaces `data.layers` of the block content (other fields stay). Returns false, writing
   * nothing, when the workspace no longer exists (committed or deleted for good).
   */
  writeBlockLayers(id: string, layers: BlockLayers): Promise<boolean>;
}

/**
 * Firestore document ids: no '/', not '.' or '..', not `__...__`, at most 1500 bytes. A room name
 * that breaks them cannot be a workspace (and must not reach a document path).
 */
export function isValidWorkspaceId(id: string): boolean {
  return id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500;
}

export function createFirestoreWorkspaces(projectId: string, onSkipped: (what: string) => void = () => undefined): WorkspaceSource {
  const db: Firestore = getFirestore(collabAdminApp(projectId));
  const workspaceRef = (id: string) => db.collection('workspaces').doc(id);
  const contentRef = (id: string) => workspaceRef(id).collection('content').doc(BLOCK_CONTENT_DOC_ID);

  return {
    async getWorkspace(id) {
      const snapshot = await workspaceRef(id).get();
      if (!snapshot.exists) return null;
      return accessFieldsOf(snapshot.data());
    },

    async loadSeedPlan(id) {
      const snapshot = await contentRef(id).get();
      if (!snapshot.exists) return null;
      const { plan, skipped } = seedPlanOf(snapshot.get('data'));
      if (skipped.length > 0) onSkipped(`workspace ${JSON.stringify(id)}: stored content not seeded: ${skipped.join(', ')}`);
      return plan;
    },

    async writeBlockLayers(id, layers) {
      // In a transaction with the workspace read, so a workspace removed by a commit is not
      // brought back as an orphan content document.
      return db.runTransaction(async (transaction) => {
        const workspace = await transaction.get(workspaceRef(id));
        if (!workspace.exists) return false;
        // mergeFields: data.layers is replaced whole (a deleted layer disappears), data's other
        // fields (name, width, height) and the entry's other keys stay.
        transaction.set(
          contentRef(id),
          { documentId: BLOCK_CONTENT_DOC_ID, documentType: 'block', data: { layers } },
          { mergeFields: ['documentId', 'documentType', 'data.layers'] },
        );
        return true;
      });
    },
  };
}

/** Only well-typed values count: an `editors` entry that is not a string never matches anyone. */
export function accessFieldsOf(data: Record<string, unknown> | undefined): WorkspaceAccessFields {
  const fields: WorkspaceAccessFields = {};
  if (typeof data?.creator === 'string') fields.creator = data.creator;
  if (Array.isArray(data?.editors)) fields.editors = data.editors.filter((entry): entry is string => typeof entry === 'string');
  if (data?.deleted === true) fields.deleted = true;
  return fields;
}
