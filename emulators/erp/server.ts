/**
 * The ERP stand-in's HTTP server: the subset of Frappe's (ERPNext's) REST API that
 * functions/src/engines/erp/frappe.ts uses, over a JSON store kept on disk. See main.ts for the
 * routes and the environment.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { escapeHtml } from '@workhub/domain';
import { ERP_ITEM_COUNT, type ErpItem } from '../seed/data/erp-items.js';
import { buildSeed, buildSeedErpItems } from '../seed/build.js';
import { keepConnectionsLikeAHostedApi } from '../lib/stand-in.js';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from '../../functions/src/public.js';
import {
  applyUpdate,
  binDoc,
  childRows,
  errorBody,
  FALLBACK_WAREHOUSE,
  fieldTouched,
  FrappeError,
  ITEM_CHILD_TABLES,
  itemDoc,
  parseFilters,
  parseListQuery,
  restoreField,
  runList,
  type Doc,
} from './query.js';
import { DOCTYPE_DEFS, doctypeDoc, seriesName, validateDoc } from './doctypes.js';

export const DOCTYPES = ['Item', 'Bin', 'Supplier', 'Warehouse', 'Item Group', 'Material Request'] as const;
/** The store's table of naming series counters ({ name: prefix, current }), as Frappe's tabSeries. */
const SERIES = '__series';
/** The most items /__control/seed builds. */
const MAX_SEED_ITEMS = 100_000;
const STORE_FILE = 'erp-store.json';
const MAX_BODY = 1024 * 1024;

export interface ErpServerOptions {
  port: number;
  host?: string;
  /** Folder of the store file (created and seeded when missing). */
  dataDir: string;
  apiKey: string;
  apiSecret: string;
  /** Where each saved document is POSTed (an ERPNext webhook on the doc's update); none when unset. */
  webhookUrl?: string;
  /** The webhook secret: each webhook carries X-Frappe-Webhook-Signature = base64(HMAC-SHA256(secret, body)), as Frappe sends it. */
  webhookSecret?: string;
  log?: (line: string) => void;
}

export interface ErpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

type Store = Record<string, Record<string, Doc>>;

/** Item and Bin tables of `count` seeded items (the seed's generator). */
function itemTables(count: number, now: string): Pick<Store, 'Item' | 'Bin'> {
  const items = buildSeedErpItems(count).map(({ data }) => data as unknown as ErpItem);
  return {
    Item: Object.fromEntries(items.map((item) => [item.item_code, itemDoc(item, now)])),
    Bin: Object.fromEntries(items.map((item) => binDoc(item, now)).map((bin) => [String(bin.name), bin])),
  };
}

function seedStore(now: string): Store {
  const seed = buildSeed();
  const named = (docs: { id: string }[], doctype: string) =>
    Object.fromEntries(
      docs.map(({ id }) => [id, { doctype, name: id, [`${doctype.toLowerCase().replace(' ', '_')}_name`]: id, modified: now }]),
    );
  return {
    ...itemTables(seed.erpItems.length, now),
    Supplier: named(seed.erpSuppliers, 'Supplier'),
    Warehouse: named(seed.erpWarehouses, 'Warehouse'),
    'Item Group': named(seed.erpItemGroups, 'Item Group'),
    'Material Request': {},
    [SERIES]: {},
  };
}

async function loadStore(dataDir: string, log: (line: string) => void): Promise<Store> {
  const file = path.join(dataDir, STORE_FILE);
  try {
    const stored = withBins(JSON.parse(await fs.readFile(file, 'utf8')) as Store);
    // A store saved before Material Requests existed gains their tables.
    stored['Material Request'] ??= {};
    stored[SERIES] ??= {};
    // A store saved before the DocTypes were enforced: reorder rows without their (mandatory) warehouse get the item's default.
    for (const item of Object.values(stored.Item ?? {})) {
      const defaults = Array.isArray(item.item_defaults) ? (item.item_defaults as Doc[]) : [];
      for (const row of Array.isArray(item.reorder_levels) ? (item.reorder_levels as Doc[]) : [])
        row.warehouse ||= (defaults[0]?.default_warehouse as string | null | undefined) || FALLBACK_WAREHOUSE;
      for (const row of defaults) row.company ||= 'Modulr Building';
    }
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  log(`seeding the ERP store in ${dataDir}`);
  const store = seedStore(new Date().toISOString());
  await saveStore(dataDir, store);
  return store;
}

/** A store saved before Bins existed: each item's stock_qty moves into its Bin. */
function withBins(store: Store): Store {
  if (store.Bin) return store;
  const now = new Date().toISOString();
  store.Bin = {};
  for (const item of Object.values(store.Item ?? {})) {
    const { stock_qty, ...rest } = item;
    const warehouse = ((item.item_defaults as Doc[] | undefined)?.[0]?.default_warehouse as string | null | undefined) ?? null;
    const bin = binDoc({ item_code: String(item.name), default_warehouse: warehouse, stock_qty: Number(stock_qty ?? 0) || 0 }, now);
    store.Bin[String(bin.name)] = bin;
    store.Item![String(item.name)] = rest;
  }
  return store;
}

/** Atomic: a temporary file renamed over the store, so a crash never leaves half a file. */
async function saveStore(dataDir: string, store: Store): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, STORE_FILE);
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(store));
  await fs.rename(tmp, file);
}

async function readJson(req: http.IncomingMessage): Promise<Doc> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new FrappeError(413, 'ValidationError', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FrappeError(417, 'ValidationError', 'Request body must be JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new FrappeError(417, 'ValidationError', 'Request body must be a JSON object');
  // A "data" wrapper is accepted as Frappe does.
  const obj = value as Doc;
  return typeof obj.data === 'string' ? (JSON.parse(obj.data) as Doc) : obj;
}

/**
 * A test fault for the next `times` API requests (0 = until cleared) whose path contains `path`
 * ('api/resource/Material Request'): fail with `status` (Frappe's error shape), answer an HTML page
 * (garbage), or wait `ms` before answering.
 */
interface ErpFault {
  mode: 'fail' | 'slow' | 'garbage';
  /** Only requests of this method ('POST': a create); any when unset. */
  method?: string;
  times: number;
  ms: number;
  status: number;
  path: string;
}

const GARBAGE = Symbol('garbage');

/** An HTML page (the desk's item form), not the API's JSON. */
class DeskPage {
  constructor(readonly html: string) {}
}

/**
 * The desk's Item form as people open it from WorkHub's "open in the ERP" links (`/app/item/{name}`,
 * domain erpItemDeskUrl): the item's fields and its child tables, read-only. ERPNext's desk asks its
 * own login first; the stand-in, on loopback only, shows the item at once.
 */
function deskItemPage(doc: Doc): DeskPage {
  const cell = (v: unknown) => escapeHtml(v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const fields = Object.entries(doc).filter(([, v]) => !Array.isArray(v));
  const tables = Object.entries(doc).filter((entry): entry is [string, Doc[]] => Array.isArray(entry[1]));
  const title = `${cell(doc.name)} · ${cell(doc.item_name)}`;
  return new DeskPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Item · ERP stand-in</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse;margin:8px 0 20px}td,th{border:1px solid #d5dbe3;padding:4px 8px;text-align:left}th{background:#eef1f5}</style></head>
<body><p>ERP stand-in · Item</p><h1 data-testid="desk-item">${title}</h1>
<table><tbody>${fields.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${cell(v)}</td></tr>`).join('')}</tbody></table>
${tables
  .map(([name, rows]) => {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    return `<h2>${escapeHtml(name)}</h2><table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  })
  .join('')}</body></html>`);
}

function faultOf(body: Doc): ErpFault {
  const { mode, times = 1, ms = 3000, status = 503, path: where = '', method } = body;
  if (mode !== 'fail' && mode !== 'slow' && mode !== 'garbage')
    throw new FrappeError(417, 'ValidationError', "mode must be 'fail', 'slow' or 'garbage'");
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > 1000)
    throw new FrappeError(417, 'ValidationError', 'times must be 0 to 1000');
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 120_000)
    throw new FrappeError(417, 'ValidationError', 'ms must be 0 to 120000');
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
    throw new FrappeError(417, 'ValidationError', 'status must be 400 to 599');
  if (typeof where !== 'string') throw new FrappeError(417, 'ValidationError', 'path must be text');
  if (method !== undefined && (typeof method !== 'string' || !['GET', 'POST', 'PUT', 'DELETE'].includes(method)))
    throw new FrappeError(417, 'ValidationError', 'method must be GET, POST, PUT or DELETE');
  return { mode, times, ms, status, path: where, ...(method ? { method } : {}) };
}

interface Rule {
  doctype: string;
  name: string;
  field: string;
  reason?: string;
}

export async function startErpServer(options: ErpServerOptions): Promise<ErpServer> {
  const log = options.log ?? ((line: string) => console.log(`[erp] ${line}`));
  const store = await loadStore(options.dataDir, log);
  const rejects: Rule[] = [];
  const ignores: Rule[] = [];
  /** Test faults for the next API requests (POST /__control/fault), as the other stand-ins have. */
  let faults: ErpFault[] = [];
  /** Frappe API requests answered, by 'METHOD doctype' (GET Item = list, GET Item/{name} = get): GET /__control/stats. */
  const stats = new Map<string, number>();
  const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);
  const pendingWebhooks = new Set<Promise<void>>();
  let writing: Promise<void> = Promise.resolve();
  const persist = () => (writing = writing.then(() => saveStore(options.dataDir, store)));

  const table = (doctype: string) => {
    const docs = doctype.startsWith('__') ? undefined : store[doctype];
    if (!docs) throw new FrappeError(404, 'DoesNotExistError', `DocType ${doctype} not found`);
    return docs;
  };
  /** Whether a Link's target exists; undefined for a doctype the stand-in does not hold (UOM, Company: not checked). */
  const linkExists = (doctype: string, name: string) => {
    const docs = doctype.startsWith('__') ? undefined : store[doctype];
    return docs ? name in docs : undefined;
  };
  const getDoc = (doctype: string, name: string) => {
    const doc = table(doctype)[name];
    if (!doc) throw new FrappeError(404, 'DoesNotExistError', `${doctype} ${name} not found`);
    return doc;
  };
  const sendWebhook = async (doc: Doc) => {
    if (!options.webhookUrl) return;
    const body = JSON.stringify(doc);
    try {
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.webhookSecret ? { [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(options.webhookSecret, body) } : {}),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) log(`webhook ${options.webhookUrl} answered ${res.status}`);
    } catch (error) {
      log(`webhook ${options.webhookUrl} failed: ${(error as Error).message}`);
    }
  };
  /** Sends the webhook in the background, as ERPNext enqueues it after the save; answers when it was delivered. */
  const webhook = (doc: Doc): Promise<void> => {
    const sending = sendWebhook(doc).finally(() => pendingWebhooks.delete(sending));
    pendingWebhooks.add(sending);
    return sending;
  };
  // ERPNext's `modified` carries microseconds, so two saves never share one (the functions order
  // mirror writes by it); here milliseconds, made strictly increasing.
  let lastModified = '';
  const nextModified = () => {
    const now = new Date().toISOString();
    lastModified = now > lastModified ? now : new Date(Date.parse(lastModified) + 1).toISOString();
    return lastModified;
  };
  const save = async (doctype: string, name: string, body: Doc, user: string, fromApi: boolean) => {
    const before = getDoc(doctype, name);
    const take = (list: Rule[]) => {
      const i = list.findIndex((r) => r.doctype === doctype && r.name === name && fieldTouched(body, r.field));
      return i < 0 ? undefined : list.splice(i, 1)[0];
    };
    if (fromApi) {
      const reject = take(rejects);
      if (reject) throw new FrappeError(417, 'ValidationError', reject.reason ?? `${reject.field} cannot be changed`);
    }
    let after = applyUpdate(before, body, nextModified());
    after.modified_by = user;
    if (fromApi) {
      for (let rule = take(ignores); rule; rule = take(ignores)) after = restoreField(after, before, rule.field);
      // ERPNext validates the whole document on save: mandatory fields (child rows too), Select options, numbers.
      validateDoc(doctype, after, linkExists);
    }
    table(doctype)[name] = after;
    await persist();
    // An API save answers before its webhook is delivered (ERPNext sends webhooks from a queue);
    // a control change waits for it, so a test sees its effect once the control call answers.
    const delivered = webhook(after);
    if (!fromApi) await delivered;
    return after;
  };
  /** Frappe's insert (POST /api/resource/{doctype}): named by the DocType's autoname, validated, saved. */
  const insert = async (doctype: string, body: Doc, user: string) => {
    const def = DOCTYPE_DEFS[doctype];
    if (!def || def.istable || !store[doctype]) throw new FrappeError(403, 'PermissionError', `Not permitted to create ${doctype} here`);
    const now = nextModified();
    let doc = applyUpdate({ doctype }, body, now);
    let name: string;
    if (def.autoname?.startsWith('field:')) {
      name = String(doc[def.autoname.slice('field:'.length)] ?? '');
      validateDoc(doctype, doc, linkExists);
      if (table(doctype)[name]) throw new FrappeError(409, 'DuplicateEntryError', `${doctype} ${name} already exists`);
    } else {
      validateDoc(doctype, doc, linkExists);
      const series = store[SERIES]!;
      const { prefix } = seriesName(def.autoname ?? 'NEW-.YYYY.-.#####', new Date().getUTCFullYear(), 0);
      const current = Number(series[prefix]?.current ?? 0) + 1;
      series[prefix] = { name: prefix, current };
      name = seriesName(def.autoname ?? 'NEW-.YYYY.-.#####', new Date().getUTCFullYear(), current).name;
    }
    doc = { ...doc, name, owner: user, creation: now, modified_by: user, docstatus: 0 };
    for (const [key, value] of Object.entries(doc)) {
      if (!Array.isArray(value)) continue;
      const child = def.fields.find((f) => f.fieldname === key && f.fieldtype === 'Table');
      doc[key] = value.map((row: Doc, i) => ({
        ...row,
        doctype: child ? String(child.options) : row.doctype,
        name: `${name}-${key}-${i + 1}`,
        parent: name,
        parenttype: doctype,
        parentfield: key,
        idx: i + 1,
      }));
    }
    table(doctype)[name] = doc;
    await persist();
    if (doctype === 'Item') void webhook(doc);
    return doc;
  };
  const rule = (body: Doc): Rule => {
    const { doctype, name, field, reason } = body;
    if (typeof doctype !== 'string' || typeof name !== 'string' || typeof field !== 'string') {
      throw new FrappeError(417, 'ValidationError', 'doctype, name and field are required');
    }
    getDoc(doctype, name);
    return { doctype, name, field, reason: typeof reason === 'string' ? reason : undefined };
  };
  const authorized = (req: http.IncomingMessage) => req.headers.authorization === `token ${options.apiKey}:${options.apiSecret}`;

  const route = async (req: http.IncomingMessage): Promise<{ status: number; body: unknown }> => {
    const url = new URL(req.url ?? '/', 'http://erp.local');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';
    if (url.pathname === '/healthz') return { status: 200, body: { ok: true } };
    if (parts[0] === '__control' && parts[1] === 'stats' && method === 'GET') {
      const byRoute = Object.fromEntries([...stats].sort(([a], [b]) => a.localeCompare(b)));
      const requests = [...stats.values()].reduce((a, b) => a + b, 0);
      return { status: 200, body: { requests, byRoute, pendingWebhooks: pendingWebhooks.size } };
    }
    if (parts[0] === '__control' && method === 'POST') {
      const body = await readJson(req);
      if (parts[1] === 'reject') rejects.push(rule(body));
      else if (parts[1] === 'ignore') ignores.push(rule(body));
      else if (parts[1] === 'fault') faults.push(faultOf(body));
      else if (parts[1] === 'clear') faults = [];
      else if (parts[1] === 'seed') {
        const items = body.items ?? ERP_ITEM_COUNT;
        if (typeof items !== 'number' || !Number.isInteger(items) || items < 1 || items > MAX_SEED_ITEMS) {
          throw new FrappeError(417, 'ValidationError', `items must be a whole number from 1 to ${MAX_SEED_ITEMS}`);
        }
        Object.assign(store, itemTables(items, new Date().toISOString()));
        await persist();
        log(`holding ${items} seeded items`);
        return { status: 200, body: { ok: true, items } };
      } else if (parts[1] === 'change') {
        const { doctype, name, fields } = body;
        if (typeof doctype !== 'string' || typeof name !== 'string' || !fields || typeof fields !== 'object' || Array.isArray(fields)) {
          throw new FrappeError(417, 'ValidationError', 'doctype, name and fields are required');
        }
        return { status: 200, body: { data: await save(doctype, name, fields as Doc, 'another.user@modulr.example', false) } };
      } else throw new FrappeError(404, 'DoesNotExistError', `No control ${parts[1]}`);
      return { status: 200, body: { ok: true } };
    }
    if (parts[0] === 'app' && parts[1] === 'item' && parts.length === 3 && method === 'GET') {
      try {
        return { status: 200, body: deskItemPage(getDoc('Item', parts[2]!)) };
      } catch (error) {
        if (!(error instanceof FrappeError)) throw error;
        return {
          status: 404,
          body: new DeskPage(`<!doctype html><title>Not found</title><h1>Item ${escapeHtml(parts[2]!)} not found</h1>`),
        };
      }
    }
    if (parts[0] !== 'api') throw new FrappeError(404, 'DoesNotExistError', 'Not found');
    const fault = takeFault(parts.join('/'), method);
    if (fault?.mode === 'fail') throw new FrappeError(fault.status, 'Exception', 'Service temporarily unavailable');
    if (fault?.mode === 'garbage') return { status: 200, body: GARBAGE };
    // A slow ERP still does the work: the answer is held back, not the work (a create lands even if the caller gave up).
    if (fault?.mode === 'slow') late.set(req, fault.ms);
    if (!authorized(req)) throw new FrappeError(401, 'AuthenticationError', 'Invalid API key or secret');
    count(`${method} ${parts.slice(1, 3).join(' ')}${parts.length > 3 ? '/{name}' : ''}`);
    if (parts[1] === 'method' && parts[2] === 'frappe.client.get_count' && method === 'GET') {
      const doctype = url.searchParams.get('doctype') ?? '';
      const filters = parseFilters(url.searchParams.get('filters'));
      return {
        status: 200,
        body: {
          message: runList(Object.values(table(doctype)), { ...parseListQuery(new URLSearchParams()), filters, pageLength: 0 }).length,
        },
      };
    }
    if (parts[1] === 'method' && parts[2] === 'frappe.desk.form.load.getdoctype' && method === 'GET') {
      return { status: 200, body: { docs: [doctypeDoc(url.searchParams.get('doctype') ?? '')] } };
    }
    if (parts[1] === 'resource' && parts.length === 4 && parts[2] === 'DocType' && method === 'GET') {
      return { status: 200, body: { data: doctypeDoc(parts[3] as string) } };
    }
    if (parts[1] === 'resource' && parts.length === 3 && method === 'GET' && ITEM_CHILD_TABLES[parts[2] as string]) {
      // Frappe v15 lists a child doctype only with its parent doctype named (?parent=Item), else PermissionError.
      if (url.searchParams.get('parent') !== 'Item') {
        throw new FrappeError(403, 'PermissionError', `Parent DocType Required: Please specify a valid parent DocType for ${parts[2]}`);
      }
      return {
        status: 200,
        body: { data: runList(childRows(Object.values(table('Item')), parts[2] as string), parseListQuery(url.searchParams)) },
      };
    }
    if (parts[1] === 'resource' && parts.length === 3 && method === 'POST') {
      return { status: 200, body: { data: await insert(parts[2] as string, await readJson(req), 'workhub-api') } };
    }
    if (parts[1] === 'resource' && parts.length === 3 && method === 'GET') {
      return { status: 200, body: { data: runList(Object.values(table(parts[2] as string)), parseListQuery(url.searchParams)) } };
    }
    if (parts[1] === 'resource' && parts.length === 4) {
      const [doctype, name] = [parts[2] as string, parts[3] as string];
      if (method === 'GET') return { status: 200, body: { data: getDoc(doctype, name) } };
      if (method === 'PUT') return { status: 200, body: { data: await save(doctype, name, await readJson(req), 'workhub-api', true) } };
      throw new FrappeError(405, 'PermissionError', `${method} is not allowed here`);
    }
    throw new FrappeError(404, 'DoesNotExistError', 'Not found');
  };

  /** The first fault whose path is part of this request's (and method its), counted down. */
  const takeFault = (path: string, method: string): ErpFault | undefined => {
    const fault = faults.find((f) => path.includes(f.path) && (!f.method || f.method === method));
    if (fault && fault.times > 0 && --fault.times === 0) faults = faults.filter((f) => f !== fault);
    return fault;
  };

  /** Requests whose answer a slow fault holds back, and for how long. */
  const late = new WeakMap<http.IncomingMessage, number>();
  const server = http.createServer((req, res) => {
    route(req)
      .catch((error: unknown) => {
        if (error instanceof FrappeError) return { status: error.status, body: errorBody(error) };
        log(`error: ${(error as Error).stack ?? String(error)}`);
        return { status: 500, body: errorBody(new FrappeError(500, 'Exception', 'Internal error')) };
      })
      .then(async (answer) => {
        const ms = late.get(req);
        if (ms) await delay(ms);
        return answer;
      })
      .then(({ status, body }) => {
        if (res.destroyed) return;
        if (body instanceof DeskPage) {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(body.html);
          return;
        }
        if (body === GARBAGE) {
          // What a proxy in front of a struggling ERP answers: a page, not the API's JSON.
          res.writeHead(status, { 'content-type': 'text/html' });
          res.end('<html><body>Service temporarily unavailable</body></html>');
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.allSettled([...pendingWebhooks]);
      await writing;
    },
  };
}
