/**
 * What the outside-system stand-ins (emulators/salesforce, emulators/gis, emulators/places) share:
 * the JSON body reader, the loopback server and the fault controls that make a stand-in fail,
 * slow down or answer garbage for the next requests, as the brief's fault cases need.
 *
 *   POST /__control/fault { mode: 'fail' | 'slow' | 'garbage', times?: 1 (0 = until reset), ms?: 3000 }
 *   POST /__control/clear                  clears the faults only
 *   POST /__control/reset                  clears the faults (and the stand-in's own test data, see each)
 *   GET  /__control/stats                  { requests, byRoute, faults }
 */
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

export const MAX_BODY = 256 * 1024;

/**
 * How long a stand-in keeps an idle keep-alive connection, as hosted APIs behind a load balancer
 * do (about a minute). Node's 5 s default let a client reuse a connection in the moment the server
 * closed it when both cores were busy: the next request failed with ECONNRESET.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Gives a stand-in's HTTP server the idle-connection time of a hosted API (IDLE_CONNECTION_MS). */
export function keepConnectionsLikeAHostedApi<T extends { keepAliveTimeout: number; headersTimeout: number }>(server: T): T {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
  return server;
}

export interface Fault {
  mode: 'fail' | 'slow' | 'garbage';
  /** Requests left (0 = every request until reset). */
  times: number;
  ms: number;
}

export interface Answer {
  status: number;
  body?: unknown;
  /** Sent as is (text/plain) instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
}

export class StandInError extends Error {
  constructor(
    readonly answer: Answer,
    message = 'stand-in error',
  ) {
    super(message);
  }
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new StandInError({ status: 413, body: { error: 'Request body too large' } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonObject(req: http.IncomingMessage, bad: (message: string) => StandInError): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad('The body is not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad('The body must be a JSON object');
  return value as Record<string, unknown>;
}

export interface StandInServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StandInOptions {
  name: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
  /** Answers one API request (faults are applied before it is called). */
  api(req: http.IncomingMessage, url: URL): Promise<Answer>;
  /** The stand-in's own controls under /__control/<name> (after the shared ones). */
  control?(name: string, body: Record<string, unknown>): Promise<Answer | undefined>;
  /** The route's name for the stats ('GET query'). */
  routeOf(req: http.IncomingMessage, url: URL): string;
  /** The answer a fault 'fail' gives, in the system's own error shape. */
  failure(): Answer;
}

/** Starts a stand-in on 127.0.0.1 (port 0 = any free port) with the shared controls. */
export async function startStandIn(options: StandInOptions): Promise<StandInServer> {
  const log = options.log ?? ((line: string) => console.log(`[${options.name}] ${line}`));
  let faults: Fault[] = [];
  const stats = new Map<string, number>();
  const aborts = new Set<AbortController>();

  const control = async (name: string, req: http.IncomingMessage): Promise<Answer> => {
    const bad = (message: string) => new StandInError({ status: 400, body: { error: message } });
    const body = await readJsonObject(req, bad);
    if (name === 'fault') {
      const { mode, times = 1, ms = 3000 } = body;
      if (mode !== 'fail' && mode !== 'slow' && mode !== 'garbage') throw bad("mode must be 'fail', 'slow' or 'garbage'");
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > 1000) throw bad('times must be 0 to 1000');
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 120_000) throw bad('ms must be 0 to 120000');
      faults.push({ mode, times, ms });
      return { status: 200, body: { ok: true, faults } };
    }
    if (name === 'clear') {
      faults = [];
      return { status: 200, body: { ok: true } };
    }
    if (name === 'reset') {
      faults = [];
      stats.clear();
    }
    const own = await options.control?.(name, body);
    if (own) return own;
    if (name === 'reset') return { status: 200, body: { ok: true } };
    throw new StandInError({ status: 404, body: { error: `No control ${name}` } });
  };

  /** The next fault, counted down. */
  const takeFault = (): Fault | undefined => {
    const fault = faults[0];
    if (!fault) return undefined;
    if (fault.times > 0 && --fault.times === 0) faults.shift();
    return fault;
  };

  const route = async (req: http.IncomingMessage): Promise<Answer> => {
    const url = new URL(req.url ?? '/', 'http://stand-in.local');
    if (url.pathname === '/healthz') return { status: 200, body: { ok: true } };
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === '__control') {
      if (parts[1] === 'stats' && req.method === 'GET') {
        const byRoute = Object.fromEntries([...stats].sort(([a], [b]) => a.localeCompare(b)));
        return { status: 200, body: { requests: [...stats.values()].reduce((a, b) => a + b, 0), byRoute, faults } };
      }
      if (req.method === 'POST' && parts[1]) return control(parts[1], req);
      return { status: 404, body: { error: 'No such control' } };
    }
    const key = options.routeOf(req, url);
    stats.set(key, (stats.get(key) ?? 0) + 1);
    const fault = takeFault();
    if (fault?.mode === 'fail') return options.failure();
    if (fault?.mode === 'garbage') return { status: 200, raw: '<html><body>Service temporarily unavailable</body></html>' };
    if (fault?.mode === 'slow') {
      // Pacing lives in the stand-in (never in production code); closing the server cuts it short.
      const abort = new AbortController();
      aborts.add(abort);
      await delay(fault.ms, undefined, { signal: abort.signal }).catch(() => undefined);
      aborts.delete(abort);
    }
    return options.api(req, url);
  };

  const server = http.createServer((req, res) => {
    route(req)
      .catch((error: unknown): Answer => {
        if (error instanceof StandInError) return error.answer;
        log(`error: ${(error as Error).stack ?? String(error)}`);
        return { status: 500, body: { error: 'Internal error' } };
      })
      .then((answer) => {
        if (res.destroyed) return;
        if (answer.raw !== undefined) {
          res.writeHead(answer.status, { 'content-type': 'text/html', ...answer.headers });
          res.end(answer.raw);
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        }
      });
  });
  keepConnectionsLikeAHostedApi(server);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      for (const abort of aborts) abort.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Runs a stand-in's main: starts it, logs `<title> listening on <url>`, stops on SIGINT/SIGTERM. */
export async function runStandIn(title: string, start: () => Promise<StandInServer>): Promise<void> {
  const server = await start();
  console.log(`${title} listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
