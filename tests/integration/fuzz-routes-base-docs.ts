import { baseRoutes } from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

/** GET /base/docsJson and GET /diagrams/docsJson (docs/base-spec.md "Home and trunk parts"): read-only, no input. */
export const BASE_DOCS_ROUTES: FuzzRoute[] = [
  fuzzOf(baseRoutes.docsJson, {
    harmless: () => ({}),
    knownBad: () => [{ service: 'diagrams' }, { limit: '5' }],
  }),
  {
    method: 'GET',
    path: '/diagrams/docsJson',
    input: 'query',
    harmless: () => ({}),
    knownBad: () => [{ service: 'base' }],
  },
];
