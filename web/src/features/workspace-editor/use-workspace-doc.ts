import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { storedBlockWorkspaceSchema, type BlockWorkspace } from '@workhub/domain';
import { useLiveDoc, type LiveRead } from '../../lib/live-read';

/** The block workspace document (its one schema, domain blockWorkspaceDocSchema, any stored version migrated), live (creator, editors, deleted: who may edit; gone once committed). */
export type WorkspaceDoc = BlockWorkspace;

export function useWorkspaceDoc(workspaceId: string): Omit<LiveRead<unknown>, 'data'> & { workspace: WorkspaceDoc | null } {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'workspaces', workspaceId), [firestore, workspaceId]);
  const { data, ...read } = useLiveDoc(ref, storedBlockWorkspaceSchema, {
    store: 'block workspace',
    what: `the workspace ${workspaceId}`,
    idField: 'id',
  });
  return { ...read, workspace: data };
}
