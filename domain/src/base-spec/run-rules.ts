import { z } from 'zod';
import { projectIdSchema } from '../projects/requests.js';
import { docIdOfName } from '../versioning/schemas.js';
import { baseTestSchema, generatorRunSchema, generatorSchema, logLineSchema, type BaseTest, type RunOutput } from './generators.js';

/*
 * Generator runs (docs/base-spec.md "Generators"): the pure rules — what a drawn layer measures,
 * which log lines a run keeps under the caller's plume settings, how two runs compare per layer,
 * a test's verdict — and the route inputs and answers the service, the web client and the tests share.
 */

// ── geometry ──────────────────────────────────────────────────────────────────────────────────

/** One drawn object: a closed shape ('rect', 'polygon': its corners) or an open 'polyline', as a flat x,y list (feet). */
export type DrawnObject = RunOutput['objects'][number];
export interface LayerMeasures {
  count: number;
  length: number;
  area: number;
}

const pairs = (points: readonly number[]): [number, number][] => {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) out.push([points[i]!, points[i + 1]!]);
  return out;
};

/** Whether an object is a closed shape (its last corner joins the first). */
export const isClosedShape = (type: string): boolean => type === 'rect' || type === 'polygon';

/** The length of an object: a polyline's segments, a closed shape's perimeter. */
export function drawnObjectLength(object: DrawnObject): number {
  const pts = pairs(object.points);
  if (pts.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < pts.length; i++) total += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
  if (isClosedShape(object.type)) total += Math.hypot(pts[0]![0] - pts[pts.length - 1]![0], pts[0]![1] - pts[pts.length - 1]![1]);
  return total;
}

/** The area of a closed shape (shoelace formula); a polyline has none. */
export function drawnObjectArea(object: DrawnObject): number {
  if (!isClosedShape(object.type)) return 0;
  const pts = pairs(object.points);
  if (pts.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % pts.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Rounded to two decimals (what a run stores and compares). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** What a layer's objects measure: how many, their total length (ft) and area (ft²). */
export function measureObjects(objects: readonly DrawnObject[]): LayerMeasures {
  let length = 0;
  let area = 0;
  for (const object of objects) {
    length += drawnObjectLength(object);
    area += drawnObjectArea(object);
  }
  return { count: objects.length, length: round2(length), area: round2(area) };
}

/** A rectangle as a closed shape's corners. */
export const rectPoints = (x: number, y: number, w: number, h: number): number[] => [x, y, x + w, y, x + w, y + h, x, y + h];

/** `generatorRuns/{runId}/outputs/{id}`: a layer's output document id ('design/walls' → 'design~walls'). */
export const runOutputDocId = (layer: string): string => docIdOfName(layer);
/** `generatorRuns/{runId}/log/{id}`: a log chunk's id, zero-padded so ids sort like seq. */
export const logChunkDocId = (seq: number): string => String(seq).padStart(6, '0');
/** How often a run writes its pending log lines, at most (ms). */
export const LOG_FLUSH_MS = 250;

// ── log ───────────────────────────────────────────────────────────────────────────────────────

/** A log line's level by name. */
export const LOG_LEVEL = { error: 0, warn: 1, info: 2, debug: 3 } as const;

/**
 * Whether a run stores a line under the caller's plume settings (supporting spec §3): nothing when
 * devWriteLogs is false, else the lines whose level is at most logLevel (0 error … 3 debug).
 */
export function keepsLogLine(level: number, settings: { logLevel: number; devWriteLogs: boolean }): boolean {
  return settings.devWriteLogs && level <= settings.logLevel;
}

/** The lines a run stores under these settings, in the order they came. */
export function filterLogLines<T extends { level: number }>(
  lines: readonly T[],
  settings: { logLevel: number; devWriteLogs: boolean },
): T[] {
  return lines.filter((line) => keepsLogLine(line.level, settings));
}

/** A step's line at info level: 'step 3 of 7: placing modules' (also the job's substatus). */
export const stepLabel = (index: number, total: number, name: string): string => `step ${index + 1} of ${total}: ${name}`;

// ── compare ───────────────────────────────────────────────────────────────────────────────────

export const LAYER_CHANGES = ['added', 'removed', 'changed', 'unchanged'] as const;
export type LayerChange = (typeof LAYER_CHANGES)[number];
const measuresSchema = z.object({ count: z.number(), length: z.number(), area: z.number() });
export const layerComparisonSchema = z.object({
  layer: z.string(),
  before: measuresSchema.nullable(),
  after: measuresSchema.nullable(),
  change: z.enum(LAYER_CHANGES),
});
export type LayerComparison = z.infer<typeof layerComparisonSchema>;

/**
 * Two runs' outputs per layer (issue 15 "a generator run can be compared with the previous run"):
 * every layer either drew, with its measures before and after and whether it was added, removed,
 * changed (any measure differs) or unchanged. Layers in `order` (the draw order) first, the rest by name.
 */
export function compareRunLayers(
  before: Record<string, LayerMeasures>,
  after: Record<string, LayerMeasures>,
  order: readonly string[] = [],
): LayerComparison[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const rank = new Map(order.map((l, i) => [l, i]));
  const sorted = [...names].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b));
  return sorted.map((layer) => {
    const b = before[layer] ?? null;
    const a = after[layer] ?? null;
    const change: LayerChange = !b
      ? 'added'
      : !a
        ? 'removed'
        : b.count !== a.count || b.length !== a.length || b.area !== a.area
          ? 'changed'
          : 'unchanged';
    return {
      layer,
      before: b && { count: b.count, length: b.length, area: b.area },
      after: a && { count: a.count, length: a.length, area: a.area },
      change,
    };
  });
}

// ── tests ─────────────────────────────────────────────────────────────────────────────────────

/** A test's verdict: each expectation met by the run's layer measures, else a failure that says why. */
export function testVerdict(
  expectations: BaseTest['expectations'],
  layers: Record<string, LayerMeasures>,
): { passed: boolean; failures: string[] } {
  const failures: string[] = [];
  for (const e of expectations) {
    const measured = layers[e.layer];
    if (!measured) {
      failures.push(`${e.layer}: nothing drawn`);
      continue;
    }
    const value = measured[e.measure];
    if (e.min !== undefined && value < e.min) failures.push(`${e.layer} ${e.measure} ${value} is below the minimum ${e.min}`);
    if (e.max !== undefined && value > e.max) failures.push(`${e.layer} ${e.measure} ${value} is above the maximum ${e.max}`);
  }
  return { passed: failures.length === 0, failures };
}

// ── route inputs (docs/base-spec.md "Generators") ─────────────────────────────────────────────

/** Query strings: '' is absent. */
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());

export const generatorIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Not a generator id');
export const baseTestKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Not a test key');
export const generatorRunIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Not a run id');
export const baseSpecVersionSchema = z.string().regex(/^v\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'A version is like v0.3.0');

/** POST /generate. */
export const generateInputSchema = z.strictObject({
  generator: generatorIdSchema,
  projectId: projectIdSchema,
  baseSpecVersion: baseSpecVersionSchema.optional(),
});
export type GenerateInput = z.infer<typeof generateInputSchema>;

/** GET /generate: one run, or a project's runs (of one generator). */
export const generateQuerySchema = z
  .strictObject({
    runId: optionalParam(generatorRunIdSchema),
    projectId: optionalParam(projectIdSchema),
    generator: optionalParam(generatorIdSchema),
  })
  .refine((q) => (q.runId === undefined) !== (q.projectId === undefined), { message: 'Give runId or projectId', path: ['runId'] })
  .refine((q) => q.generator === undefined || q.projectId !== undefined, { message: 'generator needs projectId', path: ['generator'] });

/** POST /generate/retry. */
export const generateRetryInputSchema = z.strictObject({ runId: generatorRunIdSchema });

/** GET /generate/compare. */
export const generateCompareQuerySchema = z.strictObject({ runId: generatorRunIdSchema, with: optionalParam(generatorRunIdSchema) });

/** POST /invoke: a dry run up to `step` (1-based; default all), nothing written. */
export const invokeInputSchema = z.strictObject({
  generator: generatorIdSchema,
  projectId: projectIdSchema,
  step: z.number().int().min(1).max(100).optional(),
});

/** GET /test. */
export const baseTestQuerySchema = z.strictObject({ key: baseTestKeySchema });
/** POST /test. */
export const baseTestInputSchema = z.strictObject({ key: baseTestKeySchema, projectId: projectIdSchema.optional() });

/** Diagrams POST /invoke. */
export const DIAGRAM_GENERATORS = [
  { id: 'draw-order', name: 'Draw order', description: 'Every layer in draw order, by group, in its colour' },
  { id: 'layer-legend', name: 'Layer legend', description: 'Each layer with its colour, what its counts measure and the unit' },
  { id: 'systems', name: 'Systems and their layers', description: 'Each building system with the layers it draws on' },
] as const;
export const diagramIdSchema = z.enum(DIAGRAM_GENERATORS.map((d) => d.id) as [string, ...string[]]);
export const diagramInvokeInputSchema = z.strictObject({ generator: diagramIdSchema, version: baseSpecVersionSchema.optional() });

// ── answers (parsed by the web client and the tests) ──────────────────────────────────────────

export const generatorsAnswerSchema = z.object({ generators: z.array(generatorSchema) });
export const runStartedAnswerSchema = z.object({ runId: z.string(), jobId: z.string() });
export const runInlineAnswerSchema = z.object({ runId: z.string(), run: generatorRunSchema });
export const runAnswerSchema = z.object({ run: generatorRunSchema });
export const runsAnswerSchema = z.object({ runs: z.array(generatorRunSchema) });
export const compareAnswerSchema = z.object({ runId: z.string(), with: z.string(), layers: z.array(layerComparisonSchema) });
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;
export const invokeAnswerSchema = z.object({
  layers: z.array(
    z.object({
      layer: z.string(),
      objects: z.array(z.object({ type: z.string(), points: z.array(z.number()) })),
      count: z.number(),
      length: z.number(),
      area: z.number(),
    }),
  ),
  log: z.array(logLineSchema),
});
export type InvokeAnswer = z.infer<typeof invokeAnswerSchema>;
export const testsAnswerSchema = z.object({ tests: z.array(baseTestSchema) });
export const testAnswerSchema = z.object({ test: baseTestSchema, lastRun: generatorRunSchema.optional() });
export const diagramGeneratorsAnswerSchema = z.object({
  generators: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});
export const diagramAnswerSchema = z.object({ svg: z.string(), title: z.string() });
export type DiagramAnswer = z.infer<typeof diagramAnswerSchema>;
