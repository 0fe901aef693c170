import { create } from 'zustand';
import type { FieldErrors } from '@workhub/domain';

/** The last error of a data store, as the error toast shows it. */
export interface StoreError {
  message: string;
  fieldErrors?: FieldErrors;
  at: number;
}

interface StoreErrorsState {
  byStore: Record<string, StoreError>;
  report: (storeName: string, error: unknown) => StoreError;
  dismiss: (storeName: string) => void;
}

export function toStoreError(error: unknown): StoreError {
  const e = error as { message?: unknown; fieldErrors?: FieldErrors } | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error ?? 'Error');
  return { message, ...(e?.fieldErrors ? { fieldErrors: e.fieldErrors } : {}), at: Date.now() };
}

/** Every store reports here, so one toast area can show the errors of all stores. */
export const useStoreErrors = create<StoreErrorsState>((set) => ({
  byStore: {},
  report: (storeName, error) => {
    const storeError = toStoreError(error);
    console.error(`[${storeName}]`, error);
    set((s) => ({ byStore: { ...s.byStore, [storeName]: storeError } }));
    return storeError;
  },
  dismiss: (storeName) =>
    set((s) => {
      const { [storeName]: _gone, ...rest } = s.byStore;
      return { byStore: rest };
    }),
}));
