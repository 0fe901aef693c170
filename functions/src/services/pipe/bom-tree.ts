import { pipeReadQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadProjectPipe } from './store.js';
import { notFound } from '../../lib/http.js';

/**
 * GET /bomTree?projectId[&assembly]: the project's parts as a tree: modules -> assemblies ->
 * parts ({ name, qty, classPart? }): { projectId, modules: [{ module, assemblies: [{ assembly,
 * assemblyName, parts }] }] }. With `assembly`, only that assembly (404 when unknown).
 */
export const getBomTree = handle(async (req, res) => {
  const input = parse(pipeReadQuerySchema, req.query);
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
  sendOk(res, {
    projectId: input.projectId,
    modules: [...modules.entries()].sort(([x], [y]) => x - y).map(([module, list]) => ({ module, assemblies: list })),
  });
});
