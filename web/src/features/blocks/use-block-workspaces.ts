import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { storedBlockWorkspaceSchema, workspaceVersionOf } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';

export interface BlockWorkspaceEntry {
  id: string;
  name: string;
  blockName: string;
  creator: string;
  editors: string[];
  version: string;
  /** Soft-deleted (listed only with includeDeleted). */
  deleted: boolean;
  /** When it was made and last edited (ISO, UTC); null on workspaces made before they were kept. */
  createdAt: string | null;
  updatedAt: string | null;
}

/**
 * Block workspaces, live: type 'block' (the schema also checks the 'base/blocks/…' name), not deleted unless
 * `includeDeleted` (the option on /admin/blocks, for workspace admins: the rules let other staff
 * list only with the deleted == false filter).
 */
export function useBlockWorkspaces(
  options: { includeDeleted?: boolean } = {},
): Omit<LiveRead<unknown>, 'data'> & { workspaces: BlockWorkspaceEntry[] } {
  const firestore = useFirestore();
  const includeDeleted = options.includeDeleted === true;
  const workspacesQuery = useMemo(
    () =>
      includeDeleted
        ? query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), limit(1000))
        : query(collection(firestore, 'workspaces'), where('workspaceType', '==', 'block'), where('deleted', '==', false), limit(1000)),
    [firestore, includeDeleted],
  );
  const { data, ...read } = useLiveQuery(workspacesQuery, storedBlockWorkspaceSchema, {
    store: 'blocks',
    what: 'the block workspaces',
    idField: 'id',
  });
  const workspaces = useMemo(
    () =>
      data
        .map((d) => ({
          id: d.id,
          name: d.name,
          blockName: d.workspaceName,
          creator: d.creator,
          editors: d.editors ?? [],
          version: workspaceVersionOf(d),
          deleted: d.deleted,
          createdAt: d.createdAt ?? null,
          updatedAt: d.updatedAt ?? d.createdAt ?? null,
        }))
        // Several on one block: oldest first.
        .sort(
          (a, b) =>
            a.blockName.localeCompare(b.blockName) || (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id),
        ),
    [data],
  );
  return { ...read, workspaces };
}
