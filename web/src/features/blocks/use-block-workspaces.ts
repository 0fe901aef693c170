import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { BLOCK_WORKSPACE_PREFIX, storedWorkspaceSchema } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';

export interface BlockWorkspaceEntry {
  id: string;
  name: string;
  blockName: string;
  creator: string;
  editors: string[];
  version: string;
}

/** Block workspaces, live: type 'block', not deleted (the rules need that filter), named 'base/blocks/…'. */
export function useBlockWorkspaces(): Omit<LiveRead<unknown>, 'data'> & { workspaces: BlockWorkspaceEntry[] } {
  const firestore = useFirestore();
  const workspacesQuery = useMemo(
    () => query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), where('deleted', '==', false), limit(1000)),
    [firestore],
  );
  const { data, ...read } = useLiveQuery(workspacesQuery, storedWorkspaceSchema, { store: 'blocks', what: 'the block workspaces', idField: 'id' });
  const workspaces = useMemo(
    () =>
      data
        .filter((d) => d.name.startsWith(BLOCK_WORKSPACE_PREFIX))
        .map((d) => ({
          id: d.id,
          name: d.name,
          blockName: d.workspaceName ?? d.name.slice(BLOCK_WORKSPACE_PREFIX.length),
          creator: d.creator ?? '',
          editors: d.editors ?? [],
          version: d.major !== undefined && d.minor !== undefined && d.patch !== undefined ? `w${d.major}.${d.minor}.${d.patch}` : '',
        }))
        .sort((a, b) => a.blockName.localeCompare(b.blockName) || a.id.localeCompare(b.id)),
    [data],
  );
  return { ...read, workspaces };
}
