/**
 * Salesforce behind an adapter: the CRM that owns the sales side of a project's milestones.
 * `salesforceCrm` speaks Salesforce's REST API: the company's org in production, the stand-in
 * (emulators/salesforce) locally and in tests.
 *
 * Authentication: the OAuth 2.0 client-credentials flow of a Connected App
 * (`POST {SALESFORCE_LOGIN_URL}/services/oauth2/token` grant_type=client_credentials → access_token,
 * instance_url); the token is kept and fetched again once when Salesforce answers 401
 * INVALID_SESSION_ID.
 *
 * Object mapping (docs/decisions.md "Outside systems"): one custom object `Modulr_Project__c` per
 * WorkHub project, found by the external id field `Project_Number__c` (= the project id, 'P-1001'),
 * with one DateTime field per milestone (`permittingStarted` → `Permitting_Started__c`, see
 * SALESFORCE_MILESTONE_FIELDS).
 * - milestonesOf: `GET /services/data/v60.0/query?q=SELECT Id, Project_Number__c, <date fields>
 *   FROM Modulr_Project__c WHERE Project_Number__c = '<id>' LIMIT 1`
 * - pushMilestone: `PATCH /services/data/v60.0/sobjects/Modulr_Project__c/Project_Number__c/<id>`
 *   { <field>: <date> | null } — an upsert by external id, so a project Salesforce does not hold
 *   yet gets its record.
 * - projectOf: `GET /services/data/v60.0/query?q=SELECT Id, Name, Project_Number__c, CreatedDate,
 *   Client_Name__c, <Site|Mailing|Billing>_<Street|City|State|Postal_Code>__c, Primary_Address__c,
 *   APNs__c, <date fields> FROM Modulr_Project__c WHERE Project_Number__c = '<id>' LIMIT 1`: what a
 *   new WorkHub project is made of (POST /projects/import; docs/decisions.md "Projects come from
 *   Salesforce"). The fields are SALESFORCE_PROJECT_FIELDS.
 * Configured from SALESFORCE_LOGIN_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET
 * (SALESFORCE_API_VERSION, default 60.0; SALESFORCE_TIMEOUT_MS, default 15000).
 */
import { MILESTONE_NAMES, type MilestoneName, type SalesforceAddressKind, type SalesforceProject } from '@workhub/domain';
import { callOutside, failed, garbage, notConfigured, OutsideSystemError, timeoutFromEnv, type OutsideAnswer } from '../outside.js';

export const SALESFORCE = 'Salesforce';
export const PROJECT_OBJECT = 'Modulr_Project__c';
export const PROJECT_NUMBER_FIELD = 'Project_Number__c';

/** 'permittingStarted' → 'Permitting_Started__c'. */
export const milestoneField = (name: string) =>
  `${name
    .replace(/([A-Z])/g, '_$1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/_([a-z])/g, (_, c: string) => `_${c.toUpperCase()}`)}__c`;

/** Each WorkHub milestone's DateTime field on Modulr_Project__c. */
export const SALESFORCE_MILESTONE_FIELDS = Object.fromEntries(MILESTONE_NAMES.map((m) => [m, milestoneField(m)])) as Record<
  MilestoneName,
  string
>;

/** The client's name on the record (the Account's name copied onto the project by the sales flow). */
export const CLIENT_NAME_FIELD = 'Client_Name__c';
/** Up to three addresses per record, each four text fields: 'Site_Street__c', …, 'Billing_Postal_Code__c'. */
export const ADDRESS_PREFIXES: Record<SalesforceAddressKind, string> = { site: 'Site', mailing: 'Mailing', billing: 'Billing' };
export const ADDRESS_PARTS = { street: 'Street', city: 'City', state: 'State', zip: 'Postal_Code' } as const;
export const addressField = (kind: SalesforceAddressKind, part: keyof typeof ADDRESS_PARTS) =>
  `${ADDRESS_PREFIXES[kind]}_${ADDRESS_PARTS[part]}__c`;
/** Picklist 'Site' | 'Mailing' | 'Billing': the address the project goes by (empty → the site). */
export const PRIMARY_ADDRESS_FIELD = 'Primary_Address__c';
/** Text: the site's assessor parcel numbers, separated by ';' (or ',' or new lines). */
export const APNS_FIELD = 'APNs__c';
const ADDRESS_KINDS = Object.keys(ADDRESS_PREFIXES) as SalesforceAddressKind[];
/** Every field projectOf reads, in query order. */
export const SALESFORCE_PROJECT_FIELDS = [
  'Id',
  'Name',
  PROJECT_NUMBER_FIELD,
  'CreatedDate',
  CLIENT_NAME_FIELD,
  ...ADDRESS_KINDS.flatMap((kind) =>
    (Object.keys(ADDRESS_PARTS) as (keyof typeof ADDRESS_PARTS)[]).map((part) => addressField(kind, part)),
  ),
  PRIMARY_ADDRESS_FIELD,
  APNS_FIELD,
  ...Object.values(SALESFORCE_MILESTONE_FIELDS),
];

export interface ProjectSource {
  /** The project Salesforce sold under this number, as WorkHub needs it; undefined when it has none. */
  projectOf(projectNumber: string): Promise<SalesforceProject | undefined>;
}

export interface MilestoneCrm {
  /** Tells the CRM that `milestone` was set (`date`, ISO) or removed (`null`). */
  pushMilestone(projectId: string, milestone: MilestoneName, date: string | null): Promise<void>;
  /** The milestones the CRM holds for a project (ISO dates); undefined when it has no record of it. */
  milestonesOf(projectId: string): Promise<Partial<Record<MilestoneName, string>> | undefined>;
}

/** What a probe learnt: the answer's status and the call made (the outside-systems page). */
export interface ProbeAnswer {
  status: number;
  check: string;
}

/** The Salesforce adapter: where projects come from, the CRM of their milestones, and a cheap authenticated read for the outside-systems page. */
export interface SalesforceCrm extends MilestoneCrm, ProjectSource {
  /** A token, then `SELECT Id FROM Modulr_Project__c LIMIT 1`. */
  probe(): Promise<ProbeAnswer>;
}

export interface SalesforceConfig {
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  timeoutMs: number;
}

export function salesforceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SalesforceConfig {
  const { SALESFORCE_LOGIN_URL: loginUrl, SALESFORCE_CLIENT_ID: clientId, SALESFORCE_CLIENT_SECRET: clientSecret } = env;
  if (!loginUrl || !clientId || !clientSecret)
    throw notConfigured(SALESFORCE, ['SALESFORCE_LOGIN_URL', 'SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET']);
  const apiVersion = /^\d{2,3}\.0$/.test(env.SALESFORCE_API_VERSION ?? '') ? env.SALESFORCE_API_VERSION! : '60.0';
  return {
    loginUrl: loginUrl.replace(/\/+$/, ''),
    clientId,
    clientSecret,
    apiVersion,
    timeoutMs: timeoutFromEnv(env.SALESFORCE_TIMEOUT_MS, 15_000),
  };
}

/** A SOQL string literal: backslash and quote escaped, as SOQL requires. */
export const soqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Salesforce's error text: `[{ message, errorCode }]` (REST) or `{ error, error_description }` (OAuth). */
export function salesforceMessage(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    const texts = body
      .map((e) => (e && typeof e === 'object' ? (e as Record<string, unknown>) : {}))
      .map((e) => [e.errorCode, e.message].filter((x) => typeof x === 'string').join(': '))
      .filter(Boolean);
    return texts.length ? texts.join('; ') : undefined;
  }
  if (body && typeof body === 'object') {
    const { error, error_description } = body as Record<string, unknown>;
    if (typeof error === 'string') return typeof error_description === 'string' ? `${error}: ${error_description}` : error;
  }
  return undefined;
}

/** A Salesforce DateTime ('2026-03-02T17:00:00.000+0000') as an ISO date ('2026-03-02T17:00:00.000Z'). */
export function isoOfSalesforce(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const at = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * A Modulr_Project__c record (as the query returns it) mapped to the project WorkHub makes of it.
 * Throws garbage (502 naming Salesforce) for a record that is not one: a wrong number, a
 * non-text field, a date that is not a date.
 */
export function projectOfRecord(record: Record<string, unknown>, projectNumber: string, instanceUrl: string): SalesforceProject {
  const bad = (what: string) => garbage(SALESFORCE, `${what} of ${PROJECT_OBJECT} ${projectNumber}`);
  if (record[PROJECT_NUMBER_FIELD] !== projectNumber || typeof record.Id !== 'string') throw bad('the record');
  for (const field of SALESFORCE_PROJECT_FIELDS)
    if (record[field] !== undefined && record[field] !== null && typeof record[field] !== 'string') throw bad(field);
  const createdAt = isoOfSalesforce(record.CreatedDate);
  if (!createdAt) throw bad('CreatedDate');
  const primaryKind = text(record[PRIMARY_ADDRESS_FIELD])?.toLowerCase();
  const addresses: SalesforceProject['addresses'] = [];
  const incomplete: string[] = [];
  for (const kind of ADDRESS_KINDS) {
    const parts = Object.fromEntries(
      (Object.keys(ADDRESS_PARTS) as (keyof typeof ADDRESS_PARTS)[]).map((part) => [part, text(record[addressField(kind, part)])]),
    ) as Record<keyof typeof ADDRESS_PARTS, string | undefined>;
    const given = Object.values(parts).filter(Boolean).length;
    if (given === 0) continue;
    if (given < 4) {
      incomplete.push(
        ...(Object.keys(ADDRESS_PARTS) as (keyof typeof ADDRESS_PARTS)[]).filter((p) => !parts[p]).map((p) => addressField(kind, p)),
      );
      continue;
    }
    addresses.push({ kind, street: parts.street!, city: parts.city!, state: parts.state!, zip: parts.zip!, primary: false });
  }
  const primary = addresses.find((a) => a.kind === primaryKind) ?? addresses.find((a) => a.kind === 'site') ?? addresses[0];
  if (primary) primary.primary = true;
  const milestones: Partial<Record<MilestoneName, string>> = {};
  for (const [name, field] of Object.entries(SALESFORCE_MILESTONE_FIELDS) as [MilestoneName, string][]) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    const iso = isoOfSalesforce(value);
    if (!iso) throw bad(field);
    milestones[name] = iso;
  }
  const apns = [
    ...new Set(
      (text(record[APNS_FIELD]) ?? '')
        .split(/[;,\n]/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  return {
    projectNumber,
    recordId: record.Id,
    name: text(record.Name) ?? projectNumber,
    clientName: text(record[CLIENT_NAME_FIELD]) ?? text(record.Name) ?? projectNumber,
    createdAt,
    addresses,
    incomplete,
    apns,
    milestones,
    url: `${instanceUrl}/lightning/r/${PROJECT_OBJECT}/${record.Id}/view`,
  };
}

export function salesforceCrm(config: SalesforceConfig, fetchImpl: typeof fetch = fetch): SalesforceCrm {
  let session: Promise<{ token: string; instanceUrl: string }> | undefined;

  const login = async () => {
    const what = 'POST /services/oauth2/token';
    const answer = await callOutside(
      SALESFORCE,
      `${config.loginUrl}/services/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }).toString(),
        timeoutMs: config.timeoutMs,
      },
      fetchImpl,
    );
    if (answer.status !== 200) {
      // A refused login is the deployment's problem (wrong key pair), never the user's: 502.
      const message = salesforceMessage(answer.json);
      throw new OutsideSystemError(
        SALESFORCE,
        502,
        'outside-refused',
        `Salesforce answered ${answer.status} (${what})${message ? `: ${message}` : ''}`,
      );
    }
    const { access_token, instance_url } = (answer.json ?? {}) as Record<string, unknown>;
    if (typeof access_token !== 'string' || typeof instance_url !== 'string' || !/^https?:\/\//.test(instance_url))
      throw garbage(SALESFORCE, what);
    return { token: access_token, instanceUrl: instance_url.replace(/\/+$/, '') };
  };

  const api = async (method: string, path: string, body?: unknown): Promise<OutsideAnswer & { instanceUrl: string }> => {
    const what = `${method} ${path.split('?')[0]}`;
    for (let attempt = 0; ; attempt++) {
      const current = (session ??= login());
      let s: Awaited<typeof current>;
      try {
        s = await current;
      } catch (error) {
        if (session === current) session = undefined;
        throw error;
      }
      const answer = await callOutside(
        SALESFORCE,
        `${s.instanceUrl}/services/data/v${config.apiVersion}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${s.token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          timeoutMs: config.timeoutMs,
        },
        fetchImpl,
      );
      if (answer.status === 401 && attempt === 0) {
        // The session expired or was revoked: one new token, one more try.
        if (session === current) session = undefined;
        continue;
      }
      if (answer.status >= 300) throw failed(SALESFORCE, answer.status, salesforceMessage(answer.json), what);
      return { ...answer, instanceUrl: s.instanceUrl };
    }
  };

  return {
    async projectOf(projectNumber) {
      const soql = `SELECT ${SALESFORCE_PROJECT_FIELDS.join(', ')} FROM ${PROJECT_OBJECT} WHERE ${PROJECT_NUMBER_FIELD} = ${soqlString(projectNumber)} LIMIT 1`;
      const answer = await api('GET', `/query?q=${encodeURIComponent(soql)}`);
      const { records, totalSize } = (answer.json ?? {}) as { records?: unknown; totalSize?: unknown };
      if (!Array.isArray(records) || typeof totalSize !== 'number') throw garbage(SALESFORCE, `GET /query ${PROJECT_OBJECT}`);
      const record = records[0] as unknown;
      if (record === undefined) return undefined;
      if (!record || typeof record !== 'object') throw garbage(SALESFORCE, `GET /query ${PROJECT_OBJECT}`);
      return projectOfRecord(record as Record<string, unknown>, projectNumber, answer.instanceUrl);
    },
    async probe() {
      const soql = `SELECT Id FROM ${PROJECT_OBJECT} LIMIT 1`;
      const answer = await api('GET', `/query?q=${encodeURIComponent(soql)}`);
      const { records } = (answer.json ?? {}) as { records?: unknown };
      if (!Array.isArray(records)) throw garbage(SALESFORCE, `GET /query ${PROJECT_OBJECT}`);
      return { status: answer.status, check: `token, then GET /services/data/v${config.apiVersion}/query (${soql})` };
    },
    async milestonesOf(projectId) {
      const fields = Object.values(SALESFORCE_MILESTONE_FIELDS);
      const soql = `SELECT Id, ${PROJECT_NUMBER_FIELD}, ${fields.join(', ')} FROM ${PROJECT_OBJECT} WHERE ${PROJECT_NUMBER_FIELD} = ${soqlString(projectId)} LIMIT 1`;
      const answer = await api('GET', `/query?q=${encodeURIComponent(soql)}`);
      const { records, totalSize } = (answer.json ?? {}) as { records?: unknown; totalSize?: unknown };
      if (!Array.isArray(records) || typeof totalSize !== 'number') throw garbage(SALESFORCE, `GET /query ${PROJECT_OBJECT}`);
      const record = records[0] as Record<string, unknown> | undefined;
      if (!record) return undefined;
      if (typeof record !== 'object' || record[PROJECT_NUMBER_FIELD] !== projectId)
        throw garbage(SALESFORCE, `GET /query ${PROJECT_OBJECT}`);
      const out: Partial<Record<MilestoneName, string>> = {};
      for (const [name, field] of Object.entries(SALESFORCE_MILESTONE_FIELDS) as [MilestoneName, string][]) {
        const value = record[field];
        if (value === null || value === undefined) continue;
        const iso = isoOfSalesforce(value);
        if (!iso) throw garbage(SALESFORCE, `${field} of ${projectId} is not a date`);
        out[name] = iso;
      }
      return out;
    },
    async pushMilestone(projectId, milestone, date) {
      const field = SALESFORCE_MILESTONE_FIELDS[milestone];
      if (!field) throw new OutsideSystemError(SALESFORCE, 400, 'bad-request', `No Salesforce field for ${milestone}`);
      const path = `/sobjects/${PROJECT_OBJECT}/${PROJECT_NUMBER_FIELD}/${encodeURIComponent(projectId)}`;
      const answer = await api('PATCH', path, { [field]: date });
      // Upsert: 201 { id, success, created: true } for a new record, 200 { …, created: false } or 204 for an update.
      if (answer.status === 204) return;
      const { success } = (answer.json ?? {}) as { success?: unknown };
      if (success !== true) throw garbage(SALESFORCE, `PATCH /sobjects/${PROJECT_OBJECT}`);
    },
  };
}

/** The CRM configured from the functions' environment (503 'Salesforce is not configured' without it). */
export function crmFromEnv(env: NodeJS.ProcessEnv = process.env): SalesforceCrm {
  return salesforceCrm(salesforceConfigFromEnv(env));
}
