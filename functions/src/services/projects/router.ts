import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import {
  clientPreferencesInputSchema,
  setMilestoneSchema,
  deleteMilestoneSchema,
  pullMilestonesSchema,
  importProjectSchema,
} from '@workhub/domain';
import { Router } from 'express';
import { postClientPreferences } from './client-preferences-post.js';
import { postMilestone } from './milestones-post.js';
import { deleteMilestone } from './milestones-delete.js';
import { postPullMilestones } from './pull-milestones-post.js';
import { postImportProject } from './import-post.js';

/** Projects service (core spec section 7): import from Salesforce, client preferences and milestones. Mounted at /projects. */
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
    answer:
      '`{ pulled: <milestones added>, projects: [{ projectId, added }] }`; 404 for an unknown project or one Salesforce has no record of; 502/503/504 naming Salesforce when it is down, slow or not configured',
    summary:
      'Pulls the milestones Salesforce holds for one project (one SOQL query) into it, in catalogue order and only where their prerequisites are (or become) set; without `historical`, only those of the last 30 days',
  },
  postPullMilestones,
);

route(
  projectsRouter,
  'POST',
  '/import',
  {
    input: 'body',
    schema: importProjectSchema,
    answer:
      "201 `{ projectId, clientName }`; 403 unless a management approver; 409 'Project P-… already exists' or a record without a complete site address; 404 'No Salesforce project P-…'; 502/503/504 naming Salesforce when it is down, slow or not configured (nothing written)",
    summary:
      'Creates a project from the Salesforce record of its project number (Modulr_Project__c by Project_Number__c): client, addresses, APNs, milestones; no base and no pipeline',
  },
  postImportProject,
);

registerDocsJson(projectsRouter, '/projects', 'the projects service');
