import { useMemo } from 'react';
import { limit, orderBy } from 'firebase/firestore';
import { PROJECT_LIST_LIMIT, type PipeAssembly, type Project } from '@workhub/domain';
import { type LiveRead } from '../../lib/live-read';
import { useLiveCollection, useLiveCollectionGroup, useLiveDocument } from '../../lib/live-collections';
import { PROJECTS_STORE, useProjectsStore } from './projects-store';

/** At most this many assembly documents across all projects for the list's pipeline column. */
export const PIPE_LIST_LIMIT = 20_000;

const onError = (error: { message: string; at: number }) => useProjectsStore.setState({ error });

/** The projects, live (one query, limit PROJECT_LIST_LIMIT), by id. */
export function useProjects(): LiveRead<Project[]> {
  const read = useLiveCollection('projects', [limit(PROJECT_LIST_LIMIT)], { store: PROJECTS_STORE, what: 'the projects', onError });
  const data = useMemo(() => [...read.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })), [read.data]);
  return { ...read, data };
}

/** Every project's assemblies in one collection-group query (never one listener per project). */
export function useAllAssemblies(): LiveRead<PipeAssembly[]> {
  return useLiveCollectionGroup('pipe', [limit(PIPE_LIST_LIMIT)], { store: PROJECTS_STORE, what: 'the pipeline of the projects', onError });
}

/** One project document, live; null when it does not exist. */
export function useProjectDoc(projectId: string | null): LiveRead<Project | null> {
  return useLiveDocument('projects', projectId, { store: PROJECTS_STORE, what: `project ${projectId ?? ''}`, onError });
}

/** The assemblies of one project, live, in board order. */
export function useProjectAssemblies(projectId: string): LiveRead<PipeAssembly[]> {
  return useLiveCollection('pipe', [orderBy('order')], {
    store: PROJECTS_STORE,
    what: `the pipe of ${projectId}`,
    parents: [projectId],
    onError,
  });
}
