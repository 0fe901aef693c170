import { useMemo } from 'react';
import { useConnection, useLiveLayers, useLiveMeta, usePeers } from '../../collab';
import { connectionLabel, UpdateRequiredBanner } from '../../collab';
import type { LiveObjects } from '../../collab';
import { BlockDrawing, useWorkspaceDoc } from '../workspace-editor';
import { ConnectedUsers } from './connected-users';
import { LiveRows } from './live-rows';
import { useLiveChanges } from './use-live-changes';
import { useWatchSession } from './use-watch-session';
import { ErrorNote } from '../../components/kit';

/** Objects by their stable key, so a row keeps its path when others are added or removed. */
function byKey(layers: LiveObjects) {
  return Object.fromEntries(
    Object.entries(layers).map(([layer, objects]) => [layer, Object.fromEntries(objects.map(({ key, ...object }) => [key, object]))]),
  );
}

/** Every layer shown: the viewer draws the whole document, as it is stored. */
const ALL_SHOWN: Record<string, boolean> = {};

/**
 * A block workspace: its live document through collab-server (drawn, read-only, beside the change
 * log, redrawn as it changes), its record, and who is in it.
 */
export function WatchWorkspace({ workspaceId }: { workspaceId: string }) {
  const session = useWatchSession(workspaceId);
  const connection = useConnection(session);
  const layers = useLiveLayers(session);
  const peers = usePeers(session);
  const meta = useLiveMeta(session);
  const { status, workspace } = useWorkspaceDoc(workspaceId);
  const synced = connection?.synced === true;
  const value = useMemo(
    () => (synced && status !== 'loading' ? { workspace: workspace ?? '(removed)', layers: byKey(layers) } : undefined),
    [synced, status, workspace, layers],
  );
  const changes = useLiveChanges(value, `workspace:${workspaceId}`);
  const label = connection ? connectionLabel(connection) : null;
  return (
    <>
      <div className="live-head">
        <span className={`connection-status ${label?.tone ?? 'pending'}`} role="status" data-testid="watch-status">
          {label?.label ?? 'Connecting…'}
        </span>
        <span>Connected:</span>
        <ConnectedUsers peers={peers} label="Connected to this workspace" />
      </div>
      <UpdateRequiredBanner connection={connection} />
      {status === 'success' && !workspace && <ErrorNote>This workspace is gone (committed or deleted).</ErrorNote>}
      {value === undefined ? (
        <p className="page-loading">Loading the live document…</p>
      ) : (
        <LiveRows
          changes={changes}
          drawing={<BlockDrawing objects={layers} visible={ALL_SHOWN} width={meta.width ?? 0} height={meta.height ?? 0} />}
        />
      )}
    </>
  );
}
