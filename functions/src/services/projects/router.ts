import { registerDocsJson } from '../firebase/docs-json.js';
import { route } from '../../lib/route-docs.js';
import { clientPreferencesInputSchema, setMilestoneSchema, deleteMilestoneSchema, pullMilestonesSchema } from '@workhub/domain';
import { Router } from 'express';
import { postClientPreferences } from './client-preferences-post.js';
import { postMilestone } from './milestones-post.js';
import { deleteMilestone } from './milestones-delete.js';
import { postPullMilestones } from './pull-milestones-post.js';

/** Projects service (core spec section 7): client preferences and milestones. Mounted at /projects. */
export const projectsRouter = Router();

route(
  projectsRouter,
  'POST',
  '/clientPreferences',
  {
    input: 'body',
    schema: clientPreferencesInputSchema,
    answer: 'whole (domain clientPreferenceAnswersSchema: known questions only, bounded strings)',
    summary:
      "Replaces the project's client preference answers whole (domain clientPreferenceAnswersSchema: known questions only, bounded strings)",
  },
  postClientPreferences,
);
route(
  projectsRouter,
  'POST',
  '/milestones',
  {
    input: 'body',
    schema: setMilestoneSchema,
    answer:
      "409 with the reason when its prerequisites are not met ('productionStarted needs productionPayment'), when the date is before a prerequisite's, when it is already set with that date, or while another ",
    summary: 'Sets a milestone (now when no date) and the phase and phases that follow',
  },
  postMilestone,
);
route(
  projectsRouter,
  'DELETE',
  '/milestones',
  {
    input: 'body or query',
    schema: deleteMilestoneSchema,
    answer:
      "409 when a set milestone needs it ('installStarted is set and needs it') or while another update is in flight; 404 for an unknown project or a milestone that is not set",
    summary: 'Removes a milestone; the phase and phases follow',
  },
  deleteMilestone,
);
route(
  projectsRouter,
  'POST',
  '/pullMilestones',
  {
    input: 'body',
    schema: pullMilestonesSchema,
    answer: '`{ pulled: <milestones added>, projects: [{ projectId, added }] }` listing the projects changed',
    summary:
      "Without `historical`, only milestones the CRM dates within this many days are pulled. */ const RECENT_DAYS = 30;  export interface PulledProject { projectId: string; /** The milestones added, with their dates. */ added: Record<string, string>; }  /** Adds to one project the CRM's milestones it lacks, in catalogue order and only where their prerequisites are (or become) set; dates already on the project are kept",
  },
  postPullMilestones,
);

registerDocsJson(projectsRouter, '/projects', 'the projects service');
