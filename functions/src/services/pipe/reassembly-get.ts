import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadAssembly } from './store.js';

/** GET /reassembly?projectId&assembly: { assembly, reassembly } (the stage with its sub-assembly `groups`). */
export const getReassembly = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.query);
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  sendOk(res, { assembly: input.assembly, reassembly: assembly.reassembly });
});
