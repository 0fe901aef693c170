import { SEEDED_ACCESS_GROUPS } from '@workhub/domain';
import { createPrng } from './prng.js';
import { SEED_ACCOUNTS } from './accounts.js';
import type { SeedDoc } from './data/types.js';
import { buildProjects } from './data/projects.js';
import { buildBlocks } from './data/blocks.js';
import { buildClassBlocks } from './data/class-blocks.js';
import { buildClassParts } from './data/class-parts.js';
import { buildBuildSpecs } from './data/build-specs.js';
import { buildBaseSpecs } from './data/base-specs.js';
import { buildErpItems, ERP_ITEM_COUNT } from './data/erp-items.js';
import { buildErpItemGroups, buildErpSuppliers, buildErpWarehouses } from './data/erp-lookups.js';
import { buildJobs } from './data/jobs.js';
import { buildEmailTemplates } from './data/email-templates.js';
import { buildDesigns } from './data/designs.js';
import { buildTags } from './data/tags.js';
import { buildSettings } from './data/settings.js';
import { buildFeatures } from './data/features.js';
import { buildBuildingSystemOwners } from './data/building-system-owners.js';
import { buildVersions, latestBasesOf } from './data/versions.js';
import { buildCosts } from './data/costs.js';
import { buildStructure } from './data/structure.js';
import { buildBlockWorkspaces } from './data/block-workspaces.js';
import { buildClassPartWorkspaces } from './data/class-part-workspaces.js';
import { buildGenerators, seededProjectInputs } from './data/generators.js';
import { buildPickLists } from './data/pick-lists.js';
import { buildStorageObjects } from './data/storage.js';
import { BASE_DATE } from './clock.js';

export type { SeedDoc } from './data/types.js';

export const DEFAULT_SEED = 20260105;

export const SEED_COLLECTIONS = [
  'projects',
  'blocks',
  'classBlocks',
  'classParts',
  'buildSpecs',
  'baseSpecs',
  'erpItems',
  'erpSuppliers',
  'erpWarehouses',
  'erpItemGroups',
  'jobs',
  'emailTemplates',
  'designs',
  'tags',
  'settings',
  'features',
  'pickLists',
  // The metadata of the seeded blobs (emulators/seed/blobs.ts writes the blobs themselves).
  'storageObjects',
  'buildingSystemOwners',
  'versions',
  'versionCandidates',
  'costs',
  'structure',
  'config',
  'workspaces',
  'baseGenerators',
  'baseTests',
  'generatorRuns',
  // Not a collection: each doc is the content entry of the workspace with its id (see write.ts).
  'workspaceContent',
  // Not a collection: each doc (id 'projectId/assembly') goes to the project's pipe sub-collection.
  'pipe',
  // Not a collection: each doc's id is its full document path, for documents in sub-collections
  // (content chunks of versions, candidates and workspaces). Written after their parents.
  'nested',
] as const;
export type SeedCollection = (typeof SEED_COLLECTIONS)[number];
export type Seed = Record<SeedCollection, SeedDoc[]>;

export interface SeedOptions {
  /** How many ERP items (default ERP_ITEM_COUNT, 5,000); `npm run seed -- --items 20000` makes the large set. */
  erpItems?: number;
  /** How many designs (default DESIGN_COUNT, 36); `npm run seed -- --designs 10000` makes the designs benchmark's set. */
  designs?: number;
}

/** The seeded ERP items alone (the same generator and stream as buildSeed): what the ERP stand-in holds. */
export function buildSeedErpItems(count: number = ERP_ITEM_COUNT, seed: number = DEFAULT_SEED): SeedDoc[] {
  return buildErpItems(createPrng(seed).fork('erpItems'), count);
}

/**
 * Every seeded document, by collection. Pure and deterministic: each collection draws from its
 * own stream forked from `seed`, so the same seed gives the same documents on every run.
 */
export function buildSeed(seed: number = DEFAULT_SEED, options: SeedOptions = {}): Seed {
  const root = createPrng(seed);
  const stream = (name: string) => root.fork(name);

  const erpItems = buildErpItems(stream('erpItems'), options.erpItems ?? ERP_ITEM_COUNT);
  // Other collections refer to the default set only, so they stay the same whatever the item count.
  const defaultItems = erpItems.slice(0, ERP_ITEM_COUNT);
  const itemCodesByGroup: Record<string, string[]> = {};
  for (const { id, data } of defaultItems) (itemCodesByGroup[String(data.item_group)] ??= []).push(id);
  const purchasedCodes = defaultItems
    .filter((d) => d.data.item_group !== 'Manufactured Parts' && d.data.lifecycle === 'U - In Use')
    .map((d) => d.id);

  const blocks = buildBlocks(stream('blocks'));
  const blockNames = blocks.docs.filter((d) => !('version' in d.data)).map((d) => String(d.data.name));
  // The pipeline of a seeded project is derived from its base drawing by the domain rules the services use (build and base specs).
  const buildSpecs = buildBuildSpecs(stream('buildSpecs'), {
    blockNames,
    latestBlockVersion: blocks.latestVersionByName,
    itemCodesByGroup,
    stockUomOf: Object.fromEntries(defaultItems.map((d) => [d.id, String(d.data.stock_uom)])),
  });
  const baseSpecs = buildBaseSpecs(stream('baseSpecs'));
  const { projects, pipe, drawings } = buildProjects(stream('projects'), purchasedCodes, { buildSpecs, baseSpecs });
  const tags = buildTags(stream('tags'));
  const blockWorkspaces = buildBlockWorkspaces(blocks.docs);
  const classParts = buildClassParts(stream('classParts'));
  const classPartWorkspaces = buildClassPartWorkspaces(classParts);
  const versions = buildVersions(stream('versions'), baseSpecs, drawings, latestBasesOf(projects));
  const generators = buildGenerators(seededProjectInputs(projects, versions.versions, versions.nested), baseSpecs);

  return {
    projects,
    blocks: blocks.docs,
    classBlocks: buildClassBlocks(stream('classBlocks'), blocks.families),
    classParts,
    buildSpecs,
    baseSpecs,
    erpItems,
    erpSuppliers: buildErpSuppliers(),
    erpWarehouses: buildErpWarehouses(),
    erpItemGroups: buildErpItemGroups(),
    jobs: buildJobs(),
    emailTemplates: buildEmailTemplates(),
    designs: buildDesigns(
      stream('designs'),
      tags.map((t) => t.id),
      options.designs,
    ),
    tags,
    settings: buildSettings(stream('settings'), SEED_ACCOUNTS),
    features: buildFeatures(),
    pickLists: buildPickLists(stream('pickLists'), pipe, defaultItems),
    storageObjects: buildStorageObjects(BASE_DATE),
    buildingSystemOwners: buildBuildingSystemOwners(stream('buildingSystemOwners')),
    versions: versions.versions,
    versionCandidates: versions.versionCandidates,
    costs: buildCosts(stream('costs')),
    structure: buildStructure(stream('structure'), projects),
    // Access groups: configuration read by the sign-in exchange and, for approvers, by each approval (functions only).
    // config/seed: the base instant the seed's dates were built from (tests/seed-base.ts checks a test run agrees).
    config: [
      { id: 'access', data: { ...SEEDED_ACCESS_GROUPS } },
      { id: 'seed', data: { baseDate: BASE_DATE } },
    ],
    workspaces: [...blockWorkspaces.workspaces, ...classPartWorkspaces.workspaces, ...versions.workspaces],
    workspaceContent: [...blockWorkspaces.content, ...classPartWorkspaces.content],
    baseGenerators: generators.baseGenerators,
    baseTests: generators.baseTests,
    generatorRuns: generators.generatorRuns,
    pipe,
    nested: [...versions.nested, ...generators.nested],
  };
}
