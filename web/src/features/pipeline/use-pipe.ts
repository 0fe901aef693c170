import { useMemo, useRef } from 'react';
import { limit, orderBy } from 'firebase/firestore';
import { DB_DEFAULT_LIMIT, PROJECT_LIST_LIMIT, type PipeAssembly, type Project } from '@workhub/domain';
import { type ConnectionState, type LiveRead } from '../../lib/live-read';
import { useLiveCollection, useLiveCollectionGroup, useLiveDocument } from '../../lib/live-collections';
import { PIPELINE_STORE } from './pipeline-store';

/**
 * Keeps the objects of documents that did not change: a snapshot parses every document anew, so
 * without this each live change would re-render every memoised row of a board.
 */
export function useStableDocuments<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const cache = useRef(new Map<string, { json: string; value: T }>());
  return useMemo(() => {
    const next = new Map<string, { json: string; value: T }>();
    const out = items.map((item) => {
      const key = keyOf(item);
      const json = JSON.stringify(item);
      const old = cache.current.get(key);
      const value = old && old.json === json ? old.value : item;
      next.set(key, { json, value });
      return value;
    });
    cache.current = next;
    return out;
    // keyOf is a module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);
}

export const assemblyKeyOf = (a: Pick<PipeAssembly, 'projectId' | 'assembly'>) => `${a.projectId}/${a.assembly}`;

export type PipeRead = Omit<LiveRead<PipeAssembly[]>, 'data'> & { assemblies: PipeAssembly[] };

/** One project's assemblies, live: ONE listener on `projects/{id}/pipe` ordered by `order`. */
export function useProjectPipe(projectId: string | undefined): PipeRead {
  const { data, ...read } = useLiveCollection('pipe', projectId ? [orderBy('order')] : null, {
    store: PIPELINE_STORE,
    what: `the pipeline of ${projectId ?? ''}`,
    parents: projectId ? [projectId] : undefined,
  });
  return { ...read, assemblies: useStableDocuments(data, assemblyKeyOf) };
}

const byProjectThenOrder = (a: PipeAssembly, b: PipeAssembly) =>
  a.projectId < b.projectId ? -1 : a.projectId > b.projectId ? 1 : a.order - b.order;

/** The all-projects board's reads, at the spec's limits (core spec section 9; the board says when one is cut). */
export const ALL_PIPES_LIMIT = DB_DEFAULT_LIMIT;
const ALL_PIPES_READ = [limit(ALL_PIPES_LIMIT)];
const PROJECT_HEADINGS_READ = [limit(PROJECT_LIST_LIMIT)];

/** Every project's assemblies, live: ONE collection-group listener on `pipe` (at most ALL_PIPES_LIMIT), sorted by project then board position. */
export function useAllPipes(): PipeRead {
  const { data, ...read } = useLiveCollectionGroup('pipe', ALL_PIPES_READ, { store: PIPELINE_STORE, what: 'the pipelines' });
  const sorted = useMemo(() => [...data].sort(byProjectThenOrder), [data]);
  return { ...read, assemblies: useStableDocuments(sorted, assemblyKeyOf) };
}

/** What the board needs of a project: its client and whether it has a base (which the first stage waits for). */
export interface ProjectHeading {
  id: string;
  clientName: string;
  hasBase: boolean;
}

const headingOf = (p: Project): ProjectHeading => ({ id: p.id, clientName: p.clientName, hasBase: !!p.base?.latest });

/** The projects' client names, from one `projects` query. */
export function useProjectHeadings(): { headings: Map<string, ProjectHeading>; connection: ConnectionState; read: number } {
  const { data, connection } = useLiveCollection('projects', PROJECT_HEADINGS_READ, { store: PIPELINE_STORE, what: 'the projects' });
  const headings = useMemo(() => new Map(data.map((p) => [p.id, headingOf(p)])), [data]);
  return { headings, connection, read: data.length };
}

/** One project's heading, live (the project board). */
export function useProjectHeading(projectId: string): { heading: ProjectHeading | null; status: string } {
  const { data, status } = useLiveDocument('projects', projectId, { store: PIPELINE_STORE, what: `project ${projectId}` });
  const heading = useMemo(() => (data ? headingOf(data) : null), [data]);
  return { heading, status };
}

/** The worse of several listeners' states: what the board's indicator shows. */
export function worstConnection(...states: ConnectionState[]): ConnectionState {
  if (states.includes('reconnecting')) return 'reconnecting';
  if (states.includes('from cache')) return 'from cache';
  return 'live';
}
