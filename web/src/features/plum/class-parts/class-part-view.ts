import { CLASS_PART_SYSTEMS, compareVersionTexts } from '@workhub/domain';

/** What the pages need of a stored class-part version to place it (the domain's ClassPartVersion has these fields). */
export interface PlacedClassPart {
  id: string;
  name: string;
  system: string;
  path: string;
  version: string;
}

/** What an address under /plum/class-parts means, resolved against the stored class parts. */
export type ClassPartTarget =
  | { kind: 'index' }
  | { kind: 'system'; system: string }
  /** One class part (`path` = system/name); `id` when the address named one version ('structure~wall-panel-v1.0.0'). */
  | { kind: 'classPart'; path: string; id?: string }
  | { kind: 'notFound' };

export const isClassPartSystem = (segment: string): boolean => (CLASS_PART_SYSTEMS as readonly string[]).includes(segment);

/**
 * Resolves the segments after /plum/class-parts: a system (one of the ten), a class-part name
 * (unique across systems when the system is left out), or a class-part id (contains '~'). Anything
 * that matches nothing — '/plum/class-parts/plumbing' — is notFound, the 404 page.
 */
export function resolveClassPartPath(segments: readonly string[], classParts: readonly PlacedClassPart[]): ClassPartTarget {
  const byId = (id: string, system?: string): ClassPartTarget => {
    const found = classParts.find((c) => c.id === id && (system === undefined || c.system === system));
    return found ? { kind: 'classPart', path: found.path, id: found.id } : { kind: 'notFound' };
  };
  const byName = (name: string, system?: string): ClassPartTarget => {
    const paths = new Set(classParts.filter((c) => c.name === name && (system === undefined || c.system === system)).map((c) => c.path));
    return paths.size === 1 ? { kind: 'classPart', path: [...paths][0]! } : { kind: 'notFound' };
  };
  const resolve = (segment: string, system?: string) => (segment.includes('~') ? byId(segment, system) : byName(segment, system));
  const [first, second] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'index' };
    case 1:
      return isClassPartSystem(first!) ? { kind: 'system', system: first! } : resolve(first!);
    case 2:
      return isClassPartSystem(first!) ? resolve(second!, first!) : { kind: 'notFound' };
    default:
      return { kind: 'notFound' };
  }
}

/** The versions of each class part (by path), oldest first, and the newest of each. */
export interface ClassPartGroup<T extends PlacedClassPart> {
  path: string;
  name: string;
  system: string;
  newest: T;
  versions: T[];
}

/** Groups stored class-part versions by class part, versions ordered by compareVersions, groups by system then name. */
export function groupClassParts<T extends PlacedClassPart>(classParts: readonly T[]): ClassPartGroup<T>[] {
  const byPath = new Map<string, T[]>();
  for (const c of classParts) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c]);
  return [...byPath.entries()]
    .map(([path, versions]) => {
      const sorted = [...versions].sort((a, b) => compareVersionTexts(a.version, b.version));
      const newest = sorted.at(-1)!;
      return { path, name: newest.name, system: newest.system, newest, versions: sorted };
    })
    .sort((a, b) => a.system.localeCompare(b.system) || a.name.localeCompare(b.name));
}

/** The ten systems in order, each with its class parts (a system without any is listed, empty). */
export function classPartsBySystem<T extends PlacedClassPart>(
  groups: readonly ClassPartGroup<T>[],
): { system: string; groups: ClassPartGroup<T>[] }[] {
  return CLASS_PART_SYSTEMS.map((system) => ({ system, groups: groups.filter((g) => g.system === system) }));
}
