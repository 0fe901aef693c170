/**
 * # Local identity provider (emulators/oidc)
 *
 * A local OpenID Connect provider that the start and test scripts run in place of Microsoft
 * Entra ID, so the production MSAL redirect code runs unchanged against it (ARCHITECTURE.md §4).
 * Built on oidc-provider 9, served over https (MSAL only accepts https authorities).
 *
 *   npx tsx emulators/oidc/main.ts          # https://localhost:9443
 *   npx tsx emulators/oidc/certificate.ts   # only make the certificate; prints its path
 *
 * Environment:
 *   OIDC_PORT               port (default 9443)
 *   OIDC_HOST               address to listen on (default 127.0.0.1)
 *   OIDC_REDIRECT_ORIGINS   comma-separated app origins (default http://localhost:5173,
 *                           http://127.0.0.1:5173, http://localhost:4273, http://127.0.0.1:4273)
 *   OIDC_CERT_DIR           certificate + key directory (default emulators/oidc/certs)
 *   GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET   the functions' app for the Graph part below (unset:
 *                           Graph refuses every app)
 *
 * Disabled accounts (Entra's accountEnabled false), loopback only: POST
 * `/__control/accounts/{email}/disable` and `/enable`, GET `/__control/accounts`. A disabled
 * account's sign-in ends in `error=access_denied` (AADSTS50057 naming it) and no token or refresh
 * is issued for it. Microsoft Graph's part the functions use: `POST /oauth2/v2.0/token`
 * (client_credentials) and `GET /v1.0/users/{userPrincipalName}?$select=accountEnabled`; a Graph
 * outage, loopback only: POST `/__control/graph/down` (both answer 503 serviceNotAvailable) and `/up`.
 *
 * Issuer / MSAL authority: `https://localhost:<OIDC_PORT>` (discovery at
 * `/.well-known/openid-configuration`, keys at `/jwks`, end session at `/session/end`). MSAL
 * needs `system.protocolMode: 'OIDC'` and `knownAuthorities: ['localhost:<OIDC_PORT>']`.
 *
 * Client: one public client `workhub-web` (token_endpoint_auth_method none, PKCE S256 required,
 * grant types authorization_code + refresh_token, response type code). Redirect URIs: each
 * origin with and without a trailing '/' (exact match, like Entra: set MSAL's redirectUri to
 * `window.location.origin + '/'` or similar). Post-logout redirect URIs: origin, origin + '/',
 * origin + '/logout'. CORS is answered only for those origins.
 * Scopes: openid profile email offline_access. The ID token (RS256, 1 h) carries sub (the
 * lowercased email), email, email_verified, name, preferred_username (= email). Refresh tokens
 * are issued when offline_access is requested together with prompt=consent (or no prompt).
 *
 * Sign-in pages (plain HTML for Playwright):
 *   - login: one button per seeded account (SEEDED_ACCOUNTS), accessible name = the email, e.g.
 *     `getByRole('button', { name: 'ada@modulr.example' })`; or type any address into the field
 *     labelled "Email" and press "Sign in" (any well-formed address works; an account is made up
 *     with name = the part before '@'; rejecting outsiders is the app's job). "Cancel" returns
 *     access_denied to the app.
 *   - consent: "Allow WorkHub to use your name and email?" with "Continue" and "Cancel". Shown
 *     on every sign-in when the app sends prompt=consent.
 *   - prompt=select_account (or prompt=login) shows the login page even with a session.
 *   - logout (MSAL logoutRedirect): no confirmation; the page submits itself (fallback button
 *     "Sign out") and redirects to post_logout_redirect_uri.
 *
 * The certificate (cert.pem, key.pem) is self-signed for CN=localhost, SAN DNS:localhost and
 * IP:127.0.0.1, valid 2 years, regenerated when missing or expiring within 7 days. Browsers need
 * `ignoreHTTPSErrors: true` (Playwright) or a one-time "proceed" click; Node clients can pass
 * cert.pem as `ca`. The signing keys and cookie secrets persist in `<certs>/provider-keys.json`
 * so restarts keep the same keys; sessions and grants are in memory only.
 */
import path from 'node:path';
import { DEFAULT_CERT_DIR, ensureCertificate } from './certificate.js';
import { DEFAULT_APP_ORIGINS, createIdentityProvider, redirectUrisFor } from './provider.js';

function parsePort(raw: string | undefined): number {
  if (!raw) return 9443;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`OIDC_PORT is not a port: ${raw}`);
  return port;
}

function parseOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [...DEFAULT_APP_ORIGINS];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return new URL(s).origin;
      } catch {
        throw new Error(`OIDC_REDIRECT_ORIGINS has an invalid origin: ${s}`);
      }
    });
}

async function main(): Promise<void> {
  const port = parsePort(process.env.OIDC_PORT);
  const host = process.env.OIDC_HOST?.trim() || '127.0.0.1';
  const origins = parseOrigins(process.env.OIDC_REDIRECT_ORIGINS);
  const certDir = process.env.OIDC_CERT_DIR ? path.resolve(process.env.OIDC_CERT_DIR) : DEFAULT_CERT_DIR;

  await ensureCertificate(certDir);
  const idp = await createIdentityProvider({
    port,
    host,
    redirectUris: redirectUrisFor(origins),
    allowedOrigins: origins,
    certDir,
    // The functions' Graph app (scripts/lib.sh graph_env); without it Graph refuses every call.
    ...(process.env.GRAPH_CLIENT_ID && process.env.GRAPH_CLIENT_SECRET
      ? { graphClient: { clientId: process.env.GRAPH_CLIENT_ID, clientSecret: process.env.GRAPH_CLIENT_SECRET } }
      : {}),
  });
  console.log(`identity provider listening on ${idp.issuer}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(0), 5000);
    timer.unref();
    idp.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[oidc] error while closing after ${signal}:`, err);
        process.exit(0);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[oidc] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
