import { z } from 'zod';
import { MILESTONES, type MilestoneName } from './milestones.js';
import { phaseOfMilestones, phasesOfMilestones, salesStartOf, setMilestoneBlocker } from './milestone-rules.js';
import { projectSchema, type Address, type Project } from './project.js';
import { projectIdSchema } from './requests.js';

/**
 * Projects come from Salesforce (issue 24; docs/decisions.md "Projects come from Salesforce"): a
 * project is sold there (custom object Modulr_Project__c, numbered by Project_Number__c) and
 * enters WorkHub by POST /projects/import { projectId }, which reads the record through the
 * Salesforce adapter (functions/src/engines/salesforce) and writes `projects/{id}` made by
 * `projectFromSalesforce`. No base and no pipeline: those come from committing a base design.
 */

/** POST /projects/import: the project number Salesforce sold the project under ('P-1025'). */
export const importProjectSchema = z.strictObject({ projectId: projectIdSchema });
export type ImportProjectInput = z.infer<typeof importProjectSchema>;

/** POST /projects/import answers the new project's id and client (the page opens the project). */
export const importProjectAnswerSchema = z.object({ projectId: z.string(), clientName: z.string() });
export type ImportProjectAnswer = z.infer<typeof importProjectAnswerSchema>;

/** The record's three address groups (Site_…, Mailing_…, Billing_… fields). */
export const SALESFORCE_ADDRESS_KINDS = ['site', 'mailing', 'billing'] as const;
export type SalesforceAddressKind = (typeof SALESFORCE_ADDRESS_KINDS)[number];

/** A Modulr_Project__c record as the adapter maps it (the fields WorkHub's Project needs). */
export interface SalesforceProject {
  projectNumber: string;
  /** The record's 18-character Salesforce id. */
  recordId: string;
  /** The record's Name. */
  name: string;
  clientName: string;
  /** The record's CreatedDate (ISO): when the sale opened, the start of the project's sales phase. */
  createdAt: string;
  /** The complete address groups, site first; one is primary (Primary_Address__c, else the site). */
  addresses: (Address & { kind: SalesforceAddressKind; primary: boolean })[];
  /** Fields of an address group filled in only in part ('Site_City__c'): the group is left out. */
  incomplete: string[];
  /** The site's assessor parcel numbers (APNs__c). */
  apns: string[];
  /** The milestone dates the record holds (ISO). */
  milestones: Partial<Record<MilestoneName, string>>;
  /** The record in Salesforce's Lightning UI. */
  url: string;
}

/**
 * Who may import: the management approvers (config/access approvers.management), who approve a
 * project's commitments for the company; read at each request, enforced by the projects service.
 */
export const IMPORT_PROJECT_ROLE = 'management' as const;
export const importNotAllowedMessage = () =>
  `Only ${IMPORT_PROJECT_ROLE} approvers may import a project from Salesforce; you are not one (config/access approvers.${IMPORT_PROJECT_ROLE})`;

export const projectExistsMessage = (projectId: string) => `Project ${projectId} already exists`;
export const noSalesforceProjectMessage = (projectId: string) => `No Salesforce project ${projectId}`;

/**
 * Why a Salesforce record cannot become a project yet (a 409 the sales team fixes in Salesforce),
 * or undefined: it needs a complete site address (the zoning, places and permit work start there),
 * and an address group filled in only in part is named rather than dropped silently.
 */
export function salesforceImportBlocker(sf: SalesforceProject): string | undefined {
  if (sf.incomplete.length)
    return `Salesforce project ${sf.projectNumber} has an incomplete address (${sf.incomplete.join(', ')} empty): complete it in Salesforce, then import`;
  if (!sf.addresses.some((a) => a.kind === 'site'))
    return `Salesforce project ${sf.projectNumber} has no site address (Site_Street__c, Site_City__c, Site_State__c, Site_Postal_Code__c): complete it in Salesforce, then import`;
  return undefined;
}

/** What the import stamps on the project besides Salesforce's data. */
export interface ImportStamp {
  /** The build spec the project starts on: the newest released (a base commit may name another). */
  buildSpec: string;
  /** ISO time of the import. */
  created: string;
  /** The importing user's `user`. */
  createdBy: string;
}

const plain = (a: Address): Address => ({ street: a.street, city: a.city, state: a.state, zip: a.zip });

/**
 * The `projects/{id}` document made from a Salesforce record: client and addresses as Salesforce
 * holds them, the APNs on the site address, the milestones it dates (in catalogue order, only
 * where their prerequisites are set and not later, as a pull takes them), the phase and phases that
 * follow (sales from the record's creation), no build slot, no base, no pipeline.
 */
export function projectFromSalesforce(sf: SalesforceProject, stamp: ImportStamp): Project {
  const site = sf.addresses.find((a) => a.kind === 'site') ?? sf.addresses[0];
  const milestones: Record<string, string> = {};
  for (const m of MILESTONES) {
    const at = sf.milestones[m.name];
    if (at === undefined || setMilestoneBlocker(m.name, milestones, at)) continue;
    milestones[m.name] = at;
  }
  const salesStart = salesStartOf(undefined, milestones, sf.createdAt);
  return projectSchema.parse({
    id: sf.projectNumber,
    clientName: sf.clientName,
    apns: site ? sf.apns.map((apn) => ({ apn, address: plain(site) })) : [],
    salesforce: {
      clientName: sf.clientName,
      addresses: sf.addresses.map((a) => ({ ...plain(a), primary: a.primary })),
    },
    milestones,
    buildSlot: null,
    buildSpec: stamp.buildSpec,
    delivered: Object.hasOwn(milestones, 'installStarted'),
    phase: phaseOfMilestones(milestones),
    phases: phasesOfMilestones(milestones, salesStart),
    notes: '',
    links: { salesforce: sf.url },
    clientPreferences: {},
    created: stamp.created,
    createdBy: stamp.createdBy,
    salesforceId: sf.recordId,
  });
}
