import { cloudRoutes } from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

const MISSING = 'fuzz-missing-project';
const SIG = 'A'.repeat(43);

/** The cloud service and its signed route: harmless requests name a missing project or carry a bad signature. */
export const CLOUD_ROUTES: FuzzRoute[] = [
  fuzzOf(cloudRoutes.docsJson, { harmless: () => ({}), knownBad: () => [{ service: 'storage' }] }),
  // Reads only (a cheap probe of each outside system); takes no input.
  fuzzOf(cloudRoutes.outsideSystems, {
    harmless: () => ({}),
    knownBad: () => [{ system: 'erp' }, { timeoutMs: '1' }],
  }),
  fuzzOf(cloudRoutes.url, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'environments/dusk.png', method: 'GET', expiresIn: '60' }),
    knownBad: () => [
      { app_name: 'workhub', project: 'global', key: '../x', method: 'GET' },
      { app_name: 'workhub', project: 'global', key: 'a.png', method: 'POST' },
      { app_name: 'workhub', project: 'global', key: 'a.png', method: 'PUT' },
      { app_name: 'workhub', project: 'global', key: 'a.svg', method: 'PUT', contentType: 'image/svg+xml' },
      { app_name: 'workhub', project: 'global', key: 'a.png', method: 'GET', expiresIn: '99999' },
      { app_name: 'workhub', project: 'global', key: 'fuzz-missing.png', method: 'GET' },
    ],
  }),
  fuzzOf(cloudRoutes.upload, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'environments/dusk.png' }),
    knownBad: () => [
      { app_name: 'workhub', project: 'global', key: '..' },
      { app_name: 'workhub', project: 'global', key: 'fuzz-missing.png' },
    ],
  }),
  fuzzOf(cloudRoutes.delete, {
    harmless: () => ({ app_name: 'workhub', project: MISSING, key: 'environments/dusk.png' }),
    real: () => ({ app_name: 'workhub', project: 'global', key: 'environments/dusk.png' }),
    knownBad: () => [
      { app_name: 'workhub', project: 'global', key: 'a/../../b' },
      { app_name: 'workhub', project: 'global', key: 'fuzz-missing.png' },
    ],
  }),
  {
    method: 'GET',
    path: '/cloud/object',
    input: 'query',
    harmless: () => ({ name: 'workhub/global/environments/dusk.png', method: 'GET', expires: '9999999999999', signature: SIG }),
    knownBad: () => [
      { name: 'workhub/global/environments/dusk.png', method: 'GET', expires: '1', signature: SIG },
      { name: '../../etc/passwd', method: 'GET', expires: '9999999999999', signature: SIG },
    ],
  },
  {
    method: 'PUT',
    path: '/cloud/object',
    input: 'query',
    harmless: () => ({
      name: 'workhub/global/fuzz/a.png',
      method: 'PUT',
      contentType: 'image/png',
      expires: '9999999999999',
      signature: SIG,
    }),
    knownBad: () => [{ name: 'workhub/global/fuzz/a.png', method: 'GET', expires: '9999999999999', signature: SIG }],
  },
];
