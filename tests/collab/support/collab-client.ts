import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { COLLAB_PROTOCOL_VERSION } from '@workhub/domain';

// The y-websocket wire format, written out here so the tests do not share code with the server.
const messageSync = 0;
const messageAwareness = 1;
const messageAuth = 2; // y-protocols/auth: 0 = permission denied, then the reason
const messageTokenRefresh = 100; // WorkHub's extension: a fresh ID token

export interface CloseEvent {
  code: number;
  reason: string;
}

/** A minimal y-websocket client: what WebsocketProvider does, minus reconnection. */
export interface CollabClient {
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  readonly socket: WebSocket;
  /** Resolves when the server answered our SyncStep1 (SyncStep2 arrived). */
  readonly synced: Promise<void>;
  readonly closed: Promise<CloseEvent>;
  /** Reasons of the "permission denied" messages the server sent (read-only users). */
  readonly permissionDenied: string[];
  /** How many frames the server sent this client so far. */
  readonly framesReceived: number;
  /** Polite close handshake. */
  close(): Promise<CloseEvent>;
  /** Cuts the TCP connection with no goodbye, like a crashed tab. */
  drop(): void;
  /** Sends a frame as is (for malformed-input tests). */
  sendRaw(frame: Uint8Array | string): void;
  /** Sends a fresh ID token on the open socket (the token-refresh extension). */
  refreshToken(token: string): void;
}

export interface ConnectOptions {
  /** ws://127.0.0.1:PORT */
  serverUrl: string;
  room: string;
  token: string;
  headers?: Record<string, string>;
  /** The document to sync (a reconnect keeps its client id); a new one when not given. */
  doc?: Y.Doc;
  /**
   * The `protocol` query parameter: the current COLLAB_PROTOCOL_VERSION unless given; null sends
   * none (a client from before the version existed).
   */
  protocolVersion?: string | null;
}

/** Opens a socket the way y-websocket does (`${serverUrl}/${room}?token=...&protocol=...`); rejects on a refused upgrade. */
export function connectCollabClient(options: ConnectOptions): Promise<CollabClient> {
  const protocol = options.protocolVersion === undefined ? String(COLLAB_PROTOCOL_VERSION) : options.protocolVersion;
  const url =
    `${options.serverUrl}/${encodeURIComponent(options.room)}?token=${encodeURIComponent(options.token)}` +
    (protocol === null ? '' : `&protocol=${encodeURIComponent(protocol)}`);
  const socket = new WebSocket(url, { headers: options.headers ?? {} });
  const doc = options.doc ?? new Y.Doc();
  const awareness = new Awareness(doc);

  const send = (bytes: Uint8Array) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
  };

  const permissionDenied: string[] = [];
  let markSynced: () => void = () => undefined;
  const synced = new Promise<void>((resolve) => (markSynced = resolve));
  const closed = new Promise<CloseEvent>((resolve) => {
    socket.on('close', (code: number, reason: Buffer | string) => {
      awareness.destroy(); // stops its 3 s timer
      resolve({ code, reason: String(reason) });
    });
  });

  let framesReceived = 0;
  socket.on('message', (data: WebSocket.RawData) => {
    framesReceived++;
    const decoder = decoding.createDecoder(toBytes(data));
    const messageType = decoding.readVarUint(decoder);
    if (messageType === messageSync) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, messageSync);
      const syncType = syncProtocol.readSyncMessage(decoder, reply, doc, socket);
      if (encoding.length(reply) > 1) send(encoding.toUint8Array(reply));
      if (syncType === syncProtocol.messageYjsSyncStep2) markSynced();
    } else if (messageType === messageAwareness) {
      applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), socket);
    } else if (messageType === messageAuth && decoding.readVarUint(decoder) === 0) {
      permissionDenied.push(decoding.readVarString(decoder));
    }
  });

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === socket) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, messageSync);
    syncProtocol.writeUpdate(encoder, update);
    send(encoding.toUint8Array(encoder));
  });

  awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === socket) return;
    send(encodeAwarenessMessage(awareness, [...added, ...updated, ...removed]));
  });

  const client: CollabClient = {
    doc,
    awareness,
    socket,
    synced,
    closed,
    permissionDenied,
    get framesReceived() {
      return framesReceived;
    },
    close() {
      socket.close(1000, 'bye');
      return closed;
    },
    drop() {
      socket.terminate();
    },
    sendRaw(frame) {
      socket.send(frame);
    },
    refreshToken(token) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, messageTokenRefresh);
      encoding.writeVarString(encoder, token);
      send(encoding.toUint8Array(encoder));
    },
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, messageSync);
      syncProtocol.writeSyncStep1(encoder, doc);
      send(encoding.toUint8Array(encoder));
      if (awareness.getLocalState() !== null) send(encodeAwarenessMessage(awareness, [doc.clientID]));
      resolve(client);
    });
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`upgrade refused with HTTP ${response.statusCode ?? 0}`));
    });
    // Kept for the socket's life: after opening, errors end in 'close', which `closed` reports.
    socket.on('error', reject);
  });
}

function encodeAwarenessMessage(awareness: Awareness, clientIds: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageAwareness);
  encoding.writeVarUint8Array(encoder, encodeAwarenessUpdate(awareness, clientIds));
  return encoding.toUint8Array(encoder);
}

function toBytes(data: WebSocket.RawData | string): Uint8Array {
  if (typeof data === 'string') return new Uint8Array(Buffer.from(data));
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(data);
}
