import { useMemo } from 'react';
import { Link } from 'react-router';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { anyDocumentSchema } from '@workhub/domain';
import { LiveStatus } from '../../components/live-status';
import { useLiveQuery } from '../../lib/live-read';
import { useBlockWorkspaces } from '../blocks';
import { usePeers } from '../../collab';
import { ConnectedUsers } from './connected-users';
import { LiveRows } from './live-rows';
import { useLiveChanges } from './use-live-changes';
import { useWatchSession } from './use-watch-session';
import { paths } from '../../lib/paths';

/** Who is in one of the block's open workspaces. */
function WorkspacePeers({ workspaceId, creator }: { workspaceId: string; creator: string }) {
  const peers = usePeers(useWatchSession(workspaceId));
  return (
    <li>
      <Link to={paths.liveViewer({ kind: 'workspace', id: workspaceId })}>workspace of {creator || 'unknown'}</Link>
      <ConnectedUsers peers={peers} label={`Connected to workspace ${workspaceId}`} />
    </li>
  );
}

/** A block's current document (live from Firestore) and who is editing it in its open workspaces. */
export function WatchBlock({ name }: { name: string }) {
  const firestore = useFirestore();
  const blockQuery = useMemo(() => query(collection(firestore, 'blocks'), where('name', '==', name), limit(1000)), [firestore, name]);
  // Raw documents (any map): the viewer shows what is stored, even what the block contract refuses.
  const { status, data, connection } = useLiveQuery(blockQuery, anyDocumentSchema, { store: 'live viewer', what: `the block ${name}` });
  const current = data.find((d) => !('version' in d));
  const changes = useLiveChanges(status === 'success' ? (current ?? '(no such block)') : undefined, `block:${name}`);
  const { workspaces } = useBlockWorkspaces();
  const open = workspaces.filter((w) => w.blockName === name);
  return (
    <>
      <div className="live-head">
        <LiveStatus connection={connection} />
        <span>Connected (open workspaces):</span>
        {open.length === 0 ? (
          <span className="hint">no open workspace on this block</span>
        ) : (
          <ul className="workspace-peers">
            {open.map((w) => (
              <WorkspacePeers key={w.id} workspaceId={w.id} creator={w.creator} />
            ))}
          </ul>
        )}
      </div>
      {status === 'loading' ? <p className="page-loading">Loading…</p> : <LiveRows changes={changes} />}
    </>
  );
}
