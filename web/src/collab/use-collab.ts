import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveObjects } from './live-object';
import type { LiveMeta } from './live-block';
import { CollabSession, type CollabSessionOptions } from './session';

/** One session per open workspace: created on mount, closed (presence removed) on unmount. */
export function useCollabSession(options: CollabSessionOptions | null): CollabSession | null {
  const [session, setSession] = useState<CollabSession | null>(null);
  const url = options?.url;
  const workspaceId = options?.workspaceId;
  const getToken = options?.getToken;
  useEffect(() => {
    if (!url || !workspaceId || !getToken) return;
    const created = new CollabSession({ url, workspaceId, getToken });
    setSession(created);
    void created.connect();
    return () => {
      created.destroy();
      setSession((current) => (current === created ? null : current));
    };
  }, [url, workspaceId, getToken]);
  return session;
}

const noop = () => () => undefined;

/** A live value of the session for React (null before the session exists). */
function useSessionValue<T>(session: CollabSession | null, read: (s: CollabSession) => T, fallback: T): T {
  return useSyncExternalStore(session ? session.subscribe : noop, () => (session ? read(session) : fallback));
}

const NO_LAYERS: LiveObjects = {};
const NO_META: LiveMeta = {};
const NO_PEERS: [] = [];
const NO_UNDO = { canUndo: false, canRedo: false };

export const useConnection = (session: CollabSession | null) => useSessionValue(session, (s) => s.getConnection(), null);
export const useLiveLayers = (session: CollabSession | null) => useSessionValue(session, (s) => s.getLayers(), NO_LAYERS);
export const useLiveMeta = (session: CollabSession | null) => useSessionValue(session, (s) => s.getMeta(), NO_META);
export const usePeers = (session: CollabSession | null) => useSessionValue(session, (s) => s.getPeers(), NO_PEERS);
export const useUndoState = (session: CollabSession | null) => useSessionValue(session, (s) => s.getUndoState(), NO_UNDO);
