import { loadAssembly } from './store.js';
import type { PipeHandler } from './served.js';

/**
 * GET /bom?projectId&assembly: the assembly's bills of materials side by side: { assembly,
 * parts (from CAD), pbom (purchasing lines), mbom (manufacturing lines), materialRequest (name) }.
 */
export const getBom: PipeHandler<'bom'> = async (input) => {
  const { assembly } = await loadAssembly(input.projectId, input.assembly);
  return {
    assembly: input.assembly,
    parts: assembly.parts.parts ?? [],
    pbom: assembly.pbom.items ?? [],
    mbom: assembly.mbom.lines ?? [],
    materialRequest: assembly.materialRequest.name ?? null,
  };
};
