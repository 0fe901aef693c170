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
  SALESFORCE_PROJECT_FIELDS,
  salesforceConfigFromEnv,
  salesforceCrm,
  soqlString,
  type SalesforceConfig,
} from '../../functions/src/public.js';
import { startSalesforceServer } from './server';
import { SOLD_PROJECTS } from './sales';

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
  config = { loginUrl: server.url, clientId: 'cid', clientSecret: 'secret', apiVersion: '60.0', timeoutMs: 30_000 };
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

  it('reads a project by its number with the fields WorkHub needs, and nothing for an unknown number', async () => {
    const crm = salesforceCrm(config);
    const number = `CONTRACT-P-${randomUUID().slice(0, 8)}`;
    expect(await crm.projectOf(number)).toBeUndefined();
    // What the sales team enters in Salesforce (its REST API, as a Salesforce user would).
    await crm.pushMilestone(number, 'permittingPayment', '2026-02-03T10:00:00.000Z');
    const { token, base } = await sessionOf();
    const [record] = (
      (await (
        await fetch(`${base}/query?q=${encodeURIComponent(`SELECT Id FROM Modulr_Project__c WHERE Project_Number__c = '${number}'`)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { records: { Id: string }[] }
    ).records;
    const patched = await fetch(`${base}/sobjects/Modulr_Project__c/${record!.Id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Client_Name__c: "O'Brien Family",
        Site_Street__c: '2214 Madrona Ln',
        Site_City__c: 'Santa Rosa',
        Site_State__c: 'CA',
        Site_Postal_Code__c: '95404',
        Mailing_Street__c: '88 Valencia St',
        Mailing_City__c: 'Oakland',
        Mailing_State__c: 'CA',
        Mailing_Postal_Code__c: '94612',
        Primary_Address__c: 'Mailing',
        APNs__c: '034-221-17; 034-221-18',
      }),
    });
    expect(patched.status).toBe(204);
    const project = await crm.projectOf(number);
    expect(project).toEqual({
      projectNumber: number,
      recordId: record!.Id,
      name: expect.any(String),
      clientName: "O'Brien Family",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      addresses: [
        { kind: 'site', street: '2214 Madrona Ln', city: 'Santa Rosa', state: 'CA', zip: '95404', primary: false },
        { kind: 'mailing', street: '88 Valencia St', city: 'Oakland', state: 'CA', zip: '94612', primary: true },
      ],
      incomplete: [],
      apns: ['034-221-17', '034-221-18'],
      milestones: { permittingPayment: '2026-02-03T10:00:00.000Z' },
      url: expect.stringMatching(new RegExp(`/lightning/r/Modulr_Project__c/${record!.Id}/view$`)),
    });
  });

  standIn('holds the seeded projects with their addresses, and projects sold that WorkHub does not have yet', async () => {
    const crm = salesforceCrm(config);
    const seeded = await crm.projectOf('P-1001');
    expect(seeded).toMatchObject({ clientName: 'Hernandez Family', apns: [expect.any(String)] });
    expect(seeded!.addresses.filter((a) => a.primary)).toHaveLength(1);
    for (const sold of SOLD_PROJECTS) {
      const project = await crm.projectOf(sold.projectNumber);
      expect(project).toMatchObject({ clientName: sold.clientName, apns: sold.apns, incomplete: [] });
      expect(project!.addresses[0]).toMatchObject({ kind: 'site', ...sold.site });
      expect(Object.keys(project!.milestones).sort()).toEqual(Object.keys(sold.milestonesDaysAgo).sort());
    }
  });

  standIn('refuses a field Modulr_Project__c does not have (INVALID_FIELD), in a query and in a write', async () => {
    const { token, base } = await sessionOf();
    const query = await fetch(`${base}/query?q=${encodeURIComponent(`SELECT Id, Build_Spec__c FROM Modulr_Project__c LIMIT 1`)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual([{ errorCode: 'INVALID_FIELD', message: expect.stringContaining("'Build_Spec__c'") }]);
    const where = await fetch(`${base}/query?q=${encodeURIComponent(`SELECT Id FROM Modulr_Project__c WHERE Site_Zip__c = '95404'`)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(where.status).toBe(400);
    expect(((await where.json()) as { errorCode: string }[])[0]!.errorCode).toBe('INVALID_FIELD');
    const write = await fetch(`${base}/sobjects/Modulr_Project__c/Project_Number__c/${project}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Primary_Address__c: 'Holiday home' }),
    });
    expect(write.status).toBe(400);
    expect(((await write.json()) as { errorCode: string }[])[0]!.errorCode).toBe('INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST');
    // Every field the adapter reads is one the stand-in has.
    const all = await fetch(
      `${base}/query?q=${encodeURIComponent(`SELECT ${SALESFORCE_PROJECT_FIELDS.join(', ')} FROM Modulr_Project__c LIMIT 1`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(all.status).toBe(200);
  });

  standIn('a record Salesforce answers with a wrong type is garbage naming Salesforce, and a fault fails the read', async () => {
    const crm = salesforceCrm(config);
    await control!('fault', { mode: 'garbage' });
    await expect(crm.projectOf('P-1025')).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Salesforce answered something/),
    });
    await control!('fault', { mode: 'fail' });
    await expect(crm.projectOf('P-1025')).rejects.toMatchObject({ status: 502, message: expect.stringContaining('SERVER_UNAVAILABLE') });
    await control!('reset');
  });
});

/** A client-credentials session of the Salesforce REST API (v60.0), as another Salesforce user would have. */
async function sessionOf(): Promise<{ token: string; base: string }> {
  const res = await fetch(`${config.loginUrl}/services/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }),
  });
  const body = (await res.json()) as { access_token: string; instance_url: string };
  return { token: body.access_token, base: `${body.instance_url}/services/data/v60.0` };
}
