import { useCallback, useMemo } from 'react';
import { doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ITEM_TABLE_SETTINGS_GROUP,
  savedItemViewSchema,
  savedItemViewsOf,
  settingsDocumentSchema,
  withSavedItemView,
  type SavedItemView,
} from '@workhub/domain';
import { useLiveDoc, type LiveStatus } from '../../../lib/live-read';
import { runStoreAction } from '../../../stores/store-action';
import { useAuthStore } from '../../../stores/auth-store';

const STORE = 'settings';

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
 * the whole list back (`{ itemTable: { views } }`, merged, so the other settings groups stay);
 * a failed write shows in the settings store's error toast.
 */
export function useSavedItemViews(): SavedItemViews {
  const firestore = useFirestore();
  const uid = useAuthStore((s) => s.uid);
  const ref = useMemo(() => (uid ? doc(firestore, 'settings', uid) : null), [firestore, uid]);
  const { data, status } = useLiveDoc(ref, settingsDocumentSchema, { store: STORE, what: 'your settings' });
  const stored = data?.[ITEM_TABLE_SETTINGS_GROUP];
  const views = useMemo(() => savedItemViewsOf(stored), [stored]);

  const write = useCallback(
    async (next: SavedItemView[]): Promise<boolean> => {
      if (!ref) return false;
      const done = await runStoreAction(
        STORE,
        () => undefined,
        async () => {
          await setDoc(ref, { [ITEM_TABLE_SETTINGS_GROUP]: { views: next } }, { merge: true });
          return true;
        },
      );
      return done === true;
    },
    [ref],
  );

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
