/*
 * Where a class part is used (GET /classPart/usage). Pure: the service reads the documents,
 * this decides which of them reference the part. The rules (docs/versioned-data.md "Class parts"):
 *
 * - Build specs: a build spec uses the part when one of the part's versions is released for it
 *   (lists it in `buildSpecs`) or when the spec has an item of the part's name in the part's
 *   system (or an item naming the part's path as its `classPart`). Per spec: the part's version
 *   released for it, those items, and the spec's configured group assemblies of the part's
 *   system (the assemblies made with the part: the manufacturing engine ties parts to assemblies
 *   this way).
 * - Class blocks: those driving one of the assemblies above.
 * - Projects: pipe documents (projects/{id}/pipe/{assembly}) whose parts stage lists the part by
 *   a version's id, key or the path.
 */

export interface UsagePartVersion {
  id: string;
  key: string;
  version: string;
  buildSpecs: readonly string[];
}

export interface UsagePart {
  path: string;
  name: string;
  system: string;
  versions: readonly UsagePartVersion[];
}

export interface UsageBuildSpec {
  version: string;
  systems?: Record<string, { configuredGroupAssemblies?: readonly string[] } | undefined>;
  items?: Record<string, { system?: string; classPart?: string } | undefined>;
}

export interface UsageClassBlock {
  key: string;
  assemblies?: readonly { name: string }[];
}

export interface UsagePipe {
  projectId: string;
  assembly: string;
  parts: readonly { name: string; qty?: number; classPart?: string }[];
}

export interface ClassPartUsage {
  buildSpecs: { version: string; classPartVersion: string | null; items: string[]; assemblies: string[] }[];
  classBlocks: { key: string; assemblies: string[] }[];
  projects: { projectId: string; assembly: string; parts: { name: string; qty: number; classPart: string }[] }[];
}

export function classPartUsage(
  part: UsagePart,
  sources: { buildSpecs: readonly UsageBuildSpec[]; classBlocks: readonly UsageClassBlock[]; pipes: readonly UsagePipe[] },
): ClassPartUsage {
  const buildSpecs: ClassPartUsage['buildSpecs'] = [];
  const assemblies = new Set<string>();
  for (const spec of sources.buildSpecs) {
    const released = part.versions.filter((v) => v.buildSpecs.includes(spec.version));
    const items = Object.entries(spec.items ?? {})
      .filter(([name, item]) => item && ((name === part.name && item.system === part.system) || item.classPart === part.path))
      .map(([name]) => name)
      .sort();
    if (released.length === 0 && items.length === 0) continue;
    const specAssemblies = [...(spec.systems?.[part.system]?.configuredGroupAssemblies ?? [])].sort();
    specAssemblies.forEach((a) => assemblies.add(a));
    buildSpecs.push({
      version: spec.version,
      classPartVersion: released[released.length - 1]?.version ?? null,
      items,
      assemblies: specAssemblies,
    });
  }
  const classBlocks = sources.classBlocks
    .map((block) => ({ key: block.key, assemblies: (block.assemblies ?? []).map((a) => a.name).filter((name) => assemblies.has(name)) }))
    .filter((block) => block.assemblies.length > 0)
    .sort((a, b) => a.key.localeCompare(b.key));
  const names = new Set([part.path, ...part.versions.flatMap((v) => [v.id, v.key])]);
  const projects = sources.pipes
    .map((pipe) => ({
      projectId: pipe.projectId,
      assembly: pipe.assembly,
      parts: pipe.parts
        .filter((p) => p.classPart !== undefined && names.has(p.classPart))
        .map((p) => ({ name: p.name, qty: p.qty ?? 1, classPart: p.classPart! })),
    }))
    .filter((pipe) => pipe.parts.length > 0)
    .sort((a, b) => a.projectId.localeCompare(b.projectId) || a.assembly.localeCompare(b.assembly));
  return { buildSpecs, classBlocks, projects };
}
