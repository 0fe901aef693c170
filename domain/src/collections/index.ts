/**
 * The collection registry (issue 25, item 1): every Firestore collection WorkHub uses, once —
 * its path, the zod schema of its documents (one per document type, reused from the module that
 * owns it) and who writes it. The database service, the web's live-read hooks
 * (useLiveCollection / useLiveDocument), the seed's test, the rules matrix and the rules key-list
 * test all read this table, so none of them keeps its own copy (tests/README.md "Adding a route or
 * a collection").
 */
import { z } from 'zod';
import { projectSchema } from '../projects/project.js';
import { pipeAssemblySchema } from '../projects/pipe.js';
import { costsDocSchema } from '../projects/costs.js';
import { backgroundJobSchema } from '../projects/background-jobs.js';
import { exportDocSchema, exportRowsChunkSchema } from '../projects/exports.js';
import { zoneReportSchema } from '../projects/places-zones.js';
import { blockContentSchema, storedBlockSchema, blockWorkspaceDocSchema } from '../blocks/block-workspace.js';
import { classBlockSchema } from '../blocks/class-block.js';
import { BASE_SETTING_TYPES, BASE_SETTINGS_GROUP } from '../blocks/base-settings.js';
import { classPartVersionSchema, classPartWorkspaceContentSchema, classPartWorkspaceSchema } from '../class-parts/class-part.js';
import { buildSpecSchema } from '../build-spec/schema.js';
import { baseSpecDocSchema, baseViewSchema } from '../base-spec/spec.js';
import { structureDocSchema } from '../base-spec/structure.js';
import { changespaceSchema } from '../base-spec/calculation-rules.js';
import { baseTestSchema, generatorRunSchema, generatorSchema, logChunkSchema, runOutputSchema } from '../base-spec/generators.js';
import { erpItemMirrorSchema } from '../stock/item.js';
import { ITEM_TABLE_SETTINGS_GROUP, MAX_SAVED_ITEM_VIEWS } from '../stock/saved-views.js';
import { storedJobSchema } from '../stored-documents.js';
import { emailTemplateSchema } from '../mail/template.js';
import { emailTemplateVersionSchema } from '../mail/template-history.js';
import { sentMailSchema } from '../mail/send.js';
import { designSchema, tagSchema } from '../designs/index.js';
import { PLUME_SETTINGS, SITE_PLAN_SETTINGS, ZONE_LAYOUT_SETTINGS, type SettingsGroupSpec } from '../settings.js';
import { featureFlagSchema } from '../features/index.js';
import { pickListDocSchema } from '../picking/picking.js';
import { storageObjectDocSchema } from '../storage/keys.js';
import { legacyAssetsDocSchema } from '../storage/legacy-assets.js';
import { buildingSystemOwnersSchema } from '../software/index.js';
import { versionCandidateSchema, versionDocSchema, versionedWorkspaceSchema } from '../versioning/schemas.js';
import { storedReader } from '../migrations/stored.js';
import { accessGroupsSchema } from '../access.js';

import { DB_COLLECTIONS, type DbCollection } from '../db-service.js';
import { workspaceContentSchema } from '../workspaces/workspace.js';

// ── Schemas no module had: written once here from what their writers write ──────────────────

/** config/seed: the instant every seeded date is an offset from (tests check a run agrees with it). */
export const seedRecordSchema = z.strictObject({ baseDate: z.iso.datetime() });

/** A chunk of a long text (domain/src/content-chunks.ts ContentChunk), with the entry fields beside it. */
export const contentChunkDocSchema = z.looseObject({
  index: z.number().int().min(0),
  count: z.number().int().min(1),
  text: z.string(),
});

/** erpSuppliers / erpWarehouses / erpItemGroups: the ERP's names, one document each (the item table's dropdowns). */
export const erpNamedDocSchema = z.object({ name: z.string().min(1) }).strict();

/** `userNames/{user}`: which email holds each `user` (the sign-in exchange, in a transaction). */
export const userNameDocSchema = z.object({ email: z.string().min(1), uid: z.string().min(1), registeredAt: z.iso.datetime() }).strict();

/** `mailRates/{uid}`: the send times (ms) of a user's recent test mails (the email service's rate window). */
export const mailRateDocSchema = z.object({ recent: z.array(z.number()) });

/** `boardPresence/{uid}`: who looks at which pipeline board; `at` is the server's time of the write (a Timestamp). */
export const boardPresenceDocSchema = z
  .object({ user: z.string(), name: z.string().max(200), board: z.string().min(1).max(200), at: z.unknown() })
  .strict();

/** `plum/base/views/{id}` as stored: the view (baseViewSchema) stamped by its writer (updatedBy; updatedAt the server's Timestamp). */
export const storedBaseViewSchema = baseViewSchema.extend({ updatedBy: z.string().optional(), updatedAt: z.unknown() });

/** `changespaces/{id}/contents/{id}`: free-form documents of a changespace. */
export const changespaceContentDocSchema = z.record(z.string(), z.unknown());

/** A stored settings group: only its known keys (what firestore.rules allows), each read leniently by its reader. */
const settingsGroupSchema = (spec: SettingsGroupSpec | Readonly<Record<string, unknown>>) =>
  z.object(Object.fromEntries(Object.keys(spec).map((key) => [key, z.unknown().optional()]))).strict();

/**
 * `settings/{uid}` as stored: the groups the rules allow, each with only its keys. A value of the
 * wrong type reads as its default (settingsOf), so values are not typed here.
 */
export const storedSettingsSchema = z
  .object({
    [BASE_SETTINGS_GROUP]: settingsGroupSchema(BASE_SETTING_TYPES).optional(),
    plume: settingsGroupSchema(PLUME_SETTINGS).optional(),
    zoneLayout: settingsGroupSchema(ZONE_LAYOUT_SETTINGS).optional(),
    sitePlan: settingsGroupSchema(SITE_PLAN_SETTINGS).optional(),
    [ITEM_TABLE_SETTINGS_GROUP]: z
      .object({ views: z.array(z.unknown()).max(MAX_SAVED_ITEM_VIEWS).optional() })
      .strict()
      .optional(),
  })
  .strict();
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

/**
 * `workspaces/{id}`: one schema, discriminated by `workspaceType` — class-part workspaces (the
 * browser and the opus service), block workspaces (the base service), space and baseSpec
 * workspaces (the version service).
 */
export const workspaceSchema = z.discriminatedUnion('workspaceType', [
  classPartWorkspaceSchema,
  blockWorkspaceDocSchema,
  versionedWorkspaceSchema,
]);
export type Workspace = z.infer<typeof workspaceSchema>;

/**
 * `workspaces/{id}/content/{id}`: a class part's entry (the opus service), a block's drawing (the
 * base service and collab-server), a chunk of a space or baseSpec workspace's JSON (the version
 * service), or another entry the workspace endpoints (and the browser, for class parts) write.
 */
export const workspaceContentDocSchema = z.union([
  classPartWorkspaceContentSchema.strict(),
  blockContentSchema,
  contentChunkDocSchema,
  workspaceContentSchema,
]);

// ── The registry ────────────────────────────────────────────────────────────────────────────

/** Who writes a collection: the browser (the rule's key list, firestore.rules), a service of functions/src/services (or a functions part), or only the seed. */
export type CollectionWriter = { by: 'browser'; keys: readonly string[] } | { by: 'service'; service: string } | { by: 'seed only' };

export interface CollectionDefinition {
  /** The document path, with a {placeholder} for each id ('projects/{projectId}/pipe/{assembly}'). */
  path: string;
  /** Every document of the collection parses with it. */
  schema: z.ZodType;
  /** The field the readers put the document id into before parsing (when the stored data has no id of its own). */
  idField?: string;
  writtenBy: readonly CollectionWriter[];
}

const service = (name: string): CollectionWriter => ({ by: 'service', service: name });
const seedOnly: CollectionWriter = { by: 'seed only' };
const browser = (keys: readonly string[]): CollectionWriter => ({ by: 'browser', keys });

export const COLLECTIONS = {
  projects: {
    path: 'projects/{projectId}',
    schema: projectSchema,
    idField: 'id',
    writtenBy: [service('projects'), service('pipe'), service('opus'), service('base')],
  },
  pipe: {
    path: 'projects/{projectId}/pipe/{assembly}',
    schema: pipeAssemblySchema,
    writtenBy: [service('pipe'), service('opus'), service('pick')],
  },
  blocks: { path: 'blocks/{blockId}', schema: storedBlockSchema, writtenBy: [service('base')] },
  classBlocks: { path: 'classBlocks/{classBlockId}', schema: classBlockSchema, writtenBy: [service('base')] },
  classParts: { path: 'classParts/{classPartId}', schema: classPartVersionSchema, idField: 'id', writtenBy: [service('opus')] },
  buildSpecs: { path: 'buildSpecs/{version}', schema: buildSpecSchema, writtenBy: [service('build'), service('base')] },
  baseSpecs: { path: 'baseSpecs/{version}', schema: baseSpecDocSchema, writtenBy: [service('version')] },
  erpItems: { path: 'erpItems/{itemCode}', schema: erpItemMirrorSchema, writtenBy: [service('erp')] },
  erpSuppliers: { path: 'erpSuppliers/{name}', schema: erpNamedDocSchema, writtenBy: [seedOnly] },
  erpWarehouses: { path: 'erpWarehouses/{name}', schema: erpNamedDocSchema, writtenBy: [seedOnly] },
  erpItemGroups: { path: 'erpItemGroups/{name}', schema: erpNamedDocSchema, writtenBy: [seedOnly] },
  jobs: { path: 'jobs/{jobId}', schema: storedJobSchema, idField: 'id', writtenBy: [service('db')] },
  emailTemplates: { path: 'emailTemplates/{templateId}', schema: emailTemplateSchema, idField: 'id', writtenBy: [service('email')] },
  emailTemplateHistory: {
    path: 'emailTemplates/{templateId}/history/{version}',
    schema: emailTemplateVersionSchema,
    writtenBy: [service('email')],
  },
  designs: { path: 'designs/{designId}', schema: designSchema, idField: 'id', writtenBy: [service('db')] },
  tags: { path: 'tags/{tagId}', schema: tagSchema, idField: 'id', writtenBy: [browser(['references', 'verifier'])] },
  settings: {
    path: 'settings/{uid}',
    schema: storedSettingsSchema,
    writtenBy: [browser([BASE_SETTINGS_GROUP, 'plume', 'zoneLayout', 'sitePlan', ITEM_TABLE_SETTINGS_GROUP])],
  },
  features: { path: 'features/{flag}', schema: featureFlagSchema, writtenBy: [browser(['enabled', 'updatedBy', 'updatedAt']), seedOnly] },
  pickLists: { path: 'pickLists/{pickListId}', schema: pickListDocSchema, idField: 'id', writtenBy: [service('pick')] },
  storageObjects: { path: 'storageObjects/{objectId}', schema: storageObjectDocSchema, idField: 'id', writtenBy: [service('storage')] },
  buildingSystemOwners: { path: 'buildingSystemOwners/{system}', schema: buildingSystemOwnersSchema, writtenBy: [seedOnly] },
  versions: { path: 'versions/{versionId}', schema: versionDocSchema, writtenBy: [service('version')] },
  versionContent: { path: 'versions/{versionId}/content/{chunk}', schema: contentChunkDocSchema, writtenBy: [service('version')] },
  versionCandidates: { path: 'versionCandidates/{candidateId}', schema: versionCandidateSchema, writtenBy: [service('version')] },
  versionCandidateContent: {
    path: 'versionCandidates/{candidateId}/content/{chunk}',
    schema: contentChunkDocSchema,
    writtenBy: [service('version')],
  },
  costs: { path: 'costs/{version}', schema: costsDocSchema, writtenBy: [service('base')] },
  structure: { path: 'structure/{projectId}', schema: structureDocSchema, writtenBy: [service('base')] },
  // config/access (who approves, who is a software engineer or workspace admin) and config/seed (the base instant of the seed's dates).
  config: { path: 'config/{docId}', schema: z.union([accessGroupsSchema, seedRecordSchema]), writtenBy: [seedOnly] },
  userNames: { path: 'userNames/{user}', schema: userNameDocSchema, writtenBy: [service('auth')] },
  workspaces: {
    path: 'workspaces/{workspaceId}',
    schema: workspaceSchema,
    idField: 'id',
    writtenBy: [
      browser([
        'id',
        'creator',
        'deleted',
        'major',
        'minor',
        'patch',
        'name',
        'projectId',
        'status',
        'workspaceName',
        'workspaceType',
        'user',
        'units',
        's3Name',
        'editors',
        // Written by the base service and collab-server; a browser's update keeps them as they are.
        'createdAt',
        'updatedAt',
        // A block workspace's stored-shape version, stamped by the base service (domain/src/migrations).
        'schemaVersion',
      ]),
      service('firebase'),
      service('base'),
      service('opus'),
      service('version'),
    ],
  },
  workspaceContent: {
    path: 'workspaces/{workspaceId}/content/{contentId}',
    schema: workspaceContentDocSchema,
    writtenBy: [
      browser([
        'documentId',
        'documentType',
        'data',
        'buildSpecs',
        'id',
        'isActive',
        'message',
        'name',
        'onshapeDocuments',
        'path',
        'properties',
        'route',
        'routings',
        'system',
        'version',
        'classPartId',
        'key',
        'versionInfo',
        'createdBy',
        'modifiedBy',
      ]),
      service('firebase'),
      service('base'),
      service('opus'),
      service('version'),
      { by: 'service', service: 'collab-server' },
    ],
  },
  baseGenerators: { path: 'baseGenerators/{generatorId}', schema: generatorSchema, writtenBy: [service('base')] },
  baseTests: { path: 'baseTests/{testKey}', schema: baseTestSchema, writtenBy: [service('base')] },
  generatorRuns: { path: 'generatorRuns/{runId}', schema: generatorRunSchema, idField: 'id', writtenBy: [service('base')] },
  generatorRunLog: { path: 'generatorRuns/{runId}/log/{chunk}', schema: logChunkSchema, writtenBy: [service('base')] },
  generatorRunOutputs: { path: 'generatorRuns/{runId}/outputs/{layer}', schema: runOutputSchema, writtenBy: [service('base')] },
  backgroundJobs: { path: 'backgroundJobs/{jobId}', schema: backgroundJobSchema, writtenBy: [service('jobs')] },
  exports: { path: 'exports/{exportId}', schema: exportDocSchema, writtenBy: [service('opus')] },
  exportRows: { path: 'exports/{exportId}/rows/{chunk}', schema: exportRowsChunkSchema, writtenBy: [service('opus')] },
  zoneReports: { path: 'zoneReports/{reportId}', schema: zoneReportSchema, writtenBy: [service('zone')] },
  legacyAssets: { path: 'legacyAssets/{projectId}', schema: legacyAssetsDocSchema, writtenBy: [service('homehub')] },
  sentMails: { path: 'sentMails/{mailId}', schema: sentMailSchema, idField: 'id', writtenBy: [service('email')] },
  mailRates: { path: 'mailRates/{uid}', schema: mailRateDocSchema, writtenBy: [service('email')] },
  boardPresence: { path: 'boardPresence/{uid}', schema: boardPresenceDocSchema, writtenBy: [browser(['user', 'name', 'board', 'at'])] },
  changespaces: {
    path: 'changespaces/{changespaceId}',
    schema: changespaceSchema,
    writtenBy: [browser(['application', 'creator', 'name', 'deleted']), service('base')],
  },
  changespaceContents: {
    path: 'changespaces/{changespaceId}/contents/{contentId}',
    schema: changespaceContentDocSchema,
    writtenBy: [browser([]), service('base')],
  },
  baseViews: {
    path: 'plum/base/views/{viewId}',
    schema: storedBaseViewSchema,
    writtenBy: [browser(['id', 'type', 'system', 'name', 'isDefault', 'updatedBy', 'updatedAt'])],
  },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The document type of a collection (what its schema parses to). */
export type CollectionDocument<N extends CollectionName> = z.output<(typeof COLLECTIONS)[N]['schema']>;

/** The path of the collection itself, without the document id ('projects/{projectId}/pipe'). */
export const collectionPathOf = (name: CollectionName): string => COLLECTIONS[name].path.replace(/\/\{[^}]+\}$/, '');

/** Fills a collection's path placeholders, in order ('pipe', ['P-1']) → 'projects/P-1/pipe'. */
export function collectionPath(name: CollectionName, parents: readonly string[] = []): string {
  const template = collectionPathOf(name);
  let i = 0;
  const filled = template.replace(/\{[^}]+\}/g, () => {
    const part = parents[i++];
    if (part === undefined) throw new Error(`${name}: the path ${template} needs ${i} parent id(s)`);
    return part;
  });
  if (i !== parents.length) throw new Error(`${name}: the path ${template} takes ${i} parent id(s), not ${parents.length}`);
  return filled;
}

/** The collection whose documents live at `path` (a document path, 'projects/P-1/pipe/m1'), if any. */
export function collectionOfDocumentPath(path: string): CollectionName | undefined {
  const segments = path.split('/');
  return COLLECTION_NAMES.find((name) => {
    const template = COLLECTIONS[name].path.split('/');
    return template.length === segments.length && template.every((t, i) => t.startsWith('{') || t === segments[i]);
  });
}

/**
 * The schema a reader parses a stored document of `name` with: an older stored shape is brought to
 * the current one first (domain/src/migrations, issue 25 item 5), and a document written by a newer
 * WorkHub is refused with the migration's reason; then the collection's own schema.
 */
const storedSchemas = new Map<CollectionName, z.ZodType>();
export function storedSchemaOf<N extends CollectionName>(name: N): z.ZodType<CollectionDocument<N>> {
  const known = storedSchemas.get(name);
  if (known) return known as z.ZodType<CollectionDocument<N>>;
  const schema = COLLECTIONS[name].schema as unknown as z.ZodType<CollectionDocument<N>>;
  const read = storedReader(name, schema) as unknown as z.ZodType<CollectionDocument<N>>;
  storedSchemas.set(name, read);
  return read;
}

/** A stored document as its readers see it: the id in the collection's idField (when it has one), migrated, then parsed. */
export function parseStoredDocument(name: CollectionName, id: string, data: Record<string, unknown>) {
  const idField = (COLLECTIONS[name] as CollectionDefinition).idField;
  return storedSchemaOf(name).safeParse(idField ? { ...data, [idField]: id } : data);
}

/** The top-level keys a schema can hold (every variant's, for a union); undefined for a map of any keys. */
export function schemaKeys(schema: z.ZodType): string[] | undefined {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) {
    const keys = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const own = schemaKeys(option);
      if (!own) return undefined;
      for (const k of own) keys.add(k);
    }
    return [...keys];
  }
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return schemaKeys(schema.unwrap() as z.ZodType);
  return undefined;
}

/** The schema of one top-level field of an object schema (the first variant that has it, for a union). */
export function fieldSchema(schema: z.ZodType, field: string): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.ZodType>)[field];
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.ZodType[]) {
      const found = fieldSchema(option, field);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The shape every document written through the database service must have after the write: the
 * registry's schema of each collection it serves (functions/src/services/db).
 */
export const storedDocumentSchemas: Record<DbCollection, z.ZodType<Record<string, unknown>>> = Object.fromEntries(
  DB_COLLECTIONS.map((c) => [c, COLLECTIONS[c].schema]),
) as unknown as Record<DbCollection, z.ZodType<Record<string, unknown>>>;
