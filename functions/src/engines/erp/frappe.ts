/**
 * The ERP behind an adapter. `ErpAdapter` is what services use; `frappeErp` speaks Frappe's
 * (ERPNext's) REST API: the company's ERPNext in production, the stand-in (emulators/erp) locally.
 * Configured from the environment: ERP_URL, ERP_API_KEY, ERP_API_SECRET (ERP_TIMEOUT_MS optional).
 */
import type { OutsideCall } from '../outside.js';

/** How the ERP is named in failures and on a job's outside calls. */
export const ERP_SYSTEM = 'ERP';

export type ErpDoc = Record<string, unknown>;

/** A Frappe list filter: [field, operator, value] ('=', '!=', 'like', 'in', '>', 'is', …). */
export type ErpFilter = [field: string, operator: string, value: unknown];

export interface ErpListOptions {
  /** Default ['name']; ['*'] = every field but child tables. */
  fields?: string[];
  filters?: ErpFilter[];
  /** Page length; 0 = every row. Default 20 (Frappe's default). */
  limit?: number;
  start?: number;
  /** e.g. { field: 'item_code', direction: 'asc' }. Default: Frappe's ('modified desc'). */
  order?: { field: string; direction: 'asc' | 'desc' };
  /** The parent doctype, required by Frappe to list a child doctype ('Item Default' with parent 'Item'). */
  parent?: string;
}

export interface ErpAdapter {
  getDoc(doctype: string, name: string): Promise<ErpDoc>;
  /** Saves the given fields (a child table given replaces the whole table); answers the saved doc. */
  putDoc(doctype: string, name: string, fields: ErpDoc): Promise<ErpDoc>;
  /** Creates a document (POST /api/resource/{doctype}); answers it with the name the ERP gave it. */
  insertDoc(doctype: string, fields: ErpDoc): Promise<ErpDoc>;
  list(doctype: string, options?: ErpListOptions): Promise<ErpDoc[]>;
  /** How many documents of a doctype match the filters (frappe.client.get_count). */
  count(doctype: string, filters?: ErpFilter[]): Promise<number>;
  /** The options of Select fields of a doctype, by field name ('' = the blank choice). */
  fieldOptions(doctype: string, fields: string[]): Promise<Record<string, string[]>>;
}

/**
 * An ERP failure. status: the ERP's own 4xx (e.g. 404 unknown document, 417 validation, 401 bad
 * key), 502 when the ERP cannot be reached or answers nonsense or 5xx, 504 on a timeout.
 * message: Frappe's message (from _server_messages, else exception) when the ERP gave one.
 */
export class ErpError extends Error {
  constructor(
    readonly status: number,
    readonly excType: string,
    message: string,
    /** The HTTP status the ERP answered, when it answered. */
    readonly answered?: number,
  ) {
    super(message);
    this.name = 'ErpError';
  }
}

export interface FrappeConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
}

/** The ERP settings from the functions' environment; throws when ERP_URL or the key is missing. */
export function frappeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FrappeConfig {
  const { ERP_URL: url, ERP_API_KEY: apiKey, ERP_API_SECRET: apiSecret } = env;
  if (!url || !apiKey || !apiSecret)
    throw new ErpError(503, 'ConfigurationError', 'The ERP is not configured (ERP_URL, ERP_API_KEY, ERP_API_SECRET)');
  const timeout = Number(env.ERP_TIMEOUT_MS ?? 15_000);
  return { url: url.replace(/\/+$/, ''), apiKey, apiSecret, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000 };
}

/** Frappe's human message from an error body: the _server_messages entries, else the exception text. */
export function frappeMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { _server_messages, exception, message } = body as Record<string, unknown>;
  if (typeof _server_messages === 'string') {
    try {
      const entries = JSON.parse(_server_messages) as unknown[];
      const texts = entries
        .map((e) => {
          if (typeof e !== 'string') return undefined;
          try {
            const m = (JSON.parse(e) as { message?: unknown }).message;
            return typeof m === 'string' ? m : e;
          } catch {
            return e;
          }
        })
        .filter((t): t is string => !!t);
      if (texts.length) return texts.join('; ');
    } catch {
      // not JSON: fall through
    }
  }
  if (typeof exception === 'string') return exception.replace(/^[\w.]+Error: /, '');
  if (typeof message === 'string') return message;
  return undefined;
}

/** Options from a Select field's '\n'-separated text. */
export function selectOptions(options: unknown): string[] {
  return typeof options === 'string' ? options.split('\n') : [];
}

export function listParams(options: ErpListOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (options.fields) params.set('fields', JSON.stringify(options.fields));
  if (options.filters) params.set('filters', JSON.stringify(options.filters));
  if (options.start !== undefined) params.set('limit_start', String(options.start));
  if (options.limit !== undefined) params.set('limit_page_length', String(options.limit));
  if (options.order) params.set('order_by', `${options.order.field} ${options.order.direction}`);
  if (options.parent) params.set('parent', options.parent);
  return params;
}

/** A call's path as a person reads it: '/api/resource/Material Request?filters=[["title","=","WorkHub P-1 …"]]'. */
const readable = (path: string) => {
  try {
    // Spaces in the query are '+' (URLSearchParams); a '+' of a value or of the path is %2B.
    return decodeURIComponent(path.replace(/\+/g, ' '));
  } catch {
    return path;
  }
};

/** Longest path or error text an outside call keeps (domain outsideCallSchema allows 500). */
const CALL_TEXT_MAX = 300;
const clip = (text: string) => (text.length > CALL_TEXT_MAX ? `${text.slice(0, CALL_TEXT_MAX - 1)}…` : text);

/**
 * The Frappe adapter. `onCall` hears each call it makes (a background job keeps them on its record,
 * so a failed stage shows what the ERP answered).
 */
export function frappeErp(config: FrappeConfig, fetchImpl: typeof fetch = fetch, onCall?: (call: OutsideCall) => void): ErpAdapter {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const started = Date.now();
    try {
      const answer = await send(method, path, body);
      onCall?.({ system: ERP_SYSTEM, method, path: clip(readable(path)), status: 200, ms: Date.now() - started });
      return answer;
    } catch (error) {
      const e = error as ErpError;
      onCall?.({
        system: ERP_SYSTEM,
        method,
        path: clip(readable(path)),
        status: e.answered ?? 0,
        ms: Date.now() - started,
        error: clip(e.message),
      });
      throw error;
    }
  };
  const send = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    let res: Response;
    try {
      res = await fetchImpl(`${config.url}${path}`, {
        method,
        headers: {
          authorization: `token ${config.apiKey}:${config.apiSecret}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const e = error as Error;
      if (e.name === 'TimeoutError')
        throw new ErpError(504, 'Timeout', `The ERP did not answer within ${timeoutMs} ms (${method} ${readable(path)})`);
      throw new ErpError(502, 'NetworkError', `The ERP cannot be reached (${method} ${readable(path)}): ${e.message}`);
    }
    let parsed: unknown;
    const text = await res.text().catch(() => '');
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const excType =
        parsed && typeof parsed === 'object' ? String((parsed as Record<string, unknown>).exc_type ?? 'HTTPError') : 'HTTPError';
      const said = frappeMessage(parsed);
      // The ERP's own refusal (417 validation, 404 unknown) is its message as the user should read
      // it; a failure of the ERP itself names it ('The ERP answered 503 (GET …): …').
      const message =
        res.status >= 500 || !said ? `The ERP answered ${res.status} (${method} ${readable(path)})${said ? `: ${said}` : ''}` : said;
      throw new ErpError(res.status >= 500 ? 502 : res.status, excType, message, res.status);
    }
    if (!parsed || typeof parsed !== 'object')
      throw new ErpError(502, 'BadResponse', `The ERP answered something that is not JSON (${method} ${readable(path)})`, res.status);
    return parsed as Record<string, unknown>;
  };
  const resource = (doctype: string, name?: string) =>
    `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;
  const dataObject = (answer: Record<string, unknown>): ErpDoc => {
    const data = answer.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ErpError(502, 'BadResponse', 'The ERP answer has no document');
    return data as ErpDoc;
  };

  return {
    getDoc: async (doctype, name) => dataObject(await call('GET', resource(doctype, name))),
    putDoc: async (doctype, name, fields) => dataObject(await call('PUT', resource(doctype, name), fields)),
    insertDoc: async (doctype, fields) => dataObject(await call('POST', resource(doctype), fields)),
    list: async (doctype, options) => {
      const answer = await call('GET', `${resource(doctype)}?${listParams(options)}`);
      if (!Array.isArray(answer.data)) throw new ErpError(502, 'BadResponse', 'The ERP list answer has no rows');
      return answer.data as ErpDoc[];
    },
    count: async (doctype, filters) => {
      const params = new URLSearchParams({ doctype });
      if (filters) params.set('filters', JSON.stringify(filters));
      const answer = await call('GET', `/api/method/frappe.client.get_count?${params}`);
      if (typeof answer.message !== 'number') throw new ErpError(502, 'BadResponse', 'The ERP count answer has no number');
      return answer.message;
    },
    fieldOptions: async (doctype, fields) => {
      const meta = dataObject(await call('GET', resource('DocType', doctype)));
      const docFields = Array.isArray(meta.fields) ? (meta.fields as ErpDoc[]) : [];
      const out: Record<string, string[]> = {};
      for (const field of fields) {
        const f = docFields.find((d) => d.fieldname === field);
        if (!f) throw new ErpError(404, 'DoesNotExistError', `${doctype} has no field ${field}`);
        out[field] = selectOptions(f.options);
      }
      return out;
    },
  };
}

/** The adapter configured from the functions' environment; `onCall` hears each call (a job's record). */
export function erpFromEnv(env: NodeJS.ProcessEnv = process.env, onCall?: (call: OutsideCall) => void): ErpAdapter {
  return frappeErp(frappeConfigFromEnv(env), fetch, onCall);
}
