import { assemblyRefSchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadAssembly } from './store.js';

/**
 * GET /bom?projectId&assembly: the assembly's bills of materials side by side: { assembly,
 * parts (from CAD), pbom (purchasing lines), mbom (manufacturing lines), materialRequest (name) }.
 */
export const getBom = handle(async (req, res) => {
  const input = parse(assemblyRefSchema, req.query);
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  sendOk(res, {
    assembly: input.assembly,
    parts: assembly.parts.parts ?? [],
    pbom: assembly.pbom.items ?? [],
    mbom: assembly.mbom.lines ?? [],
    materialRequest: assembly.materialRequest.name ?? null,
  });
});
