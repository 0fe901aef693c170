import { classPartUsage, type UsageBuildSpec } from '../class-parts/usage.js';
import { compareVersions, parseVersion } from '../versions.js';

/**
 * /plum/trunk-parts (docs/base-spec.md "Home and trunk parts"): the class parts used by the trunk
 * build specification — the newest released build-spec version. A part is on the trunk by the same
 * rule as GET /classPart/usage (class-parts/usage.ts): one of its versions is released for the
 * trunk version (lists it in `buildSpecs`), or the trunk has an item of the part's name in the
 * part's system (or an item naming the part's path as its `classPart`). Per part: its system,
 * owner, the version in use on the trunk, the trunk items made with it and the trunk's configured
 * group assemblies of its system (the assemblies made with the part).
 */

/** The fields of a `classParts/{id}` version this page reads. */
export interface TrunkPartVersion {
  id: string;
  key: string;
  path: string;
  name: string;
  system: string;
  version: string;
  isActive: boolean;
  status: string;
  buildSpecs: readonly string[];
  properties: { owner: string };
}

export interface TrunkPart {
  path: string;
  name: string;
  system: string;
  owner: string;
  /** The version in use on the trunk: the one released for it, else the newest active one, else the newest. */
  version: string;
  /** The `classParts` document id of that version. */
  versionId: string;
  /** Whether that version lists the trunk version in its `buildSpecs` (false: the part is on the trunk through an item only). */
  released: boolean;
  /** That version's status ('done', 'inProgress', 'error'). */
  status: string;
  /** How many versions the part has. */
  versionCount: number;
  /** Trunk items made with the part (build type 'items'). */
  items: string[];
  /** The trunk's configured group assemblies of the part's system. */
  assemblies: string[];
}

const versionOf = (text: string) => parseVersion(text) ?? { major: -1, minor: 0, patch: 0 };
const byVersion = (a: { version: string }, b: { version: string }) => compareVersions(versionOf(a.version), versionOf(b.version));

/** The trunk: the newest of the given build-spec versions (by version number, not by text), or null for none. */
export function trunkOf<T extends { version: string }>(specs: readonly T[]): T | null {
  return specs.reduce<T | null>((newest, spec) => (newest === null || byVersion(spec, newest) > 0 ? spec : newest), null);
}

/** The class parts on the trunk, by system then name. */
export function trunkParts(trunk: UsageBuildSpec, versions: readonly TrunkPartVersion[]): TrunkPart[] {
  const byPath = new Map<string, TrunkPartVersion[]>();
  for (const v of versions) byPath.set(v.path, [...(byPath.get(v.path) ?? []), v]);
  const parts: TrunkPart[] = [];
  for (const [path, list] of byPath) {
    const sorted = [...list].sort(byVersion);
    const newest = sorted[sorted.length - 1]!;
    const usage = classPartUsage(
      { path, name: newest.name, system: newest.system, versions: sorted },
      { buildSpecs: [trunk], classBlocks: [], pipes: [] },
    );
    const onTrunk = usage.buildSpecs[0];
    if (!onTrunk) continue;
    const released = onTrunk.classPartVersion !== null;
    const inUse =
      (released ? sorted.filter((v) => v.version === onTrunk.classPartVersion).pop() : undefined) ??
      sorted.filter((v) => v.isActive).pop() ??
      newest;
    parts.push({
      path,
      name: newest.name,
      system: newest.system,
      owner: inUse.properties.owner,
      version: inUse.version,
      versionId: inUse.id,
      released,
      status: inUse.status,
      versionCount: sorted.length,
      items: onTrunk.items,
      assemblies: onTrunk.assemblies,
    });
  }
  return parts.sort((a, b) => a.system.localeCompare(b.system) || a.name.localeCompare(b.name));
}

export interface TrunkPartFilter {
  /** One system, or '' for all. */
  system?: string;
  /** Words to find (case-insensitive, every word) in the name, path, owner, version, items and assemblies. */
  text?: string;
}

/** The parts matching a filter, in the same order. */
export function filterTrunkParts(parts: readonly TrunkPart[], filter: TrunkPartFilter): TrunkPart[] {
  const words = (filter.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return parts.filter((p) => {
    if (filter.system && p.system !== filter.system) return false;
    const haystack = [p.name, p.path, p.owner, p.version, ...p.items, ...p.assemblies].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The systems of the parts with how many each has, by name. */
export function trunkPartSystems(parts: readonly TrunkPart[]): { system: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of parts) counts.set(p.system, (counts.get(p.system) ?? 0) + 1);
  return [...counts].map(([system, count]) => ({ system, count })).sort((a, b) => a.system.localeCompare(b.system));
}
