import { projectsRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/** The projects service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_PROJECT = 'fuzz-missing-project';
const preferences = {
  constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
  storageSpace: "10'x12' on site",
  craneAccess: 'driveway',
  petsOnSite: false,
  preferredContact: 'email',
  notes: 'Fuzz',
};

export const PROJECTS_ROUTES: FuzzRoute[] = [
  fuzzOf(projectsRoutes.clientPreferences, {
    harmless: () => ({ projectId: MISSING_PROJECT, preferences }),
    real: (t) => ({ projectId: t.projectId, preferences }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, preferences })),
      { projectId: t.projectId },
      { projectId: t.projectId, preferences: { ...preferences, favouriteColour: 'blue' } },
      { projectId: t.projectId, preferences: { constructionHours: { weekdays: 'always', saturday: '8am-6pm', sunday: 'none' } } },
      { projectId: t.projectId, preferences: { notes: 'x'.repeat(2001) } },
      { projectId: t.projectId, preferences: { petsOnSite: 'yes' } },
      { projectId: t.projectId, preferences: [] },
      { projectId: t.projectId, preferences: 'none' },
    ],
  }),
  fuzzOf(projectsRoutes.setMilestone, {
    harmless: () => ({ projectId: MISSING_PROJECT, milestone: 'permittingPayment', date: '2026-01-05T09:00:00.000Z' }),
    real: (t) => ({ projectId: t.projectId, milestone: 'permittingPayment', date: '2026-01-05T09:00:00.000Z' }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, milestone: 'permittingPayment' })),
      { projectId: t.projectId, milestone: 'teaBreak' },
      { projectId: t.projectId, milestone: '__proto__' },
      { projectId: t.projectId, milestone: 'permittingPayment', date: 'yesterday' },
      { projectId: t.projectId, milestone: 'permittingPayment', date: '2026-13-45T00:00:00Z' },
      { projectId: t.projectId, milestone: 'permittingPayment', date: 5 },
      { projectId: t.projectId },
    ],
  }),
  fuzzOf(projectsRoutes.deleteMilestone, {
    harmless: () => ({ projectId: MISSING_PROJECT, milestone: 'serviceStarted' }),
    real: (t) => ({ projectId: t.projectId, milestone: 'permittingPayment' }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, milestone: 'serviceStarted' })),
      { projectId: t.projectId, milestone: 'teaBreak' },
      { projectId: t.projectId, milestone: 'milestones.permittingPayment' },
      { projectId: t.projectId },
    ],
  }),
  fuzzOf(projectsRoutes.pullMilestones, {
    harmless: () => ({ projectId: MISSING_PROJECT, historical: true }),
    real: (t) => ({ projectId: t.projectId, historical: true }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, historical: true })),
      { historical: true },
      { all: true, historical: true },
      { projectId: t.projectId, all: true, historical: true },
      { all: false, historical: true },
      { all: 'yes', historical: true },
      { projectId: t.projectId, historical: 'yes' },
      { projectId: t.projectId },
    ],
  }),
  fuzzOf(projectsRoutes.import, {
    // Staff (a management approver) may import: the harmless number is one Salesforce does not
    // hold (404), the real one a project WorkHub already has (409); neither writes.
    harmless: () => ({ projectId: MISSING_PROJECT }),
    real: (t) => ({ projectId: t.projectId }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId })),
      {},
      { projectId: t.projectId, clientName: 'Fuzz' },
      { projectId: [t.projectId] },
      { projectId: { $in: [t.projectId] } },
      { projectNumber: 'P-1025' },
    ],
  }),
];
