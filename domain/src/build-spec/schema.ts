import { z } from 'zod';
import { parseVersion } from '../versions.js';
import { BUILD_TYPES, type BuildType } from '../catalogue.js';

/**
 * The build specification (core spec section 3; docs/versioned-data.md "Build specification"):
 * one document per released version, `buildSpecs/{version}`, holding the seven build types as maps
 * name → entry. Entries keep fields this app does not know (looseObject), so a newer release
 * still reads; the known fields are typed and labelled (./fields.ts).
 */

export const buildTypeSchema = z.enum(BUILD_TYPES);

/** Build types in words, for headings and menus. */
export const BUILD_TYPE_LABELS: Record<BuildType, string> = {
  blocks: 'Blocks',
  systems: 'Systems',
  assemblies: 'Assemblies',
  items: 'Items',
  combinations: 'Combinations',
  processes: 'Processes',
  installKits: 'Install kits',
};

const names = z.array(z.string());

export const buildBlockSchema = z.looseObject({ assemblies: names.default([]), version: z.string().optional() });
export const buildSystemSchema = z.looseObject({
  description: z.string().optional(),
  configuredGroupAssemblies: names.default([]),
  subsystems: names.default([]),
  owner: z.string().optional(),
  installer: z.string().optional(),
});
export const buildAssemblySchema = z.looseObject({
  cadFlow: z.string().optional(),
  owner: z.string().optional(),
  keyLayers: names.default([]),
  keyBlocks: names.default([]),
  sketchLayers: names.default([]),
});
export const buildItemProductionSchema = z.looseObject({
  manufactured: z.boolean().optional(),
  routings: names.optional(),
  station: z.string().optional(),
  minutes: z.number().optional(),
});
export const buildItemPurchasingSchema = z.looseObject({
  itemCode: z.string().optional(),
  uom: z.string().optional(),
  wastePercent: z.number().optional(),
});
export const buildItemSchema = z.looseObject({
  description: z.string().optional(),
  system: z.string().optional(),
  subsystem: z.string().optional(),
  owner: z.string().optional(),
  production: buildItemProductionSchema.default({}),
  purchasing: buildItemPurchasingSchema.default({}),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  specifiedProperties: names.default([]),
});
export const buildCombinationSchema = z.looseObject({ owner: z.string().optional(), configuredGroupAssemblies: names.default([]) });
export const buildProcessSchema = z.looseObject({
  description: z.string().optional(),
  type: z.string().optional(),
  owner: z.string().optional(),
  location: z.string().optional(),
  /** Minutes. */
  time: z.number().optional(),
});
export const buildInstallKitSchema = z.looseObject({ derived: names.default([]), specified: names.default([]) });

export type BuildBlock = z.infer<typeof buildBlockSchema>;
export type BuildSystem = z.infer<typeof buildSystemSchema>;
export type BuildAssembly = z.infer<typeof buildAssemblySchema>;
export type BuildItem = z.infer<typeof buildItemSchema>;
export type BuildCombination = z.infer<typeof buildCombinationSchema>;
export type BuildProcess = z.infer<typeof buildProcessSchema>;
export type BuildInstallKit = z.infer<typeof buildInstallKitSchema>;
/** Any entry of any build type. */
export type BuildEntry = Record<string, unknown>;

/** A version text the reader understands ('v1.2.0', '1.2'). */
export const buildVersionSchema = z
  .string()
  .trim()
  .min(1, 'Give a version')
  .max(40, 'At most 40 characters')
  .refine((text) => parseVersion(text) !== null, 'Not a version (e.g. v1.2.0)');

const entries = <T extends z.ZodType>(schema: T) => z.record(z.string(), schema).default({});

export const buildSpecSchema = z.object({
  version: z.string(),
  released: z.string().default(''),
  releasedBy: z.string().default(''),
  message: z.string().default(''),
  blocks: entries(buildBlockSchema),
  systems: entries(buildSystemSchema),
  assemblies: entries(buildAssemblySchema),
  items: entries(buildItemSchema),
  combinations: entries(buildCombinationSchema),
  processes: entries(buildProcessSchema),
  installKits: entries(buildInstallKitSchema),
});
export type BuildSpec = z.infer<typeof buildSpecSchema>;

/** One released version as GET /build/list gives it. */
export const buildSpecSummarySchema = z.object({
  version: z.string(),
  released: z.string(),
  releasedBy: z.string(),
  message: z.string(),
  counts: z.record(buildTypeSchema, z.number()),
});
export type BuildSpecSummary = z.infer<typeof buildSpecSummarySchema>;

export function summarizeBuildSpec(spec: BuildSpec): BuildSpecSummary {
  const counts = Object.fromEntries(BUILD_TYPES.map((type) => [type, Object.keys(spec[type]).length])) as Record<BuildType, number>;
  return { version: spec.version, released: spec.released, releasedBy: spec.releasedBy, message: spec.message, counts };
}

const entryName = z.string().trim().min(1, 'Give the entry name').max(200, 'At most 200 characters');

/** GET /build/spec: the version (newest when absent) and optionally one type. */
export const buildSpecQuerySchema = z.object({ v: buildVersionSchema.optional(), type: buildTypeSchema.optional() });
/** GET /build/entry: the versions having one entry. */
export const buildEntryQuerySchema = z.object({ type: buildTypeSchema, name: entryName });
/** GET /build/compare: the change list of one type between two versions. */
export const buildCompareQuerySchema = z.object({ type: buildTypeSchema, from: buildVersionSchema, to: buildVersionSchema });
export const buildListQuerySchema = z.object({});

/** Answer of GET /build/spec (a spec with only the asked type filled when `type` is given). */
export const buildSpecAnswerSchema = z.object({ spec: buildSpecSchema });
export const buildListAnswerSchema = z.object({ versions: z.array(buildSpecSummarySchema) });
