import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { BLOCK_WORKSPACE_PREFIX, workspaceVersionOf } from '@workhub/domain';

export interface BlockWorkspaceEntry {
  id: string;
  name: string;
  blockName: string;
  creator: string;
  editors: string[];
  version: string;
  /** Soft-deleted (listed only with includeDeleted). */
  deleted: boolean;
}

/**
 * Block workspaces, live: type 'block', named 'base/blocks/…', not deleted unless
 * `includeDeleted` (the option on /admin/blocks, for workspace admins: the rules let other staff
 * list only with the deleted == false filter).
 */
export function useBlockWorkspaces(options: { includeDeleted?: boolean } = {}): { status: 'loading' | 'success' | 'error'; workspaces: BlockWorkspaceEntry[] } {
  const firestore = useFirestore();
  const includeDeleted = options.includeDeleted === true;
  const workspacesQuery = useMemo(
    () =>
      includeDeleted
        ? query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), limit(1000))
        : query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), where('deleted', '==', false), limit(1000)),
    [firestore, includeDeleted],
  );
  const { status, data } = useFirestoreCollectionData(workspacesQuery, { idField: '__id' });
  const workspaces = useMemo(
    () =>
      (data ?? [])
        .filter((d) => typeof d.name === 'string' && d.name.startsWith(BLOCK_WORKSPACE_PREFIX))
        .map((d) => ({
          id: String(d.__id),
          name: String(d.name),
          blockName: typeof d.workspaceName === 'string' ? d.workspaceName : String(d.name).slice(BLOCK_WORKSPACE_PREFIX.length),
          creator: typeof d.creator === 'string' ? d.creator : '',
          editors: Array.isArray(d.editors) ? d.editors.filter((e: unknown): e is string => typeof e === 'string') : [],
          version: typeof d.major === 'number' && typeof d.minor === 'number' && typeof d.patch === 'number' ? workspaceVersionOf({ major: d.major, minor: d.minor, patch: d.patch }) : '',
          deleted: d.deleted === true,
        }))
        .sort((a, b) => a.blockName.localeCompare(b.blockName) || a.id.localeCompare(b.id)),
    [data],
  );
  return { status, workspaces };
}
