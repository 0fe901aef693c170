import { create } from 'zustand';
import { runStoreAction, type ErrorSlice } from '../../../stores/store-action';
import { generatorService, type RunStart } from '../../../services/generator-service';

/** The owning store's name: failed requests and live reads of the plume pages show in its toast. */
export const PLUME_STORE = 'plume';

/** The plume pages' requests: start a generator or a test, retry a stalled or failed run. */
interface PlumeState extends ErrorSlice {
  /** A start request is under way (the start buttons are disabled meanwhile). */
  starting: boolean;
  /** POST /base/generate: the new run (undefined when refused; the toast says why). */
  generate: (generator: string, projectId: string) => Promise<RunStart | undefined>;
  /** POST /base/test. */
  runTest: (key: string, projectId?: string) => Promise<RunStart | undefined>;
  /** POST /base/generate/retry. */
  retry: (runId: string) => Promise<RunStart | undefined>;
}

export const usePlumeStore = create<PlumeState>((set, get) => {
  async function starting<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (get().starting) return undefined;
    set({ starting: true });
    try {
      return await runStoreAction(PLUME_STORE, set, action);
    } finally {
      set({ starting: false });
    }
  }
  return {
    error: null,
    starting: false,
    generate: (generator, projectId) => starting(() => generatorService.generate({ generator, projectId })),
    runTest: (key, projectId) => starting(() => generatorService.runTest(key, projectId)),
    retry: (runId) => starting(() => generatorService.retry(runId)),
  };
});
