import { useMemo } from 'react';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { projectSchema, versionedWorkspaceSchema, type Project, type VersionedWorkspace } from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead } from '../../lib/live-read';
import { useAuthStore } from '../../stores/auth-store';

export const SPACES_STORE = 'spaces';
const SPACE_LIST_LIMIT = 1000;

/**
 * The versioned spaces, live: workspaceType 'space', not deleted. With `includeDeleted` the
 * deleted ones the rules let this user read are added: a workspace admin reads them all, other
 * staff only their own (creator == me), so that query is the one asked for.
 */
export function useSpaces(includeDeleted: boolean): Omit<LiveRead<unknown>, 'data'> & { spaces: VersionedWorkspace[] } {
  const firestore = useFirestore();
  const me = useAuthStore((s) => s.user);
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const liveQuery = useMemo(
    () =>
      query(
        collection(firestore, 'workspaces'),
        where('workspaceType', '==', 'space'),
        where('deleted', '==', false),
        limit(SPACE_LIST_LIMIT),
      ),
    [firestore],
  );
  const deletedQuery = useMemo(() => {
    if (!includeDeleted) return null;
    const spaces = collection(firestore, 'workspaces');
    if (admin) return query(spaces, where('workspaceType', '==', 'space'), where('deleted', '==', true), limit(SPACE_LIST_LIMIT));
    if (!me) return null;
    return query(
      spaces,
      where('workspaceType', '==', 'space'),
      where('creator', '==', me),
      where('deleted', '==', true),
      limit(SPACE_LIST_LIMIT),
    );
  }, [firestore, includeDeleted, admin, me]);
  const options = { store: SPACES_STORE, what: 'the spaces', idField: 'id' };
  const { data: live, ...read } = useLiveQuery(liveQuery, versionedWorkspaceSchema, options);
  const deleted = useLiveQuery(deletedQuery, versionedWorkspaceSchema, { ...options, what: 'the deleted spaces' });
  const list = useMemo(() => {
    const byId = new Map<string, VersionedWorkspace>();
    for (const w of live) byId.set(w.id, w);
    if (includeDeleted) for (const w of deleted.data) byId.set(w.id, w);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }, [live, deleted.data, includeDeleted]);
  const status = includeDeleted && deleted.status === 'loading' ? 'loading' : read.status;
  return { ...read, status, spaces: list };
}

/** One space's workspace document, live (null when it does not exist or is not a space). */
export function useSpaceDoc(id: string | null): LiveRead<VersionedWorkspace | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (id ? doc(firestore, 'workspaces', id) : null), [firestore, id]);
  return useLiveDoc(ref, versionedWorkspaceSchema, { store: SPACES_STORE, what: `the space ${id ?? ''}`, idField: 'id' });
}

/** The projects, live, for the project picker of a new space. */
export function useProjectChoices(): LiveRead<Project[]> {
  const firestore = useFirestore();
  const projectsQuery = useMemo(() => query(collection(firestore, 'projects'), limit(1000)), [firestore]);
  const read = useLiveQuery(projectsQuery, projectSchema, { store: SPACES_STORE, what: 'the projects', idField: 'id' });
  const data = useMemo(() => [...read.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })), [read.data]);
  return { ...read, data };
}
