/**
 * Projects the sales team has sold in Salesforce that WorkHub does not have yet (the Salesforce
 * stand-in seeds their Modulr_Project__c records; POST /projects/import brings one in). Their
 * addresses lie in the service area, so the Places and zoning stand-ins know them too
 * (emulators/places/geo.ts seededAddresses). Invented data for a stand-in, never read by
 * production code.
 */
import type { Address } from '@workhub/domain';

export interface SoldProject {
  projectNumber: string;
  clientName: string;
  site: Address;
  mailing?: Address;
  billing?: Address;
  /** Primary_Address__c ('Site' when absent). */
  primary?: 'Site' | 'Mailing' | 'Billing';
  apns: string[];
  /** Days before the stand-in starts that the opportunity was won (the record's CreatedDate). */
  soldDaysAgo: number;
  /** Milestones already dated in Salesforce, in days before the stand-in starts. */
  milestonesDaysAgo: Record<string, number>;
}

export const SOLD_PROJECTS: readonly SoldProject[] = [
  {
    projectNumber: 'P-1025',
    clientName: 'Solis Residence',
    site: { street: '2214 Madrona Ln', city: 'Santa Rosa', state: 'CA', zip: '95404' },
    mailing: { street: '88 Valencia St', city: 'Oakland', state: 'CA', zip: '94612' },
    apns: ['034-221-17'],
    soldDaysAgo: 12,
    milestonesDaysAgo: { permittingPayment: 5 },
  },
  {
    projectNumber: 'P-1026',
    clientName: 'Abernathy Ranch',
    site: { street: '61455 Juniper Rd', city: 'Bend', state: 'OR', zip: '97702' },
    billing: { street: '1400 Willow Way', city: 'Portland', state: 'OR', zip: '97205' },
    primary: 'Site',
    apns: ['181210-AB-01200', '181210-AB-01300'],
    soldDaysAgo: 30,
    milestonesDaysAgo: { permittingPayment: 21, permittingStarted: 9 },
  },
  {
    projectNumber: 'P-1027',
    clientName: 'Whitfield Backyard Cottage',
    site: { street: '917 Sequoia Ct', city: 'Tacoma', state: 'WA', zip: '98406' },
    apns: ['5275000410'],
    soldDaysAgo: 4,
    milestonesDaysAgo: {},
  },
];

/** Every address of the sold projects, site first. */
export const soldAddresses = () =>
  SOLD_PROJECTS.map((p) => ({
    projectId: p.projectNumber,
    site: p.site,
    others: [p.mailing, p.billing].filter((a): a is Address => !!a),
  }));
