import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadAssembly } from './store.js';

/** GET /pbom?projectId&assembly: { assembly, pbom } (the stage with its lines `items`: ERP item code, quantity, name, unit, part). */
export const getPbom = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.query);
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  sendOk(res, { assembly: input.assembly, pbom: assembly.pbom });
});
