import { buildRoutes } from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

/**
 * The build service's routes for the fuzz test (see fuzz-routes.ts for what each entry means).
 * Every route only reads, so no `real` request: a harmless one names releases or entries.
 */
export const BUILD_ROUTES: FuzzRoute[] = [
  fuzzOf(buildRoutes.spec, {
    harmless: () => ({ v: 'v1.0.0', type: 'items' }),
    knownBad: () => [
      { v: 'latest' },
      { v: '' },
      { v: 'x'.repeat(50) },
      { type: 'gizmos' },
      { type: '__proto__' },
      { v: ['v1.0.0', 'v2.0.0'] },
    ],
  }),
  fuzzOf(buildRoutes.list, { harmless: () => ({}) }),
  fuzzOf(buildRoutes.entry, {
    harmless: () => ({ type: 'items', name: 'fuzz-missing-entry' }),
    knownBad: () => [
      {},
      { type: 'items' },
      { name: 'stud' },
      { type: 'gizmos', name: 'stud' },
      { type: 'items', name: '' },
      { type: 'items', name: 'x'.repeat(300) },
    ],
  }),
  fuzzOf(buildRoutes.compare, {
    harmless: () => ({ type: 'processes', from: 'v1.0.0', to: 'v2.0.0' }),
    knownBad: () => [
      { type: 'items', from: 'v1.0.0' },
      { type: 'items', from: 'one', to: 'two' },
      { type: 'gizmos', from: 'v1.0.0', to: 'v2.0.0' },
    ],
  }),
];
