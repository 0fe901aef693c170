import { create } from 'zustand';
import type { FieldErrors } from '@workhub/domain';
import { reportError } from '../lib/error-reports';

/** The last error of a data store, as the error toast shows it. */
export interface StoreError {
  message: string;
  fieldErrors?: FieldErrors;
  at: number;
  /** The error report's event id (lib/error-reports.ts), which staff quote to an engineer; none for a request the service refused (4xx). */
  reference?: string;
}

interface StoreErrorsState {
  byStore: Record<string, StoreError>;
  report: (storeName: string, error: unknown) => StoreError;
  dismiss: (storeName: string) => void;
}

/**
 * A request the service refused with a 4xx (bad input, not allowed, not found, a conflict): the
 * answer says what to change, nothing failed, so it is not reported. Anything else is.
 */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
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
    const reference = isRefusal(error) ? undefined : reportError(error);
    const storeError = { ...toStoreError(error), ...(reference ? { reference } : {}) };
    console.error(`[${storeName}]`, ...(reference ? [`(error report ${reference})`] : []), error);
    set((s) => ({ byStore: { ...s.byStore, [storeName]: storeError } }));
    return storeError;
  },
  dismiss: (storeName) =>
    set((s) => {
      const { [storeName]: _gone, ...rest } = s.byStore;
      return { byStore: rest };
    }),
}));
