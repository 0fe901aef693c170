/**
 * The company directory behind an adapter: is a work account enabled? `graphDirectory` asks
 * Microsoft Graph (`GET /v1.0/users/{userPrincipalName}?$select=accountEnabled`) with the functions'
 * app token (client credentials, Entra app with User.Read.All): graph.microsoft.com in production,
 * the local identity provider's Graph stand-in (emulators/oidc) locally and in tests.
 * Configured from the environment: GRAPH_URL, GRAPH_TOKEN_URL, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET
 * (GRAPH_TIMEOUT_MS optional). Unconfigured: `directoryFromEnv` answers null (no check).
 */
export interface DirectoryAdapter {
  /** true/false: the account's accountEnabled; 'not-found': the directory has no such user. */
  accountEnabled(userPrincipalName: string): Promise<boolean | 'not-found'>;
}

/** The directory could not answer (unreachable, refused the app, nonsense, timeout). */
export class DirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryError';
  }
}

export interface GraphConfig {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** The Graph settings, or null when GRAPH_URL is not set (the check is then not made). */
export function graphConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GraphConfig | null {
  const { GRAPH_URL: url, GRAPH_TOKEN_URL: tokenUrl, GRAPH_CLIENT_ID: clientId, GRAPH_CLIENT_SECRET: clientSecret } = env;
  if (!url) return null;
  if (!tokenUrl || !clientId || !clientSecret)
    throw new DirectoryError('Microsoft Graph is not fully configured (GRAPH_TOKEN_URL, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET)');
  const timeout = Number(env.GRAPH_TIMEOUT_MS ?? 10_000);
  return {
    url: url.replace(/\/+$/, ''),
    tokenUrl,
    clientId,
    clientSecret,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
  };
}

export function graphDirectory(config: GraphConfig): DirectoryAdapter {
  let token: { value: string; expiresAt: number } | undefined;

  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new DirectoryError(`Microsoft Graph could not be reached (${(error as Error).message})`);
    }
  };

  const appToken = async (): Promise<string> => {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const res = await call(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        scope: 'https://graph.microsoft.com/.default',
      }).toString(),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error_description?: unknown };
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new DirectoryError(
        `Microsoft Graph refused the app's token request (${res.status}${typeof body.error_description === 'string' ? `: ${body.error_description}` : ''})`,
      );
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
    return token.value;
  };

  return {
    async accountEnabled(userPrincipalName) {
      const url = `${config.url}/v1.0/users/${encodeURIComponent(userPrincipalName)}?$select=accountEnabled`;
      let res = await call(url, { headers: { Authorization: `Bearer ${await appToken()}`, Accept: 'application/json' } });
      if (res.status === 401) {
        // A token the directory no longer takes (e.g. it restarted): one new token, once.
        token = undefined;
        await res.body?.cancel();
        res = await call(url, { headers: { Authorization: `Bearer ${await appToken()}`, Accept: 'application/json' } });
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return 'not-found';
      }
      const body = (await res.json().catch(() => ({}))) as { accountEnabled?: unknown };
      if (!res.ok || typeof body.accountEnabled !== 'boolean') {
        throw new DirectoryError(`Microsoft Graph answered ${res.status} for the account`);
      }
      return body.accountEnabled;
    },
  };
}

let cached: { key: string; adapter: DirectoryAdapter } | undefined;

/** The directory of this deployment (null: GRAPH_URL not set, no check). */
export function directoryFromEnv(env: NodeJS.ProcessEnv = process.env): DirectoryAdapter | null {
  const config = graphConfigFromEnv(env);
  if (!config) return null;
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, adapter: graphDirectory(config) };
  return cached.adapter;
}
