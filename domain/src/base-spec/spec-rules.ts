import { z } from 'zod';
import { LAYER_DRAW_ORDER, LAYER_GROUPS, layerGroupOf } from '../blocks/draw-order.js';
import { APPROVAL_ROLES, APPROVAL_STATUSES, approvalEntrySchema, type ApprovalEntry, type ApprovalRole } from '../projects/pipe.js';
import { utf8Bytes } from '../firestore-limits.js';
import { internalKeyPath } from '../versioning/json-patch.js';
import { VERSION_CONTENT_MAX_BYTES } from '../versioning/limits.js';
import { DEFAULT_THEME } from '../settings.js';
import {
  baseLayerSchema,
  baseSpecContentSchema,
  type BaseLayer,
  type BaseSpecApprovals,
  type BaseSpecContent,
  type BaseSpecPart,
} from './spec.js';

/*
 * The rules of the base specification (docs/base-spec.md "The base specification", "Base service:
 * the spec"): the draw order of a set of layers, what a candidate changes in projects' drawings,
 * the approval state of a base-spec candidate, and the checks of a part sent as a JSON string.
 * Pure; used by the base service, the web client and the tests.
 */

// ── Draw order ─────────────────────────────────────────────────────────────────────────────

const FIXED_INDEX: ReadonlyMap<string, number> = new Map(LAYER_DRAW_ORDER.map((name, i) => [name, i]));
const GROUP_INDEX: ReadonlyMap<string, number> = new Map(LAYER_GROUPS.map((group, i) => [group, i]));

/**
 * The draw order of `layers` (core spec §9 "layer draw order"): by group in the fixed order client,
 * site, sitework, design, assemblies, utilities (groups outside it after them, alphabetically);
 * within a group the layers of the fixed LAYER_DRAW_ORDER list in its order, then the layers not
 * in it ("at the end of their group") in the order `order` gives them (an earlier draw order, so
 * an edit keeps their places), the rest of them alphabetically. Every layer once; names in
 * `order` that are not in `layers` are dropped.
 */
export function drawOrderOf(layers: readonly string[] | Readonly<Record<string, unknown>>, order: readonly string[] = []): string[] {
  const names = [...new Set(Array.isArray(layers) ? (layers as readonly string[]) : Object.keys(layers))];
  const given = new Map<string, number>();
  order.forEach((name, i) => {
    if (!given.has(name)) given.set(name, i);
  });
  const groupRank = (name: string): [number, string] => {
    const group = layerGroupOf(name);
    const index = GROUP_INDEX.get(group);
    return index === undefined ? [LAYER_GROUPS.length, group] : [index, ''];
  };
  return names.sort((a, b) => {
    const [ga, gna] = groupRank(a);
    const [gb, gnb] = groupRank(b);
    if (ga !== gb) return ga - gb;
    if (gna !== gnb) return gna < gnb ? -1 : 1;
    const fa = FIXED_INDEX.get(a);
    const fb = FIXED_INDEX.get(b);
    if (fa !== undefined && fb !== undefined) return fa - fb;
    if (fa !== undefined) return -1;
    if (fb !== undefined) return 1;
    const oa = given.get(a);
    const ob = given.get(b);
    if (oa !== undefined && ob !== undefined) return oa - ob;
    if (oa !== undefined) return -1;
    if (ob !== undefined) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

// ── Whole-content checks ───────────────────────────────────────────────────────────────────

/**
 * What the schema cannot say about a whole base spec, as per-field errors (empty when none):
 * the theme `default` exists; `order` holds every layer once and nothing else, in draw order
 * (drawOrderOf); every goal and system names layers of the spec.
 */
export function baseSpecContentProblems(content: BaseSpecContent): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(DEFAULT_THEME in content.themes)) out.themes = `The theme '${DEFAULT_THEME}' must exist`;
  const layers = new Set(Object.keys(content.layers));
  const seen = new Set<string>();
  for (const [i, name] of content.order.entries()) {
    if (!layers.has(name)) out[`order.${i}`] ??= `${name} is not a layer of the spec`;
    else if (seen.has(name)) out[`order.${i}`] ??= `${name} is listed twice`;
    seen.add(name);
  }
  const missing = [...layers].filter((l) => !seen.has(l));
  if (missing.length) out.order ??= `Must list every layer: ${missing.join(', ')} missing`;
  if (!Object.keys(out).some((k) => k === 'order' || k.startsWith('order.'))) {
    const expected = drawOrderOf(content.order, content.order);
    const at = content.order.findIndex((name, i) => expected[i] !== name);
    if (at >= 0) out.order = `Must be in draw order: ${expected[at]} comes before ${content.order[at]}`;
  }
  content.goals.forEach((goal, i) => {
    if (!layers.has(goal.layer)) out[`goals.${i}.layer`] = `${goal.layer} is not a layer of the spec`;
  });
  for (const [system, { layers: own }] of Object.entries(content.systems)) {
    const unknown = own.filter((l) => !layers.has(l));
    if (unknown.length) out[`systems.${system}.layers`] = `Not layers of the spec: ${unknown.join(', ')}`;
  }
  return out;
}

// ── A part sent as a JSON string (POST /base/spec) ──────────────────────────────────────────

/** The schema of each part of a base spec. */
export const BASE_SPEC_PART_SCHEMAS = baseSpecContentSchema.shape;

export type ParsedSpecPart<P extends BaseSpecPart> =
  { ok: true; value: BaseSpecContent[P] } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A part of a base spec sent as a JSON string (core spec §7 "layers, properties, themes as JSON
 * strings"): the value, or per-field errors keyed `part` ('Not JSON', too large, a key naming an
 * object internal) or `part.path` (a shape error: 'layers.design/walls.color').
 */
export function parseSpecPart<P extends BaseSpecPart>(part: P, text: unknown): ParsedSpecPart<P> {
  const fail = (fieldErrors: Record<string, string>): ParsedSpecPart<P> => ({ ok: false, fieldErrors });
  if (typeof text !== 'string') return fail({ [part]: 'Must be a string of JSON' });
  if (text.length > VERSION_CONTENT_MAX_BYTES || utf8Bytes(text) > VERSION_CONTENT_MAX_BYTES)
    return fail({ [part]: `Too large: at most ${VERSION_CONTENT_MAX_BYTES} bytes` });
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return fail({ [part]: 'Not JSON' });
  }
  const internal = internalKeyPath(value);
  if (internal !== undefined) return fail({ [part]: `Must not hold the key ${internal}` });
  const result = (BASE_SPEC_PART_SCHEMAS[part] as z.ZodType).safeParse(value);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = [part, ...issue.path.map(String)].join('.');
      // A bad record key (a layer not named group/name): the key's own message, not zod's 'Invalid key in record'.
      const inner = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
      errors[key] ??= inner ?? issue.message;
    }
    return fail(errors);
  }
  return { ok: true, value: result.data as BaseSpecContent[P] };
}

// ── Impact of a candidate on projects' drawings ─────────────────────────────────────────────

/** A layer whose style a candidate changes: which of colour, counts and uom, before and after. */
export const RESTYLE_FIELDS = ['color', 'counts', 'uom'] as const;
export type RestyleField = (typeof RESTYLE_FIELDS)[number];
export const restyledLayerSchema = z.object({
  layer: z.string(),
  changed: z.array(z.enum(RESTYLE_FIELDS)),
  before: baseLayerSchema,
  after: baseLayerSchema,
});
export type RestyledLayer = z.infer<typeof restyledLayerSchema>;

export const projectImpactSchema = z.object({
  projectId: z.string(),
  clientName: z.string(),
  /** The base spec the project's latest base was drawn with, when it says. */
  baseSpec: z.string().optional(),
  /** The layers the project's latest base draws on (its counts). */
  layers: z.array(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  restyled: z.array(restyledLayerSchema),
});
export type ProjectImpact = z.infer<typeof projectImpactSchema>;

/** What baseSpecImpact needs of a project: its id, client and latest base's counts (projectSchema's fields). */
export interface ImpactProject {
  id: string;
  clientName?: string;
  base?: { latest?: { baseSpec?: string; counts?: Record<string, unknown> } };
}

/** The layers a project's latest base draws on: the layers its counts measure (`base.latest.counts` keys). */
export const projectBaseLayers = (project: ImpactProject): string[] => drawOrderOf(Object.keys(project.base?.latest?.counts ?? {}));

const sameCounts = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Which style fields differ between two versions of a layer (counts compared as a set). */
export function restyledFields(before: BaseLayer, after: BaseLayer): RestyleField[] {
  const out: RestyleField[] = [];
  if (before.color.toLowerCase() !== after.color.toLowerCase()) out.push('color');
  if (!sameCounts(before.counts, after.counts)) out.push('counts');
  if (before.uom !== after.uom) out.push('uom');
  return out;
}

/**
 * Which projects' drawings a candidate base spec would change, and how (issue 15 "Beyond";
 * docs/base-spec.md "Impact"). A project's drawing is the layers of its latest base
 * (projectBaseLayers: the keys of `base.latest.counts`; the project-base version content holds
 * site and defaults, no layers). Per project:
 * - removed: its layers the candidate no longer has;
 * - restyled: its layers whose colour, counts or uom the candidate changes;
 * - added: layers new in the candidate in a group the project draws on (they join its drawing's
 *   layer list and draw order, and a generator may draw on them).
 * Only projects with at least one change are listed, by project id; layers in draw order.
 */
export function baseSpecImpact(
  current: Pick<BaseSpecContent, 'layers'>,
  candidate: Pick<BaseSpecContent, 'layers'>,
  projects: readonly ImpactProject[],
): ProjectImpact[] {
  const added = drawOrderOf(Object.keys(candidate.layers).filter((l) => !(l in current.layers)));
  const out: ProjectImpact[] = [];
  for (const project of projects) {
    const layers = projectBaseLayers(project);
    if (layers.length === 0) continue;
    const groups = new Set(layers.map(layerGroupOf));
    const removed = layers.filter((l) => l in current.layers && !(l in candidate.layers));
    const restyled: RestyledLayer[] = [];
    for (const layer of layers) {
      const before = current.layers[layer];
      const after = candidate.layers[layer];
      if (!before || !after) continue;
      const changed = restyledFields(before, after);
      if (changed.length) restyled.push({ layer, changed, before, after });
    }
    const addedHere = added.filter((l) => groups.has(layerGroupOf(l)));
    if (!removed.length && !restyled.length && !addedHere.length) continue;
    out.push({
      projectId: project.id,
      clientName: project.clientName ?? '',
      ...(project.base?.latest?.baseSpec ? { baseSpec: project.base.latest.baseSpec } : {}),
      layers,
      added: addedHere,
      removed,
      restyled,
    });
  }
  return out.sort((a, b) => (a.projectId < b.projectId ? -1 : a.projectId > b.projectId ? 1 : 0));
}

// ── Approvals of a base-spec candidate ──────────────────────────────────────────────────────

export const ROLE_APPROVAL_STATES = [...APPROVAL_STATUSES, 'none'] as const;
export type RoleApprovalState = (typeof ROLE_APPROVAL_STATES)[number];

export interface ApprovalState {
  /** Per role its latest entry (none: nobody answered yet). */
  roles: Record<ApprovalRole, { status: RoleApprovalState; entry?: ApprovalEntry }>;
  /** Every role (design, management, production) approved: the candidate may be committed. */
  complete: boolean;
  /** The roles not approved yet, in role order. */
  missing: ApprovalRole[];
}

/**
 * The approval state of a base-spec candidate: per role a rejection stands until the person who
 * rejected changes their entry (a later approval by someone else does not override it); without
 * one, the latest entry (the newest `at`; entries without `at`, or with equal ones, by their place
 * in the list, later wins) decides. Complete only when design, management and production all approved.
 */
export function approvalState(approvals: BaseSpecApprovals | undefined): ApprovalState {
  const roles = {} as ApprovalState['roles'];
  const missing: ApprovalRole[] = [];
  const newest = (entries: readonly ApprovalEntry[]) => {
    let latest: ApprovalEntry | undefined;
    for (const entry of entries) if (!latest || (entry.at ?? '') >= (latest.at ?? '')) latest = entry;
    return latest;
  };
  for (const role of APPROVAL_ROLES) {
    const entries = approvals?.[role] ?? [];
    const latest = newest(entries.filter((e) => e.status === 'rejected')) ?? newest(entries);
    roles[role] = latest ? { status: latest.status, entry: latest } : { status: 'none' };
    if (latest?.status !== 'approved') missing.push(role);
  }
  return { roles, complete: missing.length === 0, missing };
}

/** The 409 message of a commit that lacks approvals: 'Needs approval by management, production'. */
export const needsApprovalMessage = (missing: readonly ApprovalRole[]): string => `Needs approval by ${missing.join(', ')}`;

/** Records `entry` for `role`: the same user's earlier entry for the role is replaced (as in the pipeline). */
export function withBaseSpecApproval(
  approvals: BaseSpecApprovals | undefined,
  role: ApprovalRole,
  entry: ApprovalEntry,
): BaseSpecApprovals {
  const next: BaseSpecApprovals = { ...(approvals ?? {}) };
  next[role] = [...(approvals?.[role] ?? []).filter((e) => e.user !== entry.user), approvalEntrySchema.parse(entry)];
  return next;
}
