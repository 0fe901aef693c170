/**
 * The local identity provider over real https on an ephemeral port: discovery, the full
 * authorization code + PKCE flow through the login and consent pages, ID token signature,
 * refresh, logout, CORS and redirect URI checks. The generated certificate is trusted as CA
 * through an undici Agent (no NODE_TLS_REJECT_UNAUTHORIZED).
 */
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { Agent, fetch, type Response } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCertificate } from './certificate.js';
import { accountForEmail, createIdentityProvider, escapeHtml, type IdentityProvider } from './provider.js';

const APP_ORIGIN = 'http://localhost:5173';
const REDIRECT_URI = `${APP_ORIGIN}/`;
const CLIENT_ID = 'workhub-web';

interface Discovery {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  code_challenge_methods_supported: string[];
  scopes_supported: string[];
}

interface TokenResponse {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A cookie jar by hand: name -> value, ignoring paths (enough for one provider origin). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        return (k.toLowerCase() === 'max-age' && Number(v) <= 0) || (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now());
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url');

describe('local identity provider', () => {
  let tmp: string;
  let idp: IdentityProvider;
  let agent: Agent;
  let discovery: Discovery;

  /** GET or POST without following redirects, with the jar's cookies. */
  async function request(
    url: string,
    jar?: CookieJar,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = jar?.header();
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
      dispatcher: agent,
    });
    jar?.store(res);
    return res;
  }

  /** Follows redirects while they stay on the provider; returns the first page or foreign Location. */
  async function follow(res: Response, jar: CookieJar): Promise<{ page?: string; url: string; location?: string }> {
    let current = res;
    let url = current.url;
    for (let hops = 0; hops < 10; hops++) {
      if (current.status < 300 || current.status >= 400) {
        const page = await current.text();
        // oidc-provider's self-submitting form (e.g. ending the old session when switching
        // accounts): submit it like a browser would
        if (page.includes('<title>Submitting Callback</title>')) {
          const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
          const form = Object.fromEntries(
            [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]),
          );
          expect(action).toBeTruthy();
          url = new URL(action!, url).href;
          current = await request(url, jar, { form });
          continue;
        }
        return { page, url };
      }
      const location = current.headers.get('location');
      expect(location, `redirect without Location from ${url}`).toBeTruthy();
      const next = new URL(location!, url);
      await current.body?.cancel();
      if (next.origin !== new URL(idp.issuer).origin) return { url, location: next.href };
      url = next.href;
      current = await request(url, jar);
    }
    throw new Error('too many redirects');
  }

  function formAction(page: string, kind: 'login' | 'confirm' | 'abort'): string {
    const match = new RegExp(`action="(/interaction/[A-Za-z0-9_-]+/${kind})"`).exec(page);
    expect(match, `no ${kind} form on page`).toBeTruthy();
    return new URL(match![1]!, idp.issuer).href;
  }

  function pkce() {
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    return { verifier, challenge };
  }

  function authorizeUrl(params: Record<string, string>): string {
    const url = new URL(discovery.authorization_endpoint);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.href;
  }

  /** Runs authorize -> login page -> (pick or type) -> consent -> Continue; returns the callback. */
  async function signIn(opts: { pick?: string; type?: string; responseMode?: 'query' | 'fragment' }) {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const state = b64url(randomBytes(12));
    const nonce = b64url(randomBytes(12));
    const start = await request(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email offline_access',
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'consent',
        response_mode: opts.responseMode ?? 'query',
        client_info: '1', // MSAL sends this; it must be ignored
      }),
      jar,
    );
    const login = await follow(start, jar);
    expect(login.page).toContain('<h1>Sign in to WorkHub</h1>');
    const email = opts.pick ?? opts.type ?? '';
    const posted = await request(formAction(login.page!, 'login'), jar, { form: { email } });
    expect(posted.status).toBe(303);
    const consent = await follow(posted, jar);
    expect(consent.page).toContain('<h1>Allow WorkHub to use your name and email?</h1>');
    expect(consent.page).toMatch(/<button type="submit" class="primary" autofocus>Continue<\/button>/);
    expect(consent.page).toContain('>Cancel</button>');
    const confirmed = await request(formAction(consent.page!, 'confirm'), jar, { form: {} });
    const back = await follow(confirmed, jar);
    expect(back.location).toBeDefined();
    const callback = new URL(back.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const params = opts.responseMode === 'fragment' ? new URLSearchParams(callback.hash.slice(1)) : callback.searchParams;
    expect(params.get('state')).toBe(state);
    expect(params.get('iss')).toBe(idp.issuer);
    const code = params.get('code');
    expect(code).toBeTruthy();
    return { jar, code: code!, verifier, nonce };
  }

  async function redeem(code: string, verifier: string, origin = APP_ORIGIN) {
    return request(discovery.token_endpoint, undefined, {
      form: { grant_type: 'authorization_code', client_id: CLIENT_ID, code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      headers: { origin },
    });
  }

  async function verifyIdToken(idToken: string) {
    const jwksRes = await request(discovery.jwks_uri);
    expect(jwksRes.status).toBe(200);
    const jwks = (await jwksRes.json()) as JSONWebKeySet;
    expect(jwks.keys.every((k) => !('d' in k))).toBe(true); // public keys only
    const { payload, protectedHeader } = await jwtVerify(idToken, createLocalJWKSet(jwks), { issuer: idp.issuer, audience: CLIENT_ID });
    expect(protectedHeader.alg).toBe('RS256');
    return payload;
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'workhub-oidc-test-'));
    idp = await createIdentityProvider({ port: 0, certDir: tmp, graphClient: { clientId: 'functions-app', clientSecret: 'graph-secret' } });
    agent = new Agent({ connect: { ca: await readFile(idp.certPath, 'utf8') } });
    const res = await request(`${idp.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    discovery = (await res.json()) as Discovery;
  });

  afterAll(async () => {
    await idp?.close();
    await agent?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('serves discovery over https with the issuer, keys and PKCE S256', () => {
    expect(idp.issuer).toBe(`https://localhost:${idp.port}`);
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.jwks_uri).toBe(`${idp.issuer}/jwks`);
    expect(discovery.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
  });

  it('signs in a seeded account with code + PKCE and issues a verifiable ID token', async () => {
    const { code, verifier, nonce } = await signIn({ pick: 'ada@modulr.example' });
    const res = await redeem(code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const tokens = (await res.json()) as TokenResponse;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy(); // offline_access with prompt=consent
    const claims = await verifyIdToken(tokens.id_token);
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT_ID,
      sub: 'ada@modulr.example',
      email: 'ada@modulr.example',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada@modulr.example',
      nonce,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    // refresh (MSAL's acquireTokenSilent) gives a fresh ID token
    const refreshed = await request(discovery.token_endpoint, undefined, {
      form: {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens.refresh_token!,
        scope: 'openid profile email offline_access',
      },
      headers: { origin: APP_ORIGIN },
    });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as TokenResponse;
    expect(await verifyIdToken(again.id_token)).toMatchObject({ email: 'ada@modulr.example', name: 'Ada Lovelace' });

    // the code is single use (and replaying it revokes what it issued)
    expect((await redeem(code, verifier)).status).toBe(400);
  });

  it('labels the login page for Playwright and escapes what it echoes', async () => {
    const jar = new CookieJar();
    const { challenge } = pkce();
    const start = await request(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        login_hint: '"><script>alert(1)</script>',
      }),
      jar,
    );
    const { page } = await follow(start, jar);
    expect(page).toContain('<button type="submit">ada@modulr.example</button>');
    expect(page).toContain('<button type="submit">mallory@outside.example</button>');
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toMatch(/<input id="email" name="email"/);
    expect(page).toContain('>Sign in</button>');
    expect(page).toContain('>Cancel</button>');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain(escapeHtml('"><script>alert(1)</script>'));

    // a malformed address re-renders the page with an error
    const bad = await request(formAction(page!, 'login'), jar, { form: { email: 'not an email' } });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain('role="alert"');
    expect(badPage).toContain('value="not an email"');

    // Cancel returns access_denied to the app
    const aborted = await follow(await request(formAction(badPage, 'abort'), jar, { form: {} }), jar);
    const callback = new URL(aborted.location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('accepts typed addresses, also outside the company domains', async () => {
    const outsider = await signIn({ type: '  Mallory@Outside.example ', responseMode: 'fragment' });
    const res = await redeem(outsider.code, outsider.verifier);
    expect(res.status).toBe(200);
    const claims = await verifyIdToken(((await res.json()) as TokenResponse).id_token);
    expect(claims).toMatchObject({ email: 'mallory@outside.example', name: 'Mallory Outsider' });

    const madeUp = await signIn({ type: 'someone@elsewhere.example' });
    const res2 = await redeem(madeUp.code, madeUp.verifier);
    const claims2 = await verifyIdToken(((await res2.json()) as TokenResponse).id_token);
    expect(claims2).toMatchObject({ sub: 'someone@elsewhere.example', email: 'someone@elsewhere.example', name: 'someone' });
    expect(accountForEmail('x@y')).toBeUndefined();
  });

  it('with a session, prompt=consent goes straight to consent and prompt=select_account shows the accounts', async () => {
    const { jar } = await signIn({ pick: 'linus@modulr.example' });
    const authorize = (prompt: string) => {
      const { verifier, challenge } = pkce();
      const url = authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email offline_access',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt,
      });
      return { verifier, url };
    };

    const again = await follow(await request(authorize('consent').url, jar), jar);
    expect(again.page).toContain('<h1>Allow WorkHub to use your name and email?</h1>');
    expect(again.page).toContain('linus@modulr.example');

    const switching = authorize('select_account');
    const picker = await follow(await request(switching.url, jar), jar);
    expect(picker.page).toContain('<h1>Sign in to WorkHub</h1>');
    const picked = await follow(
      await request(formAction(picker.page!, 'login'), jar, { form: { email: 'ken@modulr-build.example' } }),
      jar,
    );
    expect(picked.page).toContain('<h1>Allow WorkHub to use your name and email?</h1>');
    const done = await follow(await request(formAction(picked.page!, 'confirm'), jar, { form: {} }), jar);
    const code = new URL(done.location!).searchParams.get('code')!;
    const res = await redeem(code, switching.verifier);
    expect(res.status).toBe(200);
    const claims = await verifyIdToken(((await res.json()) as TokenResponse).id_token);
    expect(claims).toMatchObject({ email: 'ken@modulr-build.example', name: 'Ken Thompson' });
  });

  it('keeps its signing keys across restarts', async () => {
    const jwks = async (issuer: string) => {
      const res = await request(`${issuer}/jwks`);
      return ((await res.json()) as JSONWebKeySet).keys.map((k) => k.kid);
    };
    const before = await jwks(idp.issuer);
    const second = await createIdentityProvider({ port: 0, certDir: tmp });
    try {
      expect(await jwks(second.issuer)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('answers CORS only for the app origins', async () => {
    const preflight = (origin: string) =>
      request(discovery.token_endpoint, undefined, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const discoveryFromApp = await request(`${idp.issuer}/.well-known/openid-configuration`, undefined, {
      headers: { origin: 'http://127.0.0.1:4273' },
    });
    expect(discoveryFromApp.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4273');
    await discoveryFromApp.body?.cancel();

    // a token request from another origin is refused and carries no CORS header
    const refused = await redeem('whatever', 'whatever', 'https://evil.example');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('refuses an unknown redirect_uri without redirecting', async () => {
    const { challenge } = pkce();
    const res = await request(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: 'http://localhost:5174/',
        scope: 'openid',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('redirect_uri');
  });

  it('requires PKCE', async () => {
    const res = await request(authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid' }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a disabled account: access_denied (AADSTS50057) on sign-in, no refresh; enabled again it signs in', async () => {
    const email = 'jean@modulr.example';
    // A session and a refresh token from before the account is disabled.
    const before = await signIn({ pick: email });
    const tokens = (await (await redeem(before.code, before.verifier)).json()) as TokenResponse;
    expect(tokens.refresh_token).toBeTruthy();

    const control = (action: string) =>
      request(`${idp.issuer}/__control/accounts/${encodeURIComponent(email)}/${action}`, undefined, { method: 'POST' });
    const disabledRes = await control('disable');
    expect(disabledRes.status).toBe(200);
    expect(await disabledRes.json()).toEqual({ account: email, accountEnabled: false });
    expect(await (await request(`${idp.issuer}/__control/accounts`)).json()).toEqual({ disabled: [email] });

    // Sign-in: the login page, then an error redirect to the app instead of a code.
    const { challenge } = pkce();
    const start = await request(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email offline_access',
        state: 'refused',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }),
      before.jar,
    );
    const login = await follow(start, before.jar);
    expect(login.page).toContain('<h1>Sign in to WorkHub</h1>');
    const posted = await request(formAction(login.page!, 'login'), before.jar, { form: { email } });
    const back = await follow(posted, before.jar);
    const callback = new URL(back.location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe(
      `AADSTS50057: The user account is disabled. The account ${email} has been disabled by an administrator.`,
    );
    expect(callback.searchParams.get('state')).toBe('refused');
    expect(callback.searchParams.get('code')).toBeNull();

    // The refresh token issued before no longer gives tokens.
    const refresh = () =>
      request(discovery.token_endpoint, undefined, {
        form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: tokens.refresh_token!, scope: 'openid' },
        headers: { origin: APP_ORIGIN },
      });
    const refused = await refresh();
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');

    // Others still sign in; enabled again, the account signs in.
    await signIn({ pick: 'ada@modulr.example' });
    expect((await control('enable')).status).toBe(200);
    expect(await (await request(`${idp.issuer}/__control/accounts`)).json()).toEqual({ disabled: [] });
    const after = await signIn({ pick: email });
    expect((await redeem(after.code, after.verifier)).status).toBe(200);
  });

  it("answers Microsoft Graph's user accountEnabled to the functions' app (client credentials) only", async () => {
    const token = async (secret: string) =>
      request(`${idp.issuer}/oauth2/v2.0/token`, undefined, {
        form: {
          grant_type: 'client_credentials',
          client_id: 'functions-app',
          client_secret: secret,
          scope: 'https://graph.microsoft.com/.default',
        },
      });
    expect((await token('wrong')).status).toBe(401);
    const { access_token: accessToken } = (await (await token('graph-secret')).json()) as { access_token: string };
    const user = (email: string, bearer = accessToken) =>
      request(`${idp.issuer}/v1.0/users/${encodeURIComponent(email)}?$select=accountEnabled`, undefined, {
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await user('zaha@modulr-build.example', 'forged')).status).toBe(401);
    const enabled = await user('zaha@modulr-build.example');
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ accountEnabled: true });
    idp.disabled.set('zaha@modulr-build.example', true);
    expect(await (await user('Zaha@modulr-build.example')).json()).toMatchObject({ accountEnabled: false });
    idp.disabled.set('zaha@modulr-build.example', false);
    expect((await user('no-address')).status).toBe(404);

    // A Graph outage (its loopback control): the token and the user lookups answer 503 until it is up.
    const down = await request(`${idp.issuer}/__control/graph/down`, undefined, { method: 'POST' });
    expect(await down.json()).toEqual({ graph: 'down' });
    const unavailable = await user('zaha@modulr-build.example');
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ error: { code: 'serviceNotAvailable' } });
    expect((await token('graph-secret')).status).toBe(503);
    expect((await request(`${idp.issuer}/__control/graph/down`)).status).toBe(405);
    await request(`${idp.issuer}/__control/graph/up`, undefined, { method: 'POST' });
    expect(idp.graph.down).toBe(false);
    expect((await user('zaha@modulr-build.example')).status).toBe(200);
  });

  it('answers its controls for a named account only', async () => {
    const bad = await request(`${idp.issuer}/__control/accounts/not-an-address/disable`, undefined, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect((await request(`${idp.issuer}/__control/accounts/ada%40modulr.example/disable`)).status).toBe(405);
    expect((await request(`${idp.issuer}/__control/other`, undefined, { method: 'POST' })).status).toBe(404);
    expect(idp.disabled.list()).toEqual([]);
  });

  it('logs out like MSAL logoutRedirect (post_logout_redirect_uri only, no confirmation)', async () => {
    const { jar } = await signIn({ pick: 'grace@modulr.example' });
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('post_logout_redirect_uri', REDIRECT_URI);
    url.searchParams.set('state', 'bye');
    const res = await request(url.href, jar);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('>Sign out</button>');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect(action && xsrf).toBeTruthy();
    expect(page).toContain('name="logout" value="yes"');
    const confirmed = await request(new URL(action!, idp.issuer).href, jar, { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${REDIRECT_URI}?state=bye`);

    // an unregistered post-logout URI is refused
    const bad = new URL(discovery.end_session_endpoint);
    bad.searchParams.set('post_logout_redirect_uri', 'https://evil.example/');
    expect((await request(bad.href, jar)).status).toBe(400);
  });
});

describe('ensureCertificate', () => {
  it('creates a localhost certificate once and renews it when it is about to expire', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'workhub-oidc-cert-'));
    try {
      const first = await ensureCertificate(dir);
      expect(first.generated).toBe(true);
      const cert = new X509Certificate(first.cert);
      expect(cert.subject).toContain('CN=localhost');
      expect(cert.subjectAltName).toContain('DNS:localhost');
      expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
      const days = (first.validTo.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(725);
      expect(days).toBeLessThan(735);

      const second = await ensureCertificate(dir);
      expect(second.generated).toBe(false);
      expect(second.cert).toBe(first.cert);

      const nearExpiry = new Date(first.validTo.getTime() - 3 * 86_400_000);
      const renewed = await ensureCertificate(dir, nearExpiry);
      expect(renewed.generated).toBe(true);
      expect(renewed.cert).not.toBe(first.cert);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
