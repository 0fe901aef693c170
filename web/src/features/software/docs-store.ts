import type { DocumentedService } from '@workhub/domain';
import { docsService, type ServiceDocs } from '../../services/docs-service';
import { useStoreErrors } from '../../stores/store-errors';

/** The API docs pages' store name, as the error toast and the console line show it. */
export const DOCS_STORE = 'software docs';

/**
 * One service's docs for the docs pages. A failed read (not a service without docsJson) is the docs
 * store's error like every other store's (core spec §8): kept, logged to the console, shown in the
 * toast with the store's name, and reported (lib/error-reports.ts) unless the service refused it.
 */
export async function readServiceDocs(service: DocumentedService): Promise<ServiceDocs> {
  const answer = await docsService.docsOf(service);
  if (answer.status === 'error') useStoreErrors.getState().report(DOCS_STORE, answer.cause);
  return answer;
}
