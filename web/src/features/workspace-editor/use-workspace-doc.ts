import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** The workspace document, live (creator, editors, deleted: who may edit; gone once committed). */
export interface WorkspaceDoc {
  id: string;
  name: string;
  workspaceName?: string;
  workspaceType?: string;
  creator?: string;
  editors?: string[];
  deleted?: boolean;
  units?: string;
  major?: number;
  minor?: number;
  patch?: number;
}

export function useWorkspaceDoc(workspaceId: string): { status: 'loading' | 'success' | 'error'; workspace: WorkspaceDoc | null } {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'workspaces', workspaceId), [firestore, workspaceId]);
  const { status, data } = useFirestoreDocData(ref, { idField: 'id' });
  const record = data as Record<string, unknown> | undefined;
  const workspace = useMemo<WorkspaceDoc | null>(() => {
    if (!record || typeof record.name !== 'string') return null;
    return {
      id: workspaceId,
      name: record.name,
      ...(typeof record.workspaceName === 'string' ? { workspaceName: record.workspaceName } : {}),
      ...(typeof record.workspaceType === 'string' ? { workspaceType: record.workspaceType } : {}),
      ...(typeof record.creator === 'string' ? { creator: record.creator } : {}),
      ...(Array.isArray(record.editors) ? { editors: record.editors.filter((e): e is string => typeof e === 'string') } : {}),
      ...(typeof record.deleted === 'boolean' ? { deleted: record.deleted } : {}),
      ...(typeof record.units === 'string' ? { units: record.units } : {}),
      ...(typeof record.major === 'number' ? { major: record.major } : {}),
      ...(typeof record.minor === 'number' ? { minor: record.minor } : {}),
      ...(typeof record.patch === 'number' ? { patch: record.patch } : {}),
    };
  }, [record, workspaceId]);
  return { status, workspace };
}
