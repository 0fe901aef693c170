/**
 * The Salesforce stand-in's HTTP server: the subset of Salesforce's REST API that
 * functions/src/engines/salesforce/salesforce.ts uses, over records kept in memory (seeded on
 * start). See main.ts for the routes and the environment.
 */
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { MILESTONES, type MilestoneName } from '@workhub/domain';
import { buildSeed } from '../seed/build.js';
import { readBody, readJsonObject, StandInError, startStandIn, type Answer, type StandInServer } from '../lib/stand-in.js';
import { parseSoql, SoqlError } from './soql.js';
import {
  addressField,
  ADDRESS_PARTS,
  APNS_FIELD,
  CLIENT_NAME_FIELD,
  PRIMARY_ADDRESS_FIELD,
  PROJECT_NUMBER_FIELD,
  PROJECT_OBJECT,
  SALESFORCE_MILESTONE_FIELDS,
} from '../../functions/src/public.js';
import { SOLD_PROJECTS } from './sales.js';

export interface SalesforceServerOptions {
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  /** Records as the seeded projects give them (default) or none. */
  seed?: boolean;
  /** "Now" for the seeded dates relative to the day it runs (tests). */
  now?: Date;
  log?: (line: string) => void;
}

type SfRecord = Record<string, unknown>;

const DAY = 86_400_000;
const DATE_FIELDS = new Set(Object.values(SALESFORCE_MILESTONE_FIELDS));
type AddressKind = 'site' | 'mailing' | 'billing';
const KINDS: AddressKind[] = ['site', 'mailing', 'billing'];
const PICKLIST: Record<AddressKind, string> = { site: 'Site', mailing: 'Mailing', billing: 'Billing' };
type Address = { street: string; city: string; state: string; zip: string };
const ADDRESS_FIELDS = KINDS.flatMap((kind) =>
  (Object.keys(ADDRESS_PARTS) as (keyof typeof ADDRESS_PARTS)[]).map((p) => addressField(kind, p)),
);
/** The text fields of Modulr_Project__c (WorkHub reads them to make a project: POST /projects/import). */
const TEXT_FIELDS = new Set(['Name', CLIENT_NAME_FIELD, ...ADDRESS_FIELDS, PRIMARY_ADDRESS_FIELD, APNS_FIELD]);
const FIELDS = new Set(['Id', PROJECT_NUMBER_FIELD, 'CreatedDate', 'LastModifiedDate', ...TEXT_FIELDS, ...DATE_FIELDS]);
const WRITABLE = new Set([PROJECT_NUMBER_FIELD, ...TEXT_FIELDS, ...DATE_FIELDS]);
/** Primary_Address__c is a restricted picklist. */
const PRIMARY_VALUES = new Set(Object.values(PICKLIST));

/** A record's address fields: each kind's four parts (null where there is no such address). */
function addressFields(addresses: Partial<Record<AddressKind, Address>>, primary: AddressKind | undefined): SfRecord {
  const out: SfRecord = {};
  for (const kind of KINDS)
    for (const part of Object.keys(ADDRESS_PARTS) as (keyof typeof ADDRESS_PARTS)[])
      out[addressField(kind, part)] = addresses[kind]?.[part] ?? null;
  out[PRIMARY_ADDRESS_FIELD] = primary ? PICKLIST[primary] : null;
  return out;
}

/** A Salesforce DateTime as the API writes it: '2026-03-02T17:00:00.000+0000'. */
const sfDateTime = (iso: string) => new Date(iso).toISOString().replace('Z', '+0000');
const sfError = (status: number, errorCode: string, message: string, fields?: string[]) =>
  new StandInError({ status, body: [{ message, errorCode, ...(fields ? { fields } : {}) }] });

/** An 18-character record id of the object's key prefix ('a0X'), stable per project number. */
const recordId = (projectNumber: string) =>
  `a0X${createHash('sha256').update(projectNumber).digest('base64url').replace(/[-_]/g, 'x').slice(0, 15)}`;

/**
 * One record per seeded project: its milestones as WorkHub holds them, and for every third
 * project the next milestone of the catalogue (its prerequisites set) dated two days before the
 * stand-in starts: what the sales team recorded in Salesforce and WorkHub has not pulled yet.
 */
export function seededRecords(now: Date): SfRecord[] {
  const at = sfDateTime(now.toISOString());
  return buildSeed().projects.map(({ id, data }, i) => {
    const milestones = { ...(data.milestones as Record<string, string>) };
    if (i % 3 === 0) {
      const next = MILESTONES.find((m) => !(m.name in milestones) && m.needs.every((n) => n in milestones));
      const when = new Date(now.getTime() - 2 * DAY).toISOString();
      if (next && next.needs.every((n) => Date.parse(milestones[n]!) < Date.parse(when))) milestones[next.name] = when;
    }
    // The seeded project's addresses as the sales team keeps them: site, then mailing, then billing.
    const sf = data.salesforce as { addresses?: (Address & { primary: boolean })[] };
    const list = sf.addresses ?? [];
    const addresses = Object.fromEntries(list.slice(0, 3).map((a, k) => [KINDS[k]!, a])) as Partial<Record<AddressKind, Address>>;
    const primaryAt = list.findIndex((a) => a.primary);
    const record: SfRecord = {
      Id: recordId(id),
      Name: `${id} ${String(data.clientName)}`,
      [PROJECT_NUMBER_FIELD]: id,
      CreatedDate: at,
      LastModifiedDate: at,
      [CLIENT_NAME_FIELD]: String(data.clientName),
      ...addressFields(addresses, primaryAt >= 0 && primaryAt < 3 ? KINDS[primaryAt] : undefined),
      [APNS_FIELD]: (data.apns as { apn: string }[]).map((a) => a.apn).join('; ') || null,
    };
    for (const [name, field] of Object.entries(SALESFORCE_MILESTONE_FIELDS) as [MilestoneName, string][])
      record[field] = milestones[name] ? sfDateTime(milestones[name]) : null;
    return record;
  });
}

/** The records of projects sold that WorkHub does not have yet (sales.ts), dated relative to `now`. */
export function soldRecords(now: Date): SfRecord[] {
  const daysAgo = (n: number) => sfDateTime(new Date(now.getTime() - n * DAY).toISOString());
  return SOLD_PROJECTS.map((p) => {
    const record: SfRecord = {
      Id: recordId(p.projectNumber),
      Name: `${p.projectNumber} ${p.clientName}`,
      [PROJECT_NUMBER_FIELD]: p.projectNumber,
      CreatedDate: daysAgo(p.soldDaysAgo),
      LastModifiedDate: daysAgo(0),
      [CLIENT_NAME_FIELD]: p.clientName,
      ...addressFields(
        { site: p.site, mailing: p.mailing, billing: p.billing },
        p.primary ? (p.primary.toLowerCase() as AddressKind) : undefined,
      ),
      [APNS_FIELD]: p.apns.join('; ') || null,
    };
    for (const [name, field] of Object.entries(SALESFORCE_MILESTONE_FIELDS) as [MilestoneName, string][]) {
      const ago = p.milestonesDaysAgo[name];
      record[field] = ago === undefined ? null : daysAgo(ago);
    }
    return record;
  });
}

export async function startSalesforceServer(options: SalesforceServerOptions): Promise<StandInServer & { instanceUrl: string }> {
  let records = new Map<string, SfRecord>();
  const reseed = () => {
    const now = options.now ?? new Date();
    records = new Map((options.seed === false ? [] : [...seededRecords(now), ...soldRecords(now)]).map((r) => [String(r.Id), r]));
  };
  reseed();
  const tokens = new Set<string>();
  let instanceUrl = '';

  const byNumber = (value: string) => [...records.values()].find((r) => r[PROJECT_NUMBER_FIELD] === value);

  const writeFields = (record: SfRecord, body: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(body)) {
      if (field === 'attributes') continue;
      if (!FIELDS.has(field)) throw sfError(400, 'INVALID_FIELD', `No such column '${field}' on sobject of type ${PROJECT_OBJECT}`);
      if (!WRITABLE.has(field)) throw sfError(400, 'INVALID_FIELD_FOR_INSERT_UPDATE', `Unable to create/update fields: ${field}.`, [field]);
      if (DATE_FIELDS.has(field)) {
        if (value !== null && (typeof value !== 'string' || !Number.isFinite(Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')))))
          throw sfError(
            400,
            'JSON_PARSER_ERROR',
            `Cannot deserialize instance of datetime from VALUE_STRING value ${JSON.stringify(value)}`,
          );
      } else if (value !== null && typeof value !== 'string') {
        throw sfError(400, 'JSON_PARSER_ERROR', `Cannot deserialize instance of string from ${JSON.stringify(value)}`);
      } else if (field === PRIMARY_ADDRESS_FIELD && value !== null && !PRIMARY_VALUES.has(value)) {
        throw sfError(
          400,
          'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
          `${PRIMARY_ADDRESS_FIELD}: bad value for restricted picklist field: ${value}`,
          [PRIMARY_ADDRESS_FIELD],
        );
      } else if (typeof value === 'string' && value.length > 255) {
        throw sfError(400, 'STRING_TOO_LONG', `${field}: data value too large: ${value.slice(0, 40)}… (max length=255)`, [field]);
      }
    }
    const next = { ...record };
    for (const [field, value] of Object.entries(body)) {
      if (field === 'attributes') continue;
      next[field] = DATE_FIELDS.has(field) && typeof value === 'string' ? sfDateTime(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : value;
    }
    next.LastModifiedDate = sfDateTime(new Date().toISOString());
    return next;
  };
  const badJson = (message: string) => sfError(400, 'JSON_PARSER_ERROR', message);
  const attributes = (r: SfRecord, version: string) => ({
    type: PROJECT_OBJECT,
    url: `/services/data/v${version}/sobjects/${PROJECT_OBJECT}/${String(r.Id)}`,
  });

  const query = (soql: string, version: string): Answer => {
    let q;
    try {
      q = parseSoql(soql);
    } catch (error) {
      if (error instanceof SoqlError) throw sfError(400, error.errorCode, error.message);
      throw error;
    }
    if (q.object !== PROJECT_OBJECT)
      throw sfError(400, 'INVALID_TYPE', `sObject type '${q.object}' is not supported. (this stand-in holds ${PROJECT_OBJECT} only)`);
    for (const f of [...q.fields, ...q.where.map((w) => w.field)])
      if (!FIELDS.has(f)) throw sfError(400, 'INVALID_FIELD', `No such column '${f}' on entity '${PROJECT_OBJECT}'.`);
    const matching = [...records.values()].filter((r) =>
      q.where.every((w) => (w.op === '=' ? (r[w.field] ?? null) === w.value : (r[w.field] ?? null) !== w.value)),
    );
    const rows = matching.slice(0, q.limit ?? 2000).map((r) => ({
      attributes: attributes(r, version),
      ...Object.fromEntries(q.fields.map((f) => [f, r[f] ?? null])),
    }));
    return { status: 200, body: { totalSize: rows.length, done: true, records: rows } };
  };

  const api = async (req: http.IncomingMessage, url: URL): Promise<Answer> => {
    const method = req.method ?? 'GET';
    if (url.pathname === '/services/oauth2/token' && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant type not supported' } };
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
        return { status: 400, body: { error: 'invalid_client', error_description: 'invalid client credentials' } };
      const token = `00D${randomBytes(6).toString('hex')}!${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          instance_url: instanceUrl,
          id: `${instanceUrl}/id/00Dxx0000001gPL/005xx000001SwiU`,
          token_type: 'Bearer',
          issued_at: String(Date.now()),
        },
      };
    }
    const m = /^\/services\/data\/v(\d{2,3}\.0)(\/.*)$/.exec(url.pathname);
    if (!m) throw sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) throw sfError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    const [, version, rest] = m as unknown as [string, string, string];
    if (rest === '/query' && method === 'GET') {
      const q = url.searchParams.get('q');
      if (!q) throw sfError(400, 'MALFORMED_QUERY', 'A query string has to be specified');
      return query(q, version);
    }
    const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'sobjects') throw sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    if (parts[1] !== PROJECT_OBJECT)
      throw sfError(404, 'NOT_FOUND', `The requested resource does not exist (this stand-in holds ${PROJECT_OBJECT} only)`);
    if (parts.length === 2 && method === 'POST') {
      const body = await readJsonObject(req, badJson);
      const number = body[PROJECT_NUMBER_FIELD];
      if (typeof number !== 'string' || !number)
        throw sfError(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${PROJECT_NUMBER_FIELD}]`, [PROJECT_NUMBER_FIELD]);
      if (byNumber(number))
        throw sfError(
          400,
          'DUPLICATE_VALUE',
          `duplicate value found: ${PROJECT_NUMBER_FIELD} duplicates value on record with id: ${String(byNumber(number)!.Id)}`,
        );
      const now = sfDateTime(new Date().toISOString());
      const record = writeFields({ Id: recordId(number), Name: number, CreatedDate: now }, body);
      records.set(String(record.Id), record);
      return { status: 201, body: { id: record.Id, success: true, errors: [] } };
    }
    if (parts.length === 3 && (method === 'GET' || method === 'PATCH' || method === 'DELETE')) {
      const record = records.get(parts[2]!);
      if (!record) throw sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
      if (method === 'GET') return { status: 200, body: { attributes: attributes(record, version), ...record } };
      if (method === 'DELETE') {
        records.delete(String(record.Id));
        return { status: 204 };
      }
      records.set(String(record.Id), writeFields(record, await readJsonObject(req, badJson)));
      return { status: 204 };
    }
    if (parts.length === 4 && parts[2] === PROJECT_NUMBER_FIELD && method === 'PATCH') {
      // Upsert by external id: update the record that has it, else create one.
      const number = parts[3]!;
      const body = await readJsonObject(req, badJson);
      if (PROJECT_NUMBER_FIELD in body)
        throw sfError(400, 'INVALID_FIELD', `${PROJECT_NUMBER_FIELD} is the external id of the upsert; it cannot be in the body`);
      const existing = byNumber(number);
      const now = sfDateTime(new Date().toISOString());
      const record = writeFields(
        existing ?? { Id: recordId(number), Name: number, [PROJECT_NUMBER_FIELD]: number, CreatedDate: now },
        body,
      );
      records.set(String(record.Id), record);
      return { status: existing ? 200 : 201, body: { id: record.Id, success: true, errors: [], created: !existing } };
    }
    throw sfError(405, 'METHOD_NOT_ALLOWED', `HTTP Method '${method}' not allowed`);
  };

  const server = await startStandIn({
    name: 'salesforce',
    port: options.port,
    host: options.host,
    log: options.log,
    api,
    routeOf: (req, url) => {
      const path = url.pathname
        .replace(/^\/services\/data\/v[\d.]+/, '')
        .replace(/\/[^/]+$/, (last) => (/^\/(query|token|Modulr_Project__c)$/.test(last) ? last : '/{id}'));
      return `${req.method} ${path}`;
    },
    failure: () => ({ status: 503, body: [{ message: 'Server Unavailable', errorCode: 'SERVER_UNAVAILABLE' }] }),
    control: async (name) => {
      if (name === 'reset') {
        reseed();
        return { status: 200, body: { ok: true, records: records.size } };
      }
      if (name === 'expire') {
        // Every issued session ends (as when an admin revokes them): the next call gets 401 INVALID_SESSION_ID.
        tokens.clear();
        return { status: 200, body: { ok: true } };
      }
      return undefined;
    },
  });
  instanceUrl = server.url;
  return { ...server, instanceUrl };
}
