import { create } from 'zustand';
import { classPartsService, type ClassPartChange } from '../../../services/class-parts-service';
import { runStoreAction, type ErrorSlice } from '../../../stores/store-action';

/** The class-part page's requests: the active flag, a new workspace, a comparison, a restore. */
interface ClassPartsState extends ErrorSlice {
  /** A request is under way (its buttons are disabled meanwhile). */
  busy: boolean;
  /** PUT classPart/active; true when done. */
  setActive: (classPartId: string, isActive: boolean) => Promise<boolean>;
  /** POST classPart/workspace: a workspace on this class part (from `version`), its id. */
  startWorkspace: (path: string, version?: string) => Promise<string | undefined>;
  /** GET classPart/compare: what changed from one version to another, in words. */
  compare: (path: string, from: string, to: string) => Promise<ClassPartChange[] | undefined>;
  /** POST classPart/restore: a NEW version with an old version's content; the new version's id and version. */
  restore: (path: string, version: string, message: string) => Promise<{ id: string; version: string } | undefined>;
}

const STORE = 'class parts';

export const useClassPartsStore = create<ClassPartsState>((set, get) => {
  async function busy<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (get().busy) return undefined;
    set({ busy: true });
    try {
      return await runStoreAction(STORE, set, action);
    } finally {
      set({ busy: false });
    }
  }
  return {
    error: null,
    busy: false,
    setActive: async (classPartId, isActive) => (await busy(() => classPartsService.setActive(classPartId, isActive))) !== undefined,
    startWorkspace: (path, version) => busy(async () => (await classPartsService.startWorkspace(path, version)).workspaceId),
    compare: (path, from, to) => busy(async () => (await classPartsService.compare(path, from, to)).changes),
    restore: (path, version, message) =>
      busy(async () => {
        const { classPart } = await classPartsService.restore(path, version, message.trim() || undefined);
        return { id: classPart.id, version: classPart.version };
      }),
  };
});
