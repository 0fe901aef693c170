import { compareVersions, formatVersion, groupByMinorVersion, parseVersion, type Version } from '@workhub/domain';

/**
 * The rows of the version selector's list (core spec section 2), pure so that the grouping can be
 * tested and measured without a browser.
 *
 * Newest first. Versions are grouped by minor version: each group shows its newest patch; the
 * older patches fold behind a '...' row until that minor is expanded. 'Show all' lists every
 * version; a filter query lists every version (or label) matching it, unfolded. The last row
 * switches between the grouped list and all versions.
 */

/** A version as the selector takes it: its text, and a label shown beside it (a release message). */
export interface VersionOption {
  version: string;
  label?: string;
}

export type VersionRow =
  | { kind: 'version'; key: string; version: string; label: string; latest: boolean; patch: boolean; missing: boolean }
  | { kind: 'more'; key: string; minor: string; hidden: number }
  | { kind: 'toggle'; key: string; showAll: boolean; total: number };

export interface VersionList {
  /** Each option once, newest first, with the version it names. */
  options: { version: string; label: string; parsed: Version; digits: string; search: string }[];
  /** The newest option's text, or null when there is none. */
  latest: string | null;
}

const minorKey = (v: { major: number; minor: number }) => `v${v.major}.${v.minor}`;

/** Options read once (sorted newest first; texts naming no version and duplicates dropped). */
export function readVersionList(versions: readonly (string | VersionOption)[]): VersionList {
  const seen = new Set<string>();
  const options: VersionList['options'] = [];
  for (const item of versions) {
    const option = typeof item === 'string' ? { version: item } : item;
    const parsed = parseVersion(option.version);
    if (!parsed || seen.has(option.version)) continue;
    seen.add(option.version);
    const label = option.label ?? '';
    const digits = option.version.replace(/^[^\d]+/, '');
    options.push({ version: option.version, label, parsed, digits, search: `${option.version} ${label}`.toLowerCase() });
  }
  options.sort((a, b) => compareVersions(b.parsed, a.parsed) || (a.version < b.version ? -1 : 1));
  return { options, latest: options[0]?.version ?? null };
}

export interface RowsState {
  /** Every version listed, not grouped. */
  showAll: boolean;
  /** Minor versions ('v1.2') whose patches are shown. */
  expanded: ReadonlySet<string>;
  /** A filter typed by the user; '' = none. */
  query: string;
  /** Versions lacking the selected item (struck through). */
  missing?: ReadonlySet<string> | undefined;
}

/** The rows to show for a list and a state. */
export function versionRows(list: VersionList, state: RowsState): VersionRow[] {
  const missing = state.missing;
  const rowOf = (option: VersionList['options'][number], patch: boolean): VersionRow => ({
    kind: 'version',
    key: `v:${option.version}`,
    version: option.version,
    label: option.label,
    latest: option.version === list.latest,
    patch,
    missing: missing?.has(option.version) ?? false,
  });
  const rows: VersionRow[] = [];
  const query = state.query.trim().toLowerCase();
  if (query) {
    // A typed version ('3.1', 'v3.1') matches the versions starting so (v3.1.0, v3.1.1, not
    // v2.3.1); any other text matches versions and labels containing it.
    const asVersion = /^[vw]?[\d.]+$/.test(query) ? query.replace(/^[vw]/, '') : null;
    for (const option of list.options) {
      if (asVersion !== null ? option.digits.startsWith(asVersion) : option.search.includes(query)) rows.push(rowOf(option, false));
    }
    return rows;
  }
  if (state.showAll) {
    for (const option of list.options) rows.push(rowOf(option, false));
  } else {
    const byText = new Map<string, VersionList['options'][number]>();
    for (const option of list.options) if (!byText.has(formatVersion(option.parsed))) byText.set(formatVersion(option.parsed), option);
    const groups = groupByMinorVersion(list.options.map((o) => o.parsed)).reverse();
    for (const group of groups) {
      const newest = byText.get(formatVersion(group.latest));
      if (newest) rows.push(rowOf(newest, false));
      const older = group.patches.slice(0, -1).reverse();
      if (older.length === 0) continue;
      const key = minorKey(group);
      if (state.expanded.has(key)) {
        for (const patch of older) {
          const option = byText.get(formatVersion(patch));
          if (option) rows.push(rowOf(option, true));
        }
      } else {
        rows.push({ kind: 'more', key: `m:${key}`, minor: key, hidden: older.length });
      }
    }
  }
  rows.push({ kind: 'toggle', key: 'toggle', showAll: state.showAll, total: list.options.length });
  return rows;
}

/** The minor key ('v1.2') of a version text, to expand the group of a chosen patch. */
export function minorOf(version: string): string | null {
  const parsed = parseVersion(version);
  return parsed ? minorKey(parsed) : null;
}
