/** Saved views of the item table (per user, in their settings document). */
export {
  SavedViewsMenu,
  SavedViewsPanel,
  type CurrentItemView,
  type SavedViewsMenuProps,
  type SavedViewsPanelProps,
} from './saved-views-menu';
export { useSavedItemViews, planSavedViewSave, type SavedItemViews } from './use-saved-item-views';
