import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_URL, idTokenFor, runSuffix } from '../support/emulators';
import { newTrace, readReportsUntil, removeTemplate, templateWithDamagedHistory, traceIdOf, waitForReport } from '../support/error-reports';
import { signUpTestUser } from '../collab/support/auth-emulator';
import { upgradeStatus } from '../collab/support/raw-http';
import { spawnCollabServer } from '../collab/support/spawned-server';

/**
 * Error reports (core §9; issue 27, item 3): an error in the functions and in collab-server
 * reaches the run's error-report receiver (Sentry's Spotlight sidecar, emulators/spotlight), read
 * back from its own HTTP API, each with its trace. A request the functions refuse with a 4xx is
 * traced but is no error report. (The web app's: tests/e2e/error-reports.spec.ts.)
 */

const suffix = runSuffix();
const template = `errorReports${suffix}`;
const ADMIN = 'ada@modulr.example';
let token: string;

beforeAll(async () => {
  token = await idTokenFor(ADMIN);
  await templateWithDamagedHistory(template);
});
afterAll(async () => {
  await removeTemplate(template);
});

const putTemplate = (trace: string, body: unknown) =>
  fetch(`${FUNCTIONS_URL}/email/template`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'sentry-trace': trace },
    body: JSON.stringify(body),
  });

describe('error reports reach the local receiver', () => {
  it('functions: an error no route turns into a 4xx (a 500) is reported, with the trace of its request', async () => {
    const trace = newTrace();
    const res = await putTemplate(trace.header, { id: template, field: 'subject', value: `Changed ${suffix}` });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { error: string } }).error.error).toBe('internal');

    const error = await waitForReport(
      'the functions error of the damaged template',
      (r) => r.type === 'event' && traceIdOf(r) === trace.traceId,
    );
    expect(error.tags?.service).toBe('functions');
    expect(error.exception?.values?.length).toBeGreaterThan(0);
    // The request's own trace (the span the functions opened for it, in the caller's trace).
    await waitForReport(
      'the trace of the failed request',
      (r) => r.type === 'transaction' && traceIdOf(r) === trace.traceId && /^PUT (\/api)?\/email\/template$/.test(r.transaction ?? ''),
    );
  });

  it('functions: a request refused with a 4xx is traced, and no error is reported for it', async () => {
    const trace = newTrace();
    const res = await putTemplate(trace.header, { id: template, field: 'no such field', value: 'x' });
    expect(res.status).toBe(400);
    const reports = await readReportsUntil('the trace of the refused request', (all) =>
      all.some((r) => r.type === 'transaction' && traceIdOf(r) === trace.traceId),
    );
    const ofTrace = reports.filter((r) => traceIdOf(r) === trace.traceId);
    expect(ofTrace.map((r) => r.type)).toEqual(['transaction']);
    expect(ofTrace[0]!.contexts?.trace?.data?.['http.response.status_code']).toBe(400);
  });

  it('collab-server: an error it logs (here its token check, with Firebase Auth unreachable) is reported', async () => {
    const user = await signUpTestUser('error-reports');
    // A port nobody listens on: where this collab-server looks for Firebase Auth.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'collab-error-reports-'));
    // Its own environment name, so its report is told apart from every other run's.
    const environment = `error-reports-${suffix}`;
    const server = await spawnCollabServer({
      COLLAB_DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${closedPort}`,
      SENTRY_ENVIRONMENT: environment,
    });
    try {
      const answer = await upgradeStatus(`${server.httpUrl}/block-ws-error-reports?token=${user.idToken}`);
      expect(answer).toEqual({ status: 503, body: 'Could not verify ID token' });
      const report = await waitForReport('the collab-server error', (r) => r.type === 'event' && r.environment === environment);
      expect(report.tags?.service).toBe('collab-server');
      expect(report.message ?? report.logentry?.message).toMatch(/^collab-server: token verification failed/);
      expect(server.output()).toContain(`(error report ${report.event_id})`);
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
