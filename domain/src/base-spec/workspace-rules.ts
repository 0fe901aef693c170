import { compareVersions, formatWorkspaceVersion } from '../versions.js';
import type { VersionCandidate, VersionedWorkspace } from '../versioning/schemas.js';

/**
 * Browser-side rules of the base-spec workspaces (core spec §4; docs/base-spec.md "Rules"): how
 * the /plum/base page groups the drafts, and when the editor saves.
 */

/** A workspace with an open candidate, and that candidate. */
export interface BaseSpecCandidateEntry<W extends VersionedWorkspace = VersionedWorkspace, C extends VersionCandidate = VersionCandidate> {
  workspace: W;
  candidate: C;
}

/** The base-spec workspaces of one workspace version ('w0.4.0'). */
export interface BaseSpecWorkspaceGroup<W extends VersionedWorkspace = VersionedWorkspace, C extends VersionCandidate = VersionCandidate> {
  /** The workspace version, 'w0.4.0'. */
  version: string;
  major: number;
  minor: number;
  patch: number;
  /** Committed workspaces (status 'committed'). */
  approved: W[];
  /** Workspaces whose activeCandidate is an open candidate, with that candidate. */
  candidates: BaseSpecCandidateEntry<W, C>[];
  /** The rest: drafts being edited (not deleted). */
  active: W[];
}

/**
 * Core spec §4: per workspace version, the workspaces as `approved` (status committed),
 * `candidates` (their `activeCandidate` is an open candidate in `candidates`) or `active` (the
 * rest); deleted workspaces are left out; newest version first, and inside a group newest
 * modified first (then by id, so the order is stable).
 */
export function groupBaseSpecWorkspaces<W extends VersionedWorkspace, C extends VersionCandidate>(
  workspaces: readonly W[],
  candidates: readonly C[],
): BaseSpecWorkspaceGroup<W, C>[] {
  const openById = new Map<string, C>();
  for (const c of candidates) if (c.status === 'open') openById.set(c.id, c);
  const groups = new Map<string, BaseSpecWorkspaceGroup<W, C>>();
  const byNewest = (a: W, b: W) => b.modified.localeCompare(a.modified) || a.id.localeCompare(b.id);
  const sorted = workspaces.filter((w) => !w.deleted).sort(byNewest);
  for (const workspace of sorted) {
    const version = formatWorkspaceVersion(workspace);
    let group = groups.get(version);
    if (!group) {
      group = { version, major: workspace.major, minor: workspace.minor, patch: workspace.patch, approved: [], candidates: [], active: [] };
      groups.set(version, group);
    }
    const candidate = workspace.activeCandidate ? openById.get(workspace.activeCandidate) : undefined;
    // A candidate counts only while it is open and still the workspace's own.
    if (workspace.status === 'committed') group.approved.push(workspace);
    else if (candidate && candidate.workspaceId === workspace.id) group.candidates.push({ workspace, candidate });
    else group.active.push(workspace);
  }
  return [...groups.values()].sort((a, b) => compareVersions(b, a));
}

/** What the editor knows when it may save. */
export interface BaseSpecSaveState<T> {
  /** The workspace content is still being read. */
  loading: boolean;
  /** A save is under way. */
  saving: boolean;
  /** The content as last read or saved (null: nothing read yet). */
  saved: T | null | undefined;
  /** The content as edited now. */
  current: T | null | undefined;
}

/**
 * Core spec §4 "The base-spec save is skipped if loading or if nothing changed": false while
 * loading, while a save runs, when there is nothing to save, or when the edited content equals the
 * saved one (deep, object key order ignored, array order kept; a key holding undefined counts as
 * absent, as in JSON).
 */
export function shouldSaveBaseSpec<T>({ loading, saving, saved, current }: BaseSpecSaveState<T>): boolean {
  if (loading || saving) return false;
  if (current === null || current === undefined) return false;
  if (saved === null || saved === undefined) return true;
  return !sameJson(saved, current);
}

/** Deep equality of JSON-like values: object key order ignored, array order kept, undefined keys absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keysA = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const keysB = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && sameJson(ao[k], bo[k]));
}

/** The parts of `current` that differ from `saved` (deep, key order ignored). */
export function changedParts<K extends string, T extends Record<K, unknown>>(
  saved: T | null | undefined,
  current: T,
  parts: readonly K[],
): K[] {
  if (!saved) return [...parts];
  return parts.filter((p) => !sameJson(saved[p], current[p]));
}
