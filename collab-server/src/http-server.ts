import { STATUS_CODES, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import {
  COLLAB_PROTOCOL_PARAM,
  CollabCloseCode,
  CollabCloseReason,
  protocolVersionVerdict,
  sessionTooOld,
  workspaceAccess,
} from '@workhub/domain';
import {
  TokenRejectedError,
  createFirebaseSessionChecker,
  createFirebaseTokenVerifier,
  idTokenFromRequest,
  type CollabUser,
  type SessionChecker,
  type TokenVerifier,
} from './auth.js';
import type { CollabConfig } from './config.js';
import type { Connection } from './connection.js';
import type { DocumentStore } from './document-store.js';
import { startKeepalive } from './keepalive.js';
import { LevelDocumentStore } from './level-store.js';
import { consoleLogger, type Logger } from './logger.js';
import { RedisRelay, type Relay } from './redis-relay.js';
import { newPersistenceCounters, type PersistenceCounters } from './persistence-counters.js';
import type { Room, RoomContext } from './room.js';
import { RoomRegistry } from './room-registry.js';
import { startSessionGuard } from './session-guard.js';
import { createFirestoreWorkspaces, isValidWorkspaceId, type WorkspaceSource } from './workspaces.js';

export interface CollabServerOptions {
  config: CollabConfig;
  /** Defaults to LevelDB in `config.dataDir`, opened by listen() and closed by close(). */
  store?: DocumentStore;
  /** Defaults to Firestore (Admin SDK) against `config.projectId`. */
  workspaces?: WorkspaceSource;
  /** Defaults to firebase-admin against `config.projectId`. */
  verifyToken?: TokenVerifier;
  /** Defaults to firebase-admin (Auth user record) against `config.projectId`. */
  checkSession?: SessionChecker;
  /** How often sockets are pinged; one missed pong closes the socket. Default 30 s. */
  keepaliveIntervalMs?: number;
  /** How long shutdown waits for clients to answer the close handshake. Default 2 s. */
  shutdownGraceMs?: number;
  /** How long shutdown then waits for rooms to be stored before giving up. Default 15 s. */
  shutdownFlushTimeoutMs?: number;
  /** Write-back at least this often during continuous editing. Default 10 s. */
  writeBackMaxWaitMs?: number;
  /** Compact a room's LevelDB entries after this many writes. Default 200. */
  compactEvery?: number;
  /** How long an opening room waits for other instances (Redis). Default 500 ms. */
  peerSyncTimeoutMs?: number;
  /** How long a room whose seed another instance claimed waits for its state (Redis). Default 5 s. */
  seedWaitMs?: number;
  log?: Logger;
  /** The clock the session age (token auth_time, SESSION_MAX_AGE_MS) is measured with. Default Date.now. */
  now?: () => number;
}

/**
 * What /healthz reports (with `ok: true`). "Acknowledged" for a client: the server accepted its
 * update (acceptedUpdates counts it) and persistedUpdates has caught up with acceptedUpdates,
 * i.e. it is in LevelDB and survives kill -9. The y-websocket protocol itself has no per-update
 * acknowledgement.
 */
export interface CollabStats extends PersistenceCounters {
  rooms: number;
  connections: number;
  /** Updates accepted but not yet in LevelDB. */
  pendingUpdates: number;
}

export interface CollabServer {
  /** Opens the store and Redis (when configured), then listens; resolves with the bound address. */
  listen(): Promise<{ host: string; port: number }>;
  /** Closes every socket (1001), stores and writes back every room, closes Redis and the store, then the HTTP server. */
  close(): Promise<void>;
  stats(): CollabStats;
  /** An open room (tests inspect its document); undefined once freed. */
  room(name: string): Room | undefined;
  /** Runs the revoked-session and deleted-workspace check now (it also runs every config.sessionCheckMs). */
  checkSessions(): Promise<void>;
}

export function createCollabServer(options: CollabServerOptions): CollabServer {
  const { config } = options;
  const log = options.log ?? consoleLogger;
  const verifyToken = options.verifyToken ?? createFirebaseTokenVerifier(config.projectId);
  const checkSession = options.checkSession ?? createFirebaseSessionChecker(config.projectId);
  const workspaces = options.workspaces ?? createFirestoreWorkspaces(config.projectId, (line) => log.error(`collab-server: ${line}`));
  const ownStore = options.store ? null : new LevelDocumentStore(config.dataDir);
  const store = options.store ?? ownStore!;
  const counters = newPersistenceCounters();
  const context: RoomContext = {
    store,
    workspaces,
    relay: null,
    log,
    counters,
    writeBackDebounceMs: config.writeBackDebounceMs,
    writeBackMaxWaitMs: options.writeBackMaxWaitMs ?? 10_000,
    compactEvery: options.compactEvery ?? 200,
    peerSyncTimeoutMs: options.peerSyncTimeoutMs ?? 500,
    seedWaitMs: options.seedWaitMs ?? 5_000,
    onTokenRefresh: (connection, token) => void refreshToken(connection, token),
  };
  const registry = new RoomRegistry(context);
  const allowedOrigins = new Set(config.allowedOrigins);
  // ws refuses bigger frames itself, closing with 1009.
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxMessageBytes });
  const keepalive = startKeepalive(wss, options.keepaliveIntervalMs ?? 30_000);
  const now = options.now ?? Date.now;
  const sessionGuard = startSessionGuard({ intervalMs: config.sessionCheckMs, registry, checkSession, workspaces, log, now });
  let relay: Relay | null = null;
  let closing: Promise<void> | null = null;

  const stats = (): CollabStats => ({
    rooms: registry.roomCount,
    connections: registry.connectionCount,
    pendingUpdates: registry.pendingUpdates,
    ...counters,
  });

  const httpServer = createServer((request, response) => answerHttp(request, response, stats));

  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(request, socket, head).catch((error: unknown) => {
      log.error(`collab-server: upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      refuse(socket, 500, 'Internal error');
    });
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // The client may vanish while we verify its token; that must not crash the server.
    const onHandshakeError = () => socket.destroy();
    socket.on('error', onHandshakeError);

    if (closing) return refuse(socket, 503, 'Server shutting down');
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return refuse(socket, 403, 'Origin not allowed');

    const url = requestUrl(request);
    const room = url && roomFromPath(url.pathname);
    if (!url || room === null || !isValidWorkspaceId(room)) return refuse(socket, 400, 'Missing or malformed room name in the URL path');

    const token = idTokenFromRequest(request, url);
    if (token === null) return refuse(socket, 401, 'Missing ID token');
    let user: CollabUser;
    try {
      user = await verifyToken(token);
    } catch (error) {
      // Log the reason code only: the token (and the URL carrying it) never reach the log.
      const rejection = error instanceof TokenRejectedError ? error : new TokenRejectedError(503, 'Could not verify ID token', 'unknown');
      if (rejection.status === 503) log.error(`collab-server: token verification failed (${rejection.code})`);
      return refuse(socket, rejection.status, rejection.message);
    }
    // A sign-in older than SESSION_MAX_AGE_MS ends the session, whatever the token's expiry.
    if (sessionTooOld(user.authTime * 1000, now())) return refuse(socket, 401, CollabCloseReason.sessionTooOld);

    // The room is the workspace: it must exist (and not be deleted); the creator, editors and
    // workspace admins edit, every other member of staff views.
    let access: ReturnType<typeof workspaceAccess>;
    try {
      access = workspaceAccess(await workspaces.getWorkspace(room), user);
    } catch (error) {
      log.error(
        `collab-server: could not read workspace ${JSON.stringify(room)}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return refuse(socket, 503, 'Could not check workspace');
    }
    if (access === 'none') return refuse(socket, 404, 'Workspace not found');

    if (closing || socket.destroyed) {
      socket.destroy();
      return;
    }

    socket.off('error', onHandshakeError);
    // A client of another protocol version never joins the room: the socket opens only to carry
    // the close code (a browser cannot read an HTTP refusal), before any sync message, so an old
    // page cannot write to the document. Checked after the token, so strangers learn nothing.
    const verdict = protocolVersionVerdict(url.searchParams.get(COLLAB_PROTOCOL_PARAM));
    wss.handleUpgrade(request, socket, head, (webSocket) => {
      wss.emit('connection', webSocket, request);
      if (verdict === 'ok') {
        registry.join(room, webSocket, user, access);
        return;
      }
      log.info(`collab-server: ${user.uid} refused in room ${JSON.stringify(room)}: client protocol ${verdict}`);
      webSocket.on('error', () => webSocket.terminate());
      webSocket.on('message', () => undefined); // frames sent before our close are ignored
      if (verdict === 'outdated') webSocket.close(CollabCloseCode.clientOutdated, CollabCloseReason.clientOutdated);
      else webSocket.close(CollabCloseCode.tryAgainLater, CollabCloseReason.clientNewer);
    });
  }

  /** The token-refresh message: same user, fresh token → the socket lives until the new expiry. */
  async function refreshToken(connection: Connection, token: string): Promise<void> {
    let user: CollabUser;
    try {
      user = await verifyToken(token);
    } catch (error) {
      if (error instanceof TokenRejectedError && error.status === 503) {
        log.error(`collab-server: token refresh could not be verified (${error.code}); keeping the current token`);
        return;
      }
      const revoked = error instanceof TokenRejectedError && error.status === 403;
      if (revoked) connection.close(CollabCloseCode.sessionRevoked, CollabCloseReason.notAuthorized);
      else connection.close(CollabCloseCode.tokenExpired, CollabCloseReason.tokenInvalid);
      return;
    }
    if (user.uid !== connection.user.uid) {
      connection.close(CollabCloseCode.sessionRevoked, CollabCloseReason.otherUser);
      return;
    }
    if (sessionTooOld(user.authTime * 1000, now())) {
      connection.close(CollabCloseCode.sessionRevoked, CollabCloseReason.sessionTooOld);
      return;
    }
    connection.refresh(user);
  }

  return {
    listen: async () => {
      if (ownStore) await ownStore.open();
      if (config.redisUrl) {
        relay = await RedisRelay.connect(config.redisUrl, log);
        relay.onReconnect(() => registry.resyncAll());
        context.relay = relay;
      }
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off('error', reject);
          resolve({ host: config.host, port: (httpServer.address() as AddressInfo).port });
        });
      });
    },

    close: () => {
      closing ??= (async () => {
        keepalive.stop();
        sessionGuard.stop();
        const serverClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await registry.closeAll(options.shutdownGraceMs ?? 2_000, options.shutdownFlushTimeoutMs ?? 15_000);
        wss.close();
        await relay?.close();
        await ownStore?.close();
        // Idle keep-alive HTTP clients (health checks) would otherwise hold the server open.
        httpServer.closeAllConnections();
        await serverClosed;
      })();
      return closing;
    },

    stats,
    room: (name) => registry.get(name),
    checkSessions: () => sessionGuard.runOnce(),
  };
}

/** Appended, not resolved, so `//room` (a serverUrl ending in '/') stays a path as y-websocket's server reads it. */
function requestUrl(request: IncomingMessage): URL | null {
  try {
    return new URL(`http://collab-server${request.url ?? '/'}`);
  } catch {
    return null;
  }
}

/** y-websocket puts the room in the path: `ws://host/<room>?params`. */
function roomFromPath(pathname: string): string | null {
  try {
    const room = decodeURIComponent(pathname.slice(1));
    return room === '' ? null : room;
  } catch {
    return null;
  }
}

function answerHttp(request: IncomingMessage, response: ServerResponse, stats: () => CollabStats): void {
  if (requestUrl(request)?.pathname !== '/healthz') return sendJson(response, 404, { ok: false, error: 'Not found' });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendJson(response, 405, { ok: false, error: 'Method not allowed' });
  }
  sendJson(response, 200, { ok: true, ...stats() });
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/** Answers an upgrade request with a plain HTTP error; the WebSocket never opens. */
function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(message)}`,
    ...(status === 401 ? ['WWW-Authenticate: Bearer'] : []),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${message}`);
}
