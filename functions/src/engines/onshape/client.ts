import { signedHeaders } from './signing.js';
import type { OutsideCall } from '../outside.js';

export type { OutsideCall };

/**
 * The Onshape adapter: Onshape's REST API (v6) with API keys and Onshape's request signing
 * (signing.ts). The company's Onshape in production, the stand-in (emulators/onshape) locally.
 * Configured from the environment: ONSHAPE_URL (e.g. https://cad.onshape.com), ONSHAPE_ACCESS_KEY,
 * ONSHAPE_SECRET_KEY; optional ONSHAPE_TIMEOUT_MS (default 15 s) and ONSHAPE_LINK_HOST (the host
 * of the document links it makes, default ONSHAPE_URL's host).
 */

/**
 * An Onshape failure. status: Onshape's own 4xx (404 unknown document or element, 401 bad key),
 * 502 unreachable / nonsense / 5xx, 504 timed out, 503 not configured. The message names Onshape.
 */
export class OnshapeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OnshapeError';
  }
}

export interface OnshapeConfig {
  url: string;
  accessKey: string;
  secretKey: string;
  timeoutMs: number;
  linkHost: string;
}

/** Whether ONSHAPE_URL and the API key are set. */
export const onshapeConfigured = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.ONSHAPE_URL && env.ONSHAPE_ACCESS_KEY && env.ONSHAPE_SECRET_KEY);

export function onshapeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OnshapeConfig {
  const { ONSHAPE_URL: url, ONSHAPE_ACCESS_KEY: accessKey, ONSHAPE_SECRET_KEY: secretKey } = env;
  if (!url || !accessKey || !secretKey)
    throw new OnshapeError(503, 'Onshape is not configured (ONSHAPE_URL, ONSHAPE_ACCESS_KEY, ONSHAPE_SECRET_KEY)');
  const timeout = Number(env.ONSHAPE_TIMEOUT_MS ?? 15_000);
  const base = url.replace(/\/+$/, '');
  return {
    url: base,
    accessKey,
    secretKey,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
    linkHost: env.ONSHAPE_LINK_HOST || new URL(base).hostname,
  };
}

/** A document element: document, workspace (or version) and element ids. */
export interface ElementRef {
  did: string;
  wvm: 'w' | 'v';
  wvmid: string;
  eid: string;
}

/** The ids of a link `https://<host>/documents/{did}/{w|v}/{id}/e/{eid}`; null when it is not one. */
export function parseDocumentLink(link: string | undefined): ElementRef | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const m = /^\/documents\/([0-9a-f]{24})\/(w|v)\/([0-9a-f]{24})\/e\/([0-9a-f]{24})\/?$/.exec(url.pathname.toLowerCase());
  return m ? { did: m[1]!, wvm: m[2] as 'w' | 'v', wvmid: m[3]!, eid: m[4]! } : null;
}

export interface OnshapeDocumentInfo {
  id: string;
  name: string;
  defaultWorkspace: string;
}

export interface BomRow {
  /** The part's name (BOM 'Name'). */
  name: string;
  /** The part number (BOM 'Part number'; the class part key or ERP item code). */
  partNumber: string;
  quantity: number;
  description: string;
}

export interface OnshapeAdapter {
  /** GET /api/v6/documents/{did}. */
  document(did: string): Promise<OnshapeDocumentInfo>;
  /** The assembly's flattened bill of materials (GET /api/v6/assemblies/d/{did}/{w|v}/{id}/e/{eid}/bom). */
  bom(ref: ElementRef): Promise<BomRow[]>;
  /** The documents whose name is exactly `name` (GET /api/v6/documents?q=). */
  findDocuments(name: string): Promise<OnshapeDocumentInfo[]>;
  /** Copies a workspace into a new document (POST /api/v6/documents/{did}/workspaces/{wid}/copy). */
  copyWorkspace(did: string, wid: string, newName: string): Promise<{ documentId: string; workspaceId: string }>;
  /** The assembly elements of a workspace (GET /api/v6/documents/d/{did}/w/{wid}/elements?elementType=ASSEMBLY). */
  assemblies(did: string, wid: string): Promise<{ id: string; name: string }[]>;
  /** The browser link of an element. */
  linkOf(did: string, wid: string, eid: string): string;
  /** Who the API key acts as (GET /api/v6/users/sessioninfo): the outside-systems page's cheap signed read. */
  sessionInfo(): Promise<{ id: string; name: string }>;
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function garbage(method: string, path: string): OnshapeError {
  return new OnshapeError(502, `Onshape answered ${method} ${path} with something that is not its API's answer`);
}

function docInfo(raw: unknown, method: string, path: string): OnshapeDocumentInfo {
  const d = obj(raw);
  const ws = str(obj(d.defaultWorkspace).id);
  if (!str(d.id) || !ws) throw garbage(method, path);
  return { id: str(d.id), name: str(d.name), defaultWorkspace: ws };
}

/**
 * Reads a BOM answer: `headers` [{ id, propertyName }] and `rows` [{ headerIdToValue }], the
 * quantity, name, part number and description by their header's propertyName.
 */
export function bomRowsOf(raw: unknown): BomRow[] | null {
  const body = obj(raw);
  const { headers, rows: list } = body;
  if (!Array.isArray(headers) || !Array.isArray(list)) return null;
  const idOf = (prop: string) => str(obj(headers.find((h: unknown) => obj(h).propertyName === prop)).id);
  const [qty, name, pn, desc] = ['quantity', 'name', 'partNumber', 'description'].map(idOf);
  if (!qty || !name) return null;
  const rows: BomRow[] = [];
  for (const r of list) {
    const values = obj(obj(r).headerIdToValue);
    const quantity = Number(values[qty]);
    if (!Number.isFinite(quantity) || quantity < 0) return null;
    rows.push({ name: str(values[name]), partNumber: pn ? str(values[pn]) : '', quantity, description: desc ? str(values[desc]) : '' });
  }
  return rows;
}

export function onshapeAdapter(
  config: OnshapeConfig,
  options: { fetch?: typeof fetch; onCall?: (call: OutsideCall) => void } = {},
): OnshapeAdapter {
  const doFetch = options.fetch ?? fetch;
  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
    what = path,
  ): Promise<unknown> {
    const qs = new URLSearchParams(query).toString();
    const headers = signedHeaders(config, { method, path, query: qs, contentType: 'application/json' });
    const started = Date.now();
    const record = (status: number, error?: string) =>
      options.onCall?.({
        system: 'Onshape',
        method,
        path: qs ? `${path}?${qs}` : path,
        status,
        ms: Date.now() - started,
        ...(error ? { error } : {}),
      });
    let res: Response;
    try {
      res = await doFetch(`${config.url}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const e = timedOut
        ? new OnshapeError(504, `Onshape did not answer ${method} ${path} within ${Math.round(config.timeoutMs / 1000)} s`)
        : new OnshapeError(502, `Onshape could not be reached (${method} ${path})`);
      record(0, e.message);
      throw e;
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      const e = new OnshapeError(504, `Onshape did not finish answering ${method} ${path} within ${Math.round(config.timeoutMs / 1000)} s`);
      record(res.status, e.message);
      throw e;
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const said = str(obj(parsed).message);
      const e = new OnshapeError(
        res.status >= 500 ? 502 : res.status,
        `Onshape answered ${res.status} for ${what}${said ? `: ${said}` : ''}`,
      );
      record(res.status, e.message);
      throw e;
    }
    if (parsed === undefined) {
      const e = garbage(method, path);
      record(res.status, e.message);
      throw e;
    }
    record(res.status);
    return parsed;
  }

  return {
    async document(did) {
      const path = `/api/v6/documents/${did}`;
      return docInfo(await call('GET', path, {}, undefined, `document ${did}`), 'GET', path);
    },
    async bom(ref) {
      const path = `/api/v6/assemblies/d/${ref.did}/${ref.wvm}/${ref.wvmid}/e/${ref.eid}/bom`;
      const raw = await call('GET', path, { indented: 'false' }, undefined, `element ${ref.eid} of document ${ref.did}`);
      const rows = bomRowsOf(raw);
      if (!rows) throw garbage('GET', path);
      return rows;
    },
    async findDocuments(name) {
      const path = '/api/v6/documents';
      const raw = obj(await call('GET', path, { q: name, filter: '0', limit: '20' }));
      if (!Array.isArray(raw.items)) throw garbage('GET', path);
      return raw.items.map((d) => docInfo(d, 'GET', path)).filter((d) => d.name === name);
    },
    async copyWorkspace(did, wid, newName) {
      const path = `/api/v6/documents/${did}/workspaces/${wid}/copy`;
      const raw = obj(await call('POST', path, {}, { newName, isPublic: false }, `document ${did}`));
      const documentId = str(raw.newDocumentId);
      if (!documentId) throw garbage('POST', path);
      const workspaceId = str(raw.newWorkspaceId) || (await this.document(documentId)).defaultWorkspace;
      return { documentId, workspaceId };
    },
    async assemblies(did, wid) {
      const path = `/api/v6/documents/d/${did}/w/${wid}/elements`;
      const raw = await call('GET', path, { elementType: 'ASSEMBLY' }, undefined, `the elements of document ${did}`);
      if (!Array.isArray(raw)) throw garbage('GET', path);
      return raw.map((e) => ({ id: str(obj(e).id), name: str(obj(e).name) })).filter((e) => e.id);
    },
    linkOf(did, wid, eid) {
      return `https://${config.linkHost}/documents/${did}/w/${wid}/e/${eid}`;
    },
    async sessionInfo() {
      const path = '/api/v6/users/sessioninfo';
      const raw = obj(await call('GET', path, {}, undefined, "the API key's session"));
      if (!str(raw.id)) throw garbage('GET', path);
      return { id: str(raw.id), name: str(raw.name) };
    },
  };
}

/** The adapter from the environment (throws OnshapeError 503 when Onshape is not configured). */
export const onshapeFromEnv = (onCall?: (call: OutsideCall) => void, env: NodeJS.ProcessEnv = process.env) =>
  onshapeAdapter(onshapeConfigFromEnv(env), { ...(onCall ? { onCall } : {}) });
