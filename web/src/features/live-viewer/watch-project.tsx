import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { anyDocumentSchema } from '@workhub/domain';
import { LiveStatus } from '../../components/live-status';
import { useLiveDoc } from '../../lib/live-read';
import { LiveRows } from './live-rows';
import { useLiveChanges } from './use-live-changes';

/**
 * A project's document, live from Firestore (with its id, as the database service shows it): every service write (pipeline status, milestones,
 * notes) arrives as it lands. Nothing holds a live connection to a project (only block workspaces
 * have one), so there is no one to show as connected.
 */
export function WatchProject({ id }: { id: string }) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'projects', id), [firestore, id]);
  const { status, data, connection } = useLiveDoc(ref, anyDocumentSchema, {
    store: 'live viewer',
    what: `the project ${id}`,
    idField: 'id',
  });
  const changes = useLiveChanges(status === 'success' ? (data ?? '(no such project)') : undefined, `project:${id}`);
  return (
    <>
      <div className="live-head">
        <LiveStatus connection={connection} />
        <span className="hint">Projects change through the services; nobody holds a live connection to a project.</span>
      </div>
      {status === 'loading' ? <p className="page-loading">Loading…</p> : <LiveRows changes={changes} />}
    </>
  );
}
