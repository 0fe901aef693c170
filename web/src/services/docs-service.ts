import { DOCUMENTED_SERVICES, docsJsonAnswerSchema, type AnyRouteDoc, type DocumentedService } from '@workhub/domain';
import { ServiceError, serviceClient } from './service-client';

/** What one service's GET /docsJson answered: its routes, or why there are none. */
export type ServiceDocs =
  | { service: DocumentedService; status: 'ok'; routes: AnyRouteDoc[] }
  | { service: DocumentedService; status: 'missing'; message: string }
  | { service: DocumentedService; status: 'error'; message: string };

/**
 * The route descriptions of the services (docs/staff-tools.md "Software docs and picking as
 * built"): each service's GET /docsJson, parsed with the domain schema. A service that answers 404
 * has no docsJson (yet); other failures are errors.
 */
export const docsService = {
  docsOf: async (service: DocumentedService): Promise<ServiceDocs> => {
    try {
      const answer = await serviceClient(service).get<unknown>('/docsJson');
      const parsed = docsJsonAnswerSchema.safeParse(answer);
      if (!parsed.success) return { service, status: 'error', message: `Unexpected docsJson answer (${parsed.error.issues[0]?.message})` };
      return { service, status: 'ok', routes: parsed.data.routes };
    } catch (err) {
      if (err instanceof ServiceError && err.status === 404)
        return { service, status: 'missing', message: 'This service has no docsJson yet' };
      return { service, status: 'error', message: (err as Error).message };
    }
  },
  /** Every documented service's docs, read together. */
  all: async (): Promise<ServiceDocs[]> => Promise.all(DOCUMENTED_SERVICES.map((s) => docsService.docsOf(s.name))),
};
