import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/** GET /assign?projectId&assembly: the assembly's CAD assignment stage { assembly, assign } (with its onshapeLink). 404 for unknown ids. */
export const getAssign: PipeHandler<'assign'> = async (input) => {
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  return { assembly: input.assembly, assign: assembly.assign };
};
