import { connectionText, type ConnectionState } from '../lib/live-documents';

/** Says when what a live page shows may be stale: 'Reconnecting…' or 'Offline — showing saved data'. */
export function LiveStatus({ connection }: { connection: ConnectionState }) {
  const text = connectionText(connection);
  if (!text) return null;
  return (
    <span
      className={`live-status live-status-${connection.replace(' ', '-')}`}
      role="status"
      data-testid="live-status"
      data-connection={connection}
    >
      {text}
    </span>
  );
}
