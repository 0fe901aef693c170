import { create } from 'zustand';
import type { InvalidBlock } from '@workhub/domain';
import { baseService, type BlockListing } from '../../services/base-service';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

/** Refetch the list when older than this on focus or on a timer: "live enough" for a library. */
export const BLOCK_LIST_MAX_AGE_MS = 60_000;

interface BlocksState extends ErrorSlice {
  /** Current blocks (GET /blocks, no layer data, at most 1000); null before the first answer. */
  blocks: BlockListing[] | null;
  /** Stored blocks that could not be read (left out of `blocks`, reported on the list). */
  invalid: InvalidBlock[];
  loadedAt: number;
  loading: boolean;
  /** A workspace commit is under way: another one meanwhile is ignored. */
  saving: boolean;
  /** Loads the list unless a fresh one is at hand (force: always). */
  load: (force?: boolean) => Promise<void>;
  /** Opens a workspace on a block; returns its id. */
  createWorkspace: (blockName: string) => Promise<string | undefined>;
  /** Commits a workspace (the collab-server has written its live drawing back); returns the new version. */
  commitWorkspace: (workspaceId: string, message: string) => Promise<string | undefined>;
  deleteWorkspace: (workspaceId: string) => Promise<boolean>;
}

const STORE = 'blocks';

export const useBlocksStore = create<BlocksState>((set, get) => ({
  error: null,
  blocks: null,
  invalid: [],
  loadedAt: 0,
  loading: false,
  saving: false,
  load: async (force = false) => {
    const { loading, loadedAt, blocks } = get();
    if (loading || (!force && blocks && Date.now() - loadedAt < BLOCK_LIST_MAX_AGE_MS)) return;
    set({ loading: true });
    const list = await runStoreAction(STORE, set, () => baseService.blocks({ layerData: false }));
    set({ loading: false, ...(list ? { blocks: list.blocks, invalid: list.invalid, loadedAt: Date.now() } : {}) });
  },
  createWorkspace: (blockName) => runStoreAction(STORE, set, () => baseService.createBlockWorkspace(blockName)),
  commitWorkspace: async (workspaceId, message) => {
    // Core spec section 5: a save while one is saving is ignored (here, not only by the buttons).
    if (get().saving) return undefined;
    set({ saving: true });
    const version = await runStoreAction(STORE, set, async () => {
      const text = message.trim();
      if (!text) throw new Error('A commit needs a message');
      return (await baseService.commitBlockWorkspace(workspaceId, text)) ?? '';
    });
    set({ saving: false });
    if (version !== undefined) void get().load(true);
    return version;
  },
  deleteWorkspace: async (workspaceId) =>
    (await runStoreAction(STORE, set, () => baseService.deleteBlockWorkspace(workspaceId))) !== undefined,
}));
