/** What the editor knows about its link to collab-server. */
export interface ConnectionState {
  status: 'connecting' | 'connected' | 'disconnected';
  /** The server's state has arrived since the socket opened. */
  synced: boolean;
  /** The browser says it is online. */
  online: boolean;
  /** Failed or dropped attempts since the last good connection. */
  failedAttempts: number;
  everConnected: boolean;
  /** The server closed the socket for good (y-websocket close codes 4400-4499), with its reason. */
  refusedReason: string | null;
  /** The server said this user's document updates are dropped (a viewer), with its reason. */
  readOnlyReason: string | null;
  /**
   * collab-server refused this page's protocol version (a new WorkHub was deployed since the page
   * loaded): the session is read-only for good and the page must be reloaded.
   */
  updateRequired: boolean;
}

/** Before the first socket opens. */
export const INITIAL_CONNECTION: Readonly<ConnectionState> = {
  status: 'connecting',
  synced: false,
  online: true,
  failedAttempts: 0,
  everConnected: false,
  refusedReason: null,
  readOnlyReason: null,
  updateRequired: false,
};

export type ConnectionTone = 'ok' | 'pending' | 'offline' | 'refused';

export interface ConnectionLabel {
  label: string;
  tone: ConnectionTone;
}

export const CONNECTED = 'Connected';
export const CONNECTING = 'Connecting…';
export const OFFLINE = 'Offline — edits will sync';

/**
 * The connection status line: 'Connected' once synced; 'Connecting…' on the first attempts;
 * 'Offline — edits will sync' when the browser is offline or a connection we had is being
 * retried (edits stay in the local document and merge on reconnect).
 */
export function connectionLabel(state: ConnectionState): ConnectionLabel {
  if (state.refusedReason) return { label: `Not connected — ${state.refusedReason}`, tone: 'refused' };
  if (!state.online) return { label: OFFLINE, tone: 'offline' };
  if (state.status === 'connected') return state.synced ? { label: CONNECTED, tone: 'ok' } : { label: CONNECTING, tone: 'pending' };
  if (state.everConnected || state.failedAttempts >= 2) return { label: OFFLINE, tone: 'offline' };
  return { label: CONNECTING, tone: 'pending' };
}
