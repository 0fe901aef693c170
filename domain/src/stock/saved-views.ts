/**
 * Per-user saved views of the item table (issue 14 "beyond": columns, sort, filter kept in the
 * user's settings). Stored in the user's settings document `settings/{uid}` as the group
 * `itemTable`: `{ views: [SavedItemView, …] }` (at most MAX_SAVED_ITEM_VIEWS; the rules check the
 * group's keys and the list's size, this schema the entries). Reading is lenient like every
 * settings group: an entry that does not parse is left out, never an error.
 */
import { z } from 'zod';
import { ERP_ITEM_FIELDS, type ErpItemField } from './item.js';

export const MAX_SAVED_ITEM_VIEWS = 20;
export const MAX_VIEW_NAME = 60;
export const MAX_VIEW_FILTER = 200;

const field = z.enum(ERP_ITEM_FIELDS as [ErpItemField, ...ErpItemField[]]);

export const savedItemViewSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_VIEW_NAME),
  /** The visible columns, in the table's order (item_code is always shown). */
  columns: z.array(field).min(1).max(ERP_ITEM_FIELDS.length),
  order: field,
  direction: z.enum(['asc', 'desc']),
  filter: z.string().max(MAX_VIEW_FILTER),
  /** The empty filter mode: only rows whose order field is blank. */
  emptyMode: z.boolean(),
});
export type SavedItemView = z.infer<typeof savedItemViewSchema>;

/** The settings group key of the item table. */
export const ITEM_TABLE_SETTINGS_GROUP = 'itemTable';

/** The saved views in a stored group (anything, nothing): the valid ones, first of each name, at most the maximum. */
export function savedItemViewsOf(stored: unknown): SavedItemView[] {
  const views = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as { views?: unknown }).views : undefined;
  if (!Array.isArray(views)) return [];
  const seen = new Set<string>();
  const result: SavedItemView[] = [];
  for (const entry of views) {
    const parsed = savedItemViewSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.name)) continue;
    seen.add(parsed.data.name);
    result.push(parsed.data);
    if (result.length === MAX_SAVED_ITEM_VIEWS) break;
  }
  return result;
}

/** The views after saving `view` (replacing one of the same name, else appended); an error text when full. */
export function withSavedItemView(views: readonly SavedItemView[], view: SavedItemView): SavedItemView[] | string {
  const parsed = savedItemViewSchema.parse(view);
  const at = views.findIndex((v) => v.name === parsed.name);
  if (at >= 0) return views.map((v, i) => (i === at ? parsed : v));
  if (views.length >= MAX_SAVED_ITEM_VIEWS) return `At most ${MAX_SAVED_ITEM_VIEWS} views can be saved; delete one first`;
  return [...views, parsed];
}
