import { useCallback, useEffect } from 'react';
import { config } from '../../lib/env';
import { auth } from '../../lib/firebase';
import { useAuthStore } from '../../stores/auth-store';
import { useCollabSession } from '../../collab';

/**
 * A watching connection to a workspace's live document: it syncs the document and sees everyone's
 * presence, and sets no presence of its own (watching is not taking part), so editors don't see
 * the viewer. It never edits.
 */
export function useWatchSession(workspaceId: string) {
  const getToken = useCallback(async (force: boolean) => (await auth.currentUser?.getIdToken(force)) ?? null, []);
  const session = useCollabSession({ url: config.collabUrl, workspaceId, getToken });
  const authToken = useAuthStore((s) => s.authToken);
  useEffect(() => {
    if (authToken) session?.updateToken(authToken);
  }, [session, authToken]);
  return session;
}
