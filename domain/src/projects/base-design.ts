import { z } from 'zod';
import { NEW_STAGE, PIPE_STAGES, type PipeAssembly } from './pipe.js';
import type { ProjectBaseLatest } from './project.js';

/**
 * From a project's committed base design to its pipeline (issue 24 item 1; docs/decisions.md
 * "Pipeline from the base design"). A project base is the version service's document
 * `{projectId}@base@json@{version}`; its content is a drawing: layers of objects with points in
 * inches (like the spaces and blocks). The rules here are pure: the base service (commit, POST
 * /base/latest), the pipe service (POST /pipe/projectAssembly) and the seed all call them, so the
 * counts and the assemblies they write cannot drift apart.
 */

/** The layer whose objects are the modules of the building (one object per module). */
export const MODULES_LAYER = 'design/modules';

/** One drawn object. A module object may name its build-spec combination and further assemblies. */
export const baseDrawnObjectSchema = z.looseObject({
  name: z.string().optional(),
  type: z.string(),
  points: z.array(z.number()),
  /** Module objects: the module's number (1-based; default its position on the layer). */
  module: z.number().int().positive().optional(),
  /** Module objects: a build-spec combination whose configured group assemblies the module gets. */
  combination: z.string().optional(),
  /** Module objects: further build-spec assemblies of the module. */
  assemblies: z.array(z.string()).optional(),
});
export type BaseDrawnObject = z.infer<typeof baseDrawnObjectSchema>;

/** The content of a committed project base. Other fields (site, defaults, …) are kept as they are. */
export const projectBaseContentSchema = z.looseObject({
  projectId: z.string().optional(),
  baseSpec: z.string().optional(),
  buildSpec: z.string().optional(),
  defaults: z.looseObject({ baseSpec: z.string().optional() }).optional(),
  layers: z.record(z.string(), z.looseObject({ objects: z.array(baseDrawnObjectSchema) })).default({}),
});
export type ProjectBaseContent = z.infer<typeof projectBaseContentSchema>;

type CountKind = 'count' | 'length' | 'area';
/** What a layer's counts measure (the base spec's `layers[name].counts`). */
export type LayerCountSpec = Record<string, { counts: readonly CountKind[] }>;

const CLOSED_TYPES = new Set(['rect', 'polygon', 'circle', 'ellipse']);
const round2 = (n: number) => Math.round(n * 100) / 100;

function pairs(points: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) out.push([points[i]!, points[i + 1]!]);
  return out;
}

const isClosed = (o: BaseDrawnObject) => CLOSED_TYPES.has(o.type);

/** Area in square inches of a closed object; 0 for an open one. */
export function drawnArea(o: BaseDrawnObject): number {
  return isClosed(o) ? shoelaceArea(o.points) : 0;
}

/** The area (shoelace) inside points x0, y0, x1, y1, … taken as a closed outline; 0 for fewer than three points. */
export function shoelaceArea(points: readonly number[]): number {
  const p = pairs(points);
  if (p.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[(i + 1) % p.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/**
 * Length in inches: the path length of an open object (line, polyline); a closed one (a wall drawn
 * as a thin rectangle) is as long as its longest side.
 */
export function drawnLength(o: BaseDrawnObject): number {
  const p = pairs(o.points);
  const sides: number[] = [];
  for (let i = 0; i + 1 < p.length; i++) sides.push(Math.hypot(p[i + 1]![0] - p[i]![0], p[i + 1]![1] - p[i]![1]));
  if (!isClosed(o)) return sides.reduce((a, b) => a + b, 0);
  if (p.length > 2) sides.push(Math.hypot(p[0]![0] - p[p.length - 1]![0], p[0]![1] - p[p.length - 1]![1]));
  return sides.length ? Math.max(...sides) : 0;
}

/**
 * Counts per layer of a drawing: `count` (objects), `length` (ft) and `area` (ft²), as the base
 * spec's layer says it measures (`measures`); a layer the spec does not name measures by its
 * objects: area for closed shapes, length for open ones. Layers without objects are left out.
 */
export function baseCounts(content: ProjectBaseContent, measures: LayerCountSpec = {}): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const layer of Object.keys(content.layers).sort()) {
    const objects = content.layers[layer]!.objects;
    if (objects.length === 0) continue;
    const kinds =
      measures[layer]?.counts ?? (objects.every(isClosed) ? ['count', 'area'] : objects.some(isClosed) ? ['count'] : ['count', 'length']);
    const entry: Record<string, number> = { count: objects.length };
    if (kinds.includes('length')) entry.length = round2(objects.reduce((s, o) => s + drawnLength(o), 0) / 12);
    if (kinds.includes('area')) entry.area = round2(objects.reduce((s, o) => s + drawnArea(o), 0) / 144);
    out[layer] = entry;
  }
  return out;
}

/** The module objects, each with its number (its `module`, else its position), in module order. */
export function baseModules(content: ProjectBaseContent): { module: number; object: BaseDrawnObject }[] {
  const objects = content.layers[MODULES_LAYER]?.objects ?? [];
  return objects.map((object, i) => ({ module: object.module ?? i + 1, object })).sort((a, b) => a.module - b.module);
}

export interface BaseCommitInfo {
  version: string;
  committed?: string;
  committedBy?: string;
  message?: string;
  /** The project's build spec, used when the base does not name one. */
  buildSpec?: string;
}

/**
 * `projects/{id}.base.latest` from a committed base: version and commit, the base and build spec
 * it draws on, modules (module objects), floor area (their area, ft²) and the counts per layer.
 */
export function deriveBaseLatest(content: ProjectBaseContent, info: BaseCommitInfo, measures: LayerCountSpec = {}): ProjectBaseLatest {
  const modules = baseModules(content);
  const baseSpec = content.baseSpec ?? content.defaults?.baseSpec;
  const buildSpec = content.buildSpec ?? info.buildSpec;
  return {
    version: info.version,
    ...(baseSpec ? { baseSpec } : {}),
    ...(buildSpec ? { buildSpec } : {}),
    modules: modules.length,
    floorArea: round2(modules.reduce((s, m) => s + drawnArea(m.object), 0) / 144),
    ...(info.committed !== undefined ? { committed: info.committed } : {}),
    ...(info.committedBy !== undefined ? { committedBy: info.committedBy } : {}),
    ...(info.message !== undefined ? { message: info.message } : {}),
    counts: baseCounts(content, measures),
  };
}

/** What the plan needs of a build spec version: its assemblies and combinations by name. */
export interface BuildSpecAssemblies {
  assemblies: Record<string, unknown>;
  combinations?: Record<string, { configuredGroupAssemblies?: readonly string[] }>;
}

export interface PlannedAssembly {
  /** The pipe document id: `m{module}-{assemblyName}`. */
  assembly: string;
  module: number;
  assemblyName: string;
  /** Board position: modules in order, each module's assemblies by name. */
  order: number;
}

export interface AssemblyPlan {
  planned: PlannedAssembly[];
  /** Names the base asks for that the build spec does not define (module number and name). */
  undefined: { module: number; assemblyName: string }[];
}

export const assemblyKey = (module: number, assemblyName: string) => `m${module}-${assemblyName}`;

/**
 * The project's assemblies: for every module object, the configured group assemblies of its
 * combination plus the assemblies it names, kept when the build spec defines them (its
 * `assemblies` collection). One per module × assembly.
 */
export function planAssemblies(content: ProjectBaseContent, spec: BuildSpecAssemblies): AssemblyPlan {
  const planned: PlannedAssembly[] = [];
  const missing: AssemblyPlan['undefined'] = [];
  const seen = new Set<number>();
  for (const { module, object } of baseModules(content)) {
    if (seen.has(module)) continue;
    seen.add(module);
    const fromCombination = object.combination ? (spec.combinations?.[object.combination]?.configuredGroupAssemblies ?? []) : [];
    const names = [...new Set([...fromCombination, ...(object.assemblies ?? [])])].sort();
    for (const assemblyName of names) {
      if (!Object.hasOwn(spec.assemblies, assemblyName)) {
        missing.push({ module, assemblyName });
        continue;
      }
      planned.push({ assembly: assemblyKey(module, assemblyName), module, assemblyName, order: planned.length });
    }
  }
  return { planned, undefined: missing };
}

/** A new pipe document for a planned assembly: every stage new, no approvals. */
export function newPipeAssembly(projectId: string, plan: PlannedAssembly, now: string): PipeAssembly {
  const stages = Object.fromEntries(PIPE_STAGES.map((s) => [s, { ...NEW_STAGE }])) as Pick<PipeAssembly, (typeof PIPE_STAGES)[number]>;
  return {
    projectId,
    assembly: plan.assembly,
    module: plan.module,
    assemblyName: plan.assemblyName,
    order: plan.order,
    ...stages,
    approvals: { design: [], management: [], production: [] },
    manualMaterialRequests: [],
    notes: '',
    updatedAt: now,
  };
}

/**
 * Whether an assembly has work on it: a stage that ever left 'new', an approval, a manual
 * material request or a note. Such an assembly is never deleted.
 */
export function hasWork(a: PipeAssembly): boolean {
  return (
    PIPE_STAGES.some((s) => a[s].status !== 'new') ||
    a.approvals.design.length + a.approvals.management.length + a.approvals.production.length > 0 ||
    a.manualMaterialRequests.length > 0 ||
    a.notes.trim() !== ''
  );
}

export interface PipeReconcile {
  /** New pipe documents to create. */
  create: PipeAssembly[];
  /** Assemblies the base no longer defines: to mark removed (`removed`), never deleted. */
  remove: string[];
  /** Assemblies marked removed that the base defines again: the mark is cleared. */
  restore: string[];
  /** Assemblies the project has under the new base (not removed): `assemblyCount`. */
  assemblyCount: number;
}

/**
 * A commit's changes to the pipe: planned assemblies the project lacks are created (after the
 * existing ones on the board), existing ones the plan lacks are marked removed, removed ones it
 * has again are restored; the rest are untouched. Applying the answer and reconciling again
 * gives no changes.
 */
export function reconcilePipe(
  projectId: string,
  plan: readonly PlannedAssembly[],
  existing: readonly Pick<PipeAssembly, 'assembly' | 'order' | 'removed'>[],
  now: string,
): PipeReconcile {
  const byKey = new Map(existing.map((a) => [a.assembly, a]));
  const wanted = new Set(plan.map((p) => p.assembly));
  let nextOrder = existing.reduce((max, a) => Math.max(max, a.order + 1), 0);
  const create: PipeAssembly[] = [];
  const restore: string[] = [];
  for (const p of plan) {
    const have = byKey.get(p.assembly);
    if (!have) create.push(newPipeAssembly(projectId, { ...p, order: existing.length === 0 ? p.order : nextOrder++ }, now));
    else if (have.removed) restore.push(p.assembly);
  }
  const remove = existing.filter((a) => !wanted.has(a.assembly) && !a.removed).map((a) => a.assembly);
  return { create, remove, restore, assemblyCount: plan.length };
}
