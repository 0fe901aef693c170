import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  BLOCK_CONTENT_DOC_ID,
  blockWorkspaceDocSchema,
  documentIdProblem,
  problemsOf,
  seedPlanOf,
  type BlockLayers,
  type LiveSeedPlan,
  type WorkspaceAccessFields,
} from '@workhub/domain';
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

/** A room name that Firestore refuses as a document id cannot be a workspace (and must not reach a document path). */
export const isValidWorkspaceId = (id: string): boolean => documentIdProblem(id) === undefined;

export function createFirestoreWorkspaces(projectId: string, onSkipped: (what: string) => void = () => undefined): WorkspaceSource {
  const db: Firestore = getFirestore(collabAdminApp(projectId));
  const workspaceRef = (id: string) => db.collection('workspaces').doc(id);
  const contentRef = (id: string) => workspaceRef(id).collection('content').doc(BLOCK_CONTENT_DOC_ID);

  return {
    async getWorkspace(id) {
      const snapshot = await workspaceRef(id).get();
      if (!snapshot.exists) return null;
      return accessFieldsOf(id, snapshot.data(), onSkipped);
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
        // The drawing changed: the lists show when the workspace was last edited.
        transaction.update(workspaceRef(id), { updatedAt: new Date().toISOString() });
        return true;
      });
    },
  };
}

/**
 * The workspace document read with its one schema (domain blockWorkspaceDocSchema, as the base
 * service and the web app read it). One that does not fit is not a block workspace anyone can
 * open (null: the socket is refused as for an unknown workspace), and the reason is logged.
 */
export function accessFieldsOf(
  id: string,
  data: Record<string, unknown> | undefined,
  onSkipped: (what: string) => void = () => undefined,
): WorkspaceAccessFields | null {
  const parsed = blockWorkspaceDocSchema.safeParse({ ...data, id });
  if (!parsed.success) {
    onSkipped(`workspace ${JSON.stringify(id)}: not a block workspace: ${problemsOf(parsed.error, 3).join('; ')}`);
    return null;
  }
  const { creator, editors, deleted } = parsed.data;
  return { creator, ...(editors ? { editors } : {}), ...(deleted ? { deleted } : {}) };
}
