import { firebaseRoutes } from '@workhub/domain';
import { callRoute } from './service-client';

/** The Firebase service (docs/versioned-data.md): route descriptions and one-off reads of a workspace and its content. */
export const firebaseService = {
  /** GET /docsJson: the Firebase service's and the workspace endpoints' routes. */
  docsJson: async () => callRoute(firebaseRoutes.docsJson, {}),
  /** GET /workspace: the workspace document (404 unknown or hidden). */
  workspace: async (workspaceId: string) => callRoute(firebaseRoutes.workspace, { workspaceId }),
  /** GET /workspace/content: its entries, large ones joined from their chunks. */
  content: async (workspaceId: string) => callRoute(firebaseRoutes.content, { workspaceId }),
};
