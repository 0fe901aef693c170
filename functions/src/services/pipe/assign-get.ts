import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadAssembly } from './store.js';

/** GET /assign?projectId&assembly: the assembly's CAD assignment stage { assembly, assign } (with its onshapeLink). 404 for unknown ids. */
export const getAssign = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.query);
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  sendOk(res, { assembly: input.assembly, assign: assembly.assign });
});
