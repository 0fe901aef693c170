import { loadProjectPipe } from './store.js';
import { notFound } from '../../lib/http.js';
import type { PipeHandler } from './served.js';

/**
 * GET /bomTree?projectId[&assembly]: the project's parts as a tree: modules -> assemblies ->
 * parts ({ name, qty, classPart? }): { projectId, modules: [{ module, assemblies: [{ assembly,
 * assemblyName, parts }] }] }. With `assembly`, only that assembly (404 when unknown).
 */
export const getBomTree: PipeHandler<'bomTree'> = async (input) => {
  const { assemblies } = await loadProjectPipe(input.projectId);
  const chosen = input.assembly ? assemblies.filter((a) => a.assembly === input.assembly) : assemblies;
  if (input.assembly && chosen.length === 0) throw notFound(`No assembly ${input.assembly} in project ${input.projectId}`);
  const modules = new Map<
    number,
    { assembly: string; assemblyName: string; parts: { name: string; qty: number; classPart?: string }[] }[]
  >();
  for (const a of chosen) {
    modules.set(a.module, [
      ...(modules.get(a.module) ?? []),
      { assembly: a.assembly, assemblyName: a.assemblyName, parts: a.parts.parts ?? [] },
    ]);
  }
  return {
    projectId: input.projectId,
    modules: [...modules.entries()].sort(([x], [y]) => x - y).map(([module, list]) => ({ module, assemblies: list })),
  };
};
