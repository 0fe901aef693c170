/**
 * The Onshape stand-in's HTTP server: the subset of Onshape's REST API (v6) that
 * functions/src/engines/onshape/client.ts uses, over documents derived from the seed
 * (emulators/seed/data/onshape.ts). See main.ts for the routes and the test controls.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSeed } from '../seed/build.js';
import { buildOnshapeDocuments, onshapeId, type OnshapeDoc } from '../seed/data/onshape.js';
import { keepConnectionsLikeAHostedApi } from '../lib/stand-in.js';

export interface OnshapeServerOptions {
  port: number;
  host?: string;
  accessKey: string;
  secretKey: string;
  /** Where copied documents are kept (onshape-store.json); none = in memory only. */
  dataDir?: string;
  /** Every API answer waits this long first (Onshape answers in a fraction of a second). */
  paceMs?: number;
  log?: (line: string) => void;
}

export interface OnshapeServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

type Fault = { mode: 'fail' | 'slow' | 'garbage' | 'drop'; status: number; ms: number; path: string; count: number };

class OnshapeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Onshape's error body. */
const errorBody = (status: number, message: string) => ({ status, code: 0, message, moreInfoUrl: '' });

/** Checks `Authorization: On <key>:HmacSHA256:<base64>` as Onshape does (signing string lower-cased). */
export function verifySignature(
  req: { method: string; path: string; query: string; headers: http.IncomingHttpHeaders },
  keys: { accessKey: string; secretKey: string },
  now = Date.now(),
): string | undefined {
  const auth = String(req.headers.authorization ?? '');
  const m = /^On ([^:]+):HmacSHA256:(.+)$/.exec(auth);
  if (!m) return 'Missing or malformed Authorization header';
  if (m[1] !== keys.accessKey) return 'Unknown API key';
  const date = String(req.headers.date ?? '');
  const nonce = String(req.headers['on-nonce'] ?? '');
  if (!date || Number.isNaN(Date.parse(date)) || Math.abs(now - Date.parse(date)) > 5 * 60_000)
    return 'Date header missing or too far from the server time';
  if (nonce.length < 16) return 'On-Nonce header missing or too short';
  const contentType = String(req.headers['content-type'] ?? '');
  const text = `${req.method}\n${nonce}\n${date}\n${contentType}\n${req.path}\n${req.query}\n`.toLowerCase();
  const expected = createHmac('sha256', keys.secretKey).update(text).digest();
  const given = Buffer.from(m[2]!, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'Signature does not match';
}

const STORE_FILE = 'onshape-store.json';

export async function startOnshapeServer(options: OnshapeServerOptions): Promise<OnshapeServer> {
  const log = options.log ?? ((line: string) => console.log(`[onshape] ${line}`));
  const seed = buildSeed();
  const docs = new Map<string, OnshapeDoc>(buildOnshapeDocuments(seed).map((d) => [d.id, d]));
  const storePath = options.dataDir ? path.join(options.dataDir, STORE_FILE) : undefined;
  let copies: OnshapeDoc[] = [];
  if (storePath && fs.existsSync(storePath)) copies = JSON.parse(fs.readFileSync(storePath, 'utf8')) as OnshapeDoc[];
  for (const c of copies) docs.set(c.id, c);
  const save = () => {
    if (!storePath) return;
    fs.mkdirSync(path.dirname(storePath), { recursive: true });
    fs.writeFileSync(`${storePath}.tmp`, JSON.stringify(copies));
    fs.renameSync(`${storePath}.tmp`, storePath);
  };
  let faults: Fault[] = [];
  const stats = { requests: 0, byRoute: {} as Record<string, number>, unauthorized: 0 };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const docInfo = (d: OnshapeDoc) => ({
    id: d.id,
    name: d.name,
    defaultWorkspace: { id: d.workspace, name: 'Main' },
    href: `${'/api/v6/documents/'}${d.id}`,
    public: false,
  });
  const docOf = (did: string) => {
    const d = docs.get(did);
    if (!d) throw new OnshapeHttpError(404, 'Not found.');
    return d;
  };
  const workspaceOf = (did: string, wid: string) => {
    const d = docOf(did);
    if (d.workspace !== wid) throw new OnshapeHttpError(404, 'Not found.');
    return d;
  };

  async function api(method: string, p: string, params: URLSearchParams, body: unknown): Promise<unknown> {
    let m: RegExpExecArray | null;
    if (method === 'GET' && p === '/api/v6/documents') {
      const q = (params.get('q') ?? '').toLowerCase();
      const limit = Math.min(Number(params.get('limit') ?? 20) || 20, 20);
      const items = [...docs.values()]
        .filter((d) => d.name.toLowerCase().includes(q))
        .slice(0, limit)
        .map(docInfo);
      return { items, next: null, previous: null };
    }
    if (method === 'GET' && (m = /^\/api\/v6\/documents\/([0-9a-f]{24})$/.exec(p))) return docInfo(docOf(m[1]!));
    // Who the API key acts as (Onshape answers the key owner's user; the outside-systems page's probe).
    if (method === 'GET' && p === '/api/v6/users/sessioninfo')
      return { id: onshapeId('user', options.accessKey), name: 'WorkHub API', email: 'workhub-api@modulr.example', isGuest: false };
    if (method === 'POST' && (m = /^\/api\/v6\/documents\/([0-9a-f]{24})\/workspaces\/([0-9a-f]{24})\/copy$/.exec(p))) {
      const source = workspaceOf(m[1]!, m[2]!);
      const newName = typeof (body as { newName?: unknown })?.newName === 'string' ? (body as { newName: string }).newName.trim() : '';
      if (!newName) throw new OnshapeHttpError(400, 'newName is required');
      const n = copies.length + 1;
      const copy: OnshapeDoc = {
        id: onshapeId('copy-document', source.id, newName, String(n)),
        name: newName,
        workspace: onshapeId('copy-workspace', source.id, newName, String(n)),
        elements: source.elements.map((e) => ({ ...e, id: onshapeId('copy-element', e.id, newName, String(n)) })),
      };
      copies.push(copy);
      docs.set(copy.id, copy);
      save();
      log(`copied ${source.name} to ${newName} (${copy.id})`);
      return { newDocumentId: copy.id };
    }
    if (method === 'GET' && (m = /^\/api\/v6\/documents\/d\/([0-9a-f]{24})\/w\/([0-9a-f]{24})\/elements$/.exec(p))) {
      const type = params.get('elementType');
      return workspaceOf(m[1]!, m[2]!)
        .elements.filter((e) => !type || e.elementType === type.toUpperCase())
        .map((e) => ({
          id: e.id,
          name: e.name,
          elementType: e.elementType,
          type: e.elementType === 'ASSEMBLY' ? 'Assembly' : 'Part Studio',
        }));
    }
    if (method === 'GET' && (m = /^\/api\/v6\/assemblies\/d\/([0-9a-f]{24})\/w\/([0-9a-f]{24})\/e\/([0-9a-f]{24})\/bom$/.exec(p))) {
      const element = workspaceOf(m[1]!, m[2]!).elements.find((e) => e.id === m![3]);
      if (!element || element.elementType !== 'ASSEMBLY') throw new OnshapeHttpError(404, 'Not found.');
      const headers = [
        { id: 'hdr-item', name: 'Item', propertyName: 'item' },
        { id: 'hdr-qty', name: 'Quantity', propertyName: 'quantity' },
        { id: 'hdr-pn', name: 'Part number', propertyName: 'partNumber' },
        { id: 'hdr-name', name: 'Name', propertyName: 'name' },
        { id: 'hdr-desc', name: 'Description', propertyName: 'description' },
      ];
      const rows = element.bom.map((line, i) => ({
        itemSource: {
          documentId: m![1],
          elementId: element.id,
          wvmType: 'w',
          wvmId: m![2],
          partId: onshapeId('part', line.partNumber).slice(0, 4),
        },
        headerIdToValue: {
          'hdr-item': i + 1,
          'hdr-qty': line.quantity,
          'hdr-pn': line.partNumber,
          'hdr-name': line.name,
          'hdr-desc': line.description,
        },
      }));
      return { bomSource: { document: { id: m[1] }, element: { id: element.id } }, headers, rows };
    }
    throw new OnshapeHttpError(404, 'Not found.');
  }

  async function control(method: string, p: string, body: Record<string, unknown>): Promise<unknown> {
    if (method === 'GET' && p === '/__control/stats') return { ...stats, copies: copies.map((c) => ({ id: c.id, name: c.name })), faults };
    if (method === 'POST' && p === '/__control/reset') {
      faults = [];
      return { ok: true };
    }
    if (method === 'POST' && p === '/__control/fault') {
      const mode = body.mode;
      if (mode !== 'fail' && mode !== 'slow' && mode !== 'garbage' && mode !== 'drop')
        throw new OnshapeHttpError(400, 'mode: fail | slow | garbage | drop');
      faults.push({
        mode,
        status: Number(body.status ?? 500),
        ms: Number(body.ms ?? 0),
        path: String(body.path ?? ''),
        count: Number(body.count ?? 1),
      });
      return { ok: true };
    }
    throw new OnshapeHttpError(404, 'Not found.');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = req.url ?? '/';
        const q = raw.indexOf('?');
        const p = q < 0 ? raw : raw.slice(0, q);
        const query = q < 0 ? '' : raw.slice(q + 1);
        const method = req.method ?? 'GET';
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = undefined;
        }
        const send = (status: number, data: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
          res.end(JSON.stringify(data));
        };
        if (p === '/healthz') return send(200, { ok: true });
        if (p.startsWith('/__control/')) {
          try {
            return send(200, await control(method, p, (body ?? {}) as Record<string, unknown>));
          } catch (err) {
            const e = err instanceof OnshapeHttpError ? err : new OnshapeHttpError(500, 'Internal error');
            return send(e.status, errorBody(e.status, e.message));
          }
        }
        stats.requests++;
        const routeKey = `${method} ${p.replace(/[0-9a-f]{24}/g, ':id')}`;
        stats.byRoute[routeKey] = (stats.byRoute[routeKey] ?? 0) + 1;
        const refused = verifySignature({ method, path: p, query, headers: req.headers }, options);
        if (refused) {
          stats.unauthorized++;
          return send(401, errorBody(401, `Unauthenticated API request: ${refused}`));
        }
        if (body === undefined) return send(400, errorBody(400, 'Malformed JSON body'));
        const faultIndex = faults.findIndex((f) => !f.path || p.includes(f.path));
        const fault = faultIndex >= 0 ? faults[faultIndex] : undefined;
        if (fault && --fault.count <= 0) faults.splice(faultIndex, 1);
        if (options.paceMs) await pause(options.paceMs);
        if (fault?.mode === 'drop') return req.socket.destroy();
        if (fault?.mode === 'slow') await pause(fault.ms);
        if (fault?.mode === 'fail') return send(fault.status, errorBody(fault.status, 'Injected failure'));
        if (fault?.mode === 'garbage') {
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html><body>Service Unavailable</body></html>');
        }
        try {
          send(200, await api(method, p, new URLSearchParams(query), body));
        } catch (err) {
          if (err instanceof OnshapeHttpError) return send(err.status, errorBody(err.status, err.message));
          log(`error: ${(err as Error).stack ?? String(err)}`);
          send(500, errorBody(500, 'Internal error'));
        }
      })();
    });
  });
  keepConnectionsLikeAHostedApi(server);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const port = (server.address() as { port: number }).port;
  log(`${docs.size} documents (${copies.length} copies)`);
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
