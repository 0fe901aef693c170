import { useLoadingStore } from './loading-store';
import { useStoreErrors, type StoreError } from './store-errors';

/** A store's error slice: each store keeps its own last error (supporting spec section 8). */
export interface ErrorSlice {
  error: StoreError | null;
}

/**
 * Runs a store action: shows the loading bar while it runs; a failure is kept as the store's
 * error, logged, and shown in the error toast under the store's name. Returns undefined on failure.
 */
export async function runStoreAction<T>(
  storeName: string,
  set: (partial: Partial<ErrorSlice>) => void,
  action: () => Promise<T>,
): Promise<T | undefined> {
  const end = useLoadingStore.getState().begin();
  try {
    const result = await action();
    set({ error: null });
    return result;
  } catch (error) {
    set({ error: useStoreErrors.getState().report(storeName, error) });
    return undefined;
  } finally {
    end();
  }
}
