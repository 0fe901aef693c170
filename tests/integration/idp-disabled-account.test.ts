/**
 * A disabled account at the identity provider (issue 23, item 4): the local provider (the Entra
 * stand-in) refuses its sign-in with Entra's access_denied / AADSTS50057 redirect, issues it no
 * token (refresh included), and signs it in again once enabled. Real tokens from the running
 * provider, exchanged at the functions' /auth/token.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { uidForEmail } from '@workhub/domain';
import { FUNCTIONS_URL } from '../support/emulators';
import { testAdminAuth } from '../support/tokens';
import { refreshAtProvider, setProviderAccountEnabled, signInAtProvider } from '../support/provider-flow';

async function exchange(idToken: string) {
  const res = await fetch(`${FUNCTIONS_URL}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; error: { message: string } | null } };
}

// A typed company address of its own, so no other test's account is disabled meanwhile.
const EMAIL = `idp-disabled-${Date.now().toString(36)}@modulr.example`;

describe('an account disabled at the identity provider', () => {
  afterAll(() => setProviderAccountEnabled(EMAIL, true));

  it('cannot sign in while disabled (access_denied, AADSTS50057 naming it; no refresh), and signs in once enabled', async () => {
    const before = await signInAtProvider(EMAIL);
    if (!before.ok) throw new Error(`sign-in refused before the disable: ${before.description}`);
    expect((await exchange(before.idToken)).status).toBe(200);

    await setProviderAccountEnabled(EMAIL, false);
    const refused = await signInAtProvider(EMAIL);
    expect(refused).toEqual({
      ok: false,
      error: 'access_denied',
      description: `AADSTS50057: The user account is disabled. The account ${EMAIL} has been disabled by an administrator.`,
    });
    // MSAL's silent renewal gets no new ID token either.
    expect(await refreshAtProvider(before.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });

    await setProviderAccountEnabled(EMAIL, true);
    const after = await signInAtProvider(EMAIL);
    if (!after.ok) throw new Error(`sign-in refused after enabling: ${after.description}`);
    expect((await exchange(after.idToken)).status).toBe(200);
    expect((await refreshAtProvider(after.refreshToken)).status).toBe(200);
  }, 60_000);

  it('a still-valid ID token of an account since disabled is refused by the exchange (Microsoft Graph), and the Firebase account follows', async () => {
    const email = `idp-graph-${Date.now().toString(36)}@modulr.example`;
    try {
      const signedIn = await signInAtProvider(email);
      if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.description}`);
      expect((await exchange(signedIn.idToken)).status).toBe(200);
      expect((await testAdminAuth().getUser(uidForEmail(email))).disabled).toBe(false);

      await setProviderAccountEnabled(email, false);
      const refused = await exchange(signedIn.idToken); // the ID token is valid for the hour
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ message: 'This account is disabled at the identity provider' });
      const user = await testAdminAuth().getUser(uidForEmail(email));
      expect(user.disabled).toBe(true);
      expect(user.tokensValidAfterTime).toBeTruthy();

      // Enabled again at the provider: a new sign-in works, and the Firebase account is enabled again.
      await setProviderAccountEnabled(email, true);
      const again = await signInAtProvider(email);
      if (!again.ok) throw new Error(`sign-in refused after enabling: ${again.description}`);
      expect((await exchange(again.idToken)).status).toBe(200);
      expect((await testAdminAuth().getUser(uidForEmail(email))).disabled).toBe(false);
    } finally {
      await setProviderAccountEnabled(email, true);
    }
  }, 60_000);

  it('an account an admin disabled in Firebase stays disabled while the provider has it enabled', async () => {
    const email = `idp-admin-${Date.now().toString(36)}@modulr.example`;
    const signedIn = await signInAtProvider(email);
    if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.description}`);
    expect((await exchange(signedIn.idToken)).status).toBe(200);
    await testAdminAuth().updateUser(uidForEmail(email), { disabled: true });
    const refused = await exchange(signedIn.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ message: 'This account is disabled' });
  }, 60_000);
});
