import { LiveStatus } from '../../components/live-status';
import type { ConnectionState } from '../../lib/live-read';

/** The board's connection, from its listeners' metadata: 'Live', else 'Reconnecting…' / 'Offline — showing saved data'. */
export function ConnectionIndicator({ connection }: { connection: ConnectionState }) {
  return (
    <span className="board-connection" data-testid="board-connection" data-connection={connection}>
      {connection === 'live' ? (
        <span className="live-dot" role="status">
          <span aria-hidden="true">●</span> Live
        </span>
      ) : (
        <LiveStatus connection={connection} />
      )}
    </span>
  );
}
