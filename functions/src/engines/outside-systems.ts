import nodemailer from 'nodemailer';
import {
  mailSettingsFromEnv,
  OUTSIDE_PROBE_TIMEOUT_MS,
  OUTSIDE_SYSTEM_IDS,
  type OutsideSystemId,
  type OutsideSystemStatus,
  type OutsideSystemsAnswer,
} from '@workhub/domain';
import { frappeConfigFromEnv, frappeErp } from './erp/frappe.js';
import { onshapeAdapter, onshapeConfigFromEnv } from './onshape/client.js';
import { salesforceConfigFromEnv, salesforceCrm } from './salesforce/salesforce.js';
import { googlePlaces, placesConfigFromEnv } from './places/google-places.js';
import { arcgisConfigFromEnv, probeZoningLayer } from './zoning/arcgis.js';
import { generatorServiceConfigFromEnv, probeGeneratorService } from './generators/http.js';
import { legacyAssetServiceConfigFromEnv, probeLegacyAssetService } from './legacy-assets/http.js';
import { graphConfigFromEnv, graphDirectory } from './directory/graph.js';
import { blobStore, bucketName, isLocal } from './storage/index.js';
import { authConfig } from '../auth/auth-config.js';

/**
 * The outside-systems page (docs/decisions.md "Outside systems page"): for each outside system,
 * whether this deployment is configured for it (which variables are missing), where it is (host
 * only) and, when configured, one cheap authenticated read made through the adapter's own code
 * (its own request signing, token flow and error texts) with a short timeout. The probes run in
 * parallel; each is also cut off at the timeout here, so the whole answer takes about one timeout
 * at most. Secrets never appear: targets are hosts, and any configured secret value found in an
 * error text is masked.
 */

export interface ProbeResult {
  /** The HTTP status of the answer, when there is one. */
  status?: number;
}

export interface OutsideSystemDefinition {
  id: OutsideSystemId;
  name: string;
  role: string;
  /** The variables that must be set; the system is configured when none is missing. */
  required: readonly string[];
  /** Where it is (host, port), from the environment; only called when configured. */
  target(env: NodeJS.ProcessEnv): string;
  /** The probe, in words ('GET /api/resource/Item (1 row)'). */
  check: string;
  /** Other names the adapter's own error texts use for it ('The ERP'). */
  aliases?: readonly string[];
  /** One cheap read with this timeout; throws (naming the system) when it does not answer as it should. */
  probe(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ProbeResult>;
}

/** The variables whose values are secrets (masked in any text the page shows). */
export const SECRET_VARIABLES = [
  'ERP_API_KEY',
  'ERP_API_SECRET',
  'ONSHAPE_ACCESS_KEY',
  'ONSHAPE_SECRET_KEY',
  'SALESFORCE_CLIENT_SECRET',
  'GOOGLE_PLACES_API_KEY',
  'GENERATOR_API_KEY',
  'LEGACY_ASSETS_API_KEY',
  'GRAPH_CLIENT_SECRET',
  'SMTP_PASS',
] as const;

const hostOf = (url: string | undefined): string => {
  try {
    return new URL(url ?? '').host;
  } catch {
    return '(not a URL)';
  }
};

/** The timeout each adapter uses for a probe: the page's, never its own longer one. */
const withTimeout = <C extends { timeoutMs?: number }>(config: C, timeoutMs: number): C => ({ ...config, timeoutMs });

/** An address the directory surely does not hold: its 404 still proves the token and the read. */
const probeAccount = (env: NodeJS.ProcessEnv) => `workhub-outside-systems-probe@${authConfig(env).companyDomains[0] ?? 'invalid'}`;

export const OUTSIDE_SYSTEMS: readonly OutsideSystemDefinition[] = [
  {
    id: 'erp',
    name: 'ERPNext',
    aliases: ['ERP'],
    role: 'ERP items, stock, material requests',
    required: ['ERP_URL', 'ERP_API_KEY', 'ERP_API_SECRET'],
    target: (env) => hostOf(env.ERP_URL),
    check: 'GET /api/resource/Item (1 row)',
    async probe(env, timeoutMs) {
      await frappeErp(withTimeout(frappeConfigFromEnv(env), timeoutMs)).list('Item', { limit: 1 });
      return { status: 200 };
    },
  },
  {
    id: 'onshape',
    name: 'Onshape',
    role: 'CAD documents and bills of materials',
    required: ['ONSHAPE_URL', 'ONSHAPE_ACCESS_KEY', 'ONSHAPE_SECRET_KEY'],
    target: (env) => hostOf(env.ONSHAPE_URL),
    check: 'signed GET /api/v6/users/sessioninfo',
    async probe(env, timeoutMs) {
      let status: number | undefined;
      await onshapeAdapter(withTimeout(onshapeConfigFromEnv(env), timeoutMs), { onCall: (c) => (status = c.status) }).sessionInfo();
      return status ? { status } : {};
    },
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    role: 'project milestones (CRM)',
    required: ['SALESFORCE_LOGIN_URL', 'SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'],
    target: (env) => hostOf(env.SALESFORCE_LOGIN_URL),
    check: 'OAuth token, then a SOQL query of 1 row (SELECT Id FROM Modulr_Project__c LIMIT 1)',
    probe: (env, timeoutMs) => salesforceCrm(withTimeout(salesforceConfigFromEnv(env), timeoutMs)).probe(),
  },
  {
    id: 'places',
    name: 'Google Places',
    role: 'address search and geocoding',
    required: ['GOOGLE_PLACES_API_KEY'],
    target: (env) => hostOf(env.GOOGLE_PLACES_URL || 'https://places.googleapis.com'),
    check: 'POST /v1/places:searchText asking for place ids only (1 result)',
    probe: (env, timeoutMs) => googlePlaces(withTimeout(placesConfigFromEnv(env), timeoutMs)).probe(),
  },
  {
    id: 'zoning',
    name: 'Zoning GIS',
    aliases: ['zoning GIS'],
    role: "a parcel's zoning (ArcGIS feature layer)",
    required: ['ZONING_LAYER_URL'],
    target: (env) => hostOf(env.ZONING_LAYER_URL),
    check: "GET the layer's description (f=json)",
    probe: (env, timeoutMs) => probeZoningLayer(withTimeout(arcgisConfigFromEnv(env), timeoutMs)),
  },
  {
    id: 'generators',
    name: 'Generator service',
    aliases: ['generator service'],
    role: 'base generator runs and dry runs',
    required: ['GENERATOR_URL', 'GENERATOR_API_KEY'],
    target: (env) => hostOf(env.GENERATOR_URL),
    check: 'GET /v1/runs/workhub-probe (an unknown run: its 404 expected)',
    probe: (env, timeoutMs) => probeGeneratorService(withTimeout(generatorServiceConfigFromEnv(env), timeoutMs)),
  },
  {
    id: 'legacyAssets',
    name: 'Legacy asset service',
    aliases: ['legacy asset service'],
    role: 'legacy asset generation',
    required: ['LEGACY_ASSETS_URL', 'LEGACY_ASSETS_API_KEY'],
    target: (env) => hostOf(env.LEGACY_ASSETS_URL),
    check: 'POST /legacy/v1/assets with an empty request (its refusal expected; nothing generated)',
    probe: (env, timeoutMs) => probeLegacyAssetService(withTimeout(legacyAssetServiceConfigFromEnv(env), timeoutMs)),
  },
  {
    id: 'identityProvider',
    name: 'Identity provider (OpenID Connect)',
    aliases: ['identity provider'],
    role: 'work-account sign-in',
    // OIDC_ISSUER has a default (the local provider), so it is always configured.
    required: [],
    target: (env) => hostOf(authConfig(env).issuer),
    check: 'GET its discovery document (/.well-known/openid-configuration)',
    async probe(env, timeoutMs) {
      const url = authConfig(env).discoveryUrl;
      let res: Response;
      try {
        res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        const e = err as Error;
        throw new Error(
          e.name === 'TimeoutError'
            ? `The identity provider did not answer within ${timeoutMs} ms`
            : `The identity provider cannot be reached: ${e.message}`,
        );
      }
      const body = (await res.json().catch(() => undefined)) as { issuer?: unknown; jwks_uri?: unknown } | undefined;
      if (res.status !== 200) throw new Error(`The identity provider answered ${res.status} for its discovery document`);
      if (typeof body?.issuer !== 'string' || typeof body.jwks_uri !== 'string')
        throw new Error('The identity provider answered something that is not a discovery document');
      return { status: res.status };
    },
  },
  {
    id: 'graph',
    name: 'Microsoft Graph',
    role: 'is a work account still enabled (sign-in)',
    required: ['GRAPH_URL', 'GRAPH_TOKEN_URL', 'GRAPH_CLIENT_ID', 'GRAPH_CLIENT_SECRET'],
    target: (env) => hostOf(env.GRAPH_URL),
    check: 'app token, then GET /v1.0/users/{a probe account}?$select=accountEnabled',
    async probe(env, timeoutMs) {
      const config = graphConfigFromEnv(env);
      if (!config) throw new Error('Microsoft Graph is not configured (GRAPH_URL)');
      await graphDirectory(withTimeout(config, timeoutMs)).accountEnabled(probeAccount(env));
      return {};
    },
  },
  {
    id: 'smtp',
    name: 'SMTP mail server',
    aliases: ['SMTP'],
    role: 'mail WorkHub sends',
    required: ['SMTP_HOST', 'MAIL_FROM', 'MAIL_ALLOWED_DOMAINS'],
    target: (env) => `${env.SMTP_HOST}:${env.SMTP_PORT ?? '587'}`,
    check: 'connect, EHLO (and login when a user is set), quit: no mail sent',
    async probe(env, timeoutMs) {
      const read = mailSettingsFromEnv(env);
      if (!read.ok) throw new Error(`Mail is not configured: ${read.problem}`);
      const { host, port, secure, user, pass } = read.settings.smtp;
      // Its own connection (not the pooled one that sends): connect, greeting, EHLO (and login), quit.
      const transport = nodemailer.createTransport({
        host,
        port,
        secure,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
      });
      try {
        await transport.verify();
      } catch (err) {
        throw new Error(`The SMTP server ${host}:${port} did not accept a connection: ${(err as Error).message}`);
      } finally {
        transport.close();
      }
      return {};
    },
  },
  {
    id: 'storage',
    name: 'File storage',
    aliases: ['storage', 'bucket'],
    role: 'uploads, materials, legacy assets',
    required: [],
    target: (env) => (isLocal(env) ? `local disk (bucket ${bucketName(env)})` : `gs://${bucketName(env)}`),
    check: 'read the facts of one object name',
    async probe(env) {
      // The metadata of a name nobody stores: an answer (none) shows the bucket is there and readable.
      await blobStore(env).stat('workhub-outside-systems-probe');
      return {};
    },
  },
];

/** The env's secret values, longest first (a value inside another is masked with it). */
const secretValues = (env: NodeJS.ProcessEnv) =>
  SECRET_VARIABLES.map((k) => env[k])
    .filter((v): v is string => typeof v === 'string' && v.length >= 4)
    .sort((a, b) => b.length - a.length);

/** The text with every configured secret value replaced by '…'. */
export function maskSecrets(text: string, env: NodeJS.ProcessEnv): string {
  let out = text;
  for (const secret of secretValues(env)) out = out.split(secret).join('…');
  return out;
}

/** The error's text, naming the system when the adapter's text does not already. */
export function probeErrorText(name: string, error: unknown, aliases: readonly string[] = []): string {
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'failed without a message';
  const named = [name, ...aliases].some((n) => message.toLowerCase().includes(n.toLowerCase()));
  return named ? message : `${name}: ${message}`;
}

/** A probe's own timeout fires first (its adapter's words); this bound catches a probe of several calls. */
const DEADLINE_GRACE_MS = 250;

/** The promise, or a rejection after `ms` (+ grace) naming the system (a timer, never a sleep). */
function deadline<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms + DEADLINE_GRACE_MS);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** One system's state (never throws). */
export async function checkSystem(
  system: OutsideSystemDefinition,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<OutsideSystemStatus> {
  const base = { id: system.id, name: system.name, role: system.role };
  const missing = system.required.filter((k) => !env[k]?.trim());
  if (missing.length)
    return {
      ...base,
      configured: false,
      missing,
      target: null,
      state: 'not-configured',
      detail: `${system.name} is not configured (${missing.join(', ')} not set)`,
    };
  let target: string;
  try {
    target = maskSecrets(system.target(env), env);
  } catch {
    target = '(unreadable setting)';
  }
  const started = now();
  try {
    const result = await deadline(
      Promise.resolve().then(() => system.probe(env, timeoutMs)),
      timeoutMs,
      system.name,
    );
    return {
      ...base,
      configured: true,
      missing: [],
      target,
      state: 'reachable',
      check: system.check,
      ...(result.status !== undefined ? { status: result.status } : {}),
      ms: Math.max(0, Math.round(now() - started)),
    };
  } catch (error) {
    return {
      ...base,
      configured: true,
      missing: [],
      target,
      state: 'unreachable',
      check: system.check,
      ms: Math.max(0, Math.round(now() - started)),
      detail: maskSecrets(probeErrorText(system.name, error, system.aliases), env),
    };
  }
}

/** Every system's state, probed in parallel. */
export async function checkOutsideSystems(
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number; systems?: readonly OutsideSystemDefinition[] } = {},
): Promise<OutsideSystemsAnswer> {
  const env = options.env ?? process.env;
  const timeoutMs = options.timeoutMs ?? OUTSIDE_PROBE_TIMEOUT_MS;
  const systems = options.systems ?? OUTSIDE_SYSTEMS;
  const checkedAt = new Date().toISOString();
  const results = await Promise.all(systems.map((s) => checkSystem(s, env, timeoutMs)));
  const order = (id: OutsideSystemId) => OUTSIDE_SYSTEM_IDS.indexOf(id);
  return { checkedAt, timeoutMs, systems: results.sort((a, b) => order(a.id) - order(b.id)) };
}
