import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { collection, deleteDoc, doc, query, serverTimestamp, setDoc, Timestamp, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { initialsOf, presenceColourOf } from '../../collab/presence';
import { useLiveQuery } from '../../lib/live-read';
import { PIPELINE_STORE } from './pipeline-store';
import { useNow } from '../../components/kit';

/** A viewer writes its presence this often... */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** ...and counts as present while its last write is this recent (docs/projects-pipeline.md boardPresence). */
export const PRESENCE_WINDOW_MS = 60_000;

/** `boardPresence/{uid}`: who looks at which board; `at` is the server's time (null while our own write is pending). */
const presenceSchema = z.object({
  uid: z.string(),
  user: z.string(),
  name: z.string(),
  board: z.string(),
  at: z.instanceof(Timestamp).nullable(),
});

export interface Viewer {
  uid: string;
  user: string;
  name: string;
}

/**
 * Presence on a pipeline board ('dash2' or 'dash2/P-1001'): writes this browser's own
 * `boardPresence/{uid}` now and every 20 s, deletes it on leave, and reads the others on the same
 * board whose last write is within 60 s.
 */
export function useBoardPresence(board: string, me: { uid: string | null; user: string | null; name: string }): Viewer[] {
  const firestore = useFirestore();
  const { uid, user, name } = me;

  useEffect(() => {
    if (!uid || !user) return;
    const ref = doc(firestore, 'boardPresence', uid);
    const write = () =>
      void setDoc(ref, { user, name, board, at: serverTimestamp() }).catch((error: unknown) =>
        console.warn('[pipeline] presence not written:', error),
      );
    const leave = () => void deleteDoc(ref).catch(() => undefined);
    write();
    const timer = setInterval(write, PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', write);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', write);
      leave();
    };
  }, [firestore, uid, user, name, board]);

  const q = useMemo(() => query(collection(firestore, 'boardPresence'), where('board', '==', board)), [firestore, board]);
  const { data } = useLiveQuery(q, presenceSchema, { store: PIPELINE_STORE, what: 'who is on this board', idField: 'uid' });
  const now = useNow();
  return useMemo(() => {
    const seen = new Set<string>();
    const viewers: Viewer[] = [];
    for (const p of data) {
      if (p.uid === uid || seen.has(p.user)) continue;
      if (p.at && now - p.at.toMillis() > PRESENCE_WINDOW_MS) continue;
      seen.add(p.user);
      viewers.push({ uid: p.uid, user: p.user, name: p.name });
    }
    return viewers.sort((a, b) => a.name.localeCompare(b.name));
  }, [data, uid, now]);
}

/** Who else is looking at this board: an avatar with initials per person, the name beside it. */
export function BoardPresence({ viewers }: { viewers: readonly Viewer[] }) {
  return (
    <div className="board-presence" aria-label="Also on this board">
      <span className="hint">{viewers.length === 0 ? 'Nobody else is looking' : 'Also looking:'}</span>
      <ul>
        {viewers.map((v) => (
          <li key={v.uid} data-testid="board-viewer" data-user={v.user} title={`${v.name} is looking at this board`}>
            <span className="avatar" style={{ background: presenceColourOf(v.uid) }} aria-hidden="true">
              {initialsOf(v.name)}
            </span>
            {v.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
