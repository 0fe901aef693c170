import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { storedWorkspaceSchema, type StoredWorkspace } from '@workhub/domain';
import { useLiveDoc, type LiveRead } from '../../lib/live-read';

/** The workspace document, live (creator, editors, deleted: who may edit; gone once committed). */
export type WorkspaceDoc = StoredWorkspace;

export function useWorkspaceDoc(workspaceId: string): Omit<LiveRead<unknown>, 'data'> & { workspace: WorkspaceDoc | null } {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'workspaces', workspaceId), [firestore, workspaceId]);
  const { data, ...read } = useLiveDoc(ref, storedWorkspaceSchema, { store: 'block workspace', what: `the workspace ${workspaceId}`, idField: 'id' });
  return { ...read, workspace: data };
}
