import { describe, expect, it } from 'vitest';
import { importProjectSchema, projectFromSalesforce, salesforceImportBlocker, type SalesforceProject } from './salesforce-import.js';
import { primaryAddress, projectSchema } from './project.js';

const site = { street: '2214 Madrona Ln', city: 'Santa Rosa', state: 'CA', zip: '95404' };
const mailing = { street: '88 Valencia St', city: 'Oakland', state: 'CA', zip: '94612' };
const sf: SalesforceProject = {
  projectNumber: 'P-1025',
  recordId: 'a0Xabc',
  name: 'P-1025 Solis Residence',
  clientName: 'Solis Residence',
  createdAt: '2026-01-10T09:00:00.000Z',
  addresses: [
    { kind: 'site', ...site, primary: false },
    { kind: 'mailing', ...mailing, primary: true },
  ],
  incomplete: [],
  apns: ['034-221-17', '034-221-18'],
  // productionStarted lacks productionPayment: Salesforce may hold it, WorkHub does not take it.
  milestones: {
    permittingPayment: '2026-01-20T09:00:00.000Z',
    permittingStarted: '2026-02-01T09:00:00.000Z',
    productionStarted: '2026-03-01T09:00:00.000Z',
  },
  url: 'https://modulr.my.salesforce.com/lightning/r/Modulr_Project__c/a0Xabc/view',
};
const stamp = { buildSpec: 'v3.0.0', created: '2026-03-05T10:00:00.000Z', createdBy: 'grace' };

describe('projectFromSalesforce', () => {
  it('makes a project of the record: client, addresses with the primary, APNs on the site, milestones and phases; no base, no pipeline', () => {
    const project = projectFromSalesforce(sf, stamp);
    expect(projectSchema.parse(project)).toEqual(project);
    expect(project).toEqual({
      id: 'P-1025',
      clientName: 'Solis Residence',
      apns: [
        { apn: '034-221-17', address: site },
        { apn: '034-221-18', address: site },
      ],
      salesforce: {
        clientName: 'Solis Residence',
        addresses: [
          { ...site, primary: false },
          { ...mailing, primary: true },
        ],
      },
      milestones: { permittingPayment: '2026-01-20T09:00:00.000Z', permittingStarted: '2026-02-01T09:00:00.000Z' },
      buildSlot: null,
      buildSpec: 'v3.0.0',
      delivered: false,
      phase: 'permitting',
      phases: {
        sales: { start: '2026-01-10T09:00:00.000Z', end: '2026-02-01T09:00:00.000Z' },
        permitting: { start: '2026-02-01T09:00:00.000Z' },
      },
      notes: '',
      links: { salesforce: sf.url },
      clientPreferences: {},
      created: stamp.created,
      createdBy: 'grace',
      salesforceId: 'a0Xabc',
    });
    expect(project.base).toBeUndefined();
    expect(project.assemblyCount).toBeUndefined();
    expect(primaryAddress(project)).toEqual(mailing);
  });

  it('a record without milestones is a project in sales since the record was created', () => {
    const project = projectFromSalesforce({ ...sf, milestones: {}, apns: [] }, stamp);
    expect(project).toMatchObject({ phase: 'sales', phases: { sales: { start: sf.createdAt } }, milestones: {}, apns: [] });
  });
});

describe('salesforceImportBlocker', () => {
  it('needs a complete site address, and names the empty fields of a part-filled address', () => {
    expect(salesforceImportBlocker(sf)).toBeUndefined();
    expect(salesforceImportBlocker({ ...sf, addresses: [sf.addresses[1]!] })).toMatch(/^Salesforce project P-1025 has no site address/);
    expect(salesforceImportBlocker({ ...sf, incomplete: ['Site_City__c'] })).toBe(
      'Salesforce project P-1025 has an incomplete address (Site_City__c empty): complete it in Salesforce, then import',
    );
  });
});

describe('importProjectSchema', () => {
  it('takes one project number, nothing else', () => {
    expect(importProjectSchema.parse({ projectId: 'P-1025' })).toEqual({ projectId: 'P-1025' });
    for (const bad of [{}, { projectId: 'a/b' }, { projectId: 'P-1.2' }, { projectId: 'P-1', extra: 1 }, { projectId: 5 }])
      expect(importProjectSchema.safeParse(bad).success).toBe(false);
  });
});
