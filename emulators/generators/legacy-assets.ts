import { createHash } from 'node:crypto';
import {
  LEGACY_ASSET_KINDS,
  LEGACY_MODELOS,
  legacyDesignVersions,
  type LegacyAssetJob,
  type LegacyAssetProject as ProjectFacts,
} from '@workhub/domain';
import { encodePng } from '../../functions/src/public.js';

/** An HTTP-like answer, as the legacy asset service gave it: the spec's error rule reads it (assetErrorMessage). */
export interface GeneratorRefusal {
  status: number;
  statusText: string;
  body: unknown;
}

export interface GeneratedFile {
  kind: string;
  file: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The legacy asset service stand-in's generator (emulators/generators, POST /legacy/v1/assets): deterministic drawings (PNG) and data (JSON) from a project's
 * facts, the same bytes for the same project, version and modelo. It checks a job the way the
 * legacy service did and refuses it with errors.json.jobs (a 422) when the version is not one of
 * the project's design versions or the modelo is unknown.
 */
export function generateLegacyAssets(
  project: ProjectFacts,
  job: LegacyAssetJob,
): { files: GeneratedFile[] } | { refused: GeneratorRefusal } {
  const errors: string[][] = [];
  const versions = legacyDesignVersions(project.latestVersion);
  if (!versions.includes(job.version))
    errors.push([
      'jobs',
      '0',
      'version',
      `${job.version} is not a design version of ${project.id} (${versions.join(', ') || 'no committed design'})`,
    ]);
  if (!(LEGACY_MODELOS as readonly string[]).includes(job.modelo)) errors.push(['jobs', '0', 'modelo', `unknown modelo '${job.modelo}'`]);
  if (errors.length) return { refused: { status: 422, statusText: 'Unprocessable Entity', body: { errors: { json: { jobs: errors } } } } };
  const seed = createHash('sha256').update(`${project.id}|${job.version}|${job.modelo}`).digest();
  const files = job.assets.map((kind) => {
    const spec = LEGACY_ASSET_KINDS.find((k) => k.kind === kind)!;
    const bytes =
      spec.contentType === 'image/png' ? drawing(kind, seed, project) : Buffer.from(JSON.stringify(dataOf(kind, project, job), null, 2));
    return { kind, file: spec.file, contentType: spec.contentType, bytes };
  });
  return { files };
}

/** A 96x96 drawing: a floor plan's rooms, an elevation's facade or a render's sky and walls, coloured by the seed. */
function drawing(kind: string, seed: Buffer, project: ProjectFacts): Buffer {
  const size = 96;
  const modules = Math.max(1, Math.min(6, project.modules ?? 2));
  const hue = seed[0]! / 255;
  const wall: [number, number, number] = [Math.round(120 + 100 * hue), 110 + (seed[1]! % 60), Math.round(200 - 80 * hue)];
  return encodePng(size, size, (x, y) => {
    if (kind === 'floorPlan') {
      const border = x < 4 || y < 4 || x > size - 5 || y > size - 5;
      const split = Math.floor(size / (modules + 1));
      const inner = (x % split < 2 && x > 4 && x < size - 4) || (y === Math.floor(size / 2) && x % 12 < 8);
      return border || inner ? [40, 40, 48] : [246, 244, 238];
    }
    if (kind === 'elevations') {
      const roof = y < 30 && Math.abs(x - size / 2) < y + 10;
      const window = y > 46 && y < 64 && x % 24 > 6 && x % 24 < 18;
      if (roof) return [70, 70, 80];
      if (y >= 30) return window ? [150, 200, 235] : wall;
      return [230, 238, 246];
    }
    const sky: [number, number, number] = [Math.round(140 + y), Math.round(180 + y / 2), 240];
    if (y > 70) return [96, 140, 80];
    return y > 36 && x > 16 && x < 80 ? wall : sky;
  });
}

function dataOf(kind: string, project: ProjectFacts, job: LegacyAssetJob): unknown {
  const modules = project.modules ?? 1;
  const area = project.floorArea ?? 0;
  if (kind === 'bom')
    return {
      projectId: project.id,
      version: job.version,
      modelo: job.modelo,
      lines: [
        { item: 'Floor cassette', qty: modules, uom: 'Each' },
        { item: 'Wall panel', qty: modules * 4, uom: 'Each' },
        { item: 'Roof panel', qty: modules, uom: 'Each' },
        { item: 'Drywall 4x8', qty: Math.ceil(area / 10), uom: 'Each' },
      ],
    };
  return { projectId: project.id, version: job.version, modelo: job.modelo, modules, floorArea: area, units: 'ft' };
}
