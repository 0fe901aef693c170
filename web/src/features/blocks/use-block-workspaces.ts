import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { BLOCK_WORKSPACE_PREFIX } from '@workhub/domain';

export interface BlockWorkspaceEntry {
  id: string;
  name: string;
  blockName: string;
  creator: string;
  editors: string[];
  version: string;
}

/** Block workspaces, live: type 'block', not deleted (the rules need that filter), named 'base/blocks/…'. */
export function useBlockWorkspaces(): { status: 'loading' | 'success' | 'error'; workspaces: BlockWorkspaceEntry[] } {
  const firestore = useFirestore();
  const workspacesQuery = useMemo(
    () => query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), where('deleted', '==', false), limit(1000)),
    [firestore],
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
          version: [d.major, d.minor, d.patch].every((n) => typeof n === 'number') ? `w${d.major}.${d.minor}.${d.patch}` : '',
        }))
        .sort((a, b) => a.blockName.localeCompare(b.blockName) || a.id.localeCompare(b.id)),
    [data],
  );
  return { status, workspaces };
}
