import { STATUS_CODES, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { TokenRejectedError, createFirebaseTokenVerifier, idTokenFromRequest, type CollabUser, type TokenVerifier } from './auth.js';
import type { CollabConfig } from './config.js';
import { InMemoryDocumentStore, type DocumentStore } from './document-store.js';
import { startKeepalive } from './keepalive.js';
import { consoleLogger, type Logger } from './logger.js';
import { RoomRegistry } from './rooms.js';

export interface CollabServerOptions {
  config: CollabConfig;
  /** Defaults to the in-memory store (the persistence seam; LevelDB comes later). */
  store?: DocumentStore;
  /** Defaults to firebase-admin against `config.projectId`. */
  verifyToken?: TokenVerifier;
  /** How often sockets are pinged; one missed pong closes the socket. Default 30 s. */
  keepaliveIntervalMs?: number;
  /** How long shutdown waits for clients to answer the close handshake. Default 2 s. */
  shutdownGraceMs?: number;
  log?: Logger;
}

export interface CollabServer {
  /** Resolves with the bound address (the real port when `config.port` is 0). */
  listen(): Promise<{ host: string; port: number }>;
  /** Closes every socket (1001), waits for store writes, then closes the HTTP server. */
  close(): Promise<void>;
  stats(): { rooms: number; connections: number };
}

export function createCollabServer(options: CollabServerOptions): CollabServer {
  const { config } = options;
  const log = options.log ?? consoleLogger;
  const verifyToken = options.verifyToken ?? createFirebaseTokenVerifier(config.projectId);
  const registry = new RoomRegistry(options.store ?? new InMemoryDocumentStore(), log);
  const allowedOrigins = new Set(config.allowedOrigins);
  // ws refuses bigger frames itself, closing with 1009.
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxMessageBytes });
  const keepalive = startKeepalive(wss, options.keepaliveIntervalMs ?? 30_000);
  let closing: Promise<void> | null = null;

  const stats = () => ({ rooms: registry.roomCount, connections: registry.connectionCount });

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
    if (!url || room === null) return refuse(socket, 400, 'Missing or malformed room name in the URL path');

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
    if (closing || socket.destroyed) {
      socket.destroy();
      return;
    }

    socket.off('error', onHandshakeError);
    wss.handleUpgrade(request, socket, head, (webSocket) => {
      wss.emit('connection', webSocket, request);
      registry.join(room, webSocket, user);
    });
  }

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off('error', reject);
          resolve({ host: config.host, port: (httpServer.address() as AddressInfo).port });
        });
      }),

    close: () => {
      closing ??= (async () => {
        keepalive.stop();
        const serverClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await registry.closeAll(options.shutdownGraceMs ?? 2_000);
        wss.close();
        // Idle keep-alive HTTP clients (health checks) would otherwise hold the server open.
        httpServer.closeAllConnections();
        await serverClosed;
      })();
      return closing;
    },

    stats,
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

function answerHttp(request: IncomingMessage, response: ServerResponse, stats: () => { rooms: number; connections: number }): void {
  if (requestUrl(request)?.pathname !== '/healthz') return sendJson(response, 404, { ok: false, error: 'Not found' });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendJson(response, 405, { ok: false, error: 'Method not allowed' });
  }
  sendJson(response, 200, { ok: true, ...stats() });
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
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
