import { firestore } from '../../lib/admin.js';
import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /sketch?projectId&assembly: what the assembly's CAD sketch is drawn from: the build spec's
 * sketch and key layers for it, with the project's base quantities on those layers: { assembly,
 * buildSpec, defined, layers: [{ layer, role: 'sketch'|'key', count, length?, area? }] }
 * (defined false when the build spec does not define the assembly).
 */
export const getSketch: PipeHandler<'sketch'> = async (input) => {
  const { project, assembly } = await loadAssembly(input.projectId, input.assembly);
  const version = project.base?.latest?.buildSpec ?? project.buildSpec;
  const spec = await firestore.collection('buildSpecs').doc(version).get();
  const entry = (spec.get('assemblies') as Record<string, { sketchLayers?: unknown; keyLayers?: unknown }> | undefined)?.[
    assembly.assemblyName
  ];
  const counts = project.base?.latest?.counts ?? {};
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const layers = [
    ...list(entry?.sketchLayers).map((layer) => ({ layer, role: 'sketch' as const })),
    ...list(entry?.keyLayers).map((layer) => ({ layer, role: 'key' as const })),
  ].map((l) => ({ ...l, count: counts[l.layer]?.count ?? 0, ...(counts[l.layer] ?? {}) }));
  return { assembly: input.assembly, buildSpec: version, defined: !!entry, layers };
};
