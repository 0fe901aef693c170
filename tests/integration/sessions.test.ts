import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SESSION_MAX_AGE_MS, TOKEN_WITHOUT_USER_MESSAGE, uidForEmail } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, runSuffix } from '../support/emulators';
import { providerIdToken } from '../support/provider-tokens';
import { callService } from '../support/service-call';
import {
  claimsOfIdToken,
  craftIdToken,
  idTokenOfCustomToken,
  revokeSessions,
  signInAs,
  storedClaimsOf,
  testAdminAuth,
} from '../support/tokens';

/**
 * Sessions and groups end on the server (issue 23, item 4), with real ID tokens from the Auth
 * emulator against the functions in the Functions emulator: a sign-in older than 7 days, a revoked
 * session, and a change of `config/access` that re-issues the claims of whom it concerns and signs
 * them out (the accessClaimsSync trigger). The test accounts are the test's own; config/access is
 * restored to what it was.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TOO_OLD = 'Session older than 7 days: sign in again';
/** A staff route (any member of staff) and a workspace-admin route. */
const staffCall = (token: string) => callService<unknown>('GET', '/pipe/approvers', token);
const adminCall = (token: string) => callService<unknown>('GET', '/email/sent?limit=1', token);

/** An ID token for `email` as the app gets one: provider ID token → POST /auth/token → custom token → Firebase sign-in. */
async function signInThroughExchange(email: string): Promise<string> {
  const res = await fetch(`${FUNCTIONS_URL}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ idToken: await providerIdToken({ email }) }),
  });
  const body = (await res.json()) as { data: { customToken: string } | null };
  if (res.status !== 200 || !body.data) throw new Error(`exchange for ${email}: ${res.status} ${JSON.stringify(body)}`);
  return idTokenOfCustomToken(body.data.customToken);
}

/** Calls `attempt` until `done` says so, at most `attempts` times; the answers seen. */
async function until<T>(attempts: number, attempt: () => Promise<T>, done: (answer: T) => boolean): Promise<{ answer: T; tries: number }> {
  for (let tries = 1; ; tries++) {
    const answer = await attempt();
    if (done(answer) || tries >= attempts) return { answer, tries };
  }
}

/**
 * Revocation has one-second resolution (the token's auth_time against the account's
 * tokensValidAfterTime, both whole seconds): a session begun in the very second of a revocation
 * survives it. So before a revocation, the test keeps using the session (each request must be
 * served) until the second it began in is over: a bounded wait for a state, not a sleep.
 */
async function useUntilItsSignInSecondIsOver(idToken: string, call: (token: string) => Promise<{ status: number }>): Promise<void> {
  const signedInAt = Number(claimsOfIdToken(idToken).auth_time);
  const { answer } = await until(
    2_000,
    () => call(idToken),
    (a) => a.status !== 200 || Math.floor(Date.now() / 1000) > signedInAt,
  );
  expect(answer.status).toBe(200);
  expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInAt);
}

describe('the maximum session age (7 days from the sign-in, auth_time) in the functions', () => {
  it('refuses a session older than 7 days with 401 saying so, and serves one of 6 days', async () => {
    const user = await signInAs(`session-age-${runSuffix()}@modulr.example`);
    const now = Math.floor(Date.now() / 1000);
    const sixDays = craftIdToken(user.idToken, { auth_time: now - (6 * DAY_MS) / 1000 });
    const eightDays = craftIdToken(user.idToken, { auth_time: now - (8 * DAY_MS) / 1000 });
    const justOver = craftIdToken(user.idToken, { auth_time: now - SESSION_MAX_AGE_MS / 1000 - 60 });

    expect((await staffCall(user.idToken)).status).toBe(200);
    expect((await staffCall(sixDays)).status).toBe(200);
    for (const token of [eightDays, justOver]) {
      const answer = await staffCall(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, data: null, error: { error: 'unauthenticated', message: SESSION_TOO_OLD } });
    }
  });
});

describe('one identity per person in the functions', () => {
  it('refuses a staff token without the user name registered to its email with 401, and serves the registered one', async () => {
    const user = await signInAs(`session-user-${runSuffix()}@modulr.example`);
    expect((await staffCall(user.idToken)).status).toBe(200);
    for (const token of [craftIdToken(user.idToken, { user: undefined }), craftIdToken(user.idToken, { user: 'zaha' })]) {
      const answer = await staffCall(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        success: false,
        data: null,
        error: { error: 'unauthenticated', message: TOKEN_WITHOUT_USER_MESSAGE },
      });
    }
  });
});

describe('revocation is checked by the API (verifyIdToken with checkRevoked)', () => {
  it('refuses the ID token of a revoked session at the next request, with 401', async () => {
    const user = await signInAs(`session-revoked-${runSuffix()}@modulr.example`);
    const token = user.idToken;
    await useUntilItsSignInSecondIsOver(token, staffCall);
    await revokeSessions(user.uid);
    const answer = await staffCall(token);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ error: 'unauthenticated', message: 'Invalid or expired token' });
    // A new sign-in after the revocation is served.
    expect((await staffCall((await signInAs(user.email)).idToken)).status).toBe(200);
  });

  it('measures what the revocation check costs (one Auth lookup; logged, not asserted)', async () => {
    const user = await signInAs(`session-cost-${runSuffix()}@modulr.example`);
    const auth = testAdminAuth();
    const median = async (checkRevoked: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const started = performance.now();
        await auth.verifyIdToken(user.idToken, checkRevoked);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[times.length >> 1]!;
    };
    await median(true); // warm up
    const [without, withCheck] = [await median(false), await median(true)];
    console.log(
      `[sessions] verifyIdToken against the Auth emulator, median of 40: ${without.toFixed(2)} ms without the revocation check, ` +
        `${withCheck.toFixed(2)} ms with it (+${(withCheck - without).toFixed(2)} ms: one accounts:lookup)`,
    );
    expect(withCheck).toBeGreaterThan(0);
  });
});

describe('a change of config/access re-issues the claims of whom it concerns and ends their sessions', () => {
  let app: App;
  let db: Firestore;
  const email = `session-admin-${runSuffix()}@modulr.example`;
  const uid = uidForEmail(email);

  beforeAll(() => {
    app = initializeApp({ projectId: PROJECT_ID }, `sessions-${runSuffix()}`);
    db = getFirestore(app);
  });

  afterAll(async () => {
    // Leaves the seeded groups as they were, whatever happened above.
    await db.doc('config/access').update({ workspaceAdmin: FieldValue.arrayRemove(email) });
    await deleteApp(app);
  });

  /** Waits (bounded) until the trigger has stored the claims (it revokes before it stores). */
  const storedAdminClaimBecomes = async (value: boolean) => {
    const { answer } = await until(
      5_000,
      () => storedClaimsOf(uid),
      (claims) => claims?.isWorkspaceAdmin === value,
    );
    expect(answer, `stored claims of ${email}`).toMatchObject({ allowed: true, isWorkspaceAdmin: value, isSoftwareEng: false });
  };

  it('a workspace admin removed from config/access.workspaceAdmin is refused at once, and is no admin after signing in again', async () => {
    // Staff, not yet an admin.
    const staffToken = await signInThroughExchange(email);
    expect((await adminCall(staffToken)).status).toBe(403);
    await useUntilItsSignInSecondIsOver(staffToken, staffCall);

    // Added to the group: the sync re-issues their claims and ends the session they had.
    await db.doc('config/access').update({ workspaceAdmin: FieldValue.arrayUnion(email) });
    await storedAdminClaimBecomes(true);
    expect((await staffCall(staffToken)).status).toBe(401);
    const session = await signInThroughExchange(email);
    expect(claimsOfIdToken(session)).toMatchObject({ allowed: true, isWorkspaceAdmin: true });
    await useUntilItsSignInSecondIsOver(session, adminCall);

    // Removed: their next admin request with the token they hold is refused (401) once the sync ran.
    const changed = performance.now();
    await db.doc('config/access').update({ workspaceAdmin: FieldValue.arrayRemove(email) });
    const { answer, tries } = await until(
      2_000,
      () => adminCall(session),
      (a) => a.status !== 200,
    );
    const elapsed = performance.now() - changed;
    console.log(
      `[sessions] group change → first refused request: ${elapsed.toFixed(0)} ms (${tries} request(s) with the old ID token; ` +
        `the last answered ${answer.status})`,
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toBe('Invalid or expired token');
    await storedAdminClaimBecomes(false);

    // Signing in again gives staff claims only: the admin route is a 403.
    const again = await signInThroughExchange(email);
    expect(claimsOfIdToken(again)).toMatchObject({ allowed: true, isWorkspaceAdmin: false });
    expect((await adminCall(again)).status).toBe(403);
    expect((await staffCall(again)).status).toBe(200);
  });

  it('leaves everyone else alone: an approver change re-issues nothing', async () => {
    const bystander = await signInAs(`session-bystander-${runSuffix()}@modulr.example`);
    const session = bystander.idToken;
    await db.doc('config/access').update({ 'approvers.design': FieldValue.arrayUnion(bystander.email) });
    try {
      // The approver role is read per request: it shows at once, with the same token.
      const mine = await callService<{ mine: string[] }>('GET', '/pipe/approvers', session);
      expect(mine.body.data?.mine).toEqual(['design']);
    } finally {
      await db.doc('config/access').update({ 'approvers.design': FieldValue.arrayRemove(bystander.email) });
    }
    expect(await storedClaimsOf(bystander.uid)).toEqual({});
    expect((await staffCall(session)).status).toBe(200);
  });
});
