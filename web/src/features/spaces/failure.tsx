/** What went wrong in a service call, in words: the service's message and its per-field errors. */
export interface Failure {
  message: string;
  status?: number;
  fieldErrors?: Record<string, string>;
}

/** A thrown error in words; a service's error (ServiceError) also brings its status and field errors. */
export function failureOf(error: unknown): Failure {
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
    return { message: error.message, status: error.status, ...(fieldErrors ? { fieldErrors } : {}) };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

const STATUS_WORDS: Record<number, string> = {
  400: 'Not accepted',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  422: 'The patch does not apply',
};

/** A failed action, shown where it happened. */
export function FailureBox({ failure, title }: { failure: Failure | null; title: string }) {
  if (!failure) return null;
  // Per-field errors that only repeat the message are not listed again.
  const fields = Object.entries(failure.fieldErrors ?? {}).filter(([, message]) => !failure.message.includes(message));
  return (
    <div className="space-failure" role="alert" data-testid="space-failure">
      <strong>
        {title}
        {failure.status && STATUS_WORDS[failure.status] ? ` — ${STATUS_WORDS[failure.status]}` : ''}
      </strong>
      <p>{failure.message}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
