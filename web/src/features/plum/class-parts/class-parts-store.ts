import { create } from 'zustand';
import { classPartsService, type ClassPartCompareAnswer } from '../../../services/class-parts-service';

/** One change between two versions, in the business's words. */
export type ComparedChange = ClassPartCompareAnswer['changes'][number];
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
  compare: (path: string, from: string, to: string) => Promise<ComparedChange[] | undefined>;
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
    startWorkspace: (path, version) => busy(() => classPartsService.createWorkspace(path, version ? { version } : {})),
    compare: (path, from, to) => busy(async () => (await classPartsService.compare(path, from, to)).changes),
    restore: (path, version, message) =>
      busy(async () => {
        const answer = await classPartsService.restore(path, version, message.trim() || undefined);
        return { id: answer.classPartId, version: answer.version };
      }),
  };
});
