import { create } from 'zustand';
import { layerViewReducer, type BlockLayers, type LayerViewAction, type LayerViewState } from '@workhub/domain';
import { baseService, type BlockWorkspaceContentData } from '../../services/base-service';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';
import { useStoreErrors } from '../../stores/store-errors';
import { sameLayers, syncLayerView } from './layer-view-sync';
import type { LiveObjects, ObjectKey } from '../../collab';

/** UI state of the open block workspace: the layer view, the selected object, requests to the canvas. */
interface EditorState extends ErrorSlice {
  layerView: LayerViewState | null;
  /** The selected objects, in the order they were picked (box select, Shift adds). */
  selection: ObjectKey[];
  /** The last one picked: the one the object panel and vertex handles show (null: none). */
  selected: ObjectKey | null;
  /** Bumped to ask the canvas to zoom to fit again. */
  fitRequest: number;
  /** A commit is under way (the workspace disappears when it lands: that is not "deleted"). */
  committing: boolean;
  /** The workspace is being saved (written back and committed): fetches and saves meanwhile are ignored. */
  saving: boolean;
  reset: () => void;
  /** Keeps the layer view in step with the document's layers; `version`: the workspace's ('w0.3.0'). */
  syncLayers: (layers: LiveObjects, version?: string) => void;
  dispatch: (action: LayerViewAction) => void;
  /** Selects one object only (null: none). */
  select: (key: ObjectKey | null) => void;
  /** Selects these objects (`add`: joins them to the selection). */
  selectMany: (keys: readonly ObjectKey[], add?: boolean) => void;
  /** Shift-click: the object joins the selection, or leaves it if it was in it. */
  toggle: (key: ObjectKey) => void;
  requestFit: () => void;
  /** The workspace content (to fill a live document nobody has opened yet); undefined while saving. */
  loadContent: (workspaceId: string) => Promise<BlockWorkspaceContentData | undefined>;
  /** Writes the live layers into the workspace and commits it; returns the new block version (undefined if a save is under way). */
  commit: (workspaceId: string, layers: BlockLayers, message: string) => Promise<string | undefined>;
  /** Shows a problem with what the user typed, under the editor's name. */
  reportInput: (message: string) => void;
}

const STORE = 'block workspace';

function selectionOf(keys: ObjectKey[]) {
  return { selection: keys, selected: keys[keys.length - 1] ?? null };
}

export const useEditorStore = create<EditorState>((set, get) => ({
  error: null,
  layerView: null,
  selection: [],
  selected: null,
  fitRequest: 0,
  committing: false,
  saving: false,
  reset: () => set({ error: null, layerView: null, selection: [], selected: null, fitRequest: 0, committing: false, saving: false }),
  syncLayers: (layers, version) => {
    const view = get().layerView;
    if (sameLayers(view, layers)) return;
    set({ layerView: syncLayerView(view, layers, version) });
  },
  dispatch: (action) => {
    const view = get().layerView;
    if (!view) return;
    const next = layerViewReducer(view, action);
    if (next !== view) set({ layerView: next });
  },
  select: (key) => {
    const { selection } = get();
    if (key === null ? selection.length > 0 : selection.length !== 1 || selection[0] !== key) set(selectionOf(key ? [key] : []));
  },
  selectMany: (keys, add = false) => {
    const base = add ? get().selection : [];
    set(selectionOf([...base.filter((k) => !keys.includes(k)), ...keys]));
  },
  toggle: (key) => {
    const { selection } = get();
    set(selectionOf(selection.includes(key) ? selection.filter((k) => k !== key) : [...selection, key]));
  },
  requestFit: () => set((s) => ({ fitRequest: s.fitRequest + 1 })),
  // Core spec section 5: a workspace fetch or save while one is saving is ignored, here in the
  // store (not only by disabled buttons), so no second request can overtake the first.
  loadContent: async (workspaceId) => {
    if (get().saving) return undefined;
    return runStoreAction(STORE, set, async () => {
      const { content } = await baseService.blockWorkspace(workspaceId);
      return content?.data;
    });
  },
  commit: async (workspaceId, layers, message) => {
    if (get().saving) return undefined;
    set({ committing: true, saving: true });
    const version = await runStoreAction(STORE, set, async () => {
      const text = message.trim();
      if (!text) throw new Error('A commit needs a message');
      await baseService.saveBlockWorkspace(workspaceId, layers);
      return (await baseService.commitBlockWorkspace(workspaceId, text)) ?? '';
    });
    set({ saving: false, ...(version === undefined ? { committing: false } : {}) });
    return version;
  },
  reportInput: (message) => set({ error: useStoreErrors.getState().report(STORE, new Error(message)) }),
}));
