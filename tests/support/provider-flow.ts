/**
 * Signing in at the running local identity provider from Node, as MSAL does in the browser:
 * authorize (code + PKCE) -> the provider's login page -> pick an account -> consent -> the
 * app's redirect URI with a code (or an error), then the token endpoint. Real tokens, no browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ISSUER } from './provider-tokens';

const CLIENT_ID = 'workhub-web';
const APP_ORIGIN = 'http://localhost:5173';
const REDIRECT_URI = `${APP_ORIGIN}/`;

class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

async function request(url: string, jar: CookieJar | undefined, form?: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { origin: APP_ORIGIN };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: 'manual',
  });
  jar?.store(res);
  return res;
}

/** Follows the provider's own redirects; the first page, or the first Location off the provider. */
async function follow(first: Response, jar: CookieJar): Promise<{ page?: string; location?: string }> {
  let res = first;
  let url = first.url;
  for (let hops = 0; hops < 10; hops++) {
    if (res.status < 300 || res.status >= 400) return { page: await res.text() };
    const next = new URL(res.headers.get('location') ?? '', url);
    await res.body?.cancel();
    if (next.origin !== new URL(ISSUER).origin) return { location: next.href };
    url = next.href;
    res = await request(url, jar);
  }
  throw new Error('too many redirects at the identity provider');
}

function formAction(page: string, kind: 'login' | 'confirm'): string {
  const match = new RegExp(`action="(/interaction/[A-Za-z0-9_-]+/${kind})"`).exec(page);
  if (!match) throw new Error(`no ${kind} form on the provider's page`);
  return new URL(match[1]!, ISSUER).href;
}

export type ProviderSignIn =
  { ok: true; idToken: string; refreshToken: string } | { ok: false; error: string | null; description: string | null };

/** Signs `email` in at the provider (picking it on the login page); the tokens or the refusal. */
export async function signInAtProvider(email: string): Promise<ProviderSignIn> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${ISSUER}/auth`);
  for (const [k, v] of Object.entries({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'consent',
  }))
    authorize.searchParams.set(k, v);
  const login = await follow(await request(authorize.href, jar), jar);
  if (!login.page) throw new Error('the provider showed no login page');
  let answer = await follow(await request(formAction(login.page, 'login'), jar, { email }), jar);
  if (answer.page) answer = await follow(await request(formAction(answer.page, 'confirm'), jar, {}), jar);
  const callback = new URL(answer.location ?? REDIRECT_URI);
  const code = callback.searchParams.get('code');
  if (!code) return { ok: false, error: callback.searchParams.get('error'), description: callback.searchParams.get('error_description') };
  const tokens = await request(`${ISSUER}/token`, undefined, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  if (!tokens.ok) throw new Error(`token endpoint ${tokens.status}: ${await tokens.text()}`);
  const body = (await tokens.json()) as { id_token: string; refresh_token: string };
  return { ok: true, idToken: body.id_token, refreshToken: body.refresh_token };
}

/** The refresh grant (MSAL's silent renewal): its HTTP status and error code. */
export async function refreshAtProvider(refreshToken: string): Promise<{ status: number; error?: string }> {
  const res = await request(`${ISSUER}/token`, undefined, {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: refreshToken,
    scope: 'openid profile email offline_access',
  });
  const body = (await res.json()) as { error?: string };
  return { status: res.status, error: body.error };
}

/** Disables or enables an account at the provider (its loopback test control). */
export async function setProviderAccountEnabled(email: string, enabled: boolean): Promise<void> {
  const res = await request(`${ISSUER}/__control/accounts/${encodeURIComponent(email)}/${enabled ? 'enable' : 'disable'}`, undefined, {});
  if (!res.ok) throw new Error(`provider control ${res.status}: ${await res.text()}`);
}

/** Takes the provider's Microsoft Graph part down (every Graph request answers 503) or up again (its loopback test control). */
export async function setProviderGraphDown(down: boolean): Promise<void> {
  const res = await request(`${ISSUER}/__control/graph/${down ? 'down' : 'up'}`, undefined, {});
  if (!res.ok) throw new Error(`provider control ${res.status}: ${await res.text()}`);
}
