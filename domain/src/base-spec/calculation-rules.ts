import { z } from 'zod';
import type { LotType } from '../projects/places-zones.js';
import { costSystemSchema, systemCostPerSqFt, type CostsDoc } from '../projects/costs.js';
import { projectIdSchema } from '../projects/requests.js';
import { compareVersionTexts, compareVersions, type Version } from '../versions.js';
import { storableDocumentProblems } from '../firestore-limits.js';
import {
  DIMENSION_TYPES,
  structureInputParamsSchema,
  type StructureInputParams,
  type StructurePackage,
  type StructureVersion,
} from './structure.js';

/**
 * Calculations (docs/base-spec.md "Calculations"): prices of a project from its base counts and a
 * costs version, the change of costs between versions, structure inputs and the deterministic
 * structure engine, project base variations. Pure: the calculate routes, their job and the panes
 * use these.
 */

// ── Money ──────────────────────────────────────────────────────────────────────────────────

const cents = (n: number) => Math.round(n * 100) / 100;

/** A version text such as v1.2.0 (what costs, build specs and bases are named by). */
export const calcVersionSchema = z
  .string()
  .max(40)
  .regex(/^v\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'Must be a version such as v1.2.0');

/** The area a project's base gives (base.latest: floorArea and counts per layer). */
export interface ProjectBaseAreas {
  floorArea: number;
  counts?: Record<string, { count?: number; length?: number; area?: number }>;
}

/**
 * The area each cost system is priced on (sq ft): the largest area the project's base counts give
 * on one of the layers the base spec's system draws on (`systems[system].layers`), else the
 * project's floor area (costs are per square foot of floor area unless a layer of the system
 * measures its own area). Never negative.
 */
export function systemAreas(
  base: ProjectBaseAreas,
  systems: readonly string[],
  specSystems: Record<string, { layers: readonly string[] }> = {},
): Record<string, number> {
  const out: Record<string, number> = {};
  const floor = Math.max(0, base.floorArea);
  for (const system of systems) {
    const areas = (specSystems[system]?.layers ?? [])
      .map((layer) => base.counts?.[layer]?.area)
      .filter((a): a is number => typeof a === 'number' && Number.isFinite(a) && a > 0);
    out[system] = areas.length > 0 ? Math.max(...areas) : floor;
  }
  return out;
}

export interface PriceLine {
  system: string;
  areaSqFt: number;
  costPerSqFt: number;
  total: number;
}

/** One price line per system of the costs version (sorted by system): area × cost per sq ft, in cents. */
export function priceLines(costs: Pick<CostsDoc, 'systems'>, areas: Record<string, number>): { lines: PriceLine[]; total: number } {
  const lines = Object.keys(costs.systems)
    .sort()
    .map((system) => {
      const costPerSqFt = cents(systemCostPerSqFt(costs.systems[system]!));
      const areaSqFt = Math.max(0, areas[system] ?? 0);
      return { system, areaSqFt, costPerSqFt, total: cents(areaSqFt * costPerSqFt) };
    });
  return { lines, total: cents(lines.reduce((sum, l) => sum + l.total, 0)) };
}

/** The costs version a project is priced with by default: its build spec when it has costs, else the newest costs version up to it, else the oldest. */
export function defaultCostsVersion(buildSpec: string | undefined, costVersions: readonly string[]): string | undefined {
  const sorted = [...costVersions].sort(compareVersionTexts);
  if (buildSpec && sorted.includes(buildSpec)) return buildSpec;
  const upTo = buildSpec ? sorted.filter((v) => compareVersionTexts(v, buildSpec) <= 0) : sorted;
  return upTo[upTo.length - 1] ?? sorted[0];
}

/** The costs version just before `version` among `versions`, if any. */
export function previousCostsVersion(version: string, versions: readonly string[]): string | undefined {
  const before = [...versions].filter((v) => compareVersionTexts(v, version) < 0).sort(compareVersionTexts);
  return before[before.length - 1];
}

export interface CostChange {
  system: string;
  costPerSqFt: number | null;
  previousCostPerSqFt: number | null;
  /** costPerSqFt − previous (null when the system is new or gone). */
  change: number | null;
  /** The change in percent of the previous cost, one decimal (null when there is no previous cost or it was 0). */
  changePercent: number | null;
}

/** The change of cost per sq ft of every system from the previous costs version (systems of both, sorted). */
export function costChanges(current: Pick<CostsDoc, 'systems'>, previous?: Pick<CostsDoc, 'systems'>): CostChange[] {
  const systems = [...new Set([...Object.keys(current.systems), ...Object.keys(previous?.systems ?? {})])].sort();
  return systems.map((system) => {
    const now = current.systems[system];
    const before = previous?.systems[system];
    const costPerSqFt = now ? cents(systemCostPerSqFt(now)) : null;
    const previousCostPerSqFt = before ? cents(systemCostPerSqFt(before)) : null;
    const change = costPerSqFt !== null && previousCostPerSqFt !== null ? cents(costPerSqFt - previousCostPerSqFt) : null;
    const changePercent = change !== null && previousCostPerSqFt ? Math.round((change / previousCostPerSqFt) * 1000) / 10 : null;
    return { system, costPerSqFt, previousCostPerSqFt, change, changePercent };
  });
}

// ── Route inputs ───────────────────────────────────────────────────────────────────────────

/** GET /base/calculate. */
export const calculateQuerySchema = z.strictObject({ projectId: projectIdSchema, version: calcVersionSchema.optional() });

const systemPriceSchema = z.strictObject({
  materialPerSqFt: z.number().min(0).max(10_000).optional(),
  laborPerSqFt: z.number().min(0).max(10_000).optional(),
  markupPercent: z.number().min(0).max(500).optional(),
});

/** POST /base/updatePrices: a percentage on every system's material and labour, or new prices per system. */
export const updatePricesInputSchema = z
  .strictObject({
    version: calcVersionSchema,
    from: calcVersionSchema.optional(),
    percent: z.number().min(-90).max(500).optional(),
    systems: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'Not a system name'), systemPriceSchema).optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.percent === undefined) === (input.systems === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Give either percent or systems' });
    if (input.systems && Object.keys(input.systems).length === 0)
      ctx.addIssue({ code: 'custom', path: ['systems'], message: 'Name at least one system' });
  });
export type UpdatePricesInput = z.infer<typeof updatePricesInputSchema>;

/**
 * New prices from `base` (the costs being updated): percent scales material and labour of every
 * system (markup unchanged); `systems` replaces the named fields of existing systems only (an
 * unknown system is an error: undefined answers with its name).
 */
export function applyPriceUpdate(
  base: Pick<CostsDoc, 'systems'>,
  update: Pick<UpdatePricesInput, 'percent' | 'systems'>,
): { systems: CostsDoc['systems'] } | { unknownSystem: string } {
  const systems: CostsDoc['systems'] = {};
  for (const [name, s] of Object.entries(base.systems)) {
    const factor = update.percent === undefined ? 1 : 1 + update.percent / 100;
    systems[name] = { ...s, materialPerSqFt: cents(s.materialPerSqFt * factor), laborPerSqFt: cents(s.laborPerSqFt * factor) };
  }
  for (const [name, fields] of Object.entries(update.systems ?? {})) {
    const current = systems[name];
    if (!current) return { unknownSystem: name };
    systems[name] = costSystemSchema.parse({
      ...current,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    });
  }
  return { systems };
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────

/** What the structure inputs a user types may look like before normalising ('Front ', 'reverse-corner', 'Width'). */
const looseLabel = (text: unknown) =>
  typeof text === 'string'
    ? text
        .trim()
        .toLowerCase()
        .replace(/[-_\s]+/g, ' ')
    : text;

const PARCEL_LINE_ORDER: Record<string, number> = { front: 0, side: 1, rear: 2 };
const DIMENSION_ORDER: Record<string, number> = { width: 0, depth: 1 };

/** Lots with more than one street frontage (core spec §9 lot types): two front parcel lines. */
export const MULTI_FRONTAGE_LOTS: readonly LotType[] = ['through', 'corner', 'reverse corner'];

/**
 * Normalises the structure inputs a user gave: lot type, parcel line labels and dimension types
 * trimmed, lower-cased, '-'/'_' read as spaces ('Reverse-Corner' → 'reverse corner'); parcel lines
 * ordered front, side, rear and dimensions width, depth (stable). Other values pass unchanged; the
 * result still goes through structureInputsSchema.
 */
export function normaliseStructureInputs(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...input };
  if ('lotType' in input) out.lotType = looseLabel(input.lotType);
  if (Array.isArray(input.parcelLines)) {
    out.parcelLines = input.parcelLines
      .map((l: unknown) =>
        l && typeof l === 'object' && !Array.isArray(l) ? { ...(l as object), label: looseLabel((l as { label?: unknown }).label) } : l,
      )
      .map((l, i) => ({ l, i }))
      .sort((a, b) => order(PARCEL_LINE_ORDER, a.l, 'label') - order(PARCEL_LINE_ORDER, b.l, 'label') || a.i - b.i)
      .map(({ l }) => l);
  }
  if (Array.isArray(input.dimensions)) {
    out.dimensions = input.dimensions
      .map((d: unknown) =>
        d && typeof d === 'object' && !Array.isArray(d) ? { ...(d as object), type: looseLabel((d as { type?: unknown }).type) } : d,
      )
      .map((d, i) => ({ d, i }))
      .sort((a, b) => order(DIMENSION_ORDER, a.d, 'type') - order(DIMENSION_ORDER, b.d, 'type') || a.i - b.i)
      .map(({ d }) => d);
  }
  return out;
}

function order(table: Record<string, number>, item: unknown, key: string): number {
  const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value in table ? table[value]! : 99;
}

/**
 * Structure inputs as the service accepts them: the schema, plus the rules between fields — one
 * width and one depth; at least one front parcel line; a through, corner or reverse corner lot has
 * two front lines (two street frontages), any other lot type exactly one.
 */
export const structureInputsSchema = z.preprocess(
  normaliseStructureInputs,
  structureInputParamsSchema.strict().superRefine((input, ctx) => {
    for (const type of DIMENSION_TYPES) {
      const n = input.dimensions.filter((d) => d.type === type).length;
      if (n !== 1) ctx.addIssue({ code: 'custom', path: ['dimensions'], message: `Give exactly one ${type} (${n} given)` });
    }
    const fronts = input.parcelLines.filter((l) => l.label === 'front').length;
    const wanted = MULTI_FRONTAGE_LOTS.includes(input.lotType) ? 2 : 1;
    if (fronts !== wanted)
      ctx.addIssue({
        code: 'custom',
        path: ['parcelLines'],
        message: `A ${input.lotType} lot has ${wanted} front parcel line${wanted > 1 ? 's' : ''} (${fronts} given)`,
      });
  }),
);

/** The default inputs of a project without any: a regular 50 × 120 ft lot, a module footprint from its floor area. */
export function defaultStructureInputs(floorArea = 0): StructureInputParams {
  const width = floorArea > 0 ? Math.max(12, Math.min(60, Math.round(Math.sqrt(floorArea / 2)))) : 24;
  const depth = floorArea > 0 ? Math.max(12, Math.min(120, Math.round(floorArea / width))) : 40;
  return {
    lotType: 'regular',
    parcelLines: [
      { label: 'front', lengthFt: 50 },
      { label: 'side', lengthFt: 120 },
      { label: 'side', lengthFt: 120 },
      { label: 'rear', lengthFt: 50 },
    ],
    dimensions: [
      { type: 'width', valueFt: width },
      { type: 'depth', valueFt: depth },
    ],
    windSpeedMph: 110,
    snowLoadPsf: 0,
    seismicS1: 0.6,
  };
}

/** POST /base/calculate/structure. */
export const structureCalculateInputSchema = z.strictObject({ projectId: projectIdSchema, inputParams: structureInputsSchema.optional() });
/** GET /base/calculate/structure/assets. */
export const structureAssetsQuerySchema = z.strictObject({ projectId: projectIdSchema });

/** Engine constants: dead load of a module's floor and roof (psf), floor live load, the minimum roof live load. */
export const STRUCTURE_LOADS = { floorDeadPsf: 15, roofDeadPsf: 15, floorLivePsf: 40, roofLiveMinPsf: 20 } as const;

/** Joist and rafter sizes with their allowable span (ft) at 40 psf live + 15 psf dead, smallest first. */
export const MEMBER_SPANS: readonly { size: string; spanFt: number }[] = [
  { size: '2x6', spanFt: 9 },
  { size: '2x8', spanFt: 12 },
  { size: '2x10', spanFt: 15.5 },
  { size: '2x12', spanFt: 18.5 },
  { size: 'LVL 1-3/4x11-7/8', spanFt: 21 },
  { size: 'LVL 1-3/4x14', spanFt: 24 },
  { size: 'LVL 1-3/4x16', spanFt: 27 },
];

export interface StructureResult {
  lotType: LotType;
  widthFt: number;
  depthFt: number;
  footprintSqFt: number;
  /** Seismic S1 used: the override when given, else the site's. */
  seismicS1: number;
  seismicS1Source: 'site' | 'override';
  windPressurePsf: number;
  roofLoadPsf: number;
  floorLoadPsf: number;
  seismicBaseShearLb: number;
  windBaseShearLb: number;
  floorJoist: string;
  roofRafter: string;
  stud: string;
  header: string;
  /** Cross bracing: the override when given, else needed by seismic or wind. */
  xbracing: boolean;
  xbracingSource: 'calculated' | 'override';
  /** Bracing panels per long wall (0 without x-bracing). */
  braceBays: number;
  /** Members wider than the engine's longest span (an engineer must look). */
  warnings: string[];
}

/** The smallest member carrying `loadPsf` over `spanFt` (allowable span shrinks with the square root of the load). */
function memberFor(spanFt: number, loadPsf: number): { size: string; ok: boolean } {
  const scale = Math.sqrt((STRUCTURE_LOADS.floorLivePsf + STRUCTURE_LOADS.floorDeadPsf) / Math.max(loadPsf, 1));
  const found = MEMBER_SPANS.find((m) => m.spanFt * scale >= spanFt);
  return found ? { size: found.size, ok: true } : { size: MEMBER_SPANS[MEMBER_SPANS.length - 1]!.size, ok: false };
}

/**
 * The deterministic structure engine: from the inputs alone (same inputs, same result).
 * - Wind pressure q = 0.00256·V² psf, × 1.1 on lots open to two streets (through, corner, reverse corner).
 * - Roof load = roof dead + max(snow, roof live minimum); floor load = floor dead + floor live.
 * - Floor joists span the shorter dimension, rafters half the width (a gable); the smallest member of MEMBER_SPANS whose allowable span at the load is enough.
 * - Studs 2x6 when wind ≥ 130 mph or snow > 50 psf, else 2x4; header by width.
 * - Seismic base shear = 0.5·S1 × the module's weight (floor + roof dead load over the footprint); wind base shear = q × depth × 10 ft wall.
 * - X-bracing needed when S1 ≥ 0.75 or wind ≥ 140 mph or the seismic base shear exceeds the wind one by half; overrideXbracing wins.
 */
export function structureResult(input: StructureInputParams): StructureResult {
  const widthFt = input.dimensions.find((d) => d.type === 'width')?.valueFt ?? 0;
  const depthFt = input.dimensions.find((d) => d.type === 'depth')?.valueFt ?? 0;
  const footprintSqFt = Math.round(widthFt * depthFt * 10) / 10;
  const seismicS1 = input.overrideSeismicS1 ?? input.seismicS1;
  const exposure = MULTI_FRONTAGE_LOTS.includes(input.lotType) ? 1.1 : 1;
  const windPressurePsf = Math.round(0.00256 * input.windSpeedMph ** 2 * exposure * 10) / 10;
  const roofLoadPsf = STRUCTURE_LOADS.roofDeadPsf + Math.max(input.snowLoadPsf, STRUCTURE_LOADS.roofLiveMinPsf);
  const floorLoadPsf = STRUCTURE_LOADS.floorDeadPsf + STRUCTURE_LOADS.floorLivePsf;
  const joist = memberFor(Math.min(widthFt, depthFt), floorLoadPsf);
  const rafter = memberFor(widthFt / 2, roofLoadPsf);
  const weightLb = footprintSqFt * (STRUCTURE_LOADS.floorDeadPsf + STRUCTURE_LOADS.roofDeadPsf);
  const seismicBaseShearLb = Math.round(0.5 * seismicS1 * weightLb);
  const windBaseShearLb = Math.round(windPressurePsf * depthFt * 10);
  const calculated = seismicS1 >= 0.75 || input.windSpeedMph >= 140 || seismicBaseShearLb > 1.5 * windBaseShearLb;
  const xbracing = input.overrideXbracing ?? calculated;
  const warnings: string[] = [];
  if (!joist.ok) warnings.push(`Floor span ${Math.min(widthFt, depthFt)} ft is beyond the engine's longest joist`);
  if (!rafter.ok) warnings.push(`Roof span ${widthFt / 2} ft is beyond the engine's longest rafter`);
  if (input.overrideXbracing === false && calculated) warnings.push('X-bracing is needed by the loads but overridden off');
  return {
    lotType: input.lotType,
    widthFt,
    depthFt,
    footprintSqFt,
    seismicS1,
    seismicS1Source: input.overrideSeismicS1 === undefined ? 'site' : 'override',
    windPressurePsf,
    roofLoadPsf,
    floorLoadPsf,
    seismicBaseShearLb,
    windBaseShearLb,
    floorJoist: joist.size,
    roofRafter: rafter.size,
    stud: input.windSpeedMph >= 130 || input.snowLoadPsf > 50 ? '2x6' : '2x4',
    header: widthFt > 20 ? '(2) 2x12' : widthFt > 14 ? '(2) 2x10' : '(2) 2x8',
    xbracing,
    xbracingSource: input.overrideXbracing === undefined ? 'calculated' : 'override',
    braceBays: xbracing ? Math.max(1, Math.ceil(depthFt / 16)) : 0,
    warnings,
  };
}

/** The next structure version name after `versions` ('v1', 'v2', …). */
export function nextStructureVersion(versions: readonly Pick<StructureVersion, 'version'>[]): string {
  const n = versions.reduce((max, v) => Math.max(max, Number(/^v(\d+)$/.exec(v.version)?.[1] ?? 0)), 0);
  return `v${n + 1}`;
}

/**
 * The package of a calculated version: the calculation report, the framing plan, the loads as JSON
 * and, with x-bracing, its details. Sizes follow the result (deterministic).
 */
export function structurePackageOf(projectId: string, version: string, result: StructureResult, createdAt: string): StructurePackage {
  const loads = JSON.stringify({
    windPressurePsf: result.windPressurePsf,
    roofLoadPsf: result.roofLoadPsf,
    floorLoadPsf: result.floorLoadPsf,
    seismicBaseShearLb: result.seismicBaseShearLb,
    windBaseShearLb: result.windBaseShearLb,
  });
  const base = `${projectId}-structure-${version}`;
  return {
    id: `${projectId}-${version}`,
    version,
    createdAt,
    assets: [
      { name: `${base}-calculation.pdf`, kind: 'calculation', bytes: 48_000 + Math.round(result.footprintSqFt * 12) },
      { name: `${base}-framing-plan.dxf`, kind: 'drawing', bytes: 20_000 + Math.round((result.widthFt + result.depthFt) * 410) },
      { name: `${base}-loads.json`, kind: 'data', bytes: loads.length },
      ...(result.xbracing ? [{ name: `${base}-xbracing-details.pdf`, kind: 'detail', bytes: 16_000 + result.braceBays * 2_300 }] : []),
    ],
  };
}

/** A one-line summary of a result ('2x10 joists · 2x8 rafters · x-bracing (3 bays)'). */
export function structureSummary(result: Partial<StructureResult>): string {
  const parts = [
    result.floorJoist ? `${result.floorJoist} joists` : '',
    result.roofRafter ? `${result.roofRafter} rafters` : '',
    result.stud ? `${result.stud} studs` : '',
    result.xbracing === undefined ? '' : result.xbracing ? `x-bracing (${result.braceBays ?? 0} bays)` : 'no x-bracing',
  ];
  return parts.filter(Boolean).join(' · ');
}

// ── Changespaces ───────────────────────────────────────────────────────────────────────────

/** The applications a changespace belongs to (where its changes were made). */
export const CHANGESPACE_APPLICATIONS = ['plum', 'base', 'design', 'dash', 'pipe', 'opus'] as const;

/** `changespaces/{id}`: the same shape the browser writes (firestore.rules validChangespaceWrite). */
export const changespaceSchema = z.object({ application: z.string(), creator: z.string(), name: z.string(), deleted: z.boolean() });
export type Changespace = z.infer<typeof changespaceSchema>;

const contentIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Letters, digits, . _ - only');

/** POST /base/changespace. */
export const changespaceInputSchema = z
  .strictObject({
    application: z.enum(CHANGESPACE_APPLICATIONS),
    name: z.string().trim().min(1).max(200),
    contents: z
      .array(z.strictObject({ id: contentIdSchema, data: z.record(z.string(), z.unknown()) }))
      .max(100)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    (input.contents ?? []).forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: ['contents', i, 'id'], message: `Content ${c.id} given twice` });
      seen.add(c.id);
      const problems = storableDocumentProblems('changespaces/x/contents', c.id, c.data);
      for (const [path, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: ['contents', i, 'data', ...path.split('.')], message });
    });
  });
export type ChangespaceInput = z.infer<typeof changespaceInputSchema>;

// ── Project base versions ──────────────────────────────────────────────────────────────────

/** POST /base/latest. */
export const latestInputSchema = z.strictObject({ projectId: projectIdSchema, version: calcVersionSchema });

/** GET /base/variation/list. */
export const variationListQuerySchema = z.strictObject({
  projectId: projectIdSchema,
  workspaces: z.enum(['true', 'false'], { message: 'Must be true or false' }).optional(),
  latest: z.enum(['patch'], { message: "Only 'patch' is known" }).optional(),
});

export interface VariationRow extends Version {
  id: string;
  name: string;
  version: string;
}

/**
 * The variations (committed versions) of a project, newest first per name (names in order); with
 * latest 'patch', only the newest patch of each major.minor of each name (supporting spec §7
 * variation_list latest=patch).
 */
export function variationList<T extends VariationRow>(rows: readonly T[], latest?: 'patch'): T[] {
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name) || compareVersions(b, a) || a.id.localeCompare(b.id));
  if (latest !== 'patch') return sorted;
  const seen = new Set<string>();
  return sorted.filter((r) => {
    const key = `${r.name}\u0000${r.major}.${r.minor}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
