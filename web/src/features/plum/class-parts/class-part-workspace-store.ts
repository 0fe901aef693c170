import { create } from 'zustand';
import { classPartsService, type ClassPartUsageAnswer, type ClassPartWorkspaceChanges } from '../../../services/class-parts-service';
import { runStoreAction, type ErrorSlice } from '../../../stores/store-action';
import { useStoreErrors } from '../../../stores/store-errors';

/** UI state of the open class-part workspace: whether a save is under way, what uses the class part. */
interface ClassPartWorkspaceState extends ErrorSlice {
  /** A save (a change, an assignment, the commit or the delete) is under way: fetches and saves meanwhile are ignored. */
  saving: boolean;
  /** What uses this class part (read before a commit), for the workspace it was read for. */
  usage: { workspaceId: string; usage: ClassPartUsageAnswer } | null;
  /** The workspace being committed or deleted: when it disappears from the live read, that is not a 404. */
  leaving: string | null;
  reset: () => void;
  /** PATCH classPart/workspace: properties, description, details, routings. False when ignored or refused. */
  save: (workspaceId: string, changes: ClassPartWorkspaceChanges) => Promise<boolean>;
  /** POST / DELETE cadAssign: adds or removes an Onshape document by its URL. */
  assignCad: (workspaceId: string, onshapeUrl: string) => Promise<boolean>;
  removeCad: (workspaceId: string, onshapeUrl: string) => Promise<boolean>;
  /** POST / DELETE routingAssign: adds a routing (catalogue id or URL; an unknown one is ignored: `'ignored'`) or removes one. */
  assignRouting: (workspaceId: string, routing: string) => Promise<boolean | 'ignored'>;
  removeRouting: (workspaceId: string, routing: string) => Promise<boolean>;
  /** Before a commit: the workspace from the service and what uses its class part (GET classPart/usage). */
  fetchUsage: (workspaceId: string) => Promise<ClassPartUsageAnswer | undefined>;
  /** POST classPart/workspace/commit; returns the new version ('v1.3.0'), undefined when ignored or refused. */
  commit: (workspaceId: string, message: string) => Promise<{ version: string; classPartId: string } | undefined>;
  /** DELETE classPart/workspace. */
  remove: (workspaceId: string) => Promise<boolean>;
  /** Shows a problem with what the user typed, under this store's name. */
  reportInput: (message: string) => void;
}

const STORE = 'class-part workspace';

export const useClassPartWorkspaceStore = create<ClassPartWorkspaceState>((set, get) => {
  // Core spec section 5: a workspace fetch or save while one is saving is ignored, here in the
  // store (not only by disabled buttons), so no second request can overtake the first.
  async function saving<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (get().saving) return undefined;
    set({ saving: true });
    try {
      return await runStoreAction(STORE, set, action);
    } finally {
      set({ saving: false });
    }
  }
  const done = async (action: () => Promise<unknown>) => (await saving(async () => (await action(), true))) === true;

  return {
    error: null,
    saving: false,
    usage: null,
    leaving: null,
    reset: () => set({ error: null, saving: false, usage: null, leaving: null }),
    save: (workspaceId, changes) => done(() => classPartsService.updateWorkspace(workspaceId, changes)),
    assignCad: (workspaceId, onshapeUrl) => done(() => classPartsService.assignCad(workspaceId, onshapeUrl)),
    removeCad: (workspaceId, onshapeUrl) => done(() => classPartsService.unassignCad(workspaceId, onshapeUrl)),
    assignRouting: async (workspaceId, routing) => {
      const answer = await saving(() => classPartsService.assignRouting(workspaceId, routing));
      if (answer === undefined) return false;
      return answer.ignored ? 'ignored' : true;
    },
    removeRouting: (workspaceId, routing) => done(() => classPartsService.unassignRouting(workspaceId, routing)),
    fetchUsage: async (workspaceId) => {
      if (get().saving) return undefined;
      const usage = await runStoreAction(STORE, set, async () => {
        const { workspace } = await classPartsService.workspace(workspaceId);
        return classPartsService.usage(workspace.name);
      });
      if (usage !== undefined) set({ usage: { workspaceId, usage } });
      return usage;
    },
    commit: async (workspaceId, message) => {
      const result = await saving(async () => {
        const text = message.trim();
        if (!text) throw new Error('A commit needs a message');
        set({ leaving: workspaceId });
        const { version, classPartId } = await classPartsService.commit(workspaceId, text);
        return { version, classPartId };
      });
      if (result === undefined && get().leaving === workspaceId) set({ leaving: null });
      return result;
    },
    remove: async (workspaceId) => {
      const ok = await done(async () => {
        set({ leaving: workspaceId });
        await classPartsService.deleteWorkspace(workspaceId);
      });
      if (!ok && get().leaving === workspaceId) set({ leaving: null });
      return ok;
    },
    reportInput: (message) => set({ error: useStoreErrors.getState().report(STORE, new Error(message)) }),
  };
});
