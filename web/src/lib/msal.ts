import { BrowserCacheLocation, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import { config } from './env';

/**
 * MSAL for the work-account sign-in: the company tenant in production, the local OpenID Connect
 * provider on the local default (protocol mode OIDC, known authority). Redirect flow only.
 */
export const msal = new PublicClientApplication({
  auth: {
    clientId: config.msal.clientId,
    authority: config.msal.authority,
    knownAuthorities: config.msal.knownAuthorities,
    redirectUri: `${window.location.origin}/`,
    postLogoutRedirectUri: `${window.location.origin}/logout?signedOut=1`,
  },
  cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
  system: { protocolMode: config.msal.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD },
});

/** Scopes of the sign-in; the consent prompt is asked every time (core spec section 9). */
export const SIGN_IN_REQUEST = { scopes: ['openid', 'profile', 'email'], prompt: 'consent' };
