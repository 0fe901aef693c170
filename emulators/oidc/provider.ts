/**
 * The local OpenID Connect identity provider (oidc-provider 9 over https) that stands in for
 * Microsoft Entra ID locally. Overview and usage: see main.ts.
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import Provider, { interactionPolicy } from 'oidc-provider';
import type { Adapter, AdapterPayload, ClaimsSource, Configuration, InteractionDetails, ProviderContext } from 'oidc-provider';
import { SEEDED_ACCOUNTS, isCompanyEmail } from '@workhub/domain';
import { DEFAULT_CERT_DIR, ensureCertificate } from './certificate.js';
import { keepConnectionsLikeAHostedApi } from '../lib/stand-in.js';

export const DEFAULT_CLIENT_ID = 'workhub-web';
/** The app's dev server (vite) and preview server origins, by name and by address. */
export const DEFAULT_APP_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4273',
  'http://127.0.0.1:4273',
];
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** Redirect URIs for app origins: each origin with and without a trailing '/'. */
export function redirectUrisFor(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    const base = normaliseOrigin(origin);
    return [base, `${base}/`];
  });
}

/** Post-logout redirect URIs for app origins: origin, origin + '/', origin + '/logout', and the app's signed-out page. */
export function postLogoutRedirectUrisFor(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    const base = normaliseOrigin(origin);
    return [base, `${base}/`, `${base}/logout`, `${base}/logout?signedOut=1`];
  });
}

function normaliseOrigin(origin: string): string {
  return new URL(origin.trim()).origin;
}

// ---------------------------------------------------------------------------------------------
// Accounts

export interface LocalAccount {
  /** Stable id: the lowercased email (the ID token's `sub`). */
  accountId: string;
  email: string;
  name: string;
  /** One of SEEDED_ACCOUNTS (false: made up on the fly from a typed address). */
  seeded: boolean;
}

const EMAIL_PATTERN = /^[^\s@<>"'`]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

const seededByEmail = new Map(SEEDED_ACCOUNTS.map((account) => [account.email.toLowerCase(), account]));

/** The account for a typed or seeded email address (any well-formed address is accepted). */
export function accountForEmail(raw: string): LocalAccount | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return undefined;
  const seeded = seededByEmail.get(email);
  if (seeded) return { accountId: email, email, name: seeded.displayName, seeded: true };
  return { accountId: email, email, name: email.split('@')[0] ?? email, seeded: false };
}

/**
 * Accounts an administrator disabled (Entra: accountEnabled false), by account id. Their sign-in is
 * refused on the login page (AADSTS50057) and no token is issued for them (refresh included);
 * tokens issued before stay valid until they expire, as in Entra.
 */
export class DisabledAccounts {
  private readonly ids = new Set<string>();

  has(accountId: string): boolean {
    return this.ids.has(accountId.trim().toLowerCase());
  }

  set(accountId: string, disabled: boolean): void {
    const id = accountId.trim().toLowerCase();
    if (disabled) this.ids.add(id);
    else this.ids.delete(id);
  }

  list(): string[] {
    return [...this.ids].sort();
  }
}

/** Entra's answer to a disabled account's sign-in (AADSTS50057), naming the account. */
export function disabledAccountDescription(email: string): string {
  return `AADSTS50057: The user account is disabled. The account ${email} has been disabled by an administrator.`;
}

function claimsSource(account: LocalAccount): ClaimsSource {
  return {
    accountId: account.accountId,
    claims: () => ({
      sub: account.accountId,
      email: account.email,
      email_verified: true,
      name: account.name,
      preferred_username: account.email,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Persistent signing keys and cookie secrets (so a running app's cached keys stay valid)

interface ProviderSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

const generateKeyPairAsync = promisify(generateKeyPair);

async function newSecrets(): Promise<ProviderSecrets> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    jwks: { keys: [{ ...jwk, kid: `workhub-local-${randomUUID()}`, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isSecrets(value: unknown): value is ProviderSecrets {
  const v = value as Partial<ProviderSecrets> | null;
  return (
    !!v &&
    Array.isArray(v.jwks?.keys) &&
    v.jwks.keys.length > 0 &&
    v.jwks.keys.every((k) => k && k.kty === 'RSA' && typeof k.d === 'string' && typeof k.kid === 'string') &&
    Array.isArray(v.cookieKeys) &&
    v.cookieKeys.length > 0 &&
    v.cookieKeys.every((k) => typeof k === 'string' && k.length >= 16)
  );
}

/** Loads `<dir>/provider-keys.json`, creating it (mode 0600) when missing or unusable. */
export async function ensureProviderSecrets(dir: string): Promise<ProviderSecrets> {
  const file = path.join(dir, 'provider-keys.json');
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSecrets(parsed)) return parsed;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && !(err instanceof SyntaxError)) throw err;
  }
  const secrets = await newSecrets();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  await chmod(tmp, 0o600);
  await rename(tmp, file);
  return secrets;
}

// ---------------------------------------------------------------------------------------------
// In-memory storage (state is lost on restart; only the keys above persist)

function createMemoryAdapter(clockToleranceSeconds: number): new (model: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const grantMembers = new Map<string, Set<string>>();
  const sessionUids = new Map<string, string>();
  const userCodes = new Map<string, string>();
  let writes = 0;

  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [grantId, members] of grantMembers) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) grantMembers.delete(grantId);
    }
    for (const [uid, id] of sessionUids) if (!entries.has(`Session:${id}`)) sessionUids.delete(uid);
    for (const [code, id] of userCodes) if (!entries.has(`DeviceCode:${id}`)) userCodes.delete(code);
  };

  return class MemoryAdapter implements Adapter {
    constructor(readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const key = this.key(id);
      const expiresAt = typeof expiresIn === 'number' ? Date.now() + (expiresIn + clockToleranceSeconds) * 1000 : Infinity;
      entries.set(key, { payload, expiresAt });
      if (payload.grantId) {
        const members = grantMembers.get(payload.grantId) ?? new Set<string>();
        members.add(key);
        grantMembers.set(payload.grantId, members);
      }
      if (this.model === 'Session' && payload.uid) sessionUids.set(payload.uid, id);
      if (payload.userCode) userCodes.set(payload.userCode, id);
      if (++writes % 200 === 0) sweep();
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      const id = sessionUids.get(uid);
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = userCodes.get(userCode);
      return id ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
      grantMembers.delete(grantId);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 30rem; margin: 3rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin-top: 0; } h2 { font-size: 1rem; margin-bottom: .5rem; }
  .note { color: #5a6275; font-size: .9rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { display: flex; align-items: center; gap: .75rem; margin: .35rem 0; }
  li form { margin: 0; }
  li span { color: #5a6275; font-size: .85rem; }
  button { font: inherit; padding: .4rem .8rem; border-radius: 4px; border: 1px solid #8a93a6; background: #fff; cursor: pointer; }
  button.primary { background: #2456d3; border-color: #2456d3; color: #fff; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { font: inherit; padding: .4rem; width: 100%; box-sizing: border-box; margin-bottom: .5rem; }
  .actions { display: flex; gap: .5rem; margin-top: 1rem; }
  .actions form { margin: 0; }
  [role=alert] { color: #a3141e; font-weight: 600; }
`;

function page(title: string, content: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

function accountNote(email: string): string {
  const account = seededByEmail.get(email.toLowerCase());
  const tags: string[] = [];
  if (account?.softwareEng) tags.push('software engineer');
  if (account?.workspaceAdmin) tags.push('workspace admin');
  if (!isCompanyEmail(email)) tags.push('outside the company');
  else if (tags.length === 0) tags.push('staff');
  return `${account?.displayName ?? ''} (${tags.join(', ')})`;
}

function loginPage(uid: string, options: { email?: string; error?: string }): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const accounts = SEEDED_ACCOUNTS.map(
    (account) => `  <li>
    <form method="post" action="${action}/login">
      <input type="hidden" name="email" value="${escapeHtml(account.email)}">
      <button type="submit">${escapeHtml(account.email)}</button>
    </form>
    <span>${escapeHtml(accountNote(account.email))}</span>
  </li>`,
  ).join('\n');
  return page(
    'Sign in - WorkHub local identity provider',
    `<h1>Sign in to WorkHub</h1>
<p class="note">Local identity provider for development and tests: no passwords. Pick an account or type any email address.</p>
${options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : ''}
<h2 id="seeded-heading">Accounts</h2>
<ul aria-labelledby="seeded-heading">
${accounts}
</ul>
<h2>Another address</h2>
<form method="post" action="${action}/login">
  <label for="email">Email</label>
  <input id="email" name="email" type="text" inputmode="email" autocomplete="email" spellcheck="false" value="${escapeHtml(options.email ?? '')}">
  <button type="submit" class="primary">Sign in</button>
</form>
<div class="actions">
  <form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</div>`,
  );
}

function consentPage(uid: string, account: LocalAccount | undefined): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const who = account ? `<p>Signed in as <strong>${escapeHtml(account.name)}</strong> (${escapeHtml(account.email)}).</p>` : '';
  return page(
    'Allow WorkHub - WorkHub local identity provider',
    `<h1>Allow WorkHub to use your name and email?</h1>
${who}
<div class="actions">
  <form method="post" action="${action}/confirm"><button type="submit" class="primary" autofocus>Continue</button></form>
  <form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</div>`,
  );
}

function messagePage(title: string, message: string, details: Record<string, string> = {}): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<p class="note"><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('\n');
  return page(`${title} - WorkHub local identity provider`, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${rows}`);
}

// ---------------------------------------------------------------------------------------------
// Interaction routes (/interaction/:uid, /interaction/:uid/login|confirm|abort)

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?\/?$/;
const LOGIN_PROMPTS = new Set(['login', 'select_account']);

async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(ctx: ProviderContext, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

function redirect303(ctx: ProviderContext, location: string): void {
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
}

function interactionRoutes(provider: Provider, disabled: DisabledAccounts) {
  return async (ctx: ProviderContext, next: () => Promise<void>): Promise<void> => {
    const match = INTERACTION_PATH.exec(ctx.path);
    if (!match) return next();
    const [, uid = '', action] = match;
    const method = ctx.method.toUpperCase();
    if ((action && method !== 'POST') || (!action && method !== 'GET')) {
      sendHtml(ctx, 405, messagePage('Not allowed', 'This page only accepts the sign-in forms.'));
      return;
    }

    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      sendHtml(
        ctx,
        400,
        messagePage('Sign-in expired', 'This sign-in attempt has expired or was already finished. Go back to WorkHub and sign in again.'),
      );
      return;
    }
    const promptName = details.prompt.name;

    if (!action) {
      if (LOGIN_PROMPTS.has(promptName)) {
        sendHtml(ctx, 200, loginPage(uid, { email: typeof details.params.login_hint === 'string' ? details.params.login_hint : '' }));
      } else if (promptName === 'consent') {
        const accountId = details.session?.accountId;
        sendHtml(ctx, 200, consentPage(uid, accountId ? accountForEmail(accountId) : undefined));
      } else {
        sendHtml(ctx, 400, messagePage('Unsupported sign-in step', `The provider asked for "${promptName}".`));
      }
      return;
    }

    if (action === 'abort') {
      const returnTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      redirect303(ctx, returnTo);
      return;
    }

    const form = await readForm(ctx.req);

    if (action === 'login') {
      if (!LOGIN_PROMPTS.has(promptName)) {
        sendHtml(ctx, 400, messagePage('Sign-in expired', 'This step was already finished. Go back to WorkHub and sign in again.'));
        return;
      }
      const typed = form.get('email') ?? '';
      const account = accountForEmail(typed);
      if (!account) {
        sendHtml(ctx, 400, loginPage(uid, { email: typed, error: 'Enter an email address like name@example.com.' }));
        return;
      }
      if (disabled.has(account.accountId)) {
        // Entra refuses a disabled account's sign-in and sends the app an error, not a code.
        const returnTo = await provider.interactionResult(
          ctx.req,
          ctx.res,
          { error: 'access_denied', error_description: disabledAccountDescription(account.email) },
          { mergeWithLastSubmission: false },
        );
        redirect303(ctx, returnTo);
        return;
      }
      const result: Record<string, unknown> = { login: { accountId: account.accountId } };
      if (promptName === 'select_account') result.select_account = {};
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
      redirect303(ctx, returnTo);
      return;
    }

    // action === 'confirm'
    if (promptName !== 'consent') {
      sendHtml(ctx, 400, messagePage('Sign-in expired', 'This step was already finished. Go back to WorkHub and sign in again.'));
      return;
    }
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || !clientId) {
      sendHtml(ctx, 400, messagePage('Sign-in expired', 'No signed-in account. Go back to WorkHub and sign in again.'));
      return;
    }
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    const consent: Record<string, unknown> = {};
    if (details.grantId !== grantId) consent.grantId = grantId;
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { consent }, { mergeWithLastSubmission: true });
    redirect303(ctx, returnTo);
  };
}

// ---------------------------------------------------------------------------------------------
// Test and admin controls (loopback only): POST /__control/accounts/{email}/disable|enable,
// GET /__control/accounts (the disabled accounts); POST /__control/graph/down|up (Graph answers
// 503 to everything while down, as during a Microsoft Graph outage)

const CONTROL_PATH = /^\/__control\/accounts(?:\/([^/]+)\/(disable|enable))?\/?$/;
const GRAPH_CONTROL_PATH = /^\/__control\/graph\/(down|up)\/?$/;

/** The Graph stand-in's state: down (every Graph request answers 503) or up. */
export interface GraphState {
  down: boolean;
}
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sendJson(ctx: ProviderContext, status: number, body: unknown): void {
  ctx.status = status;
  ctx.type = 'json';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = JSON.stringify(body);
}

function controlRoutes(disabled: DisabledAccounts, graph: GraphState) {
  return async (ctx: ProviderContext, next: () => Promise<void>): Promise<void> => {
    if (!ctx.path.startsWith('/__control/')) return next();
    if (!LOOPBACK.has(ctx.req.socket.remoteAddress ?? '')) {
      sendJson(ctx, 403, { error: 'forbidden', error_description: 'Controls answer on the loopback interface only' });
      return;
    }
    const method = ctx.method.toUpperCase();
    const graphControl = GRAPH_CONTROL_PATH.exec(ctx.path);
    if (graphControl) {
      if (method !== 'POST') sendJson(ctx, 405, { error: 'method_not_allowed', error_description: 'POST only' });
      else {
        graph.down = graphControl[1] === 'down';
        sendJson(ctx, 200, { graph: graph.down ? 'down' : 'up' });
      }
      return;
    }
    const match = CONTROL_PATH.exec(ctx.path);
    if (!match) {
      sendJson(ctx, 404, { error: 'not_found', error_description: `No control ${ctx.path}` });
      return;
    }
    const [, rawEmail, action] = match;
    if (!action) {
      if (method !== 'GET') sendJson(ctx, 405, { error: 'method_not_allowed', error_description: 'GET only' });
      else sendJson(ctx, 200, { disabled: disabled.list() });
      return;
    }
    if (method !== 'POST') {
      sendJson(ctx, 405, { error: 'method_not_allowed', error_description: 'POST only' });
      return;
    }
    let account: LocalAccount | undefined;
    try {
      account = accountForEmail(decodeURIComponent(rawEmail ?? ''));
    } catch {
      account = undefined;
    }
    if (!account) {
      sendJson(ctx, 400, { error: 'invalid_request', error_description: 'Name the account by its email address' });
      return;
    }
    disabled.set(account.accountId, action === 'disable');
    sendJson(ctx, 200, { account: account.email, accountEnabled: action === 'enable' });
  };
}

// ---------------------------------------------------------------------------------------------
// Microsoft Graph, the part the functions ask (an app's client-credentials token, then
// GET /v1.0/users/{id|userPrincipalName}?$select=accountEnabled)

/** The functions' app registration for Graph (Entra: an app with User.Read.All, application permission). */
export interface GraphClient {
  clientId: string;
  clientSecret: string;
}

const GRAPH_TOKEN_PATH = '/oauth2/v2.0/token';
const GRAPH_USER_PATH = /^\/v1\.0\/users\/([^/]+)\/?$/;
const GRAPH_TOKEN_SECONDS = 3600;

function graphError(ctx: ProviderContext, status: number, code: string, message: string): void {
  sendJson(ctx, status, { error: { code, message } });
}

function graphRoutes(graphClient: GraphClient | undefined, disabled: DisabledAccounts, graph: GraphState) {
  const tokens = new Map<string, number>(); // access token -> expiry (ms)
  return async (ctx: ProviderContext, next: () => Promise<void>): Promise<void> => {
    if (graph.down && (ctx.path === GRAPH_TOKEN_PATH || GRAPH_USER_PATH.test(ctx.path))) {
      graphError(ctx, 503, 'serviceNotAvailable', 'Service unavailable (the Graph stand-in is down: POST /__control/graph/up)');
      return;
    }
    if (ctx.path === GRAPH_TOKEN_PATH) {
      if (ctx.method.toUpperCase() !== 'POST') {
        graphError(ctx, 405, 'method_not_allowed', 'POST only');
        return;
      }
      const form = await readForm(ctx.req);
      if (form.get('grant_type') !== 'client_credentials') {
        sendJson(ctx, 400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003: grant_type must be client_credentials' });
        return;
      }
      if (!graphClient || form.get('client_id') !== graphClient.clientId || form.get('client_secret') !== graphClient.clientSecret) {
        sendJson(ctx, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
        return;
      }
      const now = Date.now();
      for (const [token, expires] of tokens) if (expires <= now) tokens.delete(token);
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, now + GRAPH_TOKEN_SECONDS * 1000);
      sendJson(ctx, 200, { token_type: 'Bearer', expires_in: GRAPH_TOKEN_SECONDS, access_token: token });
      return;
    }
    const match = GRAPH_USER_PATH.exec(ctx.path);
    if (!match) return next();
    if (ctx.method.toUpperCase() !== 'GET') {
      graphError(ctx, 405, 'Request_BadRequest', 'GET only');
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) <= Date.now()) {
      graphError(ctx, 401, 'InvalidAuthenticationToken', 'Access token is empty, invalid or expired.');
      return;
    }
    let account: LocalAccount | undefined;
    try {
      account = accountForEmail(decodeURIComponent(match[1] ?? ''));
    } catch {
      account = undefined;
    }
    if (!account) {
      graphError(
        ctx,
        404,
        'Request_ResourceNotFound',
        `Resource '${match[1] ?? ''}' does not exist or one of its queried reference-property objects are not present.`,
      );
      return;
    }
    const select = (ctx.query.$select as string | undefined)?.split(',').map((f) => f.trim()) ?? [
      'id',
      'userPrincipalName',
      'accountEnabled',
    ];
    const user: Record<string, unknown> = {
      id: account.accountId,
      userPrincipalName: account.email,
      displayName: account.name,
      mail: account.email,
      accountEnabled: !disabled.has(account.accountId),
    };
    sendJson(ctx, 200, {
      '@odata.context': `https://${ctx.host}/v1.0/$metadata#users(${select.join(',')})/$entity`,
      ...Object.fromEntries(select.filter((f) => f in user).map((f) => [f, user[f]])),
    });
  };
}

// ---------------------------------------------------------------------------------------------
// The provider

export interface IdentityProviderOptions {
  /** Port to listen on (0: an ephemeral port, reflected in the issuer). */
  port: number;
  host?: string;
  /** Defaults to https://localhost:<port>. */
  issuer?: string;
  clientId?: string;
  /** Exact redirect URIs of the app; default: DEFAULT_APP_ORIGINS with and without '/'. */
  redirectUris?: readonly string[];
  /** Origins allowed to call the provider from the browser (CORS); default: the redirect URIs' origins. */
  allowedOrigins?: readonly string[];
  /** Default: each allowed origin, origin + '/', origin + '/logout', origin + '/logout?signedOut=1'. */
  postLogoutRedirectUris?: readonly string[];
  /** Where cert.pem, key.pem and provider-keys.json live; default emulators/oidc/certs. */
  certDir?: string;
  /** Log errors of the provider (default true). */
  logErrors?: boolean;
  /** The app allowed to read users through the Graph stand-in (none: Graph answers 401). */
  graphClient?: GraphClient;
}

export interface IdentityProvider {
  server: https.Server;
  issuer: string;
  port: number;
  clientId: string;
  redirectUris: string[];
  allowedOrigins: string[];
  certPath: string;
  /** Disabled accounts (also through the /__control/accounts routes). */
  disabled: DisabledAccounts;
  /** The Graph part's state (also through /__control/graph/down|up). */
  graph: GraphState;
  close(): Promise<void>;
}

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const redirectUris = [...(options.redirectUris ?? redirectUrisFor(DEFAULT_APP_ORIGINS))];
  const allowedOrigins = [...new Set((options.allowedOrigins ?? redirectUris).map(normaliseOrigin))];
  const postLogoutRedirectUris = [...(options.postLogoutRedirectUris ?? postLogoutRedirectUrisFor(allowedOrigins))];
  const certDir = options.certDir ?? DEFAULT_CERT_DIR;
  const logErrors = options.logErrors ?? true;

  const [tls, secrets] = await Promise.all([ensureCertificate(certDir), ensureProviderSecrets(certDir)]);

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end('starting');
  };
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => handler(req, res));
  keepConnectionsLikeAHostedApi(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `https://localhost:${port}`;

  const allowed = new Set(allowedOrigins);
  const disabled = new DisabledAccounts();
  const graph: GraphState = { down: false };
  const policy = interactionPolicy.base();
  // Entra accepts prompt=select_account; here it shows the account page even with a session.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: createMemoryAdapter(15),
    clients: [
      {
        client_id: clientId,
        client_name: 'WorkHub',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && allowed.has(origin),
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    conformIdTokenClaims: false,
    // A disabled account is no account: no code, token or refresh is issued for it.
    findAccount: async (_ctx, sub) => {
      const account = accountForEmail(sub);
      return account && !disabled.has(account.accountId) ? claimsSource(account) : undefined;
    },
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: true, signed: true },
      short: { httpOnly: true, sameSite: 'lax', secure: true, signed: true },
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 2 * 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: {
      policy,
      url: (_ctx: ProviderContext, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // No confirmation step: the page submits itself (the 'Sign out' button is the fallback).
        logoutSource: async (ctx: ProviderContext, form: string) => {
          const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          sendHtml(
            ctx,
            200,
            page(
              'Signing out - WorkHub local identity provider',
              `<h1>Signing out of WorkHub</h1>\n${autoForm}\n<button type="submit" form="op.logoutForm" class="primary">Sign out</button>`,
              "document.getElementById('op.logoutForm').submit();",
            ),
          );
        },
        postLogoutSuccessSource: async (ctx: ProviderContext) => {
          sendHtml(ctx, 200, messagePage('Signed out', 'You are signed out of the local identity provider.'));
        },
      },
    },
    renderError: async (ctx, out) => {
      sendHtml(ctx, ctx.status >= 400 ? ctx.status : 400, messagePage('Sign-in error', 'The identity provider refused the request.', out));
    },
  };

  const provider = new Provider(issuer, configuration);

  if (logErrors) {
    provider.on('server_error', (_ctx: unknown, err: unknown) => {
      console.error('[oidc] server error:', err);
    });
  }

  // Only the app's origins get CORS answers (oidc-provider answers every preflight otherwise).
  provider.use(async (ctx, next) => {
    const origin = ctx.get('Origin');
    try {
      await next();
    } finally {
      if (origin && !allowed.has(origin)) {
        for (const header of Object.keys(ctx.response.headers)) {
          if (header.toLowerCase().startsWith('access-control-')) ctx.remove(header);
        }
      }
    }
  });

  // MSAL's logoutRedirect sends post_logout_redirect_uri without client_id or id_token_hint;
  // oidc-provider then ignores the URI. There is one client, so name it.
  provider.use(async (ctx, next) => {
    if (
      ctx.path === '/session/end' &&
      ctx.method === 'GET' &&
      !ctx.query.client_id &&
      !ctx.query.id_token_hint &&
      ctx.query.post_logout_redirect_uri
    ) {
      ctx.query = { ...ctx.query, client_id: clientId };
    }
    await next();
  });

  provider.use(controlRoutes(disabled, graph));
  provider.use(graphRoutes(options.graphClient, disabled, graph));
  provider.use(interactionRoutes(provider, disabled));

  handler = provider.callback();

  let closing: Promise<void> | undefined;
  return {
    server,
    issuer,
    port,
    clientId,
    redirectUris,
    allowedOrigins,
    certPath: tls.certPath,
    disabled,
    graph,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
