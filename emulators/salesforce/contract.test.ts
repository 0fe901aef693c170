/**
 * Contract of the Salesforce adapter (functions/src/engines/salesforce/salesforce.ts), run against
 * the stand-in started here, or against a real org (a sandbox) when SALESFORCE_CONTRACT_LOGIN_URL,
 * SALESFORCE_CONTRACT_CLIENT_ID and SALESFORCE_CONTRACT_CLIENT_SECRET are set (the fault cases
 * need the stand-in's controls and are skipped then). It writes only the record of project
 * CONTRACT-<random>.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoOfSalesforce,
  milestoneField,
  salesforceConfigFromEnv,
  salesforceCrm,
  soqlString,
  type SalesforceConfig,
} from '../../functions/src/public.js';
import { startSalesforceServer } from './server';

const real = process.env.SALESFORCE_CONTRACT_LOGIN_URL;
let config: SalesforceConfig;
let control: ((name: string, body?: unknown) => Promise<void>) | undefined;
let close: (() => Promise<void>) | undefined;
const now = new Date();

beforeAll(async () => {
  if (real) {
    config = salesforceConfigFromEnv({
      SALESFORCE_LOGIN_URL: real,
      SALESFORCE_CLIENT_ID: process.env.SALESFORCE_CONTRACT_CLIENT_ID,
      SALESFORCE_CLIENT_SECRET: process.env.SALESFORCE_CONTRACT_CLIENT_SECRET,
    });
    return;
  }
  const server = await startSalesforceServer({ port: 0, clientId: 'cid', clientSecret: 'secret', now, log: () => undefined });
  close = server.close;
  config = { loginUrl: server.url, clientId: 'cid', clientSecret: 'secret', apiVersion: '60.0', timeoutMs: 2000 };
  control = async (name, body = {}) => {
    const res = await fetch(`${server.url}/__control/${name}`, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  };
});
afterAll(async () => {
  await close?.();
});

const standIn = real ? it.skip : it;
const project = `CONTRACT-${randomUUID().slice(0, 8)}`;

describe('Salesforce adapter contract', () => {
  it('maps milestone names to their fields and reads Salesforce DateTimes', () => {
    expect(milestoneField('permittingStarted')).toBe('Permitting_Started__c');
    expect(milestoneField('balancePayment')).toBe('Balance_Payment__c');
    expect(isoOfSalesforce('2026-03-02T17:00:00.000+0000')).toBe('2026-03-02T17:00:00.000Z');
    expect(isoOfSalesforce('soon')).toBeUndefined();
    expect(soqlString("O'Brien\\")).toBe("'O\\'Brien\\\\'");
  });

  it('needs the login URL and the Connected App key pair (503 naming Salesforce)', () => {
    expect(() => salesforceConfigFromEnv({})).toThrow(/Salesforce is not configured/);
    try {
      salesforceConfigFromEnv({ SALESFORCE_LOGIN_URL: 'https://x' });
    } catch (e) {
      expect(e).toMatchObject({ status: 503, system: 'Salesforce' });
    }
  });

  it('has no record for an unknown project, then pushes a milestone (upsert) and reads it back', async () => {
    const crm = salesforceCrm(config);
    expect(await crm.milestonesOf(project)).toBeUndefined();
    await crm.pushMilestone(project, 'permittingPayment', '2026-02-03T10:00:00.000Z');
    await crm.pushMilestone(project, 'permittingStarted', '2026-02-10T10:00:00.000Z');
    expect(await crm.milestonesOf(project)).toEqual({
      permittingPayment: '2026-02-03T10:00:00.000Z',
      permittingStarted: '2026-02-10T10:00:00.000Z',
    });
    await crm.pushMilestone(project, 'permittingStarted', null);
    expect(await crm.milestonesOf(project)).toEqual({ permittingPayment: '2026-02-03T10:00:00.000Z' });
  });

  it('a quote in the project id cannot change the query', async () => {
    expect(await salesforceCrm(config).milestonesOf("x' OR Name != '")).toBeUndefined();
  });

  standIn('reads the seeded records: the project milestones and a newer one from Salesforce', async () => {
    const crm = salesforceCrm(config);
    const first = await crm.milestonesOf('P-1001');
    expect(first).toBeDefined();
    expect(Object.keys(first!).length).toBeGreaterThan(0);
  });

  standIn('refuses bad credentials with the OAuth error, naming Salesforce', async () => {
    await expect(salesforceCrm({ ...config, clientSecret: 'wrong' }).milestonesOf(project)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Salesforce answered 400 .*invalid_client/),
    });
  });

  standIn('gets a new token once when the session expired', async () => {
    const crm = salesforceCrm(config);
    await crm.milestonesOf(project);
    await control!('expire');
    expect(await crm.milestonesOf(project)).toEqual({ permittingPayment: '2026-02-03T10:00:00.000Z' });
  });

  standIn('down, slow past the timeout, answering garbage or 5xx: a clear error naming Salesforce', async () => {
    const down = salesforceCrm({ ...config, loginUrl: 'http://127.0.0.1:9' });
    await expect(down.milestonesOf(project)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Salesforce cannot be reached/),
    });
    const crm = salesforceCrm({ ...config, timeoutMs: 300 });
    await crm.milestonesOf(project); // logged in
    await control!('fault', { mode: 'slow', ms: 5000 });
    await expect(crm.pushMilestone(project, 'productionPayment', '2026-03-01T00:00:00.000Z')).rejects.toMatchObject({
      status: 504,
      message: expect.stringMatching(/^Salesforce did not answer within 300 ms/),
    });
    await control!('fault', { mode: 'garbage' });
    await expect(crm.milestonesOf(project)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Salesforce answered something/),
    });
    await control!('fault', { mode: 'fail' });
    await expect(crm.milestonesOf(project)).rejects.toMatchObject({ status: 502, message: expect.stringContaining('SERVER_UNAVAILABLE') });
    await control!('reset');
  });

  standIn('the stand-in refuses SOQL it does not support with MALFORMED_QUERY', async () => {
    const token = (await (
      await fetch(`${config.loginUrl}/services/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'cid', client_secret: 'secret' }),
      })
    ).json()) as { access_token: string };
    const res = await fetch(
      `${config.loginUrl}/services/data/v60.0/query?q=${encodeURIComponent("SELECT Id FROM Modulr_Project__c WHERE Name LIKE 'a%'")}`,
      {
        headers: { authorization: `Bearer ${token.access_token}` },
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([{ errorCode: 'MALFORMED_QUERY', message: expect.any(String) }]);
    const noToken = await fetch(`${config.loginUrl}/services/data/v60.0/query?q=SELECT+Id+FROM+Modulr_Project__c`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual([{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }]);
  });
});
