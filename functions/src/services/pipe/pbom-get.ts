import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/** GET /pbom?projectId&assembly: { assembly, pbom } (the stage with its lines `items`: ERP item code, quantity, name, unit, part). */
export const getPbom: PipeHandler<'pbom'> = async (input) => {
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  return { assembly: input.assembly, pbom: assembly.pbom };
};
