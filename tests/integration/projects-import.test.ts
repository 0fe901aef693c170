import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { compareVersionTexts, projectSchema } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { clearFaults, fault, salesforce } from '../support/outside-systems';

/**
 * POST /projects/import: a project enters WorkHub from the record Salesforce sold it under
 * (Modulr_Project__c by Project_Number__c, on the Salesforce stand-in emulators/salesforce). Each
 * test makes its own Salesforce records (T-<suffix>-…, through Salesforce's REST API as the sales
 * team would) and removes the projects it imported.
 */

type Envelope<T = Record<string, unknown>> = {
  success: boolean;
  data: T | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

const suffix = runSuffix();
const imported: string[] = [];
let app: App;
let db: Firestore;
let grace: string;
let eero: string;

const site = { street: '2214 Madrona Ln', city: 'Santa Rosa', state: 'CA', zip: '95404' };
const billing = { street: '1400 Willow Way', city: 'Portland', state: 'OR', zip: '97205' };

async function importAs(token: string, body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}/projects/import`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** A project sold in Salesforce: its Modulr_Project__c record (fields as the sales team fills them). */
async function sold(name: string, fields: Record<string, unknown> = {}): Promise<{ id: string; recordId: string }> {
  const id = `T-${suffix}-${name}`;
  imported.push(id);
  const created = await salesforce<{ id: string }>('POST', '/sobjects/Modulr_Project__c', {
    Name: `${id} Import test`,
    Project_Number__c: id,
    Client_Name__c: `Import client ${name}`,
    Site_Street__c: site.street,
    Site_City__c: site.city,
    Site_State__c: site.state,
    Site_Postal_Code__c: site.zip,
    Billing_Street__c: billing.street,
    Billing_City__c: billing.city,
    Billing_State__c: billing.state,
    Billing_Postal_Code__c: billing.zip,
    Primary_Address__c: 'Site',
    APNs__c: '034-221-17; 034-221-18',
    Permitting_Payment__c: '2026-01-20T09:00:00.000Z',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id, recordId: created.body.id };
}

const projectDoc = (id: string) => db.doc(`projects/${id}`);

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `projects-import-${suffix}`);
  db = getFirestore(app);
  grace = await idTokenFor('grace@modulr.example'); // a management approver
  eero = await idTokenFor('eero@modulr.example'); // a design approver only
});

afterAll(async () => {
  for (const id of imported) await db.recursiveDelete(projectDoc(id));
  if (app) await deleteApp(app);
});

describe('POST /projects/import', () => {
  it('creates the project from its Salesforce record: client, addresses, APNs, milestones, stamped; no base, no pipeline', async () => {
    const { id, recordId } = await sold('new');
    const before = Date.now();
    const answer = await importAs(grace, { projectId: id });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(201);
    expect(answer.body.data).toEqual({ projectId: id, clientName: 'Import client new' });

    const snap = await projectDoc(id).get();
    const stored = projectSchema.parse(snap.data());
    const newestSpec = (await db.collection('buildSpecs').listDocuments())
      .map((r) => r.id)
      .sort(compareVersionTexts)
      .at(-1);
    expect(stored).toEqual({
      id,
      clientName: 'Import client new',
      apns: [
        { apn: '034-221-17', address: site },
        { apn: '034-221-18', address: site },
      ],
      salesforce: {
        clientName: 'Import client new',
        addresses: [
          { ...site, primary: true },
          { ...billing, primary: false },
        ],
      },
      milestones: { permittingPayment: '2026-01-20T09:00:00.000Z' },
      buildSlot: null,
      buildSpec: newestSpec,
      delivered: false,
      phase: 'sales',
      phases: { sales: { start: expect.any(String) } },
      notes: '',
      links: { salesforce: expect.stringMatching(new RegExp(`/lightning/r/Modulr_Project__c/${recordId}/view$`)) },
      clientPreferences: {},
      created: expect.any(String),
      createdBy: 'grace',
      salesforceId: recordId,
    });
    expect(Date.parse(stored.created!)).toBeGreaterThanOrEqual(before - 60_000);
    expect(snap.get('base')).toBeUndefined();
    expect(snap.get('assemblyCount')).toBeUndefined();
    expect((await projectDoc(id).collection('pipe').limit(1).get()).empty).toBe(true);
  });

  it("answers 409 'Project … already exists' on a repeat and leaves the project as it was", async () => {
    const { id } = await sold('twice');
    expect((await importAs(grace, { projectId: id })).status).toBe(201);
    const before = (await projectDoc(id).get()).updateTime?.toMillis();
    const again = await importAs(grace, { projectId: id });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`Project ${id} already exists`);
    expect((await projectDoc(id).get()).updateTime?.toMillis()).toBe(before);
    // A seeded project is one WorkHub has too.
    expect((await importAs(grace, { projectId: 'P-1001' })).body.error?.message).toBe('Project P-1001 already exists');
  });

  it("answers 404 'No Salesforce project …' for a number Salesforce does not hold, writing nothing", async () => {
    const id = `T-${suffix}-unsold`;
    const answer = await importAs(grace, { projectId: id });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, data: null, error: { error: 'not-found', message: `No Salesforce project ${id}` } });
    expect((await projectDoc(id).get()).exists).toBe(false);
  });

  it('refuses (403) a user who is not a management approver, writing nothing', async () => {
    const { id } = await sold('not-allowed');
    const answer = await importAs(eero, { projectId: id });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toMatch(/^Only management approvers may import a project from Salesforce/);
    expect((await projectDoc(id).get()).exists).toBe(false);
  });

  it('refuses a record without a complete site address (409 naming the empty field), writing nothing', async () => {
    const { id } = await sold('no-city', { Site_City__c: null });
    const answer = await importAs(grace, { projectId: id });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe(
      `Salesforce project ${id} has an incomplete address (Site_City__c empty): complete it in Salesforce, then import`,
    );
    expect((await projectDoc(id).get()).exists).toBe(false);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'projectId'],
      [{ projectId: 'a/b' }, 'projectId'],
      [{ projectId: 'P-1025', clientName: 'x' }, '(body)'],
    ] as const) {
      const answer = await importAs(grace, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error?.fieldErrors ?? {}), JSON.stringify(answer.body.error)).toContain(field);
    }
  });

  it('Salesforce failing or answering garbage: 502 naming Salesforce and nothing written; a retry then imports', async () => {
    const { id } = await sold('sf-down');
    for (const mode of ['fail', 'garbage'] as const) {
      await fault('salesforce', mode, 1);
      try {
        const answer = await importAs(grace, { projectId: id });
        expect(answer.status, JSON.stringify(answer.body)).toBe(502);
        expect(answer.body.error?.message).toMatch(/^Salesforce answered/);
      } finally {
        await clearFaults('salesforce');
      }
      expect((await projectDoc(id).get()).exists).toBe(false);
    }
    expect((await importAs(grace, { projectId: id })).status).toBe(201);
  });
});
