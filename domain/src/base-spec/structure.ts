import { z } from 'zod';
import { stageSchema } from '../projects/pipe.js';
import { LOT_TYPES } from '../projects/places-zones.js';

/** Core spec §9 business constants of structure calculations (lot types: LOT_TYPES in projects/places-zones.ts). */
export const PARCEL_LINE_LABELS = ['front', 'rear', 'side'] as const;
export type ParcelLineLabel = (typeof PARCEL_LINE_LABELS)[number];
export const DIMENSION_TYPES = ['width', 'depth'] as const;
export type DimensionType = (typeof DIMENSION_TYPES)[number];
/** The inputs of a structure calculation for one project. */
export const structureInputParamsSchema = z.object({
  lotType: z.enum(LOT_TYPES),
  parcelLines: z
    .array(z.object({ label: z.enum(PARCEL_LINE_LABELS), lengthFt: z.number().positive().max(10_000) }))
    .min(1)
    .max(50),
  dimensions: z
    .array(z.object({ type: z.enum(DIMENSION_TYPES), valueFt: z.number().positive().max(1_000) }))
    .min(1)
    .max(50),
  windSpeedMph: z.number().positive().max(300),
  snowLoadPsf: z.number().min(0).max(500),
  seismicS1: z.number().min(0).max(5),
  /** Overrides (core spec §9): a seismic S1 that replaces the site's, and forced cross bracing. */
  overrideSeismicS1: z.number().min(0).max(5).optional(),
  overrideXbracing: z.boolean().optional(),
});
export type StructureInputParams = z.infer<typeof structureInputParamsSchema>;

/** One calculated structure version of a project. */
export const structureVersionSchema = z.object({
  version: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  inputParams: structureInputParamsSchema,
  /** Results of the deterministic engine: member sizes, bracing, loads. */
  result: z.record(z.string(), z.unknown()),
});
export type StructureVersion = z.infer<typeof structureVersionSchema>;

/** A structure package: the files made from one calculated version. */
export const structurePackageSchema = z.object({
  id: z.string(),
  version: z.string(),
  createdAt: z.string(),
  assets: z.array(z.object({ name: z.string(), kind: z.string(), bytes: z.number().int().nonnegative() })),
});
export type StructurePackage = z.infer<typeof structurePackageSchema>;

/**
 * `structure/{projectId}` (core spec §3 "Structure: inputParams, versions, packages by project"):
 * the current inputs, every calculated version and package, and the calculation stage (a
 * background job, kind 'base.structure', target field 'calculation').
 */
export const structureDocSchema = z.object({
  projectId: z.string(),
  inputParams: structureInputParamsSchema,
  versions: z.array(structureVersionSchema),
  packages: z.array(structurePackageSchema),
  calculation: stageSchema.optional(),
  updatedAt: z.string().optional(),
});
export type StructureDoc = z.infer<typeof structureDocSchema>;
