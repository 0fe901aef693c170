import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/** GET /reassembly?projectId&assembly: { assembly, reassembly } (the stage with its sub-assembly `groups`). */
export const getReassembly: PipeHandler<'reassembly'> = async (input) => {
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  return { assembly: input.assembly, reassembly: assembly.reassembly };
};
