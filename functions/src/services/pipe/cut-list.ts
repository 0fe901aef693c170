import { firestore } from '../../lib/admin.js';
import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/** Routings that cut stock to size: what goes on a cut list. */
const CUTTING = ['saw-cut', 'beam-saw', 'cnc-router'];

/**
 * GET /cutList?projectId&assembly: the assembly's parts made in house that are cut (their class
 * part routes through a saw or the CNC router): { assembly, cuts: [{ part, qty, classPart,
 * routing, description }] }. Empty until the parts stage has run.
 */
export const getCutList: PipeHandler<'cutList'> = async (input) => {
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  const parts = (assembly.parts.parts ?? []).filter((p) => p.classPart);
  const docs = parts.length ? await firestore.getAll(...parts.map((p) => firestore.collection('classParts').doc(p.classPart!))) : [];
  const cuts = parts.flatMap((part, i) => {
    const doc = docs[i];
    const routings = Array.isArray(doc?.get('routings'))
      ? (doc!.get('routings') as { id?: unknown }[]).map((r) => String(r?.id ?? ''))
      : [];
    const routing = routings.find((r) => CUTTING.includes(r));
    return routing
      ? [{ part: part.name, qty: part.qty, classPart: part.classPart!, routing, description: String(doc?.get('description') ?? '') }]
      : [];
  });
  return { assembly: input.assembly, cuts };
};
