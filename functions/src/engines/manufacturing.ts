import { z } from 'zod';
import { newestClassPartVersion, type MbomLine, type PipeAssembly } from '@workhub/domain';
import { firestore } from '../lib/admin.js';

/**
 * The manufacturing engine (deterministic, local): which class parts an assembly is made of, its
 * manufacturing BOM lines with their routings (bulk CAD assignment copies a template document in
 * Onshape: services/opus/jobs.ts). The data comes from the seeded catalogue: the project's build spec
 * (`buildSpecs/{version}`: its `systems` list each system's configured group assemblies) and the
 * `classParts` collection (one document per class-part version, with the build specs it serves,
 * its Onshape source document and its routings).
 */

/** The class-part fields the engine reads (emulators/seed/data/class-parts.ts writes them). */
const classPartSchema = z.object({
  key: z.string(),
  name: z.string(),
  path: z.string(),
  system: z.string(),
  version: z.string(),
  description: z.string(),
  buildSpecs: z.array(z.string()),
  isActive: z.boolean().optional(),
  onshapeDocuments: z.array(z.object({ did: z.string(), wid: z.string().optional(), eid: z.string().optional(), url: z.string() })),
  routings: z.array(z.object({ id: z.string(), partNumberSuffix: z.string() })),
});
export type CatalogueClassPart = z.infer<typeof classPartSchema>;

/** Factory minutes one piece spends on each routing step (the station standards the planners use). */
export const ROUTING_MINUTES: Record<string, number> = {
  'saw-cut': 4,
  'cnc-router': 12,
  'beam-saw': 6,
  'panel-line': 25,
  'assembly-bench': 18,
  'weld-cell': 30,
  'press-brake': 8,
  'paint-booth': 15,
  'edge-bander': 5,
  'qc-inspection': 6,
};
const UNKNOWN_ROUTING_MINUTES = 10;

/** A failure the engine explains (the caller decides what the user reads). */
export class EngineError extends Error {}

/** The building system whose configured group assemblies include `assemblyName`, per the build spec. */
export async function systemOfAssembly(buildSpec: string, assemblyName: string): Promise<string> {
  const spec = await firestore.collection('buildSpecs').doc(buildSpec).get();
  if (!spec.exists) throw new EngineError(`Build spec ${buildSpec} not found`);
  const systems = z
    .record(z.string(), z.object({ configuredGroupAssemblies: z.array(z.string()).optional() }))
    .safeParse(spec.get('systems') ?? {});
  if (!systems.success) throw new EngineError(`Build spec ${buildSpec} has malformed systems`);
  const system = Object.entries(systems.data).find(([, s]) => s.configuredGroupAssemblies?.includes(assemblyName))?.[0];
  if (!system) throw new EngineError(`No system of build spec ${buildSpec} configures the assembly ${assemblyName}`);
  return system;
}

/**
 * The class parts of an assembly: every class part of its system in the version that serves the
 * project's build spec (one version per part path), sorted by path. None is a failure: an
 * assembly with no class parts cannot be manufactured or assigned.
 */
export async function classPartsOfAssembly(buildSpec: string, assemblyName: string): Promise<CatalogueClassPart[]> {
  const system = await systemOfAssembly(buildSpec, assemblyName);
  const snap = await firestore.collection('classParts').where('system', '==', system).get();
  const byPath = new Map<string, CatalogueClassPart[]>();
  for (const doc of snap.docs) {
    const parsed = classPartSchema.safeParse(doc.data());
    if (!parsed.success || !parsed.data.buildSpecs.includes(buildSpec)) continue;
    byPath.set(parsed.data.path, [...(byPath.get(parsed.data.path) ?? []), parsed.data]);
  }
  // Two versions serving one spec should not happen; the newer one (by version order: v1.10 after v1.9) wins.
  const parts = [...byPath.values()].map((versions) => newestClassPartVersion(versions)!).sort((a, b) => a.path.localeCompare(b.path));
  if (parts.length === 0) throw new EngineError(`No class part of system ${system} serves build spec ${buildSpec}`);
  return parts;
}

/**
 * Manufacturing BOM lines of an assembly: one per class part, quantity from the assembly's parts
 * stage when it lists the part (by key or path), else one; minutes = quantity × the routing's
 * station minutes.
 */
export function mbomLinesFor(parts: readonly CatalogueClassPart[], partsStage: PipeAssembly['parts'] | undefined): MbomLine[] {
  const listed = new Map<string, number>();
  for (const p of partsStage?.parts ?? []) if (p.classPart) listed.set(p.classPart, (listed.get(p.classPart) ?? 0) + p.qty);
  return parts.map((part) => {
    const qty = listed.get(part.key) ?? listed.get(part.path) ?? 1;
    const routing = part.routings.map((r) => r.id);
    const perPiece = routing.reduce((sum, id) => sum + (ROUTING_MINUTES[id] ?? UNKNOWN_ROUTING_MINUTES), 0);
    return { classPart: part.key, qty, description: part.description, routing, minutes: qty * perPiece };
  });
}
