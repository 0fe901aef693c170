/**
 * Version strings (core spec section 4, supporting spec sections 5 and 9): reading, writing,
 * ordering and grouping. Pure.
 *
 * - Read: non-digits are stripped and up to three numeric parts (major, minor, patch) are read;
 *   a missing part is 0. 'v1.10.3' → 1.10.3, 'w0.0.1' → 0.0.1, '1.2' → 1.2.0, 'v3' → 3.0.0.
 * - Written `v{major}.{minor}.{patch}`; workspace versions replace the v with w.
 * - Ordered part by part as integers, so v1.10 comes after v1.2 and no two versions collide.
 */

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

/** 'v' for versions, 'w' for workspace versions. */
export type VersionPrefix = 'v' | 'w';

const MAX_PARTS = 3;

/**
 * The version a text names, or null when it holds no digit (or a part too large to count
 * exactly). Everything but digits and dots is stripped first ('v1.2-rc3' reads as 1.23.0, as the
 * spec's rule gives); parts after the third are ignored; an empty part ('1..2') is 0.
 */
export function parseVersion(text: unknown): Version | null {
  if (typeof text !== 'string' || !/\d/.test(text)) return null;
  const parts = text
    .replace(/[^\d.]/g, '')
    .split('.')
    .slice(0, MAX_PARTS)
    .map((part) => (part === '' ? 0 : Number(part)));
  if (!parts.every(Number.isSafeInteger)) return null;
  const [major = 0, minor = 0, patch = 0] = parts;
  return { major, minor, patch };
}

/** `v{major}.{minor}.{patch}`, or with `w` for a workspace version. */
export function formatVersion(version: Version, prefix: VersionPrefix = 'v'): string {
  return `${prefix}${version.major}.${version.minor}.${version.patch}`;
}

/** A workspace version: `w{major}.{minor}.{patch}`. */
export const formatWorkspaceVersion = (version: Version) => formatVersion(version, 'w');

/** Exact order: major, then minor, then patch, each as an integer. */
export function compareVersions(a: Version, b: Version): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
}

/**
 * Orders version texts by the versions they name; texts naming the same version by text (so
 * 'v1.2.0' and 'w1.2.0' keep a fixed order); texts naming none after all others, by text.
 */
export function compareVersionTexts(a: string, b: string): number {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  if (va && vb) return compareVersions(va, vb) || byText(a, b);
  if (va) return -1;
  if (vb) return 1;
  return byText(a, b);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Version texts oldest first (a new array). */
export function sortVersionTexts(texts: readonly string[]): string[] {
  return [...texts].sort(compareVersionTexts);
}

/**
 * The spec's version sort value (supporting spec section 9): major*1e6 + minor + patch*1e-6.
 * Kept as the spec states it, for anything that must reproduce it; it is not used for ordering,
 * because versions collide under it once a minor or patch reaches 1e6 (v1.1000000.0 and v2.0.0
 * both give 2e6) and floating point blurs patches of large versions. Use compareVersions.
 */
export function versionSortValue(version: Version): number {
  return version.major * 1e6 + version.minor + version.patch * 1e-6;
}

/** One minor version of a list: its newest patch, and every patch of it (oldest first). */
export interface MinorVersionGroup {
  major: number;
  minor: number;
  /** The newest patch: what the group shows. */
  latest: Version;
  /** Every version of this major.minor, oldest first; all but the latest fold behind '...'. */
  patches: Version[];
}

/**
 * Versions grouped by minor version (core spec section 2, version selector), oldest group first;
 * duplicates kept once. The patches of a group fold behind its newest.
 */
export function groupByMinorVersion(versions: readonly Version[]): MinorVersionGroup[] {
  const sorted = [...versions].sort(compareVersions).filter((v, i, all) => i === 0 || compareVersions(v, all[i - 1] as Version) !== 0);
  const groups: MinorVersionGroup[] = [];
  for (const version of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.major === version.major && last.minor === version.minor) {
      last.patches.push(version);
      last.latest = version;
    } else {
      groups.push({ major: version.major, minor: version.minor, latest: version, patches: [version] });
    }
  }
  return groups;
}
