import { docsJsonRoute, type AnyRouteDoc, type DocumentedService } from '@workhub/domain';
import { ServiceError, callRoute } from './service-client';

/** What one service's GET /docsJson answered: its routes, or why there are none. */
export type ServiceDocs =
  | { service: DocumentedService; status: 'ok'; routes: AnyRouteDoc[] }
  | { service: DocumentedService; status: 'missing'; message: string }
  | { service: DocumentedService; status: 'error'; message: string; cause: unknown };

/**
 * The route descriptions of the services (docs/staff-tools.md "Software docs and picking as
 * built"): each service's GET /docsJson, called from its contract (docsJsonRoute). A service that
 * answers 404 has no docsJson (yet); other failures (an answer outside the contract too) are errors.
 */
export const docsService = {
  docsOf: async (service: DocumentedService): Promise<ServiceDocs> => {
    try {
      const { routes } = await callRoute(docsJsonRoute(service, `the ${service} service`), {});
      return { service, status: 'ok', routes };
    } catch (err) {
      if (err instanceof ServiceError && err.status === 404)
        return { service, status: 'missing', message: 'This service has no docsJson yet' };
      return { service, status: 'error', message: (err as Error).message, cause: err };
    }
  },
};
