import type { FuzzRoute } from './fuzz-values';

/** Designs through the database service: PUT designs changes only tag.{stored tag id} (supporting spec §7). */
export const DESIGNS_ROUTES: FuzzRoute[] = [
  {
    method: 'PUT',
    path: '/db',
    input: 'body',
    harmless: () => ({ collection: 'designs', query: { id: 'fuzz-missing-design' }, update_vals: { $set: { 'tag.Bv3,2,1-2': 'pass' } } }),
    real: () => ({ collection: 'designs', query: { id: 'D-0001' }, update_vals: { $set: { 'tag.Bv3,2,1-2': 'pass' } } }),
    knownBad: () =>
      [
        { $set: { name: 'Fuzz' } },
        { $set: { tag: {} } },
        { $set: { 'tag.Bv3.2.1-2': 'pass' } },
        { $set: { 'tag.__proto__': 'pass' } },
        { $set: { 'tag.Bv3,2,1-2': 'great' } },
        { $set: { 'tag.Bv3,2,1-2': { a: 1 } } },
        { $unset: { tag: '' } },
      ].map((update_vals) => ({ collection: 'designs', query: { id: 'D-0001' }, update_vals })),
  },
  {
    method: 'GET',
    path: '/db',
    input: 'query',
    harmless: () => ({
      collection: 'designs',
      query: { 'tag.Bv3,2,1-2': { $exists: true }, 'tag.Lv0,3,0-1': null },
      limit: '10',
      skip: '10',
    }),
    knownBad: () => [
      { collection: 'designs', query: { 'tag.__proto__': { $exists: true } } },
      { collection: 'designs', query: { 'tag.Bv3,2,1-2': { $exists: 'yes' } } },
      { collection: 'designs', limit: '10', skip: '-10' },
    ],
  },
];
