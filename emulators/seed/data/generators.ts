import {
  filterLogLines,
  logChunkDocId,
  runOutputDocId,
  testVerdict,
  type BaseTest,
  type Generator,
  type GeneratorProject,
  type GeneratorRun,
  type LogLine,
} from '@workhub/domain';
import { planRun } from '../../generators/engine.js';
import { isoAt } from '../clock.js';
import type { DocData, SeedDoc } from './types.js';

/**
 * Generators, tests and finished runs (docs/base-spec.md "Generators"). The runs are drawn by the
 * same engine the generator service stand-in runs (emulators/generators/engine.ts), from the seeded
 * projects, project bases and base specs, so a new run of the same generator and project compares
 * with them layer by layer. Logs and outputs go to the `nested` pseudo collection (full paths).
 */

const g = (id: string, name: string, description: string, stepMs: number, layers: string[], steps: string[]): Generator => ({
  id,
  name,
  description,
  layers,
  steps,
  stepMs,
});

/** `baseGenerators/{id}`: each draws its layers over its steps (the first reads the inputs, the last checks). */
export const SEEDED_GENERATORS: readonly Generator[] = [
  g(
    'site-plan',
    'Site plan',
    'The lot as recorded, its setbacks, access, trees and the driveway around the placed modules.',
    // The longest seeded run (8 steps, 5.6 s): long enough for a second browser to watch it live.
    700,
    ['client/boundary', 'site/parcel', 'site/setback', 'site/access', 'site/trees', 'sitework/driveway'],
    [
      'reading the project base',
      'tracing the boundary',
      'drawing the parcel',
      'laying out setbacks',
      'routing access',
      'marking trees',
      'paving the driveway',
      'checking the envelope',
    ],
  ),
  g(
    'module-layout',
    'Module layout',
    'Places the modules in the buildable envelope and draws walls, rooms, doors and windows from the base counts.',
    250,
    ['design/modules', 'design/walls', 'design/rooms', 'design/doors', 'design/windows'],
    [
      'reading the project base',
      'placing modules',
      'drawing walls',
      'dividing rooms',
      'placing doors',
      'placing windows',
      'checking clearances',
    ],
  ),
  g(
    'foundation-plan',
    'Foundation plan',
    'Grading pads, foundations under every module, utility trenches and floor cassettes.',
    300,
    ['sitework/grading', 'sitework/foundation', 'sitework/trenching', 'assemblies/floor'],
    [
      'reading the project base',
      'grading the pad',
      'setting foundations',
      'trenching utilities',
      'laying floor cassettes',
      'checking bearing',
    ],
  ),
  g(
    'utility-runs',
    'Utility runs',
    'Plumbing, sewer, electrical and gas runs from the street to the modules, and the solar array.',
    250,
    ['utilities/plumbing', 'utilities/sewer', 'utilities/electrical', 'utilities/gas', 'utilities/solar'],
    [
      'reading the project base',
      'routing plumbing',
      'connecting the sewer',
      'running electrical',
      'running gas',
      'laying out solar',
      'checking clearances',
    ],
  ),
  g(
    'roof-framing',
    'Roof framing',
    'Wall, ceiling and roof assemblies with overhangs, and the solar panels on the roof.',
    350,
    ['assemblies/walls', 'assemblies/ceiling', 'assemblies/roof', 'utilities/solar'],
    ['reading the project base', 'framing walls', 'framing ceilings', 'framing the roof', 'placing solar panels', 'checking spans'],
  ),
  g(
    'permit-set',
    'Permit set',
    'The sheets a permit needs: boundary and setbacks, modules, walls, openings, dimensions and notes.',
    200,
    [
      'client/boundary',
      'site/setback',
      'design/modules',
      'design/walls',
      'design/doors',
      'design/windows',
      'design/dimensions',
      'design/annotations',
    ],
    [
      'reading the project base',
      'sheet A0: boundary',
      'sheet A0: setbacks',
      'sheet A1: modules',
      'sheet A1: walls',
      'sheet A2: doors',
      'sheet A2: windows',
      'sheet A3: dimensions',
      'sheet A3: notes',
      'assembling the set',
    ],
  ),
];

/** `baseTests/{key}`: a generator on a seeded project and what its layers must measure. */
export const SEEDED_TESTS: readonly BaseTest[] = [
  {
    key: 'site-plan-one-parcel',
    name: 'Site plan draws one parcel and a usable envelope',
    description: 'P-1004 (committed project base with its lot): exactly one parcel, and setbacks leaving at least 1,000 ft².',
    generator: 'site-plan',
    projectId: 'P-1004',
    expectations: [
      { layer: 'site/parcel', measure: 'count', min: 1, max: 1 },
      { layer: 'site/setback', measure: 'area', min: 1000 },
    ],
  },
  {
    key: 'module-layout-walls',
    name: 'Module layout draws every wall of the base',
    description: 'P-1003 (3 modules): at least 40 walls and at least 2,000 ft² of modules.',
    generator: 'module-layout',
    projectId: 'P-1003',
    expectations: [
      { layer: 'design/walls', measure: 'count', min: 40 },
      { layer: 'design/modules', measure: 'area', min: 2000 },
    ],
  },
  {
    key: 'utility-runs-short-plumbing',
    name: 'Plumbing runs stay under 60 ft',
    description:
      'P-1003: the wet walls are grouped, so the plumbing runs must total at most 60 ft (the base has 64 ft: this test fails until the layout is revised).',
    generator: 'utility-runs',
    projectId: 'P-1003',
    expectations: [
      { layer: 'utilities/plumbing', measure: 'length', max: 60 },
      { layer: 'utilities/sewer', measure: 'count', min: 1, max: 1 },
    ],
  },
  {
    key: 'foundation-under-modules',
    name: 'Foundations carry the whole floor',
    description: 'P-1012 (the largest floor area): foundation area at least 2,500 ft² and one foundation per module.',
    generator: 'foundation-plan',
    projectId: 'P-1012',
    expectations: [
      { layer: 'sitework/foundation', measure: 'area', min: 2500 },
      { layer: 'sitework/foundation', measure: 'count', min: 3, max: 3 },
    ],
  },
  {
    key: 'permit-set-openings',
    name: 'Permit set shows every opening',
    description: 'P-1002: at least 12 windows and no more than 12 doors on the A2 sheet.',
    generator: 'permit-set',
    projectId: 'P-1002',
    expectations: [
      { layer: 'design/windows', measure: 'count', min: 12 },
      { layer: 'design/doors', measure: 'count', max: 12 },
    ],
  },
];

/** What the seed knows of a project: its base.latest and, when it has one, its newest project base content. */
export interface SeededProjectInput {
  project: SeedDoc;
  baseContent?: GeneratorProject['base'];
}

interface SeededRun {
  id: string;
  generator: string;
  projectId: string;
  baseSpecVersion: string;
  testKey?: string;
  createdBy: string;
  day: number;
  logLevel: number;
  previousRunId?: string;
}

/** Finished runs: two of module-layout on P-1003 (same inputs), utility-runs on P-1002 before and after the utilities layers, a failed test. */
const SEEDED_RUNS: readonly SeededRun[] = [
  {
    id: 'seed-run-module-layout-p1003-a',
    generator: 'module-layout',
    projectId: 'P-1003',
    baseSpecVersion: 'v0.2.1',
    createdBy: 'ada',
    day: -12,
    logLevel: 2,
  },
  {
    id: 'seed-run-module-layout-p1003-b',
    generator: 'module-layout',
    projectId: 'P-1003',
    baseSpecVersion: 'v0.2.1',
    createdBy: 'eero',
    day: -4,
    logLevel: 3,
    previousRunId: 'seed-run-module-layout-p1003-a',
  },
  {
    id: 'seed-run-utility-runs-p1002-a',
    generator: 'utility-runs',
    projectId: 'P-1002',
    baseSpecVersion: 'v0.1.0',
    createdBy: 'jean',
    day: -30,
    logLevel: 2,
  },
  {
    id: 'seed-run-utility-runs-p1002-b',
    generator: 'utility-runs',
    projectId: 'P-1002',
    baseSpecVersion: 'v0.2.1',
    createdBy: 'jean',
    day: -6,
    logLevel: 2,
    previousRunId: 'seed-run-utility-runs-p1002-a',
  },
  {
    id: 'seed-run-test-short-plumbing',
    generator: 'utility-runs',
    projectId: 'P-1003',
    baseSpecVersion: 'v0.2.1',
    testKey: 'utility-runs-short-plumbing',
    createdBy: 'ada',
    day: -2,
    logLevel: 1,
  },
];

/** The engine's view of a seeded project. */
export function generatorProjectOf(input: SeededProjectInput): GeneratorProject {
  const latest = (input.project.data.base as { latest?: DocData } | undefined)?.latest ?? {};
  return {
    id: input.project.id,
    latest: {
      modules: Number(latest.modules ?? 1),
      floorArea: Number(latest.floorArea ?? 0),
      counts: (latest.counts ?? {}) as GeneratorProject['latest']['counts'],
    },
    ...(input.baseContent ? { base: input.baseContent } : {}),
  };
}

export interface GeneratorSeed {
  baseGenerators: SeedDoc[];
  baseTests: SeedDoc[];
  generatorRuns: SeedDoc[];
  /** Log chunks and outputs, by full path. */
  nested: SeedDoc[];
}

/** Generators, tests and the finished runs with their logs (lines of one step per chunk) and outputs. */
export function buildGenerators(projects: ReadonlyMap<string, SeededProjectInput>, baseSpecs: readonly SeedDoc[]): GeneratorSeed {
  const out: GeneratorSeed = {
    baseGenerators: SEEDED_GENERATORS.map((gen) => ({ id: gen.id, data: { ...gen } })),
    baseTests: SEEDED_TESTS.map((t) => ({ id: t.key, data: { ...t } })),
    generatorRuns: [],
    nested: [],
  };
  for (const seeded of SEEDED_RUNS) {
    const generator = SEEDED_GENERATORS.find((x) => x.id === seeded.generator)!;
    const project = projects.get(seeded.projectId);
    const spec = baseSpecs.find((s) => s.id === seeded.baseSpecVersion);
    if (!project || !spec)
      throw new Error(`seeded run ${seeded.id}: no project ${seeded.projectId} or base spec ${seeded.baseSpecVersion}`);
    const steps = planRun({
      generator,
      spec: { version: seeded.baseSpecVersion, layers: spec.data.layers as never, order: spec.data.order as string[] },
      project: generatorProjectOf(project),
    });
    const settings = { logLevel: seeded.logLevel, devWriteLogs: true, runAsJob: true };
    const started = Date.parse(isoAt(seeded.day, 10 * 60));
    let n = 0;
    let seq = 0;
    steps.forEach((step, i) => {
      const at = new Date(started + (i + 1) * generator.stepMs).toISOString();
      const lines: LogLine[] = filterLogLines(step.log, settings).map((l) => ({ n: n++, at, level: l.level, message: l.message }));
      if (lines.length === 0) return;
      out.nested.push({ id: `generatorRuns/${seeded.id}/log/${logChunkDocId(seq)}`, data: { seq, lines } });
      seq++;
    });
    const outputs = steps.flatMap((s) => s.layers);
    for (const o of outputs) out.nested.push({ id: `generatorRuns/${seeded.id}/outputs/${runOutputDocId(o.layer)}`, data: { ...o } });
    const layers = Object.fromEntries(outputs.map((o) => [o.layer, { count: o.count, length: o.length, area: o.area }]));
    const test = seeded.testKey ? SEEDED_TESTS.find((t) => t.key === seeded.testKey) : undefined;
    const finishedAt = new Date(started + steps.length * generator.stepMs + 400).toISOString();
    const run: GeneratorRun = {
      id: seeded.id,
      kind: test ? 'test' : 'generate',
      generator: generator.id,
      ...(test ? { testKey: test.key } : {}),
      projectId: seeded.projectId,
      baseSpecVersion: seeded.baseSpecVersion,
      createdBy: seeded.createdBy,
      createdAt: new Date(started).toISOString(),
      settings,
      run: {
        status: 'done',
        substatus: `${outputs.length} layer(s) drawn`,
        details: '',
        startedBy: seeded.createdBy,
        startedAt: new Date(started).toISOString(),
        finishedAt,
        jobId: `seed-job-${seeded.id}`,
      },
      summary: { documents: outputs.length + seq + 1, logLines: n, layers },
      ...(test ? { test: testVerdict(test.expectations, layers) } : {}),
      ...(seeded.previousRunId ? { previousRunId: seeded.previousRunId } : {}),
      updatedAt: finishedAt,
    };
    out.generatorRuns.push({ id: seeded.id, data: run as unknown as DocData });
  }
  return out;
}

/** The seeded projects with a latest base, each with the content of its newest committed project base (version service, name 'base'). */
export function seededProjectInputs(
  projects: readonly SeedDoc[],
  versions: readonly SeedDoc[],
  nested: readonly SeedDoc[],
): Map<string, SeededProjectInput> {
  const out = new Map<string, SeededProjectInput>();
  for (const project of projects) {
    if (!(project.data.base as { latest?: unknown } | undefined)?.latest) continue;
    const bases = versions
      .filter((v) => v.data.name === 'base' && v.data.projectId === project.id)
      .sort(
        (a, b) =>
          Number(b.data.major) - Number(a.data.major) ||
          Number(b.data.minor) - Number(a.data.minor) ||
          Number(b.data.patch) - Number(a.data.patch),
      );
    const newest = bases[0];
    const text = newest
      ? nested
          .filter((d) => d.id.startsWith(`versions/${newest.id}/content/`))
          .sort((a, b) => Number(a.data.index) - Number(b.data.index))
          .map((d) => String(d.data.text))
          .join('')
      : '';
    out.set(project.id, { project, ...(text ? { baseContent: JSON.parse(text) as GeneratorProject['base'] } : {}) });
  }
  return out;
}
