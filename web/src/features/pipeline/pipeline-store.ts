import { create } from 'zustand';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

export const PIPELINE_STORE = 'pipeline';

interface PipelineState extends ErrorSlice {
  /** Requests under way, by what they act on ('P-1001/m1-bath/pbom'): their buttons wait. */
  busy: Record<string, true>;
  /**
   * Sends one request to the pipe or opus service. A failure shows in the error toast with the
   * service's message ('pbom is already in progress (started by ada)'); the stage's status itself
   * arrives live from Firestore. Returns the answer, or undefined on failure.
   */
  act: <T>(key: string, request: () => Promise<T>) => Promise<T | undefined>;
}

export const usePipelineStore = create<PipelineState>((set, get) => ({
  error: null,
  busy: {},
  act: async (key, request) => {
    if (get().busy[key]) return undefined;
    set((s) => ({ busy: { ...s.busy, [key]: true } }));
    try {
      return await runStoreAction(PIPELINE_STORE, set, request);
    } finally {
      set((s) => {
        const { [key]: _done, ...rest } = s.busy;
        return { busy: rest };
      });
    }
  },
}));

export const useBusy = (key: string) => usePipelineStore((s) => !!s.busy[key]);
