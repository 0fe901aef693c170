import { storageRoutes } from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

const MISSING = 'fuzz-missing-project';
const badKeys = ['', '..', '../x', 'a/../b', '/etc/passwd', 'a\\b', 'a\u0000b', 'a//b', '.hidden', 'a~v1', 'x'.repeat(600)];

/** The storage service (docs/staff-tools.md "Storage, materials and legacy assets as built"): harmless requests name a missing project. */
export const STORAGE_ROUTES: FuzzRoute[] = [
  fuzzOf(storageRoutes.docsJson, { harmless: () => ({}), knownBad: () => [{ service: 'cloud' }] }),
  fuzzOf(storageRoutes.get, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'materials/library.json', type: 'json' }),
    knownBad: () => [
      ...badKeys.map((key) => ({ app_name: 'workhub', project: 'global', key })),
      { app_name: 'Work Hub', project: 'global', key: 'a.json' },
      { app_name: 'workhub', project: '../x', key: 'a.json' },
      { app_name: 'workhub', project: 'global', key: 'a.json', version: '0' },
      { app_name: 'workhub', project: 'global', key: 'a.json', type: 'xml' },
    ],
  }),
  fuzzOf(storageRoutes.post, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'fuzz/a.json', data: { a: 1 }, type: 'json', isVersioned: true }),
    real: () => ({ app_name: 'workhub', project: 'global', key: 'fuzz/real.json', data: { a: 1 }, type: 'json' }),
    knownBad: () => [
      ...badKeys.map((key) => ({ app_name: 'workhub', project: 'global', key, data: { a: 1 }, type: 'json' })),
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.png', data: 'bm90IGEgcG5n', type: 'base64', contentType: 'image/png' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.svg', data: 'PHN2Zz4=', type: 'base64', contentType: 'image/svg+xml' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.bin', data: '***', type: 'base64' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.txt', data: 5, type: 'text' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.txt', data: '', type: 'text' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.txt', data: 'x'.repeat(1_048_577), type: 'text' },
      { app_name: 'workhub', project: 'global', key: 'fuzz/a.json', type: 'json' },
    ],
  }),
  fuzzOf(storageRoutes.delete, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'materials/library.json' }),
    real: () => ({ app_name: 'workhub', project: 'global', key: 'materials/library.json' }),
    knownBad: () => [
      ...badKeys.map((key) => ({ app_name: 'workhub', project: 'global', key })),
      { app_name: 'workhub', project: 'global', key: 'fuzz-missing-key.json' },
      { app_name: 'workhub', project: 'global', key: 'materials/library.json', version: 1 },
    ],
  }),
  fuzzOf(storageRoutes.list, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, prefix: 'environments/' }),
    knownBad: () => [
      { app_name: 'workhub', project: 'global', prefix: '../' },
      { app_name: 'workhub', project: 'global', prefix: '/etc' },
      { app_name: 'workhub', project: 'global', prefix: 'a\\b' },
    ],
  }),
];
