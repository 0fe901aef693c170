import {
  MULTI_FRONTAGE_LOTS,
  LOT_TYPES,
  nextStructureVersion,
  structureInputsSchema,
  structurePackageOf,
  structureResult,
  structureSummary,
  type StructureDoc,
  type StructureInputParams,
  type StructurePackage,
  type StructureVersion,
} from '@workhub/domain';
import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import type { SeedDoc } from './types.js';

/** How many projects with a latest base get a structure document. */
export const STRUCTURE_PROJECT_COUNT = 6;

/** Realistic inputs for one project: its lot, its parcel lines, a module footprint from its area, site loads. */
function inputsOf(rng: Prng, moduleArea: number): StructureInputParams {
  const lotType = rng.pick(LOT_TYPES);
  const lotWidth = rng.int(8, 18) * 5;
  const lotDepth = rng.int(20, 32) * 5;
  // Regular, key and flag lots: one street (front, two sides, rear); corner lots: two streets
  // meeting (two fronts, a side, the rear); through lots: two opposite streets (two fronts, two sides).
  const front = lotType === 'flag' ? rng.int(15, 25) : lotWidth;
  const parcelLines: StructureInputParams['parcelLines'] =
    lotType === 'through'
      ? [
          { label: 'front', lengthFt: lotWidth },
          { label: 'front', lengthFt: lotWidth },
          { label: 'side', lengthFt: lotDepth },
          { label: 'side', lengthFt: lotDepth },
        ]
      : MULTI_FRONTAGE_LOTS.includes(lotType)
        ? [
            { label: 'front', lengthFt: lotWidth },
            { label: 'front', lengthFt: lotDepth },
            { label: 'side', lengthFt: lotDepth },
            { label: 'rear', lengthFt: lotWidth },
          ]
        : [
            { label: 'front', lengthFt: front },
            { label: 'side', lengthFt: lotDepth },
            { label: 'side', lengthFt: lotDepth },
            { label: 'rear', lengthFt: lotWidth },
          ];
  const width = rng.pick([12, 14, 16]);
  const depth = Math.max(24, Math.min(72, Math.round(moduleArea / width / 2) * 2));
  const seismicS1 = rng.float(0.3, 0.9, 2);
  return {
    lotType,
    parcelLines,
    dimensions: [
      { type: 'width', valueFt: width },
      { type: 'depth', valueFt: depth },
    ],
    windSpeedMph: rng.pick([95, 100, 110, 115, 130]),
    snowLoadPsf: rng.pick([0, 0, 0, 10, 25, 60]),
    seismicS1,
    ...(rng.chance(0.3) ? { overrideSeismicS1: Math.round((seismicS1 + 0.2) * 100) / 100 } : {}),
    ...(rng.chance(0.25) ? { overrideXbracing: true } : {}),
  };
}

/**
 * `structure/{projectId}` for the first STRUCTURE_PROJECT_COUNT projects with a latest base: the
 * current inputs, 1-3 calculated versions (each an earlier revision of the inputs, calculated by
 * the same engine the service runs) with a package each, and the calculation stage of the last run.
 */
export function buildStructure(rng: Prng, projects: readonly SeedDoc[]): SeedDoc[] {
  const withBase = projects.filter((p) => (p.data.base as { latest?: unknown } | undefined)?.latest).slice(0, STRUCTURE_PROJECT_COUNT);
  return withBase.map((project, index) => {
    const r = rng.fork(project.id);
    const latest = (project.data.base as { latest: { floorArea?: number; modules?: number } }).latest;
    // One module's footprint: the floor area over the modules.
    const current = structureInputsSchema.parse(inputsOf(r, (latest.floorArea ?? 600) / Math.max(1, latest.modules ?? 1)));
    const count = r.int(1, 3);
    const versions: StructureVersion[] = [];
    const packages: StructurePackage[] = [];
    for (let i = 0; i < count; i++) {
      // Earlier versions had a lower wind speed and no overrides: the inputs were revised since.
      const inputParams: StructureInputParams =
        i === count - 1 ? current : { ...current, windSpeedMph: current.windSpeedMph - 5 * (count - 1 - i), overrideXbracing: undefined };
      if (inputParams.overrideXbracing === undefined) delete inputParams.overrideXbracing;
      const result = structureResult(inputParams);
      const at = isoAt(-60 + index * 7 + i * 3, 11 * 60 + i);
      const version = nextStructureVersion(versions);
      versions.push({ version, createdAt: at, createdBy: r.pick(STAFF_USERS), inputParams, result: { ...result } });
      packages.push(structurePackageOf(project.id, version, result, at));
    }
    const last = versions[versions.length - 1]!;
    const doc: StructureDoc = {
      projectId: project.id,
      inputParams: current,
      versions,
      packages,
      calculation: {
        status: 'done',
        substatus: `${last.version}: ${structureSummary(last.result)}`,
        details: '',
        startedBy: last.createdBy,
        startedAt: last.createdAt,
        finishedAt: last.createdAt,
      },
      updatedAt: last.createdAt,
    };
    return { id: project.id, data: doc as unknown as SeedDoc['data'] };
  });
}
