import { useMemo } from 'react';
import { collection, doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { anyDocumentSchema } from '@workhub/domain';
import { LiveStatus } from '../../components/live-status';
import { useLiveDoc, useLiveQuery } from '../../lib/live-read';
import { LiveRows } from './live-rows';
import { useLiveChanges } from './use-live-changes';

/**
 * A project's document and its pipeline (one document per assembly in `projects/{id}/pipe`, shown
 * under `pipe.<assembly>`), live from Firestore: every service write and background job's status
 * arrives as it lands. Nothing holds a live connection to a project (only block workspaces have
 * one), so there is no one to show as connected.
 */
export function WatchProject({ id }: { id: string }) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'projects', id), [firestore, id]);
  const pipeQuery = useMemo(() => collection(firestore, 'projects', id, 'pipe'), [firestore, id]);
  const project = useLiveDoc(ref, anyDocumentSchema, { store: 'live viewer', what: `the project ${id}`, idField: 'id' });
  const pipe = useLiveQuery(pipeQuery, anyDocumentSchema, { store: 'live viewer', what: `the pipeline of ${id}`, idField: 'assembly' });
  const loaded = project.status === 'success' && pipe.status !== 'loading';
  const watched = useMemo(() => {
    if (!loaded) return undefined;
    if (!project.data) return '(no such project)';
    if (pipe.data.length === 0) return project.data;
    return { ...project.data, pipe: Object.fromEntries(pipe.data.map((a) => [String(a.assembly), a])) };
  }, [loaded, project.data, pipe.data]);
  const changes = useLiveChanges(watched, `project:${id}`);
  const connection = project.connection === 'live' ? pipe.connection : project.connection;
  return (
    <>
      <div className="live-head">
        <LiveStatus connection={connection} />
        <span className="hint">
          Projects change through the services and their background jobs; nobody holds a live connection to a project.
        </span>
      </div>
      {!loaded ? <p className="page-loading">Loading…</p> : <LiveRows changes={changes} />}
    </>
  );
}
