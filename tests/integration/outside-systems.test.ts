import { afterAll, describe, expect, it } from 'vitest';
import { OUTSIDE_SYSTEM_IDS, outsideSystemsAnswerSchema, type OutsideSystemsAnswer } from '@workhub/domain';
import { FUNCTIONS_URL, idTokenFor } from '../support/emulators';
import { clearFaults, fault } from '../support/outside-systems';

/**
 * GET /cloud/outsideSystems (the admin page "Outside systems", issue 24 item 7) over HTTP against
 * the emulators and every stand-in the test run starts: all outside systems are configured and
 * reachable under the test setup; a stand-in made to fail is unreachable with the system named;
 * other staff get 403, no token 401.
 */

const ADMIN = 'ada@modulr.example';
const STAFF = 'eero@modulr.example';
type Envelope<T> = { success: boolean; data: T | null; error: { error: string; message: string } | null };

async function get(email: string | null, query = '') {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (email) headers.Authorization = `Bearer ${await idTokenFor(email)}`;
  const res = await fetch(`${FUNCTIONS_URL}/cloud/outsideSystems${query}`, { headers });
  return { status: res.status, body: (await res.json()) as Envelope<OutsideSystemsAnswer> };
}

afterAll(async () => {
  await clearFaults('salesforce');
});

describe('GET /cloud/outsideSystems', () => {
  it('lists every outside system as configured and reachable under the test setup, without secrets', async () => {
    const res = await get(ADMIN);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = outsideSystemsAnswerSchema.parse(res.body.data);
    const unreachable = answer.systems.filter((s) => s.state !== 'reachable').map((s) => `${s.name}: ${s.detail}`);
    expect(unreachable).toEqual([]);
    expect(answer.systems.map((s) => s.id)).toEqual([...OUTSIDE_SYSTEM_IDS]);
    const by = Object.fromEntries(answer.systems.map((s) => [s.id, s]));
    expect(by.erp).toMatchObject({ target: new URL(process.env.ERP_URL ?? 'http://127.0.0.1:8700').host, status: 200 });
    expect(by.onshape).toMatchObject({ target: new URL(process.env.ONSHAPE_URL ?? 'http://127.0.0.1:8750').host, status: 200 });
    expect(by.smtp).toMatchObject({ target: `127.0.0.1:${process.env.SMTP_PORT ?? 1125}` });
    for (const s of answer.systems) expect(s.ms, s.id).toBeLessThanOrEqual(answer.timeoutMs + 1000);
    const text = JSON.stringify(answer);
    for (const secret of [
      'workhub-local-secret',
      'workhub-local-key',
      'workhub-local-places-key',
      'workhub-local-generator-key',
      'workhub-local-graph-secret',
    ])
      expect(text).not.toContain(secret);
  });

  it('shows a stand-in that fails as unreachable, naming it, while the others stay reachable', async () => {
    await fault('salesforce', 'fail', 0);
    try {
      const res = await get(ADMIN);
      expect(res.status).toBe(200);
      const by = Object.fromEntries(res.body.data!.systems.map((s) => [s.id, s]));
      expect(by.salesforce).toMatchObject({ state: 'unreachable', configured: true });
      expect(by.salesforce!.detail).toMatch(/^Salesforce answered 503/);
      expect(by.erp!.state).toBe('reachable');
    } finally {
      await clearFaults('salesforce');
    }
    const again = await get(ADMIN);
    expect(again.body.data!.systems.find((s) => s.id === 'salesforce')!.state).toBe('reachable');
  });

  it('is for workspace admins only: 403 for other staff, 401 without a token, 400 for input it does not take', async () => {
    const staff = await get(STAFF);
    expect(staff.status).toBe(403);
    expect(staff.body.error?.message).toBe('Only workspace admins see the outside systems');
    expect((await get(null)).status).toBe(401);
    const bad = await get(ADMIN, '?system=erp');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});
