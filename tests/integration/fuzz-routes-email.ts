import { emailRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/**
 * The email service (docs/staff-tools.md "Mail as built"). sendMail's harmless request names a
 * missing template, so even a valid variant of it sends and records nothing; its knownBad ones
 * name a real template and are refused for their own fault (sender, recipient, data). The template
 * writes (PUT /template, POST /template/restore) likewise name a missing template when harmless;
 * their knownBad ones name a real template with a forged stamp, a field that is not editable or a
 * text the schema refuses.
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
  fuzzOf(emailRoutes.renderTemplate, {
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
  }),
  fuzzOf(emailRoutes.sendMail, {
    harmless: () => ({ template: MISSING_TEMPLATE, to: 'ada@modulr.example', data: { deliveryDate: 'Friday' } }),
    knownBad: (t) => {
      const good = { template: 'deliveryScheduled', projectId: t.projectId, data: { deliveryDate: 'Fuzz Friday' } };
      return [
        { ...good, from: 'ceo@modulr.example' },
        { ...good, to: 'mallory@outside.example' },
        // A test mail goes to its sender only (issue 23): another company address is refused too.
        { ...good, to: 'ken@modulr-build.example' },
        { ...good, to: ['eero@modulr.example', 'ken@modulr-build.example'] },
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
  }),
  fuzzOf(emailRoutes.putTemplate, {
    // A write: every variant of the harmless request must be refused, so it names a missing template.
    harmless: () => ({ id: MISSING_TEMPLATE, field: 'subject', value: 'Fuzz subject' }),
    knownBad: () => [
      ...badIds.map((id) => ({ id, field: 'subject', value: 'Fuzz' })),
      { id: 'welcome', field: 'subject', value: 'Fuzz', updatedBy: 'mallory@outside.example' },
      { id: 'welcome', field: 'subject', value: 'Fuzz', updatedAt: '2020-01-01T00:00:00.000Z' },
      { id: 'welcome', field: 'updatedBy', value: 'mallory@outside.example' },
      { id: 'welcome', field: 'updatedAt', value: '2020-01-01T00:00:00.000Z' },
      { id: 'welcome', field: 'name', value: 'Fuzz' },
      { id: 'welcome', field: 'id', value: 'fuzzMoved' },
      { id: 'welcome', field: 'subject', value: 'Two\nlines' },
      { id: 'welcome', field: 'subject', value: 'x'.repeat(201) },
      { id: 'welcome', field: 'subject', value: '' },
      { id: 'welcome', field: 'body', value: 'x'.repeat(20_001) },
      { id: 'welcome', field: 'body', value: 5 },
      { id: 'welcome', field: 'body' },
      { id: 'welcome', field: ['subject'], value: 'Fuzz' },
    ],
  }),
  fuzzOf(emailRoutes.templateHistory, {
    harmless: () => ({ id: 'welcome', limit: '5' }),
    knownBad: () => [
      ...badIds.map((id) => ({ id })),
      ...['0', '-1', '501', '1.5', 'abc'].map((limit) => ({ id: 'welcome', limit })),
      { id: MISSING_TEMPLATE },
      { id: 'welcome', version: '1' },
      {},
    ],
  }),
  fuzzOf(emailRoutes.restoreTemplate, {
    harmless: () => ({ id: MISSING_TEMPLATE, version: 1 }),
    knownBad: () => [
      ...badIds.map((id) => ({ id, version: 1 })),
      ...[0, -1, 1.5, '1', null, 1e300].map((version) => ({ id: 'welcome', version })),
      { id: 'welcome', version: 999_999 },
      { id: 'welcome', version: 1, updatedBy: 'mallory@outside.example' },
      { id: 'welcome', version: 1, subject: 'Fuzz' },
      { id: 'welcome' },
    ],
  }),
  fuzzOf(emailRoutes.sent, {
    harmless: () => ({ limit: '5' }),
    knownBad: () => [...['0', '-1', '501', '1.5', 'abc'].map((limit) => ({ limit })), { limit: '5', state: 'sent' }],
  }),
  fuzzOf(emailRoutes.docsJson, {
    harmless: () => ({}),
    knownBad: () => [{ service: 'email' }],
  }),
];
