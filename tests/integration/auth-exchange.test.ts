import { describe, expect, it } from 'vitest';
import { uidForEmail, userNameTakenMessage } from '@workhub/domain';
import { FUNCTIONS_URL, readDocument } from '../support/emulators';
import { providerIdToken } from '../support/provider-tokens';
import { testAdminAuth } from '../support/tokens';

type Envelope = {
  success: boolean;
  data: { customToken: string; claims: Record<string, boolean | string> } | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

async function exchange(body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const claimsOf = (customToken: string) =>
  JSON.parse(Buffer.from(customToken.split('.')[1]!, 'base64url').toString()) as { uid: string; claims: Record<string, boolean | string> };

describe('sign-in exchange: provider ID token -> Firebase custom token with role claims', () => {
  it('gives a software engineer allowed, isSoftwareEng and isWorkspaceAdmin', async () => {
    const { status, body } = await exchange({ idToken: await providerIdToken({ email: 'ada@modulr.example' }) });
    expect(status).toBe(200);
    const token = claimsOf(body.data!.customToken);
    expect(token.uid).toBe(uidForEmail('ada@modulr.example'));
    expect(token.claims).toEqual({ allowed: true, user: 'ada', isSoftwareEng: true, isWorkspaceAdmin: true });
  });

  it('gives the sixth workspace admin only isWorkspaceAdmin, and other staff only allowed', async () => {
    const admin = await exchange({ idToken: await providerIdToken({ email: 'frances@modulr.example' }) });
    expect(claimsOf(admin.body.data!.customToken).claims).toEqual({
      allowed: true,
      user: 'frances',
      isSoftwareEng: false,
      isWorkspaceAdmin: true,
    });
    const staff = await exchange({ idToken: await providerIdToken({ email: 'zaha@modulr-build.example' }) });
    expect(claimsOf(staff.body.data!.customToken).claims).toEqual({
      allowed: true,
      user: 'zaha',
      isSoftwareEng: false,
      isWorkspaceAdmin: false,
    });
  });

  it('refuses an email outside the two company domains with 403', async () => {
    const { status, body } = await exchange({ idToken: await providerIdToken({ email: 'mallory@outside.example' }) });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'forbidden', message: 'Not authorized' } });
  });

  it('refuses a company account disabled in Firebase Auth with 403, and signs it in again once enabled', async () => {
    const email = `disabled-${Date.now().toString(36)}@modulr.example`;
    expect((await exchange({ idToken: await providerIdToken({ email }) })).status).toBe(200);
    await testAdminAuth().updateUser(uidForEmail(email), { disabled: true });
    const refused = await exchange({ idToken: await providerIdToken({ email }) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ error: 'forbidden', message: 'This account is disabled' });
    await testAdminAuth().updateUser(uidForEmail(email), { disabled: false });
    expect((await exchange({ idToken: await providerIdToken({ email }) })).status).toBe(200);
  });

  it('one identity per person: a second email with a registered user name is refused, the first keeps it', async () => {
    // Two people whose emails share the part before the @, at the two company domains.
    const name = `twin-${Date.now().toString(36)}`;
    const first = await exchange({ idToken: await providerIdToken({ email: `${name}@modulr.example` }) });
    expect(first.status).toBe(200);
    expect(claimsOf(first.body.data!.customToken).claims.user).toBe(name);
    expect(await readDocument(`userNames/${name}`)).toMatchObject({
      email: `${name}@modulr.example`,
      uid: uidForEmail(`${name}@modulr.example`),
    });

    const second = await exchange({ idToken: await providerIdToken({ email: `${name}@modulr-build.example` }) });
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({ error: 'forbidden', message: userNameTakenMessage(name, `${name}@modulr.example`) });
    // No account was made for the second, and the first signs in again as before (case does not matter).
    await expect(testAdminAuth().getUser(uidForEmail(`${name}@modulr-build.example`))).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect((await exchange({ idToken: await providerIdToken({ email: `${name.toUpperCase()}@Modulr.example` }) })).status).toBe(200);
  });

  it('refuses a token signed with a key the provider did not publish', async () => {
    const { status, body } = await exchange({ idToken: await providerIdToken({ foreignKey: true }) });
    expect(status).toBe(401);
    expect(body.error?.message).toBe('The ID token is not valid');
  });

  it('refuses a token of another issuer or for another audience', async () => {
    expect((await exchange({ idToken: await providerIdToken({ issuer: 'https://login.example.com' }) })).status).toBe(401);
    expect((await exchange({ idToken: await providerIdToken({ audience: 'some-other-app' }) })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { status, body } = await exchange({ idToken: await providerIdToken({ expiresInSeconds: -300 }) });
    expect(status).toBe(401);
    expect(body.error?.message).toBe('The ID token has expired');
  });

  it('refuses a malformed body with per-field errors', async () => {
    const { status, body } = await exchange({ idToken: 42, uid: 'forged' });
    expect(status).toBe(400);
    expect(Object.keys(body.error?.fieldErrors ?? {})).toEqual(expect.arrayContaining(['idToken']));
  });
});
