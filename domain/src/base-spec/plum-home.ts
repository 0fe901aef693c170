import { z } from 'zod';
import { classBlockSchema } from '../blocks/class-block.js';
import { buildSpecSchema } from '../build-spec/schema.js';
import { classPartVersionSchema } from '../class-parts/class-part.js';
import { costsDocSchema } from '../projects/costs.js';
import { stageSchema } from '../projects/pipe.js';
import { versionCandidateSchema, versionedWorkspaceSchema } from '../versioning/schemas.js';
import { compareVersions, parseVersion } from '../versions.js';
import { baseSpecDocSchema, baseViewSchema } from './spec.js';
import { baseTestSchema, generatorSchema } from './generators.js';
import { structureDocSchema } from './structure.js';

/**
 * /plum, the engineering area's home (docs/base-spec.md "Home and trunk parts"): what each part
 * holds, counted from live reads. The page counts documents, so each read is parsed with only the
 * fields it shows — taken from the collections' own schemas — and other fields are dropped (a
 * document the full page would refuse for another field still counts here; its own page reports it).
 */
export const plumHomeSchemas = {
  baseSpecs: z.object({ version: baseSpecDocSchema.shape.version, created: baseSpecDocSchema.shape.created }),
  baseSpecWorkspaces: z.object({
    name: versionedWorkspaceSchema.shape.name,
    workspaceType: versionedWorkspaceSchema.shape.workspaceType,
    deleted: versionedWorkspaceSchema.shape.deleted,
  }),
  baseSpecCandidates: z.object({ name: versionCandidateSchema.shape.name, status: versionCandidateSchema.shape.status }),
  baseViews: z.object({ id: baseViewSchema.shape.id, name: baseViewSchema.shape.name }),
  buildSpecs: z.object({ version: buildSpecSchema.shape.version, released: buildSpecSchema.shape.released }),
  classBlocks: z.object({ key: classBlockSchema.shape.key, categoryName: classBlockSchema.shape.categoryName }),
  classParts: z.object({ path: classPartVersionSchema.shape.path, system: classPartVersionSchema.shape.system }),
  generators: z.object({ id: generatorSchema.shape.id, name: generatorSchema.shape.name }),
  generatorRunsInProgress: z.object({ run: z.object({ status: stageSchema.shape.status }) }),
  tests: z.object({ key: baseTestSchema.shape.key, name: baseTestSchema.shape.name }),
  structure: z.object({ projectId: structureDocSchema.shape.projectId }),
  costs: z.object({ version: costsDocSchema.shape.version }),
} as const;

/**
 * How many documents a home count reads at most. A collection larger than this shows as
 * "1000+": the counts are live queries (a count aggregation is not live), and a home page must
 * not download a whole large collection.
 */
export const PLUM_HOME_COUNT_LIMIT = 1000;
/** generatorRuns in progress: few at a time; more shows as "100+". */
export const PLUM_HOME_RUNS_LIMIT = 100;

/** The newest of some version texts, by number ('v3.10.0' after 'v3.9.0'), or null for none. */
export function newestVersionText(versions: readonly string[]): string | null {
  let newest: string | null = null;
  for (const text of versions) {
    const v = parseVersion(text);
    if (!v) continue;
    const n = newest === null ? null : parseVersion(newest);
    if (n === null || compareVersions(v, n) > 0) newest = text;
  }
  return newest;
}

/** A count as shown: '1000+' when the read stopped at its limit (there may be more). */
export const countText = (count: number, limit: number): string => (count >= limit ? `${limit}+` : String(count));

/** Class parts (by path) and their systems, from their version documents. */
export function classPartCounts(versions: readonly { path: string; system: string }[]): {
  parts: number;
  systems: number;
  versions: number;
} {
  return {
    parts: new Set(versions.map((v) => v.path)).size,
    systems: new Set(versions.map((v) => v.system)).size,
    versions: versions.length,
  };
}
