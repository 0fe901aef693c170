import { useMemo } from 'react';
import { collection, collectionGroup, doc, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { PROJECT_LIST_LIMIT, pipeAssemblySchema, projectSchema, type PipeAssembly, type Project } from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead } from '../../lib/live-read';
import { PROJECTS_STORE, useProjectsStore } from './projects-store';

/** At most this many assembly documents across all projects for the list's pipeline column. */
export const PIPE_LIST_LIMIT = 20_000;

const onError = (error: { message: string; at: number }) => useProjectsStore.setState({ error });

/** The projects, live (one query, limit PROJECT_LIST_LIMIT), by id. */
export function useProjects(): LiveRead<Project[]> {
  const firestore = useFirestore();
  const projectsQuery = useMemo(() => query(collection(firestore, 'projects'), limit(PROJECT_LIST_LIMIT)), [firestore]);
  const read = useLiveQuery(projectsQuery, projectSchema, { store: PROJECTS_STORE, what: 'the projects', idField: 'id', onError });
  const data = useMemo(() => [...read.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })), [read.data]);
  return { ...read, data };
}

/** Every project's assemblies in one collection-group query (never one listener per project). */
export function useAllAssemblies(): LiveRead<PipeAssembly[]> {
  const firestore = useFirestore();
  const pipeQuery = useMemo(() => query(collectionGroup(firestore, 'pipe'), limit(PIPE_LIST_LIMIT)), [firestore]);
  return useLiveQuery(pipeQuery, pipeAssemblySchema, { store: PROJECTS_STORE, what: 'the pipeline of the projects', onError });
}

/** One project document, live; null when it does not exist. */
export function useProjectDoc(projectId: string | null): LiveRead<Project | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (projectId ? doc(firestore, 'projects', projectId) : null), [firestore, projectId]);
  return useLiveDoc(ref, projectSchema, { store: PROJECTS_STORE, what: `project ${projectId ?? ''}`, idField: 'id', onError });
}

/** The assemblies of one project, live, in board order. */
export function useProjectAssemblies(projectId: string): LiveRead<PipeAssembly[]> {
  const firestore = useFirestore();
  const pipeQuery = useMemo(() => query(collection(firestore, 'projects', projectId, 'pipe'), orderBy('order')), [firestore, projectId]);
  return useLiveQuery(pipeQuery, pipeAssemblySchema, { store: PROJECTS_STORE, what: `the pipe of ${projectId}`, onError });
}
