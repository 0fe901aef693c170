import type { FuzzRoute } from './fuzz-values';
import { badIds } from './fuzz-values';

/**
 * The email service (docs/staff-tools.md "Mail as built"). sendMail's harmless request names a
 * missing template, so even a valid variant of it sends and records nothing; its knownBad ones
 * name a real template and are refused for their own fault (sender, recipient, data).
 */
const MISSING_TEMPLATE = 'fuzz-missing-template';
const badData = [
  { deliveryDate: 'x'.repeat(2001) },
  { deliveryDate: { nested: 'x' } },
  { deliveryDate: ['x'] },
  { 'bad name': 'x' },
  { _x: 'x' },
  Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
];

export const EMAIL_ROUTES: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/email/renderTemplate',
    input: 'body',
    // A POST: every variant of the harmless request must be refused, so it names a missing template.
    harmless: (t) => ({ template: MISSING_TEMPLATE, projectId: t.projectId, data: { deliveryDate: 'Friday' } }),
    knownBad: (t) => [
      ...badIds.map((template) => ({ template })),
      ...badIds.map((projectId) => ({ template: 'deliveryScheduled', projectId })),
      ...badData.map((data) => ({ template: 'deliveryScheduled', projectId: t.projectId, data })),
      { template: MISSING_TEMPLATE },
      { template: 'deliveryScheduled', projectId: 'fuzz-missing-project' },
      { template: 'deliveryScheduled', from: 'ceo@modulr.example' },
    ],
  },
  {
    method: 'POST',
    path: '/email/sendMail',
    input: 'body',
    harmless: () => ({ template: MISSING_TEMPLATE, to: 'ada@modulr.example', data: { deliveryDate: 'Friday' } }),
    knownBad: (t) => {
      const good = { template: 'deliveryScheduled', projectId: t.projectId, data: { deliveryDate: 'Fuzz Friday' } };
      return [
        { ...good, from: 'ceo@modulr.example' },
        { ...good, to: 'mallory@outside.example' },
        { ...good, to: ['ada@modulr.example', 'x@evil.modulr.example'] },
        { ...good, to: 'not an address' },
        { ...good, to: [] },
        { ...good, to: Array.from({ length: 11 }, (_, i) => `u${i}@modulr.example`) },
        { ...good, projectId: 'fuzz-missing-project' },
        { template: 'deliveryScheduled', projectId: t.projectId },
        ...badData.map((data) => ({ ...good, data })),
        ...badIds.map((template) => ({ ...good, template })),
      ];
    },
  },
  {
    method: 'GET',
    path: '/email/sent',
    input: 'query',
    harmless: () => ({ limit: '5' }),
    knownBad: () => [...['0', '-1', '501', '1.5', 'abc'].map((limit) => ({ limit })), { limit: '5', state: 'sent' }],
  },
  {
    method: 'GET',
    path: '/email/docsJson',
    input: 'query',
    harmless: () => ({}),
    knownBad: () => [{ service: 'email' }],
  },
];
