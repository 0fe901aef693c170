import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import * as authProtocol from 'y-protocols/auth';
import * as encoding from 'lib0/encoding';
import {
  COLLAB_PROTOCOL_PARAM,
  COLLAB_PROTOCOL_VERSION,
  COLLAB_REFUSAL_MESSAGES,
  COLLAB_TOKEN_PARAM,
  CollabCloseCode,
  CollabMessageType,
  shouldReconnect,
  type BlockLayers,
  type BlockObject,
} from '@workhub/domain';
import { INITIAL_CONNECTION, type ConnectionState } from './connection-status';
import type { LiveObjects, ObjectKey } from './live-object';
import { peersOf, presenceSelectionOf, type Peer, type PresenceUser, type ScenePoint, type ViewArea } from './presence';
import {
  blockLayersOfDoc,
  createUndoManager,
  edits,
  isSeeded,
  layersOf,
  observeLayers,
  readLayer,
  readLayers,
  readMeta,
  metaOf,
  seedDoc,
  type LiveMeta,
} from './live-block';

/** Longest wait between reconnect attempts (y-websocket doubles the wait from 200 ms up to this). */
export const MAX_BACKOFF_MS = 10_000;

/** The upgrade URL's query: this build's protocol version, and the ID token once there is one. */
export function collabParams(token: string | null): Record<string, string> {
  return { [COLLAB_PROTOCOL_PARAM]: String(COLLAB_PROTOCOL_VERSION), ...(token ? { [COLLAB_TOKEN_PARAM]: token } : {}) };
}

export interface CollabSessionOptions {
  /** collab-server address (config.collabUrl). */
  url: string;
  /** The room: the workspace id. */
  workspaceId: string;
  /** The signed-in user's Firebase ID token; forced to refresh after failed attempts. */
  getToken: (forceRefresh: boolean) => Promise<string | null>;
}

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * One live block document per workspace, synced through collab-server: the Y.Doc, its socket, and
 * this user's undo history. Consumers get plain snapshots and subscribe for changes.
 */
export class CollabSession {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  private readonly undoManager: Y.UndoManager;
  private connection: ConnectionState = { ...INITIAL_CONNECTION };
  private layers: LiveObjects = {};
  private meta: LiveMeta = {};
  private undoState: UndoState = { canUndo: false, canRedo: false };
  private peers: Peer[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private destroyed = false;

  constructor(private readonly options: CollabSessionOptions) {
    this.provider = new WebsocketProvider(options.url, options.workspaceId, this.doc, {
      connect: false,
      params: collabParams(null),
      maxBackoffTime: MAX_BACKOFF_MS,
      shouldReconnect: (event) => shouldReconnect(event.code),
    });
    // The server tells a viewer that their document updates are dropped: show it, stop editing.
    this.provider.messageHandlers[CollabMessageType.auth] = (_encoder, decoder) =>
      authProtocol.readAuthMessage(decoder, this.doc, (_doc, reason) => this.setConnection({ readOnlyReason: reason || 'read-only' }));
    this.undoManager = createUndoManager(this.doc);

    const onStatus = ({ status }: { status: 'connected' | 'disconnected' | 'connecting' }) =>
      this.setConnection({ status, ...(status === 'connected' ? { everConnected: true, failedAttempts: 0, refusedReason: null } : {}) });
    const onSync = (synced: boolean) => this.setConnection({ synced });
    // Before y-websocket retries, fetch a fresh token: an expired one is refused at the upgrade.
    const onClose = (event: CloseEvent | null) => {
      this.setConnection({ failedAttempts: this.provider.wsUnsuccessfulReconnects + 1, synced: false });
      void this.refreshToken(event?.code === CollabCloseCode.tokenExpired || this.provider.wsUnsuccessfulReconnects >= 1);
    };
    const onClosed = ({ reason, code }: { code: number; reason: string }) =>
      this.setConnection({
        status: 'disconnected',
        refusedReason: COLLAB_REFUSAL_MESSAGES[code] ?? (reason || `closed (${code})`),
        ...(code === CollabCloseCode.clientOutdated ? { updateRequired: true } : {}),
      });
    this.provider.on('status', onStatus);
    this.provider.on('sync', onSync);
    this.provider.on('connection-close', onClose);
    this.provider.on('closed', onClosed);
    this.cleanups.push(() => {
      this.provider.off('status', onStatus);
      this.provider.off('sync', onSync);
      this.provider.off('connection-close', onClose);
      this.provider.off('closed', onClosed);
    });

    // The browser knows before the socket does: stop at once, and reconnect as soon as it is back.
    const onOffline = () => {
      this.setConnection({ online: false });
      this.provider.disconnect();
    };
    const onOnline = () => {
      this.setConnection({ online: true });
      void this.connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    this.cleanups.push(() => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    });

    this.cleanups.push(
      observeLayers(this.doc, (changed) => {
        const next = { ...this.layers };
        for (const layer of changed) {
          if (layersOf(this.doc).has(layer)) next[layer] = readLayer(this.doc, layer);
          else delete next[layer];
        }
        this.layers = next;
        this.emit();
      }),
    );
    const onMeta = () => {
      this.meta = readMeta(this.doc);
      this.emit();
    };
    metaOf(this.doc).observe(onMeta);
    this.cleanups.push(() => metaOf(this.doc).unobserve(onMeta));

    const onStack = () => {
      this.undoState = { canUndo: this.undoManager.canUndo(), canRedo: this.undoManager.canRedo() };
      this.emit();
    };
    for (const event of ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const) {
      this.undoManager.on(event, onStack);
      this.cleanups.push(() => this.undoManager.off(event, onStack));
    }

    const awareness = this.provider.awareness;
    const onAwareness = () => {
      this.peers = peersOf(awareness.getStates(), awareness.clientID);
      this.emit();
    };
    awareness.on('change', onAwareness);
    this.cleanups.push(() => awareness.off('change', onAwareness));

    this.layers = readLayers(this.doc);
    if (!navigator.onLine) this.connection = { ...this.connection, online: false };
  }

  /** Opens the socket (with a fresh token); safe to call again after going offline. */
  async connect(): Promise<void> {
    if (this.destroyed || !navigator.onLine) return;
    await this.refreshToken(false);
    if (!this.destroyed) this.provider.connect();
  }

  /**
   * A fresh ID token (Firebase renews it before it expires): used for the next connection, and
   * sent on the open socket so the server keeps it open past the old token's expiry.
   */
  updateToken(token: string): void {
    if (this.destroyed || !token || this.provider.params[COLLAB_TOKEN_PARAM] === token) return;
    this.provider.params = collabParams(token);
    const ws = this.provider.ws;
    if (ws && ws.readyState === WebSocket.OPEN && this.provider.wsconnected) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, CollabMessageType.tokenRefresh);
      encoding.writeVarString(encoder, token);
      ws.send(encoding.toUint8Array(encoder));
    }
  }

  private async refreshToken(force: boolean): Promise<void> {
    try {
      const token = await this.options.getToken(force);
      if (token) this.provider.params = collabParams(token);
    } catch {
      // Keep the previous token: the attempt fails and the next one tries again.
    }
  }

  /**
   * Fills an empty document from the workspace's stored content (its `data`) once the server's
   * state has arrived, as collab-server would have (domain seedPlanOf).
   */
  seedIfEmpty(storedContent: unknown): boolean {
    if (!this.connection.synced || isSeeded(this.doc) || this.connection.updateRequired) return false;
    seedDoc(this.doc, storedContent);
    return true;
  }

  get seeded(): boolean {
    return isSeeded(this.doc);
  }

  /** The layers to save (plain data). */
  blockLayers(): BlockLayers {
    return blockLayersOfDoc(this.doc);
  }

  // ── this user's edits (each one Y transaction with the local origin) ─────────────────────

  // Refused as outdated (updateRequired), the session is read-only: nothing it could still write
  // would ever reach the server, so no edit is made at all.

  setPoints = (key: ObjectKey, points: readonly number[]) => this.mayEdit() && edits.setPoints(this.doc, key, points);
  setShape = (key: ObjectKey, shape: Pick<BlockObject, 'type' | 'points' | 'wall'>) =>
    this.mayEdit() && edits.setShape(this.doc, key, shape);
  rename = (key: ObjectKey, name: string) => this.mayEdit() && edits.rename(this.doc, key, name);
  addObject = (layer: string, object: BlockObject) => (this.mayEdit() ? edits.add(this.doc, layer, object) : null);
  removeObject = (key: ObjectKey) => this.mayEdit() && edits.remove(this.doc, key);

  private mayEdit(): boolean {
    return !this.connection.updateRequired;
  }

  // ── presence (awareness): who is here, their pointer, selection, tool and view ────────────────────────

  setPresence(user: PresenceUser): void {
    this.provider.awareness.setLocalStateField('user', user);
  }

  /** The pointer in block inches (y up), or null when it left the drawing. */
  setPointer(point: ScenePoint | null): void {
    this.provider.awareness.setLocalStateField('pointer', point);
  }

  /** Every selected object's key (as many as fit: presenceSelectionOf), and how many they are; one awareness update. */
  setSelection(keys: readonly ObjectKey[]): void {
    const awareness = this.provider.awareness;
    const state = awareness.getLocalState();
    if (state) awareness.setLocalState({ ...state, ...presenceSelectionOf(keys) });
  }

  /** The tool this user has on ('Wall', 'Door'…), shown to the others beside their name. */
  setTool(label: string | null): void {
    this.provider.awareness.setLocalStateField('tool', label);
  }

  /** The part of the drawing this user sees (inches), for whoever follows them. */
  setView(view: ViewArea | null): void {
    this.provider.awareness.setLocalStateField('view', view);
  }

  undo(): void {
    if (this.mayEdit()) this.undoManager.undo();
  }

  redo(): void {
    if (this.mayEdit()) this.undoManager.redo();
  }

  /** Ends the current undo step, so the next edit is undone on its own. */
  stopCapturing(): void {
    this.undoManager.stopCapturing();
  }

  // ── snapshots for React (useSyncExternalStore) and the canvas binding ────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getConnection = (): ConnectionState => this.connection;
  getLayers = (): LiveObjects => this.layers;
  getMeta = (): LiveMeta => this.meta;
  getUndoState = (): UndoState => this.undoState;
  getPeers = (): Peer[] => this.peers;

  private setConnection(change: Partial<ConnectionState>): void {
    const next = { ...this.connection, ...change };
    if (Object.entries(next).every(([k, v]) => this.connection[k as keyof ConnectionState] === v)) return;
    this.connection = next;
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.undoManager.destroy();
    // Tell the others at once that we left (rather than after the awareness timeout).
    this.provider.awareness.setLocalState(null);
    this.provider.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }
}
