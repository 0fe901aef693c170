import { useCallback, useMemo } from 'react';
import { ITEM_TABLE_SETTINGS_GROUP, savedItemViewSchema, savedItemViewsOf, withSavedItemView, type SavedItemView } from '@workhub/domain';
import type { LiveStatus } from '../../../lib/live-read';
import { useSettings } from '../../settings';

export interface SavedItemViews {
  /** The user's saved views, in the order they were saved. */
  views: SavedItemView[];
  /** 'loading' until the settings document has been read once (no user: stays 'loading'). */
  status: LiveStatus;
  /** Saves `view` (replacing the one of the same name); the reason when it cannot (full, bad name, still loading), else null. */
  save: (view: SavedItemView) => Promise<string | null>;
  /** Deletes the view of that name. */
  remove: (name: string) => Promise<void>;
}

/** The list to write after saving `view` over `views`, or why not (pure: the hook's rule, tested without Firestore). */
export function planSavedViewSave(status: LiveStatus, views: readonly SavedItemView[], view: SavedItemView): SavedItemView[] | string {
  if (status !== 'success') return 'Your saved views are still loading; try again in a moment';
  const parsed = savedItemViewSchema.safeParse(view);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue?.path[0] === 'name'
      ? 'A view needs a name of 1 to 60 characters'
      : `This view cannot be saved: ${issue?.message ?? 'invalid'}`;
  }
  return withSavedItemView(views, parsed.data);
}

/**
 * The signed-in user's saved views of the item table, live from their settings document
 * `settings/{uid}` (group `itemTable`, docs/stock-erp.md "Saved views"). Saving and deleting write
 * the whole list back (`{ itemTable: { views } }`, merged, so the other settings groups stay)
 * through the settings feature's one writer; a failed write shows in the settings store's error toast.
 */
export function useSavedItemViews(): SavedItemViews {
  const { doc, status, writeGroup } = useSettings();
  const stored = doc?.[ITEM_TABLE_SETTINGS_GROUP];
  const views = useMemo(() => savedItemViewsOf(stored), [stored]);

  const write = useCallback((next: SavedItemView[]) => writeGroup(ITEM_TABLE_SETTINGS_GROUP, { views: next }), [writeGroup]);

  const save = useCallback(
    async (view: SavedItemView): Promise<string | null> => {
      const next = planSavedViewSave(status, views, view);
      if (typeof next === 'string') return next;
      return (await write(next)) ? null : 'The view could not be saved';
    },
    [status, views, write],
  );

  const remove = useCallback(
    async (name: string): Promise<void> => {
      if (status !== 'success' || !views.some((v) => v.name === name)) return;
      await write(views.filter((v) => v.name !== name));
    },
    [status, views, write],
  );

  return { views, status, save, remove };
}
