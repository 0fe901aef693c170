import { z } from 'zod';
import {
  PROJECT_PHASES,
  clientPreferencesInputSchema,
  clientPreferencesSchema,
  deleteMilestoneSchema,
  importProjectAnswerSchema,
  importProjectSchema,
  pullMilestonesSchema,
  setMilestoneSchema,
} from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** A project's milestones after a change, with its phase and phase spans. */
const milestonesAnswer = z.object({
  projectId: z.string(),
  milestones: z.record(z.string(), z.string()),
  phase: z.enum(PROJECT_PHASES),
  phases: z.record(z.string(), z.object({ start: z.string(), end: z.string().optional() })),
});

const salesforceDown = '502/503/504 naming Salesforce when it is down, slow or not configured';

/** The projects service (core spec section 7): import from Salesforce, client preferences and milestones; mounted at /projects. */
export const projectsRoutes = {
  clientPreferences: defineRoute({
    service: 'projects',
    method: 'POST',
    path: '/clientPreferences',
    input: 'body',
    schema: clientPreferencesInputSchema,
    answer: z.object({ projectId: z.string(), clientPreferences: clientPreferencesSchema }),
    errors: '404 for an unknown project',
    summary: "Replaces the project's client preference answers whole (known questions only, bounded strings).",
  }),
  setMilestone: defineRoute({
    service: 'projects',
    method: 'POST',
    path: '/milestones',
    input: 'body',
    schema: setMilestoneSchema,
    answer: milestonesAnswer,
    errors:
      "409 with the reason when its prerequisites are not met ('productionStarted needs productionPayment'), when the date is before a prerequisite's, when it is already set with that date, or while another update is in flight; 404 for an unknown project",
    summary: 'Sets a milestone (now when no date is given) and the phase and phases that follow.',
  }),
  deleteMilestone: defineRoute({
    service: 'projects',
    method: 'DELETE',
    path: '/milestones',
    input: 'body or query',
    schema: deleteMilestoneSchema,
    answer: milestonesAnswer,
    errors:
      "409 when a set milestone needs it ('installStarted is set and needs it') or while another update is in flight; 404 for an unknown project or a milestone that is not set",
    summary: 'Removes a milestone; the phase and phases follow.',
  }),
  pullMilestones: defineRoute({
    service: 'projects',
    method: 'POST',
    path: '/pullMilestones',
    input: 'body',
    schema: pullMilestonesSchema,
    answer: z.object({
      pulled: z.number(),
      projects: z.array(z.object({ projectId: z.string(), added: z.record(z.string(), z.string()) })),
    }),
    answerText: '{ pulled: the count of milestones added, projects: [{ projectId, added }] } — the project only when it changed',
    errors: `404 for an unknown project or one Salesforce has no record of; ${salesforceDown}`,
    summary:
      'Pulls the milestones Salesforce holds for one project (one SOQL query) into it, in catalogue order and only where their prerequisites are (or become) set; without historical, only those of the last 30 days.',
  }),
  import: defineRoute({
    service: 'projects',
    method: 'POST',
    path: '/import',
    input: 'body',
    schema: importProjectSchema,
    answer: importProjectAnswerSchema,
    status: 201,
    errors: `403 unless a management approver; 409 when the project already exists or the record has no complete site address; 404 when Salesforce has no such project; ${salesforceDown} (nothing written)`,
    summary:
      'Creates a project from the Salesforce record of its project number: client, addresses, APNs, milestones; no base and no pipeline.',
  }),
  docsJson: docsJsonRoute('projects', 'the projects service'),
};
