import { errorDetails } from '@workhub/domain';
import { useStoreErrors } from '../stores/store-errors';

/** One toast per data store that has an error: the store's name, the details and the error report's reference (staff quote it). */
export function ErrorToasts() {
  const byStore = useStoreErrors((s) => s.byStore);
  const dismiss = useStoreErrors((s) => s.dismiss);
  const entries = Object.entries(byStore);
  if (entries.length === 0) return null;
  return (
    <div className="toasts" aria-live="assertive">
      {entries.map(([storeName, error]) => (
        <div key={storeName} className="toast toast-error" role="alert" data-testid={`toast-${storeName}`}>
          <div className="toast-head">
            <strong>{storeName}</strong>
            <button type="button" className="toast-close" aria-label={`Dismiss ${storeName} error`} onClick={() => dismiss(storeName)}>
              ×
            </button>
          </div>
          <ul className="toast-details">
            {errorDetails(error).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {error.reference && (
              <li className="toast-reference" data-testid={`toast-reference-${storeName}`}>
                Reference: <code>{error.reference}</code>
              </li>
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}
