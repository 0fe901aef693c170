/**
 * The directory sweep (issue 23, item 4): a person disabled at the identity provider while signed
 * in loses access at the next sweep, not at the 7-day session limit. Real tokens: the person signs
 * in at the running provider, the exchange gives a Firebase custom token, the Auth emulator an ID
 * token and a refresh token. The Functions emulator does not fire schedules, so the test starts the
 * sweep as the scheduled function does (startDirectorySweep) and waits for the end state the worker
 * writes into the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DIRECTORY_SWEEP_JOB_KIND, DIRECTORY_SWEEP_TARGET, backgroundJobSchema, uidForEmail, type BackgroundJob } from '@workhub/domain';
import { AUTH_HOST, FUNCTIONS_URL, PROJECT_ID, runSuffix } from '../support/emulators';
import { callService } from '../support/service-call';
import { testAdminAuth } from '../support/tokens';
import { setProviderAccountEnabled, setProviderGraphDown, signInAtProvider } from '../support/provider-flow';
import { startDirectorySweep } from '../../functions/src/auth/directory-sweep';

const suffix = runSuffix();
const LEAVER = `sweep-leaver-${suffix}@modulr.example`;
const STAYER = `sweep-stayer-${suffix}@modulr.example`;
let app: App;
let db: Firestore;

/** A staff route any member of staff may call. */
const staffCall = (idToken: string) => callService<unknown>('GET', '/pipe/approvers', idToken);

/** Signs `email` in as the app does: provider sign-in → POST /auth/token → Firebase sign-in; its ID and refresh tokens. */
async function signInThroughProvider(email: string): Promise<{ idToken: string; refreshToken: string }> {
  const provider = await signInAtProvider(email);
  if (!provider.ok) throw new Error(`provider refused ${email}: ${provider.description}`);
  const exchange = await fetch(`${FUNCTIONS_URL}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ idToken: provider.idToken }),
  });
  const exchanged = (await exchange.json()) as { data: { customToken: string } | null };
  if (!exchanged.data) throw new Error(`exchange for ${email}: ${exchange.status} ${JSON.stringify(exchanged)}`);
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: exchanged.data.customToken, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; refreshToken?: string };
  if (!body.idToken || !body.refreshToken) throw new Error(`Firebase sign-in of ${email}: ${res.status} ${JSON.stringify(body)}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** The Firebase SDK's token refresh (securetoken): its HTTP status and error message. */
async function refreshFirebase(refreshToken: string): Promise<{ status: number; error?: string }> {
  const res = await fetch(`http://${AUTH_HOST}/securetoken.googleapis.com/v1/token?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const body = (await res.json()) as { error?: { message?: string } };
  return { status: res.status, error: body.error?.message };
}

/** Waits for the job's end state (done or error) as the worker writes it. */
function jobEnd(jobId: string): Promise<BackgroundJob> {
  return new Promise((resolve, reject) => {
    const stop = db
      .collection('backgroundJobs')
      .doc(jobId)
      .onSnapshot((snap) => {
        const job = backgroundJobSchema.safeParse(snap.data());
        if (job.success && (job.data.status === 'done' || job.data.status === 'error')) {
          stop();
          resolve(job.data);
        }
      }, reject);
  });
}

async function sweep(): Promise<{ jobId: string; job: BackgroundJob }> {
  const start = await startDirectorySweep();
  if (!start.started) throw new Error(`the sweep did not start: ${start.message}`);
  return { jobId: start.jobId, job: await jobEnd(start.jobId) };
}

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `directory-sweep-${suffix}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await setProviderGraphDown(false);
  await setProviderAccountEnabled(LEAVER, true);
  await deleteApp(app);
});

describe('the directory sweep', () => {
  it('ends the open session of a person disabled at the provider (API 401, no refresh) and leaves an enabled person alone', async () => {
    const leaver = await signInThroughProvider(LEAVER);
    const stayer = await signInThroughProvider(STAYER);
    expect((await staffCall(leaver.idToken)).status).toBe(200);
    expect((await staffCall(stayer.idToken)).status).toBe(200);

    await setProviderAccountEnabled(LEAVER, false);
    // Without the sweep the session goes on: the ID token is still served.
    expect((await staffCall(leaver.idToken)).status).toBe(200);

    const started = performance.now();
    const { job } = await sweep();
    const elapsed = performance.now() - started;
    expect(job).toMatchObject({ kind: DIRECTORY_SWEEP_JOB_KIND, status: 'done', target: DIRECTORY_SWEEP_TARGET });
    const result = job.result as { checked: number; disabled: number; errors: number; accounts: number; ms: number };
    expect(result.checked).toBe(result.accounts);
    expect(result.checked).toBeGreaterThanOrEqual(2);
    expect(result.disabled).toBeGreaterThanOrEqual(1);
    expect(result.errors).toBe(0);
    expect(job.substatus).toBe(`checked ${result.checked} accounts: ${result.disabled} disabled, ${result.errors} errors`);
    console.info(
      `[directory-sweep] ${result.checked} accounts checked in ${result.ms} ms in the worker ` +
        `(${(result.ms / result.checked).toFixed(1)} ms per account, 8 at once); start to end state seen: ${elapsed.toFixed(0)} ms`,
    );

    // The leaver: refused at the next request, cannot refresh, disabled and marked as the exchange marks it.
    const refused = await staffCall(leaver.idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ error: 'unauthenticated', message: 'Invalid or expired token' });
    const refresh = await refreshFirebase(leaver.refreshToken);
    expect(refresh.status).toBe(400);
    const leaverAccount = await testAdminAuth().getUser(uidForEmail(LEAVER));
    expect(leaverAccount.disabled).toBe(true);
    expect(leaverAccount.customClaims).toMatchObject({ disabledAtProvider: true });

    // The stayer: untouched.
    expect((await staffCall(stayer.idToken)).status).toBe(200);
    expect((await refreshFirebase(stayer.refreshToken)).status).toBe(200);
    const stayerAccount = await testAdminAuth().getUser(uidForEmail(STAYER));
    expect(stayerAccount.disabled).toBe(false);
    expect(stayerAccount.customClaims?.disabledAtProvider).toBeUndefined();

    // Enabled again at the provider, the leaver signs in again (the exchange enables what the sweep disabled).
    await setProviderAccountEnabled(LEAVER, true);
    const back = await signInThroughProvider(LEAVER);
    expect((await staffCall(back.idToken)).status).toBe(200);
    expect((await testAdminAuth().getUser(uidForEmail(LEAVER))).disabled).toBe(false);
  }, 120_000);

  it('starts one sweep at a time: a second start while one runs starts nothing', async () => {
    const first = await startDirectorySweep();
    if (!first.started) throw new Error(`the sweep did not start: ${first.message}`);
    const second = await startDirectorySweep();
    expect(second).toMatchObject({ started: false, reason: 'running' });
    expect((await jobEnd(first.jobId)).status).toBe('done');
  }, 120_000);

  it('ends in error naming Microsoft Graph when Graph is down, and a retry works', async () => {
    await signInThroughProvider(STAYER); // at least one account to ask about
    await setProviderGraphDown(true);
    let failed: { jobId: string; job: BackgroundJob };
    try {
      failed = await sweep();
    } finally {
      await setProviderGraphDown(false);
    }
    expect(failed.job.status).toBe('error');
    expect(failed.job.substatus).toMatch(/^Microsoft Graph could not be asked: checked \d+ of \d+ accounts/);
    expect(failed.job.error).toContain('Microsoft Graph answered 503');
    const stage = (await db.doc(DIRECTORY_SWEEP_TARGET.doc).get()).get(DIRECTORY_SWEEP_TARGET.field) as Record<string, unknown>;
    expect(stage).toMatchObject({ status: 'error', jobId: failed.jobId, substatus: failed.job.substatus });

    const retried = await sweep();
    expect(retried.job).toMatchObject({ status: 'done', retryOf: failed.jobId });
    expect((await testAdminAuth().getUser(uidForEmail(STAYER))).disabled).toBe(false);
  }, 120_000);

  it('starts nothing when Microsoft Graph is not configured (GRAPH_URL unset)', async () => {
    const before = (await db.doc(DIRECTORY_SWEEP_TARGET.doc).get()).get(`${DIRECTORY_SWEEP_TARGET.field}.jobId`) as unknown;
    expect(await startDirectorySweep({})).toEqual({
      started: false,
      reason: 'off',
      message: 'the directory sweep is off: GRAPH_URL is not set',
    });
    expect((await db.doc(DIRECTORY_SWEEP_TARGET.doc).get()).get(`${DIRECTORY_SWEEP_TARGET.field}.jobId`)).toBe(before);
  });
});
