import { z } from 'zod';
import type { DbQuery } from '../db-service.js';

/**
 * Designs and tags (supporting spec §3 Design, Tag; §7 GET/PUT designs; the live tags
 * subscription). A design carries `tag`: tag id (storage form) → verification result. A tag's id
 * is `prefix-revision` ('Bv3.2.1-2'), stored with its dots as commas ('Bv3,2,1-2') because a dot
 * in a Firestore field name would split `tag.{key}` into a deeper path.
 */

/** Designs per page (supporting spec §9: design page size 10). */
export const DESIGN_PAGE_SIZE = 10;

/** The results a tag can hold on a design; `null` is a tag set without a result yet. */
export const TAG_RESULTS = ['pass', 'fail'] as const;
export type TagResult = (typeof TAG_RESULTS)[number];
export const tagValueSchema = z.enum(TAG_RESULTS).nullable();
export type TagValue = z.infer<typeof tagValueSchema>;

/** A tag id as written by people: letters, `v`, a dotted version (1 to 3 numbers), `-`, a revision. */
const DISPLAY_TAG_ID = /^([A-Za-z]+)v(\d+(?:\.\d+){0,2})-(\d+)$/;
/** The same id as stored (the rules' validTagId in firestore.rules). */
export const STORED_TAG_ID = /^[A-Za-z]+v[0-9]+(,[0-9]+){0,2}-[0-9]+$/;
/** The longest tag id accepted (Firestore field names allow far more; people type these). */
export const TAG_ID_MAX_LENGTH = 60;

/** 'Bv3.2.1-2' → 'Bv3,2,1-2' (dots replaced by commas for storage). */
export function tagStorageId(tag: string): string {
  return tag.replace(/\./g, ',');
}

/** 'Bv3,2,1-2' → 'Bv3.2.1-2' (how the tag is shown). */
export function tagDisplayId(stored: string): string {
  return stored.replace(/,/g, '.');
}

export interface TagIdParts {
  /** Everything before the revision: 'Bv3.2.1'. */
  prefix: string;
  /** The letters before the version: 'B'. */
  letters: string;
  /** The version: 'v3.2.1'. */
  version: string;
  revision: number;
}

/** The parts of a tag id in either form, or undefined when it is not `prefix-revision`. */
export function parseTagId(id: string): TagIdParts | undefined {
  if (id.length > TAG_ID_MAX_LENGTH) return undefined;
  const match = DISPLAY_TAG_ID.exec(tagDisplayId(id));
  if (!match) return undefined;
  const [, letters, version, revision] = match as unknown as [string, string, string, string];
  return { prefix: `${letters}v${version}`, letters, version: `v${version}`, revision: Number(revision) };
}

/** Why a tag id (as typed, dots or commas) cannot be used, or undefined when it can. */
export function tagIdProblem(id: string): string | undefined {
  if (id.trim() === '') return 'Enter a tag id';
  if (id.length > TAG_ID_MAX_LENGTH) return `At most ${TAG_ID_MAX_LENGTH} characters`;
  if (!parseTagId(id)) return "Use prefix-revision, e.g. 'Bv3.2.1-2' (letters, v, a version of up to three numbers, -, a revision)";
  return undefined;
}

/** Is this a tag id in storage form (the only form a design's tag keys and tag document ids take)? */
export function isStoredTagId(id: string): boolean {
  return id.length <= TAG_ID_MAX_LENGTH && STORED_TAG_ID.test(id);
}

export type TagKind = 'build' | 'layer' | 'other';

/** Keys starting with Bv are build tags, with Lv layer tags (supporting spec §3). */
export function tagKind(key: string): TagKind {
  if (key.startsWith('Bv')) return 'build';
  if (key.startsWith('Lv')) return 'layer';
  return 'other';
}

export const TAG_KIND_LABELS: Record<TagKind, string> = { build: 'Build tag', layer: 'Layer tag', other: 'Tag' };

const referenceValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A tag document (`tags/{id}`, id in storage form): what it references and who verified it. */
export const tagSchema = z.object({
  id: z.string().refine(isStoredTagId, 'Not a stored tag id (prefix-revision with commas)'),
  references: z.record(z.string(), referenceValue),
  verifier: z.string().optional(),
});
export type Tag = z.infer<typeof tagSchema>;

/** The build tag and layer tag a tag references (the first key of each kind), by key. */
export function tagReferences(references: Tag['references']): { build?: string; layer?: string; others: string[] } {
  const keys = Object.keys(references).sort();
  return {
    build: keys.find((k) => tagKind(k) === 'build'),
    layer: keys.find((k) => tagKind(k) === 'layer'),
    others: keys.filter((k) => tagKind(k) === 'other'),
  };
}

/** What the browser writes to create `tags/{id}` (the rules allow only these fields; verifier = caller). */
export const newTagSchema = z
  .object({
    references: z.record(
      z.string().refine((k) => isStoredTagId(k), 'Reference keys are tag ids in storage form'),
      z.string().min(1, 'Enter the version').max(100),
    ),
    verifier: z.string().min(1),
  })
  .strict();
export type NewTag = z.infer<typeof newTagSchema>;

/**
 * The new tag document for `id` (as typed): the tag references itself with its own version, plus
 * the build or layer tag it was verified against, if given.
 */
export function newTag(id: string, verifier: string, against?: string): { id: string; data: NewTag } | { problem: string } {
  const problem = tagIdProblem(id);
  if (problem) return { problem };
  const parts = parseTagId(id)!;
  const stored = tagStorageId(id.trim());
  const references: Record<string, string> = { [stored]: parts.version };
  if (against && against !== stored) {
    const other = parseTagId(against);
    if (!other) return { problem: `The referenced tag ${against} is not prefix-revision` };
    references[tagStorageId(against)] = other.version;
  }
  return { id: stored, data: newTagSchema.parse({ references, verifier }) };
}

/** A design as stored and read (`designs/{id}`): its name and tags. */
export const designSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().max(200).optional(),
    tag: z.record(z.string().refine(isStoredTagId, 'Tag keys are tag ids in storage form'), tagValueSchema).default({}),
    /** Who set or unset a tag last and when: stamped by the database service. */
    updatedBy: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict();
export type Design = z.infer<typeof designSchema>;

/** How a filter on one tag reads: `true` = the design has the tag (any value), `null` = its value is null. */
export type TagFilterValue = true | null;
export type TagFilters = Record<string, TagFilterValue>;

/**
 * Tag filters as a database query (supporting spec §7): `tag.{key}: true` means exists
 * (`{$exists: true}`), `null` means null (the database service's null: null or absent, as MongoDB).
 * Several filters are all applied.
 */
export function tagFilterQuery(filters: TagFilters): DbQuery {
  const query: DbQuery = {};
  for (const key of Object.keys(filters).sort()) query[`tag.${key}`] = filters[key] === true ? { $exists: true } : null;
  return query;
}

/** Filters in the address: `tag=Bv3,2,1-2` (exists) and `tag=Bv3,2,1-2:null`; unknown forms are dropped. */
export function tagFiltersFromSearch(values: readonly string[]): TagFilters {
  const filters: TagFilters = {};
  for (const value of values) {
    const [key, mode] = value.split(':');
    if (!key || !isStoredTagId(key)) continue;
    if (mode === undefined || mode === 'exists') filters[key] = true;
    else if (mode === 'null') filters[key] = null;
  }
  return filters;
}

export function tagFiltersToSearch(filters: TagFilters): string[] {
  return Object.keys(filters)
    .sort()
    .map((key) => (filters[key] === true ? key : `${key}:null`));
}

/** A stable key for a set of filters (the store keeps pages per filter). */
export function tagFiltersKey(filters: TagFilters): string {
  return tagFiltersToSearch(filters).join('&');
}

/** The update that sets a tag on a design (PUT designs, query {id}). */
export function setTagUpdate(key: string, value: TagValue): { $set: Record<string, TagValue> } {
  return { $set: { [`tag.${key}`]: value } };
}

/** The update that removes a tag from a design. */
export function unsetTagUpdate(key: string): { $unset: Record<string, ''> } {
  return { $unset: { [`tag.${key}`]: '' } };
}

/**
 * What PUT designs may change: only `tag.{key}` with `key` a stored tag id, `$set` to a tag value.
 * Answers per-field errors (field names as in the request), empty when the update is allowed.
 */
export function designUpdateProblems(update: { $set?: Record<string, unknown>; $unset?: Record<string, unknown> }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [op, fields] of [
    ['$set', update.$set],
    ['$unset', update.$unset],
  ] as const) {
    for (const [path, value] of Object.entries(fields ?? {})) {
      const field = `update_vals.${op}.${path}`;
      const key = path.startsWith('tag.') ? path.slice(4) : undefined;
      if (key === undefined) problems[field] = 'Designs change only through tag.{key}';
      else if (!isStoredTagId(key)) problems[field] = 'The tag key must be a tag id in storage form (prefix-revision, commas for dots)';
      else if (op === '$set' && !tagValueSchema.safeParse(value).success)
        problems[field] = `A tag value is ${TAG_RESULTS.join(', ')} or null`;
    }
  }
  return problems;
}

/** Page arithmetic of the designs store: skip and limit (default 10) with the count from the service. */
export interface DesignPage {
  skip: number;
  limit: number;
  count: number;
}

export function designPageCount({ limit, count }: Pick<DesignPage, 'limit' | 'count'>): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The skip of the previous or next page, kept within the designs there are (0 when there are none). */
export function changeDesignPage(page: DesignPage, direction: 'previous' | 'next' | 'first' | 'last'): number {
  const last = (designPageCount(page) - 1) * page.limit;
  const target =
    direction === 'first' ? 0 : direction === 'last' ? last : direction === 'previous' ? page.skip - page.limit : page.skip + page.limit;
  return Math.min(Math.max(0, target), last);
}

export function hasDesignPage(page: DesignPage, direction: 'previous' | 'next'): boolean {
  return direction === 'previous' ? page.skip > 0 : page.skip + page.limit < page.count;
}

/** 'Designs 11–20 of 36'; 'No designs' when there are none. */
export function designPageLabel({ skip, limit, count }: DesignPage): string {
  if (count === 0) return 'No designs';
  const first = Math.min(skip + 1, count);
  const last = Math.min(skip + limit, count);
  return `Designs ${first}–${last} of ${count}`;
}

/** A skip from the address: a whole multiple of the limit, else 0. */
export function designSkipFromSearch(value: string | null, limit = DESIGN_PAGE_SIZE): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 0;
  const page = Number(value);
  return page >= 1 ? (page - 1) * limit : 0;
}

/** The designs store's cache: designs by id and, per filter, the ids of each page by skip. */
export interface DesignCache {
  designsById: Record<string, Design>;
  /** filter key → skip → ids of that page. */
  pages: Record<string, Record<number, string[]>>;
  /** filter key → count. */
  counts: Record<string, number>;
}

export const emptyDesignCache = (): DesignCache => ({ designsById: {}, pages: {}, counts: {} });

/** The cache with one fetched page added (a new count for a filter drops its other pages: they may have shifted). */
export function addDesignPage(cache: DesignCache, filterKey: string, skip: number, designs: readonly Design[], count: number): DesignCache {
  const designsById = { ...cache.designsById };
  for (const design of designs) designsById[design.id] = design;
  const samePages = cache.counts[filterKey] === count ? (cache.pages[filterKey] ?? {}) : {};
  return {
    designsById,
    pages: { ...cache.pages, [filterKey]: { ...samePages, [skip]: designs.map((d) => d.id) } },
    counts: { ...cache.counts, [filterKey]: count },
  };
}

/**
 * The cache after a tag changed on one design: the design updated, and the pages of every filter
 * on that tag dropped (the design may now enter or leave them).
 */
export function applyTagChange(cache: DesignCache, designId: string, key: string, value: TagValue | undefined): DesignCache {
  const design = cache.designsById[designId];
  const designsById = { ...cache.designsById };
  if (design) {
    const tag = { ...design.tag };
    if (value === undefined) delete tag[key];
    else tag[key] = value;
    designsById[designId] = { ...design, tag };
  }
  const pages: DesignCache['pages'] = {};
  const counts: DesignCache['counts'] = {};
  for (const filterKey of Object.keys(cache.pages)) {
    if (filterKey.split('&').some((part) => part.split(':')[0] === key)) continue;
    pages[filterKey] = cache.pages[filterKey]!;
    if (filterKey in cache.counts) counts[filterKey] = cache.counts[filterKey]!;
  }
  return { designsById, pages, counts };
}
