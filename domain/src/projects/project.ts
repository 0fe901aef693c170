import { z } from 'zod';
import { PROJECT_PHASES } from './milestones.js';
import { stageSchema } from './pipe.js';
import { clientPreferenceAnswersSchema, type ClientPreferenceAnswers } from './client-preferences.js';

export const addressSchema = z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() });
export type Address = z.infer<typeof addressSchema>;

/** The latest committed base (design) of a project; its presence unlocks the counts, pipe and opus tabs. */
export const projectBaseLatestSchema = z.object({
  version: z.string(),
  baseSpec: z.string().optional(),
  buildSpec: z.string().optional(),
  modules: z.number().optional(),
  floorArea: z.number().optional(),
  committed: z.string().optional(),
  committedBy: z.string().optional(),
  message: z.string().optional(),
  /** Quantities by layer: 'design/walls' -> { count, length?, area? }. */
  counts: z.record(z.string(), z.record(z.string(), z.number())).optional(),
});
export type ProjectBaseLatest = z.infer<typeof projectBaseLatestSchema>;

/** Client preference answers (core spec section 9); the questions are in projects/client-preferences.ts. */
export const clientPreferencesSchema = clientPreferenceAnswersSchema;
export type ClientPreferences = ClientPreferenceAnswers;

/**
 * Project (core spec section 3). The pipeline per assembly is not on this document but in its
 * `pipe` sub-collection (one document per assembly: Firestore's 1 MiB and write-rate limits).
 */
export const projectSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  apns: z.array(z.object({ apn: z.string(), address: addressSchema })),
  salesforce: z.object({
    clientName: z.string(),
    address: addressSchema.optional(),
    addresses: z.array(addressSchema.extend({ primary: z.boolean() })).optional(),
  }),
  /** Milestone name -> ISO date it was reached. */
  milestones: z.record(z.string(), z.string()),
  buildSlot: z.string().nullable(),
  buildSpec: z.string(),
  delivered: z.boolean(),
  phase: z.enum(PROJECT_PHASES),
  phases: z.record(z.string(), z.object({ start: z.string(), end: z.string().optional() })),
  notes: z.string(),
  links: z.record(z.string(), z.string()),
  base: z.object({ latest: projectBaseLatestSchema.optional() }).optional(),
  opus: z.object({ mbom: stageSchema, pbom: stageSchema }).optional(),
  clientPreferences: clientPreferencesSchema.optional(),
  /** Number of assemblies in the pipe sub-collection (kept by the services). */
  assemblyCount: z.number().int().optional(),
  /** When and by whom the project was imported from Salesforce (POST /projects/import; seeded projects have none). */
  created: z.string().optional(),
  createdBy: z.string().optional(),
  /** The Salesforce record (Modulr_Project__c Id) the project was imported from. */
  salesforceId: z.string().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** The primary address: salesforce's address marked primary, else its single address, else the first APN's. */
export function primaryAddress(project: Pick<Project, 'salesforce' | 'apns'>): Address | undefined {
  const { addresses, address } = project.salesforce;
  const primary = addresses?.find((a) => a.primary) ?? addresses?.[0];
  const chosen = primary ?? address ?? project.apns[0]?.address;
  return chosen ? { street: chosen.street, city: chosen.city, state: chosen.state, zip: chosen.zip } : undefined;
}

export const formatAddress = (a: Address) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

/** The maps search the project layout links the primary address to. */
export const mapsSearchUrl = (a: Address) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(a))}`;

/** The project layout's tabs (core spec section 2), in order. */
export const PROJECT_TABS = ['client', 'design', 'base', 'counts', 'pipe', 'opus', 'raw', 'cost'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The role a project tab needs (core spec §2: raw only for software engineers); the server refuses the others. */
export const PROJECT_TAB_ROLES: Partial<Record<ProjectTab, 'isSoftwareEng'>> = { raw: 'isSoftwareEng' };

/** Whether a user with these role flags may open a tab: checked before a project is chosen (/raw), not after. */
export const mayOpenProjectTab = (tab: ProjectTab, user: { isSoftwareEng: boolean } | null | undefined): boolean => {
  const role = PROJECT_TAB_ROLES[tab];
  return !role || user?.[role] === true;
};

/** Tabs shown: client, design, base always; counts, pipe, opus with latest base data; raw for software engineers; cost hidden. */
export function visibleProjectTabs(project: Pick<Project, 'base'> | undefined, user: { isSoftwareEng: boolean }): ProjectTab[] {
  const hasLatest = !!project?.base?.latest;
  return PROJECT_TABS.filter((tab) => {
    if (tab === 'cost') return false;
    if (PROJECT_TAB_ROLES[tab]) return mayOpenProjectTab(tab, user);
    if (tab === 'counts' || tab === 'pipe' || tab === 'opus') return hasLatest;
    return true;
  });
}

/** Project list default limit (core spec section 9). */
export const PROJECT_LIST_LIMIT = 1000;
