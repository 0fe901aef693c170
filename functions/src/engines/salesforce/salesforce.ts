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
 * Configured from SALESFORCE_LOGIN_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET
 * (SALESFORCE_API_VERSION, default 60.0; SALESFORCE_TIMEOUT_MS, default 15000).
 */
import { MILESTONE_NAMES, type MilestoneName } from '@workhub/domain';
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

/** The Salesforce adapter: the CRM, and a cheap authenticated read for the outside-systems page. */
export interface SalesforceCrm extends MilestoneCrm {
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

  const api = async (method: string, path: string, body?: unknown): Promise<OutsideAnswer> => {
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
      return answer;
    }
  };

  return {
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
export function crmFromEnv(env: NodeJS.ProcessEnv = process.env): MilestoneCrm {
  return salesforceCrm(salesforceConfigFromEnv(env));
}
