import { z } from 'zod';
import { approvalEntrySchema } from '../projects/pipe.js';

// Every base spec has the theme DEFAULT_THEME ('default', core spec §9; domain/src/settings.ts).

/**
 * The base specification (core spec §3 "Base spec", §4, §9; docs/base-spec.md): the company's
 * rulebook for drawings. One committed version per release, kept by the version service as
 * `_@baseSpec@json@v0.3.0` and readable as `baseSpecs/{version}`; drafts are version-service
 * workspaces of workspaceType 'baseSpec'.
 */
export const BASE_SPEC_NAME = 'baseSpec';

/** What the counts tab measures on a layer. */
export const LAYER_COUNT_KINDS = ['count', 'length', 'area'] as const;
export type LayerCountKind = (typeof LAYER_COUNT_KINDS)[number];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** A layer name as drawn: `group/name` ('design/walls'). */
export const LAYER_NAME = /^[a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
export const layerNameSchema = z.string().regex(LAYER_NAME, 'A layer is named group/name, like design/walls');

/** One layer: its colour, what the counts tab measures on it, and in which unit. */
export const baseLayerSchema = z.object({
  color: z.string().regex(HEX_COLOR, 'A colour is #rrggbb'),
  counts: z.array(z.enum(LAYER_COUNT_KINDS)),
  uom: z.string().min(1).max(20),
});
export type BaseLayer = z.infer<typeof baseLayerSchema>;

/** A drawing theme: the canvas colours. */
export const baseThemeSchema = z.object({
  background: z.string().regex(HEX_COLOR),
  grid: z.string().regex(HEX_COLOR),
  minorGrid: z.string().regex(HEX_COLOR),
  selection: z.string().regex(HEX_COLOR),
  monochrome: z.boolean().optional(),
});
export type BaseTheme = z.infer<typeof baseThemeSchema>;

/** A goal (core spec §3 example): what a generator aims for on one layer. */
export const goalSchema = z.object({
  name: z.string().min(1).max(200),
  layer: layerNameSchema,
  geometries: z.array(z.string()),
  properties: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  objectives: z.array(z.string()),
  rules: z.array(z.string()),
  tools: z.array(z.string()),
});
export type Goal = z.infer<typeof goalSchema>;

/** A building system's layers in the base spec, and whether it is the default system view. */
export const baseSystemSchema = z.object({ layers: z.array(layerNameSchema), isDefault: z.boolean() });
export type BaseSystem = z.infer<typeof baseSystemSchema>;

/** A property a drawing carries ('ceilingHeight', 'lotType'), its type and default. */
export const basePropertySchema = z.object({
  type: z.enum(['number', 'string', 'boolean']),
  default: z.union([z.number(), z.string(), z.boolean()]),
  uom: z.string().optional(),
  options: z.array(z.string()).optional(),
});
export type BaseProperty = z.infer<typeof basePropertySchema>;

/** The content of a base spec (what a workspace edits and a version holds). */
export const baseSpecContentSchema = z.object({
  layers: z.record(layerNameSchema, baseLayerSchema),
  themes: z.record(z.string().min(1).max(100), baseThemeSchema),
  goals: z.array(goalSchema),
  order: z.array(layerNameSchema),
  systems: z.record(z.string(), baseSystemSchema),
  properties: z.record(z.string().min(1).max(100), basePropertySchema),
});
export type BaseSpecContent = z.infer<typeof baseSpecContentSchema>;

/** The parts of a base spec, in the order the pages show them. */
export const BASE_SPEC_PARTS = ['layers', 'themes', 'goals', 'order', 'systems', 'properties'] as const;
export type BaseSpecPart = (typeof BASE_SPEC_PARTS)[number];

/** `baseSpecs/{version}`: a committed base spec (doc id = version, 'v0.3.0'). */
export const baseSpecDocSchema = baseSpecContentSchema.extend({
  version: z.string(),
  created: z.string(),
  createdBy: z.string(),
  message: z.string().optional(),
});
export type BaseSpecDoc = z.infer<typeof baseSpecDocSchema>;

/** A base view (core spec §3), `plum/base/views/{id}`, written by the browser (rules check the shape). */
export const BASE_VIEW_TYPES = ['system', 'install'] as const;
export const baseViewSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(BASE_VIEW_TYPES),
  system: z.string(),
  name: z.string().min(1).max(200),
  isDefault: z.boolean(),
});
export type BaseView = z.infer<typeof baseViewSchema>;

/**
 * A base-spec candidate's approvals (core spec §6 approval roles, as the pipeline keeps them): per
 * role the entries, a user's earlier entry for a role replaced. Stored on the candidate document
 * (`versionCandidates/{id}.approvals`); committing a base-spec candidate needs every role approved.
 */
export const baseSpecApprovalsSchema = z.object({
  design: z.array(approvalEntrySchema).optional(),
  management: z.array(approvalEntrySchema).optional(),
  production: z.array(approvalEntrySchema).optional(),
});
export type BaseSpecApprovals = z.infer<typeof baseSpecApprovalsSchema>;
