import { useMemo } from 'react';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  DB_DEFAULT_LIMIT,
  classPartVersionSchema,
  classPartWorkspaceSchema,
  classPartWorkspaceContentSchema,
  type ClassPartVersion,
  type ClassPartWorkspace,
  type ClassPartWorkspaceContent,
} from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type ConnectionState, type LiveStatus } from '../../../lib/live-read';
import { useAuthStore } from '../../../stores/auth-store';
import { groupClassParts, type ClassPartGroup } from './class-part-view';

const STORE = 'class parts';

export interface ClassPartsRead {
  status: LiveStatus;
  /** Every stored version. */
  versions: ClassPartVersion[];
  /** By class part (path), versions oldest first. */
  groups: ClassPartGroup<ClassPartVersion>[];
  /** Stored documents that do not fit the class-part shape (left out, and reported). */
  skipped: number;
  connection: ConnectionState;
}

/** All class-part versions, live: a commit anywhere shows on every open list at once. */
export function useClassParts(): ClassPartsRead {
  const firestore = useFirestore();
  const classPartsQuery = useMemo(() => query(collection(firestore, 'classParts'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const { status, data, invalid, connection } = useLiveQuery(classPartsQuery, classPartVersionSchema, {
    store: STORE,
    what: 'the class parts',
  });
  const groups = useMemo(() => groupClassParts(data), [data]);
  return { status, versions: data, groups, skipped: invalid.length, connection };
}

/**
 * The versions of one class part (`path` = system/name), live, oldest first: a second engineer's
 * commit or restore shows here at once.
 */
export function useClassPartVersions(path: string | null): {
  status: LiveStatus;
  versions: ClassPartVersion[];
  connection: ConnectionState;
} {
  const firestore = useFirestore();
  const versionsQuery = useMemo(
    () => (path ? query(collection(firestore, 'classParts'), where('path', '==', path), limit(DB_DEFAULT_LIMIT)) : null),
    [firestore, path],
  );
  const { status, data, connection } = useLiveQuery(versionsQuery, classPartVersionSchema, {
    store: STORE,
    what: `the versions of ${path}`,
  });
  const versions = useMemo(() => groupClassParts(data)[0]?.versions ?? [], [data]);
  return { status, versions, connection };
}

export interface ClassPartWorkspaceEntry extends ClassPartWorkspace {
  id: string;
}

/**
 * Open class-part workspaces, live (workspaceType 'classPart'); deleted ones too when
 * `includeDeleted`. The rules show a deleted workspace only to its creator and workspace admins,
 * and a list query must be provably visible: an admin reads them all, anyone else the undeleted
 * ones plus their own.
 */
export function useClassPartWorkspaces(options: { includeDeleted?: boolean; name?: string } = {}) {
  const firestore = useFirestore();
  const user = useAuthStore((s) => s.user);
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const includeDeleted = options.includeDeleted === true;
  const { name } = options;
  const [openQuery, ownQuery] = useMemo(() => {
    const base = [where('workspaceType', '==', 'classPart'), ...(name ? [where('name', '==', name)] : [])];
    const workspaces = collection(firestore, 'workspaces');
    if (includeDeleted && isWorkspaceAdmin) return [query(workspaces, ...base, limit(DB_DEFAULT_LIMIT)), null];
    const open = query(workspaces, ...base, where('deleted', '==', false), limit(DB_DEFAULT_LIMIT));
    const own = includeDeleted && user ? query(workspaces, ...base, where('creator', '==', user), limit(DB_DEFAULT_LIMIT)) : null;
    return [open, own];
  }, [firestore, includeDeleted, isWorkspaceAdmin, user, name]);
  const what = 'the class-part workspaces';
  const open = useLiveQuery(openQuery, classPartWorkspaceSchema, { store: STORE, what, idField: 'id' });
  const own = useLiveQuery(ownQuery, classPartWorkspaceSchema, { store: STORE, what, idField: 'id' });
  const workspaces = useMemo(() => {
    const byId = new Map<string, ClassPartWorkspaceEntry>();
    for (const w of [...open.data, ...own.data]) byId.set(w.id, w);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }, [open.data, own.data]);
  const status: LiveStatus =
    open.status === 'error' || own.status === 'error' ? 'error' : open.status === 'loading' ? 'loading' : 'success';
  return { status, workspaces, connection: open.connection };
}

/** One class-part workspace and its content (workspaces/{id}/content/classPart), live. */
export function useClassPartWorkspace(workspaceId: string): {
  status: LiveStatus;
  workspace: ClassPartWorkspace | null;
  content: ClassPartWorkspaceContent | null;
  connection: ConnectionState;
} {
  const firestore = useFirestore();
  const workspaceRef = useMemo(() => doc(firestore, 'workspaces', workspaceId), [firestore, workspaceId]);
  const contentRef = useMemo(() => doc(firestore, 'workspaces', workspaceId, 'content', 'classPart'), [firestore, workspaceId]);
  const workspace = useLiveDoc(workspaceRef, classPartWorkspaceSchema, { store: STORE, what: 'the workspace', idField: 'id' });
  const content = useLiveDoc(contentRef, classPartWorkspaceContentSchema, { store: STORE, what: 'the workspace content' });
  const status: LiveStatus =
    workspace.status === 'error' || content.status === 'error'
      ? 'error'
      : workspace.status === 'loading' || content.status === 'loading'
        ? 'loading'
        : 'success';
  return { status, workspace: workspace.data, content: content.data, connection: workspace.connection };
}
